import Foundation
import Testing
@testable import DesignSpecCore

/// The catalogue of bad input (docs/reliability.md, "Bad input"): each case is what a user sees from
/// `designspec check` or `build` — the exact message, its location, the exit status — and,
/// for `build`, that a site written before is exactly as it was.
@Suite struct BadInputCatalogueTests {
    static let tokens = #"{"spacing": {"$type": "dimension", "medium": {"$value": "16px"}}}"#
    static let doc = "# Spacing\n\n| Token | Value |\n| --- | --- |\n| {spacing.medium} | 16pt |\n"
    static let mismatch = """
        content/spacing.md:5:22: error: 12pt here, but `spacing.medium` is 16px [value-mismatch]
            content/tokens/spacing.json:1:36: note: `spacing.medium` defined here
        1 error, 0 warnings
        read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; nothing left unchecked

        """

    /// A project with `content/spacing.md` and `content/tokens/spacing.json`.
    static func project(doc: [UInt8] = Array(doc.utf8), tokens: String = tokens, _ name: String = #function) throws -> ScratchFolder {
        let folder = try ScratchFolder(name)
        try folder.write("content/spacing.md", bytes: doc)
        try folder.write("content/tokens/spacing.json", tokens)
        return folder
    }

    static func check(_ folder: ScratchFolder, _ arguments: [String] = []) -> (status: Int32, out: String, err: String) {
        runTool(["check"] + arguments, in: folder.url)
    }

    // MARK: - Encodings and line ends

    @Test func cleanProjectForReference() throws {
        let result = Self.check(try Self.project())
        #expect(result.out == """
            no findings
            read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; nothing left unchecked

            """)
        #expect(result.status == 0)
    }

    /// Invalid bytes read as U+FFFD, one column each; what follows keeps its place.
    @Test func invalidUTF8InADoc() throws {
        let doc = Array("# Spacing\n\n| Token | Value |\n| --- | --- |\n| {spacing.medium} ".utf8) + [0xC3, 0x28]
            + Array(" | 12pt |\n".utf8)
        let result = Self.check(try Self.project(doc: doc))
        #expect(result.out == Self.mismatch.replacingOccurrences(of: "5:22", with: "5:25"))
        #expect(result.status == 1)
    }

    @Test func invalidUTF8InATokenFile() throws {
        let folder = try Self.project()
        try folder.write("content/tokens/bad.json", bytes: Array(#"{"a": {"$value": "16"#.utf8) + [0xC3, 0x28] + Array(#"px"}}"#.utf8))
        let result = Self.check(folder)
        #expect(result.out == """
            content/tokens/bad.json:1:21: error: invalid UTF-8: byte 0xC3 cannot appear here [json-syntax]
            content/tokens/bad.json:1:21: note: not checked: content/tokens/bad.json did not parse, so none of its tokens were read
            1 error, 0 warnings
            read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; not checked: 1 file — see notes

            """)
        #expect(result.status == 1)
    }

    @Test(arguments: [
        ("BOM and CRLF", [0xEF, 0xBB, 0xBF] + Array(doc.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
        ("CRLF", Array(doc.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
        ("lone CR", Array(doc.replacingOccurrences(of: "\n", with: "\r").utf8)),
    ])
    func lineEndsAndByteOrderMark(_ name: String, _ doc: [UInt8]) throws {
        let mismatched = doc.replacing(Array("16pt".utf8), with: Array("12pt".utf8))
        let result = Self.check(try Self.project(doc: mismatched, "lineEnds\(name.filter(\.isLetter))"))
        #expect(result.out == Self.mismatch, "\(name)")
        #expect(result.status == 1)
    }

    @Test func byteOrderMarkInATokenFile() throws {
        let folder = try Self.project(tokens: "\u{FEFF}" + Self.tokens)
        let result = Self.check(folder)
        #expect(result.out == """
            no findings
            read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; nothing left unchecked

            """)
        #expect(result.status == 0)
    }

    // MARK: - Empty and huge files

    @Test func emptyDoc() throws {
        let result = Self.check(try Self.project(doc: []))
        #expect(result.out == """
            content/tokens/spacing.json:1:36: warning: `spacing.medium` is a public (Semantic) token that no doc mentions [undocumented-token]
            0 errors, 1 warning
            read 1 doc, 1 token file (1 token); checked 0 token tables (0 rows), 0 recipes; nothing left unchecked

            """)
        #expect(result.status == 0)
    }

    @Test func emptyTokenFile() throws {
        let folder = try Self.project()
        try folder.write("content/tokens/empty.json", "")
        let result = Self.check(folder)
        #expect(result.out == """
            content/tokens/empty.json:1:1: error: expected a value, found the end of the file [json-syntax]
            content/tokens/empty.json:1:1: note: not checked: content/tokens/empty.json did not parse, so none of its tokens were read
            1 error, 0 warnings
            read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; not checked: 1 file — see notes

            """)
        #expect(result.status == 1)
    }

    /// 1 MB, not 50: `check` in a debug build under the test runner takes minutes for
    /// 5 MB on a shared two-core machine (a release build checks 5 MB in seconds). The
    /// mismatch on its last line is still found at that line.
    @Test func oneMegabyteDoc() throws {
        let section = "## Section\n\nProse with *emphasis*, `code` and a [link](https://example.com).\n\n"
        var doc = "# Big\n\n"
        let copies = 1_000_000 / section.utf8.count
        doc += String(repeating: section, count: copies)
        doc += "| Token | Value |\n| --- | --- |\n| {spacing.medium} | 12pt |\n"
        let result = Self.check(try Self.project(doc: Array(doc.utf8)))
        let line = 2 + copies * 4 + 3
        #expect(result.out == Self.mismatch.replacingOccurrences(of: "spacing.md:5:22", with: "spacing.md:\(line):22"))
        #expect(result.status == 1)
    }

    // MARK: - Structure

    /// A row short of its value and a row with extra cells: cmark pads and cuts them, so
    /// each is a `malformed-table` warning at its row.
    @Test func tableWithRaggedRows() throws {
        let doc = "# Spacing\n\n| Token | Value |\n| --- | --- |\n| {spacing.medium} |\n| {spacing.medium} | 16pt | extra | more |\n"
        let result = Self.check(try Self.project(doc: Array(doc.utf8)))
        // Both rows are said, at the row: cmark-gfm pads the one and cuts the other.
        #expect(result.out == """
            content/spacing.md:5:1: warning: this row has 1 cell but the header has 2: 'Value' is read as empty, so a value written in the row may sit under another column; write one cell per column (an empty cell is '| |') [malformed-table]
            content/spacing.md:6:1: warning: this row has 4 cells but the header has 2: Markdown readers drop 'extra', 'more'; write one cell per column [malformed-table]
            0 errors, 2 warnings
            read 1 doc, 1 token file (1 token); checked 1 token table (2 rows), 0 recipes; not checked: 2 rows — see notes

            """)
        #expect(result.status == 0)
    }

    @Test func hundredThousandNestedBrackets() throws {
        let folder = try Self.project()
        try folder.write("content/tokens/deep.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        let result = Self.check(folder)
        #expect(result.out == """
            content/tokens/deep.json:1:513: error: nesting deeper than 512 levels [json-syntax]
            content/tokens/deep.json:1:513: note: not checked: content/tokens/deep.json did not parse, so none of its tokens were read
            1 error, 0 warnings
            read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; not checked: 1 file — see notes

            """)
        #expect(result.status == 1)
    }

    /// Base tokens need no doc, so only the chain's own finding shows.
    @Test func tenThousandStepAliasChain() throws {
        var members = [#""t0": {"$value": "4px"}"#]
        for step in 1...10_000 { members.append(#""t\#(step)": {"$value": "{base.t\#(step - 1)}"}"#) }
        let folder = try Self.project()
        try folder.write("content/tokens/chain.json", #"{"base": {"$type": "dimension", "# + members.joined(separator: ", ") + "}}")
        let result = Self.check(folder)
        let text = #"{"base": {"$type": "dimension", "# + members.joined(separator: ", ") + "}}"
        let column = text.distance(from: text.startIndex, to: text.range(of: #""t1001": {"$value": "#)!.upperBound) + 1
        #expect(result.out == """
            content/tokens/chain.json:1:\(column): error: alias chain from `base.t1001` is longer than 1000 steps [alias-chain-too-long]
            1 error, 0 warnings
            read 1 doc, 2 token files (10002 tokens); checked 1 token table (1 row), 0 recipes; nothing left unchecked

            """)
        #expect(result.status == 1)
    }

    @Test func cycleAndSelfReference() throws {
        let folder = try Self.project()
        try folder.write("content/tokens/cycle.json",
                         #"{"base": {"$type": "dimension", "a": {"$value": "{base.b}"}, "b": {"$value": "{base.a}"}, "self": {"$value": "{base.self}"}}}"#)
        let result = Self.check(folder)
        #expect(result.out == """
            content/tokens/cycle.json:1:49: error: circular reference: base.a → base.b → base.a [circular-reference]
                content/tokens/cycle.json:1:78: note: `base.b` is defined here
            content/tokens/cycle.json:1:110: error: circular reference: base.self → base.self [circular-reference]
            2 errors, 0 warnings
            read 1 doc, 2 token files (4 tokens); checked 1 token table (1 row), 0 recipes; nothing left unchecked

            """)
        #expect(result.status == 1)
    }

    // MARK: - Hostile names and values

    static let hostileTokens = #"{"spacing": {"$type": "dimension", "medium": {"$value": "16px"}, "<script>alert(1)</script>\"'\u202e": {"$value": "{spacing.\u001b[31mred\n/x.md:1:1: error: forged}"}}}"#

    /// HTML, quotes and a right-to-left override in a token name are escaped in every
    /// page.
    @Test func hostileNamesInTheSite() throws {
        let folder = try Self.project(tokens: Self.hostileTokens)
        let result = runTool(["build", "--output", "out/_site"], in: folder.url)
        #expect(result.status == 0)
        let tokensPage = try String(contentsOf: folder.url.appendingPathComponent("out/_site/tokens.html"), encoding: .utf8)
        #expect(!tokensPage.contains("<script>alert(1)"))
        #expect(tokensPage.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;\u{202E}"))
        #expect(!tokensPage.contains("\u{1B}"))
    }

    /// Control characters in a name are shown as escapes, so a token reference can neither
    /// colour the terminal (ESC) nor forge a finding line (LF).
    @Test func hostileNamesInTheTextReport() throws {
        let folder = try Self.project(tokens: Self.hostileTokens)
        let result = Self.check(folder)
        #expect(result.status == 1)
        #expect(result.out.hasSuffix("1 error, 1 warning\nread 1 doc, 1 token file (2 tokens); checked 1 token table (1 row), 0 recipes; nothing left unchecked\n"))
        #expect(!result.out.contains("\u{1B}"))
        #expect(!result.out.contains("\n/x.md:1:1: error: forged"))
        #expect(result.out.contains("\\u{1B}"))
    }

    // MARK: - The content folder

    @Test func missingContentFolder() throws {
        let folder = try ScratchFolder()
        let result = runTool(["check", "--content", "nope"], in: folder.url)
        #expect(result.err == "designspec: error: no content folder at nope; give one with --content DIR or \"content\" in designspec.json\n")
        #expect(result.out == "")
        #expect(result.status == 2)
    }

    /// A folder link back up the tree is a loop: skipped and said once, no endless walk; a
    /// doc that links to itself is a loop of links, skipped and said.
    @Test func symlinkLoopsInTheContentFolder() throws {
        let folder = try Self.project()
        try FileManager.default.createSymbolicLink(atPath: folder.path("content/loop"), withDestinationPath: ".")
        try FileManager.default.createDirectory(atPath: folder.path("content/sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("content/sub/up"), withDestinationPath: "../../content")
        let walk = Self.check(folder)
        #expect(walk.out == """
            content/loop: note: not checked: a symbolic link loop (back to content)
            content/sub/up: note: not checked: a symbolic link loop (back to content)
            no findings
            read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; not checked: 2 files — see notes

            """)
        #expect(walk.err == """
            designspec: note: skipped content/loop: a symbolic link loop (back to content)
            designspec: note: skipped content/sub/up: a symbolic link loop (back to content)

            """)
        #expect(walk.status == 0)

        try FileManager.default.createSymbolicLink(atPath: folder.path("content/self.md"), withDestinationPath: "self.md")
        let result = Self.check(folder)
        #expect(result.err.contains("designspec: note: skipped content/self.md: a symbolic link loop\n"))
        #expect(result.out == """
            content/loop: note: not checked: a symbolic link loop (back to content)
            content/self.md: note: not checked: a symbolic link loop
            content/sub/up: note: not checked: a symbolic link loop (back to content)
            no findings
            read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; not checked: 3 files — see notes

            """)
        #expect(result.status == 0)
    }

    /// An unreadable doc stops the command (its findings would be lost). Root reads a
    /// `chmod 000` file anyway, so this runs only as another user.
    @Test(.enabled(if: !runningAsRoot, "root reads a chmod 000 file")) func unreadableDoc() throws {
        let folder = try Self.project()
        try folder.write("content/secret.md", "# Secret\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.path("content/secret.md"))
        let result = Self.check(folder)
        #expect(result.err == "designspec: error: cannot read content/secret.md\n")
        #expect(result.status == 2)
    }

    /// A link to a doc that is gone is skipped and said, with its target.
    @Test func danglingDocLink() throws {
        let folder = try Self.project()
        try FileManager.default.createSymbolicLink(atPath: folder.path("content/secret.md"), withDestinationPath: "/nonexistent/secret.md")
        let result = Self.check(folder)
        #expect(result.err == "designspec: note: skipped content/secret.md: a symbolic link to nothing (/nonexistent/secret.md)\n")
        #expect(result.out == """
            content/secret.md: note: not checked: a symbolic link to nothing (/nonexistent/secret.md)
            no findings
            read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; not checked: 1 file — see notes

            """)
        #expect(result.status == 0)
    }

    // MARK: - The output folder

    /// Fixed (one line in `SiteWriter.write`): an output whose parent folder did not exist
    /// failed with "The file doesn’t exist"; parents are now created, as `mkdir -p` would.
    @Test func outputFolderWhoseParentDoesNotExistYet() throws {
        let folder = try Self.project()
        let result = runTool(["build", "--output", "new/deeper/_site"], in: folder.url)
        #expect(result.err == "built 6 pages; no findings\n")
        #expect(result.out == "wrote \(folder.path("new/deeper/_site"))/index.html\n")
        #expect(result.status == 0)
    }

    /// `_site` in `out/`, built once; returns the snapshot of `out/`.
    static func buildPrevious(_ folder: ScratchFolder) -> [String: [UInt8]] {
        let result = runTool(["build", "--output", "out/_site"], in: folder.url)
        #expect(result.status == 0, "the first build: \(result.err)")
        return snapshot(folder.url.appendingPathComponent("out"))
    }

    @Test func outputFolderThatCannotBeWritten() throws {
        let folder = try Self.project()
        let before = Self.buildPrevious(folder)
        try folder.write("content/spacing.md", "# Changed\n")
        guard let restore = makeUnwritable(folder.url.appendingPathComponent("out")) else {
            print("⚠️ SKIPPED outputFolderThatCannotBeWritten: cannot make a folder unwritable here")
            return
        }
        defer { restore() }
        let result = runTool(["build", "--output", "out/_site"], in: folder.url)
        let pid = ProcessInfo.processInfo.processIdentifier
        let reason = runningAsRoot ? "Operation not permitted" : "Permission denied"
        #expect(result.err == "designspec: error: cannot create \(folder.path("out"))/._site.designspec-new-\(pid): \(reason)\n")
        #expect(result.status == 2)
        #expect(snapshot(folder.url.appendingPathComponent("out")) == before)
    }

    @Test func outputFolderInsideTheContentFolder() throws {
        let folder = try Self.project()
        let before = snapshot(folder.url)
        let result = runTool(["build", "--output", "content/_site"], in: folder.url)
        #expect(result.err == "designspec: error: the output folder \(folder.path("content/_site")) is inside the content folder \(folder.path("content")); choose a folder outside it\n")
        #expect(result.status == 2)
        #expect(snapshot(folder.url) == before)
    }

    /// A disk that fills up while the site is written: the built `designspec` runs with a
    /// 10 KB file-size limit (`ulimit -f`, SIGXFSZ ignored so writes fail with EFBIG). The
    /// previous site's stylesheet was edited, so the new one must be written (an unchanged
    /// file is linked from the previous site, not written).
    @Test(.enabled(if: designspecExecutable != nil, "needs the designspec executable from swift build"))
    func diskFullDuringTheWrite() throws {
        let folder = try Self.project()
        _ = Self.buildPrevious(folder)
        try folder.write("out/_site/assets/site.css", "/* edited */\n")
        let before = snapshot(folder.url.appendingPathComponent("out"))
        let result = runProcess("/bin/sh", ["-c", "trap '' XFSZ; ulimit -f 20; exec \"$0\" build --output out/_site", designspecExecutable!],
                                in: folder.url)
        #expect(result.status == 2)
        #expect(result.err == "designspec: error: cannot write the site into \(folder.path("out")): assets/site.css: File too large; the previous site is unchanged\n")
        #expect(snapshot(folder.url.appendingPathComponent("out")) == before)
    }
}
