import Foundation
import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

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
        #expect(read("_site/.designspec-site") == "designspec \(DesignSpecVersion.current)\n")
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

    private func inode(_ path: String) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
        return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }

    @Test func keepsTheFilesOfThePreviousSiteThatDidNotChange() throws {
        let writer = SiteWriter(output: root.appendingPathComponent("_site"), content: nil)
        try writer.write(site(["index.html": "same", "docs/a.html": "old a", "docs/b.html": "same b", "gone.html": "x"]))
        let before = try ["index.html", "docs/a.html", "docs/b.html"].map { try inode("_site/" + $0) }
        try writer.write(site(["index.html": "same", "docs/a.html": "new a", "docs/b.html": "same b"]))
        #expect(read("_site/index.html") == "same")
        #expect(read("_site/docs/a.html") == "new a")
        #expect(read("_site/docs/b.html") == "same b")
        #expect(read("_site/gone.html") == nil)
        let after = try ["index.html", "docs/a.html", "docs/b.html"].map { try inode("_site/" + $0) }
        #expect(after[0] == before[0])
        #expect(after[1] != before[1])
        #expect(after[2] == before[2])
        let links = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("_site/index.html").path)[.referenceCount] as? NSNumber
        #expect(links?.intValue == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(leftovers == ["_site"])
    }

    @Test func neverSharesAFileWithAnythingOutsideTheSite() throws {
        let fileManager = FileManager.default
        let writer = SiteWriter(output: root.appendingPathComponent("_site"), content: nil)
        try writer.write(site(["index.html": "same", "docs/a.html": "same a", "link.html": "same l"]))
        // A second name for a page, a folder that is a symbolic link to one outside the site,
        // and a page that is a symbolic link: the new site gets files of its own.
        try fileManager.linkItem(atPath: root.appendingPathComponent("_site/index.html").path,
                                 toPath: root.appendingPathComponent("elsewhere.html").path)
        try fileManager.moveItem(at: root.appendingPathComponent("_site/docs"), to: root.appendingPathComponent("outside"))
        try fileManager.createSymbolicLink(atPath: root.appendingPathComponent("_site/docs").path,
                                           withDestinationPath: root.appendingPathComponent("outside").path)
        try Data("same l".utf8).write(to: root.appendingPathComponent("target.html"))
        try fileManager.removeItem(at: root.appendingPathComponent("_site/link.html"))
        try fileManager.createSymbolicLink(atPath: root.appendingPathComponent("_site/link.html").path,
                                           withDestinationPath: root.appendingPathComponent("target.html").path)
        try writer.write(site(["index.html": "same", "docs/a.html": "same a", "link.html": "same l"]))
        #expect(try inode("_site/index.html") != inode("elsewhere.html"))
        #expect(try inode("_site/docs/a.html") != inode("outside/a.html"))
        #expect(try inode("_site/link.html") != inode("target.html"))
        for path in ["_site/link.html", "_site/docs"] {
            let type = try fileManager.attributesOfItem(atPath: root.appendingPathComponent(path).path)[.type] as? FileAttributeType
            #expect(type == (path == "_site/docs" ? .typeDirectory : .typeRegular))
        }
        #expect(read("_site/docs/a.html") == "same a")
        #expect(read("outside/a.html") == "same a")
        #expect(read("elsewhere.html") == "same")
    }

    @Test func aFailedWriteRemovesTheLinksItMade() throws {
        let writer = SiteWriter(output: root.appendingPathComponent("_site"), content: nil)
        try writer.write(site(["same.html": "same", "index.html": "old"]))
        let before = try inode("_site/same.html")
        // The failing files come after the linked one, so the link is made before the failure.
        var broken = site(["same.html": "same", "index.html": "new", "z/b.html": "x"])
        broken.add("z", "a file, not a folder")
        #expect(throws: SiteWriteError.self) { try writer.write(broken) }
        #expect(read("_site/same.html") == "same")
        #expect(read("_site/index.html") == "old")
        #expect(try inode("_site/same.html") == before)
        let links = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("_site/same.html").path)[.referenceCount] as? NSNumber
        #expect(links?.intValue == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(leftovers == ["_site"])
    }
}
