import Foundation
import Testing
@testable import DesignSpecSite

/// Outputs the site writer cannot use: each is a `SiteWriteError` with a clear message, and
/// a site that was there stays exactly as it was, with nothing left beside it.
@Suite struct SiteWriterBadOutputTests {
    private static func site(_ files: [String: String]) -> SiteFiles {
        var site = SiteFiles()
        for (path, text) in files { site.add(path, text) }
        return site
    }

    /// A previous site in `<folder>/_site`, written by the writer itself.
    private static func previousSite(in folder: ScratchFolder) throws -> URL {
        let output = folder.url.appendingPathComponent("_site")
        try SiteWriter(output: output, content: nil).write(site(["index.html": "<p>old</p>", "docs/a.html": "old a"]))
        return output
    }

    private static var pid: Int32 { ProcessInfo.processInfo.processIdentifier }

    @Test func outputFolderWhoseParentCannotBeWritten() throws {
        let folder = try ScratchFolder()
        let parent = folder.url.appendingPathComponent("readonly")
        let output = parent.appendingPathComponent("_site")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        try SiteWriter(output: output, content: nil).write(Self.site(["index.html": "<p>old</p>"]))
        let before = snapshot(parent)
        guard let restore = makeUnwritable(parent) else {
            print("⚠️ SKIPPED: cannot make a folder unwritable here (no chattr +i as root, no chmod otherwise)")
            return
        }
        defer { restore() }
        let reason = "Operation not permitted"
        #expect(throws: SiteWriteError("cannot create \(parent.path)/._site.designspec-new-\(Self.pid): \(reason)")) {
            try SiteWriter(output: output, content: nil).write(Self.site(["index.html": "<p>new</p>"]))
        }
        #expect(snapshot(parent) == before)
    }

    /// The system's own words, not Foundation's "NSCocoaErrorDomain error 512".
    @Test func outputUnderAFile() {
        let write = { () throws(SiteWriteError) in
            try SiteWriter(output: URL(fileURLWithPath: "/dev/null/_site"), content: nil).write(Self.site(["index.html": "x"]))
        }
        #expect(throws: SiteWriteError.self, performing: write)
        #expect(throws: SiteWriteError("cannot create /dev/null/._site.designspec-new-\(Self.pid): Not a directory"), performing: write)
    }

    @Test func outputIsAFile() throws {
        let folder = try ScratchFolder()
        let file = try folder.write("_site", "not a folder")
        #expect(throws: SiteWriteError("the output \(file.path) is a file, not a folder")) {
            try SiteWriter(output: file, content: nil).write(Self.site(["index.html": "x"]))
        }
        #expect(snapshot(folder.url) == ["_site": Array("not a folder".utf8)])
    }

    @Test func outputFolderInsideTheContentFolder() throws {
        let folder = try ScratchFolder()
        let content = folder.url.appendingPathComponent("content")
        try folder.write("content/a.md", "# A\n")
        let before = snapshot(folder.url)
        let output = content.appendingPathComponent("_site")
        #expect(throws: SiteWriteError("the output folder \(output.path) is inside the content folder \(content.path); choose a folder outside it")) {
            try SiteWriter(output: output, content: content).write(Self.site(["index.html": "x"]))
        }
        #expect(snapshot(folder.url) == before)
    }

    /// A folder of the user's (no `.designspec-site` marker) is never replaced.
    @Test func outputFolderOfTheUsers() throws {
        let folder = try ScratchFolder()
        try folder.write("docs/notes.txt", "mine")
        let before = snapshot(folder.url)
        let output = folder.url.appendingPathComponent("docs")
        #expect(throws: SiteWriteError("the output folder \(output.path) exists and was not written by designspec; remove it or choose another --output")) {
            try SiteWriter(output: output, content: nil).write(Self.site(["index.html": "x"]))
        }
        #expect(snapshot(folder.url) == before)
    }

    /// A write that fails half way (here a file where a folder must go, after other files
    /// were written) removes what it wrote and keeps the previous site.
    @Test func writeFailingHalfWay() throws {
        let folder = try ScratchFolder()
        let output = try Self.previousSite(in: folder)
        let before = snapshot(folder.url)
        let broken = Self.site(["a.html": "first", "docs": "a file", "docs/b.html": "cannot go under a file"])
        #expect(throws: SiteWriteError("cannot write the site into \(folder.url.path): docs is a file, not a folder; the previous site is unchanged")) {
            try SiteWriter(output: output, content: nil).write(broken)
        }
        #expect(snapshot(folder.url) == before)
    }
}
