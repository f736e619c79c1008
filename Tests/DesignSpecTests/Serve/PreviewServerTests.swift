import Foundation
import Testing
@testable import DesignSpecCommands

/// `designspec serve` answering real TCP requests: a copy of the sample content built into
/// a temporary folder, served on a port the system picked.
@Suite(.serialized) struct PreviewServerTests {
    /// A project folder with a copy of `content/`, and a session serving it.
    final class Project {
        let folder: URL
        let session: PreviewSession
        let console = CapturedConsole()
        var port: UInt16 { session.server.port }

        init(arguments: [String] = []) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TestData.packageRoot.appendingPathComponent("content"),
                                             to: folder.appendingPathComponent("content"))
            let options = try CommandSpec.serve.parse(["--port", "0"] + arguments)
            let context = CommandContext(options: options, console: console.console, workingDirectory: folder)
            session = try ServeCommand.start(context)
        }

        func stop() {
            session.stop()
            try? FileManager.default.removeItem(at: folder)
        }

        func get(_ target: String) -> HTTPResponseRead? { RawHTTPClient.get(target, port: port) }

        /// Polls `target` until `accept` holds, for at most `seconds`; the last response.
        func get(_ target: String, within seconds: Double, until accept: (HTTPResponseRead) -> Bool) -> (HTTPResponseRead?, Double) {
            let started = Date()
            var last: HTTPResponseRead?
            while Date().timeIntervalSince(started) < seconds {
                last = get(target)
                if let last, accept(last) { break }
                usleep(50_000)
            }
            return (last, Date().timeIntervalSince(started))
        }
    }

    @Test func pagesStylesAndScriptsHaveTheirTypesAndTheReloadScript() throws {
        let project = try Project()
        defer { project.stop() }
        let home = try #require(project.get("/"))
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.headers["cache-control"] == "no-store")
        #expect(home.headers["content-length"] == String(home.body.count))
        #expect(home.text.contains("<script src=\"/__designspec/reload.js\" data-generation=\"1\"></script>\n</body>"))
        #expect(home.text.contains("font-src &#39;self&#39;; connect-src &#39;self&#39;\">"))
        // The built file itself has neither: they are added as the page is served.
        let built = try String(contentsOf: project.session.output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!built.contains("reload.js"))
        #expect(!built.contains("connect-src"))
        #expect(project.get("/assets/site.css")?.headers["content-type"] == "text/css; charset=utf-8")
        #expect(project.get("/assets/site.js")?.headers["content-type"] == "text/javascript; charset=utf-8")
        let script = try #require(project.get("/__designspec/reload.js"))
        #expect(script.status == 200)
        #expect(script.text == ReloadScript.source)
        let head = try #require(RawHTTPClient.request("HEAD / HTTP/1.1\r\n\r\n", port: project.port))
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.headers["content-length"] == String(home.body.count))
    }

    @Test func refusalsHaveTheirStatuses() throws {
        let project = try Project()
        defer { project.stop() }
        let missing = try #require(project.get("/nothing.html"))
        #expect(missing.status == 404)
        #expect(missing.text == "404 Not Found: no such file in the site\n")
        for target in ["/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc/passwd", "/a\\..\\..\\etc/passwd"] {
            let response = project.get(target)
            #expect(response?.status == 403, "\(target)")
            #expect(response?.text == "403 Forbidden: the path leaves the site's folder\n", "\(target)")
        }
        #expect(project.get("//etc/passwd")?.status == 404)
        #expect(project.get("/favicon.ico")?.status == 204)
        let post = try #require(RawHTTPClient.request("POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n", port: project.port))
        #expect(post.status == 405)
        #expect(post.headers["allow"] == "GET, HEAD")
        let bad = try #require(RawHTTPClient.request("HELLO\r\n\r\n", port: project.port))
        #expect(bad.status == 400)
        #expect(bad.text == "400 Bad Request: the request line is not METHOD TARGET VERSION\n")
        let rebound = try #require(RawHTTPClient.request("GET / HTTP/1.1\r\nHost: attacker.example:\(project.port)\r\n\r\n", port: project.port))
        #expect(rebound.status == 403)
        #expect(rebound.text == "403 Forbidden: the Host 'attacker.example:\(project.port)' is not this machine's loopback address\n")
        let long = try #require(RawHTTPClient.request("GET /\(String(repeating: "a", count: 9000)) HTTP/1.1\r\n\r\n", port: project.port))
        #expect(long.status == 414)
    }

    @Test func itListensOnTheLoopbackAddressOnly() throws {
        let project = try Project()
        defer { project.stop() }
        let bound = try #require(LoopbackListener.boundAddress(project.session.server.listener.descriptor))
        #expect(bound.host == "127.0.0.1")
        #expect(bound.port == project.port)
        #expect(project.session.url == "http://127.0.0.1:\(project.port)/")
    }

    @Test func aLargeFileArrivesIntactAndADisconnectMidwayHarmsNothing() throws {
        let project = try Project()
        defer { project.stop() }
        // 6 MiB in which no 4 KiB block repeats another: a chunk sent twice or left out shows.
        let bytes = (0..<(6 * 1024 * 1024)).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13 ^ $0 >> 12) }
        try Data(bytes).write(to: project.session.output.appendingPathComponent("large.png"))
        let large = try #require(project.get("/large.png"))
        #expect(large.status == 200)
        #expect(large.headers["content-type"] == "image/png")
        #expect(large.body == bytes)
        for _ in 0..<5 {
            let client = try #require(RawHTTPClient(port: project.port))
            client.send("GET /large.png HTTP/1.1\r\n\r\n")
            #expect(client.receive(upTo: 100_000).count >= 100_000)
            client.close()
        }
        #expect(project.get("/")?.status == 200)
        let deadline = Date().addingTimeInterval(ClientSocketLimits.sendTimeout)
        while Date() < deadline, project.session.server.activeConnections > 0 { usleep(20_000) }
        #expect(project.session.server.activeConnections == 0)
    }

    @Test func reloadChannelsOpenedAndClosedLeaveNoThreadOrDescriptor() throws {
        let project = try Project()
        defer { project.stop() }
        _ = project.get("/")
        let before = Self.openDescriptors()
        var clients: [RawHTTPClient] = []
        for _ in 0..<40 {
            let client = try #require(RawHTTPClient(port: project.port))
            client.send("GET /__designspec/events?since=1 HTTP/1.1\r\n\r\n")
            clients.append(client)
        }
        for client in clients { #expect(client.receive(until: "retry: 500", seconds: 2).contains("text/event-stream")) }
        #expect(project.session.hub.openChannels == 40)
        for client in clients { client.close() }
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline, project.session.server.activeConnections > 0 { usleep(20_000) }
        #expect(project.session.hub.openChannels == 0)
        #expect(project.session.server.activeConnections == 0)
        // Other suites may run beside this one and hold a few descriptors of their own.
        #expect(Self.openDescriptors() <= before + 3)
    }

    @Test func anEditedDocIsServedAndThePageToldWithinTwoSeconds() throws {
        let project = try Project()
        defer { project.stop() }
        let page = "/docs/01-foundations-spacing.html"
        let first = try #require(project.get(page))
        #expect(first.status == 200)
        let channel = try #require(RawHTTPClient(port: project.port))
        defer { channel.close() }
        channel.send("GET /__designspec/events?since=\(project.session.hub.generation) HTTP/1.1\r\n\r\n")
        _ = channel.receive(until: "retry: 500", seconds: 2)
        let doc = project.folder.appendingPathComponent("content/01-foundations-spacing.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        try (text + "\n\nA line saved while serving.\n").write(to: doc, atomically: true, encoding: .utf8)
        let (changed, seconds) = project.get(page, within: 2) { $0.text.contains("A line saved while serving.") }
        #expect(changed?.text.contains("A line saved while serving.") == true, "not served after \(seconds) s")
        #expect(seconds < 2)
        #expect(channel.receive(until: "\n\n", seconds: 2).hasPrefix("event: reload\ndata: 2\n\n"))
    }

    @Test func aFailedBuildShowsItsErrorOnThePageUntilTheNextGoodSave() throws {
        let project = try Project()
        defer { project.stop() }
        let config = project.folder.appendingPathComponent("designspec.json")
        try Data("{\"content\": 3}\n".utf8).write(to: config)
        let (broken, _) = project.get("/", within: 3) { $0.status == 500 }
        let page = try #require(broken)
        #expect(page.status == 500)
        #expect(page.text.contains("<h1>The site could not be built</h1>"))
        #expect(page.text.contains("designspec.json:1:"))
        #expect(page.text.contains("<script src=\"/__designspec/reload.js\""))
        #expect(page.headers["content-security-policy"] == BuildErrorPage.policy)
        #expect(project.get("/assets/site.css")?.status == 200)
        try FileManager.default.removeItem(at: config)
        let (fixed, _) = project.get("/", within: 3) { $0.status == 200 }
        #expect(fixed?.status == 200)
        #expect(fixed?.text.contains("could not be built") == false)
    }

    @Test func aPortInUseIsSaidByNumberWithExitStatusTwo() throws {
        let taken = try LoopbackListener(port: 0)
        defer { taken.close() }
        let result = runTool(["serve", "--port", String(taken.port), "--content", TestData.packageRoot.appendingPathComponent("content").path])
        #expect(result.status == 2)
        #expect(result.err == "designspec: error: port \(taken.port) on 127.0.0.1 is in use; choose another with --port (0 picks a free one)\n")
        #expect(runTool(["serve", "--port", "http"]).err == "designspec: error: --port takes a number from 0 to 65535 (0 picks a free port), not 'http'\n")
    }

    static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }
}

private enum ClientSocketLimits {
    static let sendTimeout = Double(ClientSocket.sendTimeout) + 1
}
