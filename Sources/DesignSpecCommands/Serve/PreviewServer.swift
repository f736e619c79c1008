import Foundation

/// The HTTP side of `designspec serve`: GET and HEAD of the files under `root`, the reload
/// script and channel, the build's error page while a build has failed. One thread accepts;
/// each connection gets a thread of its own for one request (`Connection: close`), at most
/// `maxConnections` at once (more get 503). The head must arrive within `readTimeout`
/// seconds.
final class PreviewServer: @unchecked Sendable {
    // @unchecked: `stopping`, `active` and `acceptLoopEnded` are only touched with `lock`
    // held; the rest is set in init.
    let listener: LoopbackListener
    let resolver: FileResolver
    let hub: ReloadHub
    static let maxConnections = 64
    static let readTimeout = 5.0
    private let lock = NSLock()
    private var stopping = false
    private var active = 0
    private var acceptLoopEnded = false

    init(root: String, port: UInt16, hub: ReloadHub) throws(ServeError) {
        listener = try LoopbackListener(port: port)
        resolver = FileResolver(root: root)
        self.hub = hub
    }

    var port: UInt16 { listener.port }

    /// How many connections are being served now.
    var activeConnections: Int { lock.withLock { active } }

    func start() {
        Thread.detachNewThread { [self] in
            while !isStopping {
                guard let client = listener.accept(waiting: 100) else { continue }
                let admitted = lock.withLock { () -> Bool in
                    guard active < Self.maxConnections else { return false }
                    active += 1
                    return true
                }
                guard admitted else {
                    ResponseWriter(socket: client, headOnly: false).respond(.serviceUnavailable, message: "too many connections")
                    client.close()
                    continue
                }
                Thread.detachNewThread { [self] in
                    serve(client)
                    client.close()
                    lock.withLock { active -= 1 }
                }
            }
            listener.close()
            lock.withLock { acceptLoopEnded = true }
        }
    }

    /// Stops accepting, closes the port, and waits (up to two seconds) for the open
    /// connections to end: reload channels end within a tick.
    func stop() {
        lock.withLock { stopping = true }
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline, lock.withLock({ !acceptLoopEnded || active > 0 }) {
            usleep(10_000)
        }
    }

    private var isStopping: Bool { lock.withLock { stopping } }

    private func serve(_ client: ClientSocket) {
        let request: HTTPRequest
        switch client.readHead(timeout: Self.readTimeout) {
        case .success(let read): request = read
        case .failure(let problem):
            let message: String
            switch problem {
            case .malformed(let why): message = why
            case .requestLineTooLong: message = "the request line is longer than \(HTTPRequestParser.maxRequestLine) bytes"
            case .headTooLarge: message = "the request head is longer than \(HTTPRequestParser.maxHead) bytes"
            case .timedOut: message = "no complete request within \(Int(Self.readTimeout)) seconds"
            }
            ResponseWriter(socket: client, headOnly: false).respond(problem.status, message: message)
            return
        }
        let writer = ResponseWriter(socket: client, headOnly: request.method == "HEAD")
        guard request.isReadOnly else {
            writer.respond(.methodNotAllowed, message: "only GET and HEAD are served", extra: [("Allow", "GET, HEAD")])
            return
        }
        guard request.isForLoopback else {
            writer.respond(.forbidden, message: "the Host '\(request.host ?? "")' is not this machine's loopback address")
            return
        }
        let path = request.target.prefix { $0 != "?" && $0 != "#" }
        if path == ReloadChannel.path {
            ReloadChannel(hub: hub, isStopping: { [self] in isStopping }).serve(request.target, on: client, headOnly: writer.headOnly)
            return
        }
        if path == ReloadChannel.scriptPath {
            writer.respond(.ok, contentType: ContentType.of(ReloadChannel.scriptPath), body: Array(ReloadScript.source.utf8))
            return
        }
        serveFile(request.target, with: writer)
    }

    private func serveFile(_ target: String, with writer: ResponseWriter) {
        let generation = hub.generation
        let resolved = resolver.resolve(target)
        let wantsPage = Self.namesPage(target)
        if let failure = hub.failure, wantsPage {
            writer.respond(.internalServerError, contentType: ContentType.html,
                           body: Array(BuildErrorPage.html(failure: failure, generation: generation).utf8),
                           extra: [("Content-Security-Policy", BuildErrorPage.policy)])
            return
        }
        switch resolved {
        case .badRequest: writer.respond(.badRequest, message: "the target is not a path")
        case .forbidden: writer.respond(.forbidden, message: "the path leaves the site's folder")
        case .notFound where target == "/favicon.ico":
            // Browsers ask for it by themselves; a site without one is not an error to log.
            writer.respond(.noContent, contentType: "image/x-icon", body: [])
        case .notFound: writer.respond(.notFound, message: "no such file in the site")
        case .file(let file) where ContentType.of(file) == ContentType.html:
            guard let data = FileManager.default.contents(atPath: file) else {
                writer.respond(.notFound, message: "no such file in the site")
                return
            }
            let page = ReloadScript.inject(into: String(decoding: data, as: UTF8.self), generation: generation)
            writer.respond(.ok, contentType: ContentType.html, body: Array(page.utf8))
        case .file(let file):
            writer.respond(file: file)
        }
    }

    /// Whether the target names a page (an `.html` file or a folder), which shows the
    /// build's error while the last build failed; other files are served as they are.
    static func namesPage(_ target: String) -> Bool {
        let path = target.prefix { $0 != "?" && $0 != "#" }
        let last = path.split(separator: "/").last ?? ""
        return path.hasSuffix("/") || last.hasSuffix(".html") || last.hasSuffix(".htm") || !last.contains(".")
    }
}
