import Foundation
import Testing
@testable import DesignSpecCore

/// `--content` naming a symbolic link to the docs folder finds the docs (it used to find
/// none and build an empty site without a word).
@Suite struct SymlinkedContentTests {
    @Test func aSymlinkedContentFolderIsFollowed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("symlinked-\(UUID().uuidString)")
        let real = root.appendingPathComponent("real-docs")
        try FileManager.default.createDirectory(at: real.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try Data("# Spacing\n\n| Token | Value |\n| --- | --- |\n| {spacing.small} | 9pt |\n".utf8)
            .write(to: real.appendingPathComponent("a.md"))
        try Data(#"{"spacing": {"small": {"$type": "dimension", "$value": "8px"}}}"#.utf8)
            .write(to: real.appendingPathComponent("tokens/spacing.json"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("content"), withDestinationURL: real)
        let result = runTool(["check"], in: root)
        #expect(result.status == 1)
        #expect(result.out.hasPrefix("content/a.md:5:21: error: 9pt here, but `spacing.small` is 8px [value-mismatch]"))
        #expect(result.out.hasSuffix("""
            1 error, 0 warnings
            read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; nothing left unchecked

            """))
    }
}

/// Links inside the content folder are followed, each folder is read once, and whatever is
/// not read says why (a `docs/` link was skipped in silence, 0 docs checked).
@Suite struct ContentWalkerTests {
    static let doc = "# Spacing\n\n| Token | Value |\n| --- | --- |\n| {spacing.small} | 9pt |\n"
    static let tokens = #"{"spacing": {"small": {"$type": "dimension", "$value": "8px"}}}"#

    /// `content/docs` links to `../design-docs`, as a team keeps its docs in another folder.
    static func project(_ name: String = #function) throws -> ScratchFolder {
        let folder = try ScratchFolder(name)
        try folder.write("design-docs/a.md", doc)
        try folder.write("content/tokens/spacing.json", tokens)
        try FileManager.default.createSymbolicLink(atPath: folder.path("content/docs"), withDestinationPath: "../design-docs")
        return folder
    }

    @Test func aLinkedFolderInsideTheContentIsFollowed() throws {
        let folder = try Self.project()
        let result = runTool(["check"], in: folder.url)
        #expect(result.out == """
            content/docs/a.md:5:21: error: 9pt here, but `spacing.small` is 8px [value-mismatch]
                content/tokens/spacing.json:1:14: note: `spacing.small` defined here
            1 error, 0 warnings
            read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; nothing left unchecked

            """)
        #expect(result.err == "")
        #expect(result.status == 1)
    }

    /// Tokens kept beside the docs, not under them: the default `<content>/tokens` is
    /// missing, so no token file is read while the docs name tokens. That is said, and the
    /// check exits 2 (a check of docs against no tokens, clean or nearly, looked like docs
    /// that agree with their tokens).
    @Test func aMissingDefaultTokenFolderIsSaid() throws {
        let folder = try ScratchFolder(#function)
        try folder.write("docs/a.md", Self.doc)
        try folder.write("tokens/spacing.json", Self.tokens)
        let result = runTool(["check", "--content", "docs"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.err == """
            designspec: note: skipped docs/tokens: no such folder, so no token files were read; give --tokens PATH or "tokens" in designspec.json
            designspec: error: the docs name tokens, but no token file was read from docs/tokens, so no doc was checked against tokens; give the token files or folders with --tokens PATH or "tokens" in designspec.json

            """)
        #expect(result.out == """
            docs/a.md:3:1: warning: the header reads as a token table (name column 'Token'), but no name in it is in a token group (1 row); add '<!-- tokens: GROUP -->' if the names are relative to a group [ambiguous-inference]
            docs/tokens: note: not checked: no such folder, so no token files were read; give --tokens PATH or "tokens" in designspec.json
            0 errors, 1 warning
            read 1 doc, 0 token files (0 tokens); checked 0 token tables (0 rows), 0 recipes; not checked: 1 file, 1 table — see notes

            """)
        let given = runTool(["check", "--content", "docs", "--tokens", "tokens"], in: folder.url)
        #expect(given.err == "")
        #expect(given.out.hasPrefix("docs/a.md:5:21: error: 9pt here, but `spacing.small` is 8px [value-mismatch]"))
    }

    /// `간격.md` twice, precomposed (NFC, bytes EA B0 84 EA B2 A9) and decomposed (NFD, as
    /// macOS writes it): the first in byte order is read, the other skipped and said,
    /// whichever order the folder lists them in. Both used to be read and taken for one doc: the second's
    /// finding was printed under the first's path.
    @Test func aNameInTwoNormalizationsIsReadOnce() throws {
        let folder = try ScratchFolder(#function)
        try folder.write("content/tokens/spacing.json", Self.tokens)
        let composed = "\u{AC04}\u{ACA9}"
        let decomposed = "\u{1100}\u{1161}\u{11AB}\u{1100}\u{1167}\u{11A8}"
        try folder.write("content/\(composed).md", Self.doc)
        try folder.write("content/\(decomposed).md", Self.doc.replacingOccurrences(of: "9pt", with: "10pt"))
        let result = runTool(["check"], in: folder.url)
        #expect(Array(result.err.utf8) == Array("""
            designspec: note: skipped content/\(composed).md: the same name as content/\(decomposed).md in another Unicode normalization (NFC and NFD); rename one

            """.utf8))
        // The decomposed name is first in byte order (E1 84 80 …).
        #expect(Array(result.out.utf8).starts(with: Array("content/\(decomposed).md:5:21: error: 10pt here, but `spacing.small` is 8px".utf8)))
        #expect(result.out.hasSuffix("1 error, 0 warnings\nread 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; not checked: 1 file — see notes\n"))
    }

    /// A second link to a folder already read, a loop, a hidden folder, a FIFO named like a
    /// doc, a broken link: each skipped, one line each on standard error, in path order,
    /// and listed in the model; the docs are read once.
    @Test func everySkippedPathIsSaid() throws {
        let folder = try Self.project()
        try FileManager.default.createSymbolicLink(atPath: folder.path("content/again"), withDestinationPath: "../design-docs")
        try FileManager.default.createSymbolicLink(atPath: folder.path("design-docs/top"), withDestinationPath: ".")
        try folder.write("content/.drafts/b.md", Self.doc)
        #expect(mkfifo(folder.path("content/pipe.md"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path("content/gone.md"), withDestinationPath: "old/gone.md")
        try folder.write("content/.DS_Store", "")

        let result = runTool(["check"], in: folder.url)
        #expect(result.err == """
            designspec: note: skipped content/.drafts: a hidden folder
            designspec: note: skipped content/again/top: a symbolic link loop (back to content/again)
            designspec: note: skipped content/docs: the same folder as content/again, already read
            designspec: note: skipped content/gone.md: a symbolic link to nothing (old/gone.md)
            designspec: note: skipped content/pipe.md: not a regular file

            """)
        #expect(result.out.hasPrefix("content/again/a.md:5:21: error: 9pt here"))
        #expect(result.out.hasSuffix("""
            content/.drafts: note: not checked: a hidden folder
            content/again/top: note: not checked: a symbolic link loop (back to content/again)
            content/docs: note: not checked: the same folder as content/again, already read
            content/gone.md: note: not checked: a symbolic link to nothing (old/gone.md)
            content/pipe.md: note: not checked: not a regular file
            1 error, 0 warnings
            read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; not checked: 5 files — see notes

            """))

        let model = runTool(["model"], in: folder.url)
        #expect(model.status == 0)
        #expect(model.out.contains("""
              "skipped": [
                {
                  "path": "content/.drafts",
                  "reason": "a hidden folder"
                },
                {
                  "path": "content/again/top",
                  "reason": "a symbolic link loop (back to content/again)"
                },
            """))
    }

    /// The site's report page lists what was not read, with the rest of the coverage, so a
    /// reader of the site learns it too.
    @Test func theReportPageListsTheSkippedPaths() throws {
        let folder = try Self.project()
        try folder.write("content/.drafts/b.md", Self.doc)
        let result = runTool(["build", "--output", "out"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.err == "designspec: note: skipped content/.drafts: a hidden folder\n"
                + "built 6 pages; 1 error, 0 warnings — see out/report.html\n")
        let report = try String(contentsOfFile: folder.path("out/report.html"), encoding: .utf8)
        #expect(report.contains("""
            <section class="report-coverage" aria-labelledby="report-coverage">
            <h2 id="report-coverage">Coverage</h2>
            <p class="coverage-line">read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; not checked: 1 file — see notes</p>
            <p>These places were read but not checked, and why:</p>
            <ul class="not-checked">
            <li class="not-checked-file"><span class="path">content/.drafts</span> not checked: a hidden folder</li>
            </ul>
            </section>
            """))
        // Listed once: the coverage holds the paths the check did not read.
        #expect(!report.contains("report-skipped"))
    }

    /// A tokens folder reached through a link is still read as tokens, not walked for docs.
    @Test func aLinkedTokensFolderIsNotWalked() throws {
        let folder = try ScratchFolder()
        try folder.write("content/a.md", Self.doc)
        try folder.write("shared-tokens/spacing.json", Self.tokens)
        try folder.write("shared-tokens/README.md", "# Tokens\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("content/tokens"), withDestinationPath: "../shared-tokens")
        let result = runTool(["check"], in: folder.url)
        #expect(result.out.hasPrefix("content/a.md:5:21: error: 9pt here, but `spacing.small` is 8px [value-mismatch]"))
        #expect(result.err == "")
    }
}
