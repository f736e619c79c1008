import Foundation
import Testing
@testable import DesignSpecCore

/// `build` writes through symbolic links, never over them, and never over what it read:
/// a deploy folder or hand-off file behind a link gets the new site, the link stays, and
/// `/dev/stdout`-like destinations are written to, not replaced.
@Suite struct OutputLinkTests {
    let folder: URL
    let fileManager = FileManager.default

    init() throws {
        folder = try BuildCommandTests.project()
    }

    private func path(_ relative: String) -> String {
        folder.appendingPathComponent(relative).path
    }

    private func read(_ relative: String) -> String? {
        try? String(contentsOfFile: path(relative), encoding: .utf8)
    }

    private func isLink(_ relative: String) -> Bool {
        (try? fileManager.destinationOfSymbolicLink(atPath: path(relative))) != nil
    }

    @Test func theSingleFileIsWrittenThroughALink() throws {
        defer { try? fileManager.removeItem(at: folder) }
        try fileManager.createDirectory(atPath: path("deploy"), withIntermediateDirectories: true)
        try "old".write(toFile: path("deploy/handoff.html"), atomically: false, encoding: .utf8)
        try fileManager.createSymbolicLink(atPath: path("handoff.html"), withDestinationPath: "deploy/handoff.html")
        try fileManager.createSymbolicLink(atPath: path("new.html"), withDestinationPath: "deploy/new.html")

        for (link, target) in [("handoff.html", "deploy/handoff.html"), ("new.html", "deploy/new.html")] {
            let result = runTool(["build", "--single-file", link], in: folder)
            #expect(result.status == 0)
            #expect(result.out == "wrote \(folder.standardizedFileURL.path)/\(link)\n")
            #expect(isLink(link))
            #expect(read(target)?.contains("<section class=\"page-section\" id=\"doc-spacing\">") == true)
        }
        #expect(try fileManager.contentsOfDirectory(atPath: path("deploy")).sorted() == ["handoff.html", "new.html"])
    }

    @Test func aDeviceIsWrittenToNotReplaced() throws {
        defer { try? fileManager.removeItem(at: folder) }
        try fileManager.createSymbolicLink(atPath: path("out.html"), withDestinationPath: "/dev/null")
        let result = runTool(["build", "--single-file", "out.html"], in: folder)
        #expect(result.status == 0)
        #expect(result.out == "")
        #expect(result.err.hasPrefix("wrote \(folder.standardizedFileURL.path)/out.html\nbuilt one file; "))
        #expect(isLink("out.html"))
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func aLoopOfLinksIsAnError() throws {
        defer { try? fileManager.removeItem(at: folder) }
        try fileManager.createSymbolicLink(atPath: path("a.html"), withDestinationPath: "b.html")
        try fileManager.createSymbolicLink(atPath: path("b.html"), withDestinationPath: "a.html")
        let result = runTool(["build", "--single-file", "a.html"], in: folder)
        #expect(result.status == 2)
        let a = folder.standardizedFileURL.path + "/a.html"
        #expect(result.err == "designspec: error: cannot write \(a): \(a) is a loop of symbolic links\n")
    }

    @Test func theSingleFileNeverOverwritesWhatTheBuildRead() throws {
        defer { try? fileManager.removeItem(at: folder) }
        try fileManager.moveItem(atPath: path("content/tokens"), toPath: path("tokens"))
        let config = #"{ "content": "content", "tokens": ["tokens"] }"#
        try config.write(toFile: path("designspec.json"), atomically: false, encoding: .utf8)
        let root = folder.standardizedFileURL.path
        for input in ["tokens/spacing.tokens.json", "designspec.json"] {
            let before = read(input)
            let result = runTool(["build", "--single-file", input], in: folder)
            #expect(result.status == 2)
            #expect(result.err == "designspec: error: the single file \(root)/\(input) would overwrite \(root)/\(input), which the build reads; choose another path\n")
            #expect(read(input) == before)
        }
    }

    @Test func anOutputLinkKeepsPointingAtTheNewSite() throws {
        defer { try? fileManager.removeItem(at: folder) }
        #expect(runTool(["build", "--output", "www"], in: folder).status == 0)
        try fileManager.createSymbolicLink(atPath: path("site"), withDestinationPath: "www")
        try "# 간격\n\n바뀐 문장입니다.\n".write(toFile: path("content/spacing.md"), atomically: false, encoding: .utf8)
        let result = runTool(["build", "--output", "site"], in: folder)
        #expect(result.status == 0)
        #expect(isLink("site"))
        #expect(read("www/docs/spacing.html")?.contains("바뀐 문장입니다.") == true)
        #expect(try fileManager.contentsOfDirectory(atPath: folder.path).sorted() == ["content", "site", "www"])
    }

    @Test func aStoppedBuildsLeftoversGoWithTheNextBuild() throws {
        defer { try? fileManager.removeItem(at: folder) }
        // Int32.max is no process's id; process 1 is always running.
        let gone = ".out.designspec-new-\(Int32.max)"
        let running = ".out.designspec-new-1"
        for leftover in [gone, running, ".out.designspec-old-\(Int32.max)"] {
            try fileManager.createDirectory(atPath: path(leftover + "/docs"), withIntermediateDirectories: true)
        }
        #expect(runTool(["build", "--output", "out"], in: folder).status == 0)
        #expect(try fileManager.contentsOfDirectory(atPath: folder.path).sorted() == [running, "content", "out"])
    }
}
