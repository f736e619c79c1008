import Foundation
import Testing
@testable import DesignSpec

@Suite struct SiteWriterTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sitewriter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    private func site(_ files: [String: String]) -> SiteFiles {
        var site = SiteFiles()
        for (path, text) in files { site.add(path, text) }
        return site
    }

    private func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func writesEveryFileAndTheMarker() throws {
        let writer = SiteWriter(output: root.appendingPathComponent("_site"), content: root.appendingPathComponent("content"))
        try writer.write(site(["index.html": "<p>1</p>", "docs/a.html": "a"]))
        #expect(read("_site/index.html") == "<p>1</p>")
        #expect(read("_site/docs/a.html") == "a")
        #expect(read("_site/.designspec-site") == "designspec \(CommandLineTool.version)\n")
    }

    @Test func replacesAPreviousSiteWholly() throws {
        let writer = SiteWriter(output: root.appendingPathComponent("_site"), content: nil)
        try writer.write(site(["index.html": "old", "gone.html": "x"]))
        try writer.write(site(["index.html": "new"]))
        #expect(read("_site/index.html") == "new")
        #expect(read("_site/gone.html") == nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(leftovers == ["_site"])
    }

    @Test func refusesTheContentFolderAsOutput() {
        let content = root.appendingPathComponent("content")
        #expect(throws: SiteWriteError("the output folder \(content.path) is or contains the content folder \(content.path); choose another --output")) {
            try SiteWriter(output: content, content: content).write(site(["index.html": "x"]))
        }
    }

    @Test func refusesAnOutputThatContainsTheContent() {
        let content = root.appendingPathComponent("content")
        #expect(throws: SiteWriteError("the output folder \(root.path) is or contains the content folder \(content.path); choose another --output")) {
            try SiteWriter(output: root, content: content).write(site(["index.html": "x"]))
        }
    }

    @Test func refusesAnOutputInsideTheContent() {
        let content = root.appendingPathComponent("content")
        let output = content.appendingPathComponent("_site")
        #expect(throws: SiteWriteError("the output folder \(output.path) is inside the content folder \(content.path); choose a folder outside it")) {
            try SiteWriter(output: output, content: content).write(site(["index.html": "x"]))
        }
    }

    @Test func neverReplacesAFolderItDidNotWrite() throws {
        let output = root.appendingPathComponent("precious")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: output.appendingPathComponent("notes.txt"))
        #expect(throws: SiteWriteError("the output folder \(output.path) exists and was not written by designspec; remove it or choose another --output")) {
            try SiteWriter(output: output, content: nil).write(site(["index.html": "x"]))
        }
        #expect(read("precious/notes.txt") == "keep")
    }

    @Test func aFailedWriteLeavesThePreviousSiteUntouched() throws {
        let writer = SiteWriter(output: root.appendingPathComponent("_site"), content: nil)
        try writer.write(site(["index.html": "old"]))
        // A file where a folder must go makes the write fail half way.
        var broken = site(["index.html": "new", "a/b.html": "x"])
        broken.add("a", "a file, not a folder")
        #expect(throws: SiteWriteError.self) { try writer.write(broken) }
        #expect(read("_site/index.html") == "old")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(leftovers == ["_site"])
    }
}
