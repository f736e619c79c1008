import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// `designspec fix` as a user runs it: what it prints, what it writes, and every byte it
/// leaves alone.
@Suite struct FixCommandTests {
    static let tokens = """
        { "spacing": { "$type": "dimension",
          "small": { "$value": "8px" }, "large": { "$value": "16px" }, "huge": { "$value": "1600px" },
          "x-large": { "$value": "24px" } },
          "color": { "$type": "color", "brand": { "$value": "#2F6BFF" } } }
        """
    static let doc = "# 간격\n\n| 토큰 | 값 |\n| --- | --- |\n| `Spacing.small` | 12pt |\n| `Spacing.lrage` | 16pt |\n"

    func project(_ doc: String = doc, name: String = "간격.md") throws -> CheckFixture {
        try CheckFixture(["content/\(name)": doc, "content/tokens/tokens.json": Self.tokens])
    }

    func read(_ fixture: CheckFixture, _ path: String = "content/간격.md") throws -> [UInt8] {
        Array(try Data(contentsOf: fixture.folder.appendingPathComponent(path)))
    }

    @Test func fixesAndSaysWhat() throws {
        let fixture = try project()
        defer { fixture.remove() }
        let result = runTool(["fix"], in: fixture.folder)
        #expect(result.out == """
            content/간격.md:5:21: fixed value-mismatch: 12pt → 8pt
            content/간격.md:6:3: fixed unknown-token: `Spacing.lrage` → `Spacing.large`
            fixed 2 cells in 1 file

            """)
        #expect(result.err == "")
        #expect(result.status == 0)
        #expect(try read(fixture) == Array(
            "# 간격\n\n| 토큰 | 값 |\n| --- | --- |\n| `Spacing.small` | 8pt |\n| `Spacing.large` | 16pt |\n".utf8))
        let check = runTool(["check"], in: fixture.folder)
        #expect(check.status == 0)
        #expect(!check.out.contains("[value-mismatch]") && !check.out.contains("[unknown-token]"))
        #expect(runTool(["fix"], in: fixture.folder).out == "nothing to fix\n")
    }

    @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
        let fixture = try project()
        defer { fixture.remove() }
        let file = fixture.folder.appendingPathComponent("content/간격.md")
        let past = Date(timeIntervalSince1970: 1_700_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        let result = runTool(["fix", "--dry-run"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.out == """
            --- a/content/간격.md
            +++ b/content/간격.md
            @@ -2,5 +2,5 @@
             
             | 토큰 | 값 |
             | --- | --- |
            -| `Spacing.small` | 12pt |
            -| `Spacing.lrage` | 16pt |
            +| `Spacing.small` | 8pt |
            +| `Spacing.large` | 16pt |

            """)
        #expect(result.err == """
            content/간격.md:5:21: would fix value-mismatch: 12pt → 8pt
            content/간격.md:6:3: would fix unknown-token: `Spacing.lrage` → `Spacing.large`
            would fix 2 cells in 1 file; nothing written (--dry-run)

            """)
        #expect(try read(fixture) == Array(Self.doc.utf8))
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(modified == past)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(leftovers.sorted() == ["tokens", "간격.md"])
    }

    /// A Korean doc with a byte-order mark, CRLF line ends and tabs: the edited cells'
    /// text changes and not one other byte, code blocks and recipes included.
    @Test func everyByteOutsideTheEditedCellsIsUnchanged() throws {
        let doc = "\u{FEFF}# 간격 안내\r\n\r\n설명:\t탭과 한글, 그리고 CRLF.\r\n\r\n"
            + "| 토큰 | 값 | 용도 |\r\n| --- | --- | --- |\r\n"
            + "| `Spacing.small` |\t12pt\t| 작은\t간격 |\r\n"
            + "| `{spacing.lrage}` | 16pt | 큰 간격 |\r\n\r\n"
            + "```\r\n| `Spacing.small` | 99pt |\r\n```\r\n\r\n"
            + "## 칩 버튼\r\n\r\n```swift\r\nVStack(spacing: Spacing.lrage) { Text(\"칩\") }\r\n```\r\n"
        let fixture = try project(doc)
        defer { fixture.remove() }
        let result = runTool(["fix"], in: fixture.folder)
        #expect(result.out == """
            content/간격.md:7:21: fixed value-mismatch: 12pt → 8pt
            content/간격.md:8:3: fixed unknown-token: `{spacing.lrage}` → `{spacing.large}`
            content/간격.md:17:17: not fixable automatically: unknown token `Spacing.lrage` (no token `spacing.lrage`); did you mean `spacing.large`? [unknown-token]
                note: it is in recipe code, which fix never rewrites
            fixed 2 cells in 1 file; 1 not fixable automatically

            """)
        #expect(result.status == 1)
        let expected = doc.replacingOccurrences(of: "\t12pt\t", with: "\t8pt\t")
            .replacingOccurrences(of: "| `{spacing.lrage}` | 16pt |", with: "| `{spacing.large}` | 16pt |")
        #expect(try read(fixture) == Array(expected.utf8))
        let check = runTool(["check"], in: fixture.folder)
        #expect(!check.out.contains("value-mismatch"))
        #expect(check.out.components(separatedBy: "[unknown-token]").count == 2)
    }

    /// In an aligned table the edited cell's padding absorbs the change, so the pipes stay;
    /// when the new text does not fit, only that row moves.
    @Test func alignedTablesStayAligned() throws {
        let table = """
            | Token           | Value | 용도   |
            | --------------- | ----- | ------ |
            | `Spacing.small` | 12pt  | 작은   |
            | `Spacing.large` | 4pt   | 큰     |
            | `Spacing.huge`  | 16pt  | 아주큰 |

            """
        let fixture = try project("# Spacing\n\n" + table, name: "spacing.md")
        defer { fixture.remove() }
        let source = try #require(FixSourceFile(path: "t", bytes: Array(table.utf8)))
        #expect(TableLayout.isAligned(1...5, in: source))
        let result = runTool(["fix"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(try read(fixture, "content/spacing.md") == Array(("# Spacing\n\n" + """
            | Token           | Value | 용도   |
            | --------------- | ----- | ------ |
            | `Spacing.small` | 8pt   | 작은   |
            | `Spacing.large` | 16pt  | 큰     |
            | `Spacing.huge`  | 1600pt | 아주큰 |

            """).utf8))
        #expect(runTool(["check"], in: fixture.folder).out.contains("[value-mismatch]") == false)
    }

    /// Tables in a quote or a list item, bold values, escaped pipes: the markup and the
    /// prefixes stay; an alias column and the values that followed it change together.
    @Test func markupAndContainersAreKept() throws {
        let tokens = """
            { "color": { "$type": "color", "bg": { "$value": "#FFFFFF" },
              "base": { "white": { "$value": "#ffffff" }, "black": { "$value": "#111111" } },
              "text": { "$value": "{color.base.black}" } },
              "motion": { "fast": { "$type": "duration", "$value": "150ms" } } }
            """
        let doc = """
            # Modes

            > | Token | Value |
            > | --- | --- |
            > | `{color.bg}` | #EEE |

            - item

              | Token | Base token | Value |
              | --- | --- | --- |
              | `{color.text}` | `{color.base.white}` | #FFFFFF |

            | Token | Value | Note |
            | --- | --- | --- |
            | `{motion.fast}` | 200ms | a \\| pipe |
            | `{color.bg}` | **#eee** | bold |

            """
        let fixture = try CheckFixture(["content/m.md": doc, "content/tokens/c.json": tokens])
        defer { fixture.remove() }
        let result = runTool(["fix"], in: fixture.folder)
        #expect(result.out == """
            content/m.md:5:20: fixed value-mismatch: #EEE → #FFF
            content/m.md:11:22: fixed alias-mismatch: `{color.base.white}` → `{color.base.black}`
            content/m.md:11:45: fixed value-mismatch: #FFFFFF → #111111
            content/m.md:15:21: fixed value-mismatch: 200ms → 150ms
            content/m.md:16:18: fixed value-mismatch: #eee → #fff
            fixed 5 cells in 1 file

            """)
        #expect(try read(fixture, "content/m.md") == Array(doc.replacingOccurrences(of: "#EEE", with: "#FFF")
            .replacingOccurrences(of: "`{color.base.white}` | #FFFFFF", with: "`{color.base.black}` | #111111")
            .replacingOccurrences(of: "200ms", with: "150ms").replacingOccurrences(of: "**#eee**", with: "**#fff**").utf8))
        #expect(runTool(["check"], in: fixture.folder).out.contains("error") == false)
    }

    @Test func whatCannotBeFixedIsListedAndLeft() throws {
        let doc = "# Colors\n\n| Token | Value |\n| --- | --- |\n| `{color.brand}` | `.blue` |\n| `{spacing.xlarge}` | 8pt |\n"
            + "| `{color.brnd}` | `.red` |\n"
        let fixture = try project(doc, name: "colors.md")
        defer { fixture.remove() }
        let result = runTool(["fix"], in: fixture.folder)
        #expect(result.status == 1)
        #expect(result.out == """
            content/colors.md:5:21: not fixable automatically: .blue here, but `color.brand` is #2F6BFF [value-mismatch]
                note: the cell writes the value in a form that cannot state #2F6BFF
            content/colors.md:6:3: not fixable automatically: unknown token `{spacing.xlarge}`; did you mean `spacing.large`? (but the row states 8pt, and `spacing.large` is 16px) [unknown-token]
                note: the row states 8pt, `spacing.large` is 16px
            content/colors.md:7:3: not fixable automatically: unknown token `{color.brnd}`; did you mean `color.brand`? (but the row states .red, and `color.brand` is #2F6BFF) [unknown-token]
                note: the row states .red, `color.brand` is #2F6BFF
            nothing to fix; 3 not fixable automatically

            """)
        #expect(try read(fixture, "content/colors.md") == Array(doc.utf8))
    }

    /// The name without its last segment is suggested, never written: the doc may name a
    /// token that is still to be made.
    @Test func aLastSegmentTooManyIsListedAndLeft() throws {
        let doc = "# Colors\n\n| Token | Value |\n| --- | --- |\n| `{color.brand.muted}` | #2F6BFF |\n"
        let fixture = try project(doc, name: "colors.md")
        defer { fixture.remove() }
        let result = runTool(["fix"], in: fixture.folder)
        #expect(result.out == """
            content/colors.md:5:3: not fixable automatically: unknown token `{color.brand.muted}`; did you mean `color.brand`, which has the row's value? [unknown-token]
                note: `color.brand` is the name without its last segment; the doc may name a token still to be made: choose by hand
            nothing to fix; 1 not fixable automatically

            """)
        #expect(result.status == 1)
        #expect(try read(fixture, "content/colors.md") == Array(doc.utf8))
    }

    /// A token name may hold anything JSON allows: one that would break the row is not written.
    @Test func aNameThatWouldBreakTheRowIsNotWritten() throws {
        let fixture = try CheckFixture([
            "content/a.md": "# A\n\n| Token | Value |\n| --- | --- |\n| `{spacing.larg}` | 8pt |\n",
            "content/tokens/t.json": #"{ "spacing": { "$type": "dimension", "lar|ge": { "$value": "8px" } } }"#,
        ])
        defer { fixture.remove() }
        let result = runTool(["fix", "--dry-run"], in: fixture.folder)
        #expect(result.out == "")
        #expect(result.err.contains("    note: `spacing.lar|ge` cannot be written in a table cell\n"))
        #expect(result.status == 1)
    }

    /// A `Base | Semantic` table: a misspelled name among several in a cell is renamed; a
    /// Semantic token listed under the wrong Base is left (which side is wrong is a choice).
    @Test func baseSemanticTables() throws {
        let tokens = """
            { "color": { "$type": "color",
              "base": { "gray": { "100": { "$value": "#EEEEEE" }, "900": { "$value": "#111111" } } },
              "bg": { "subtle": { "$value": "{color.base.gray.100}" }, "muted": { "$value": "{color.base.gray.100}" } } } }
            """
        let doc = """
            # Palette

            | Base | Semantic | 값 |
            | --- | --- | --- |
            | `{color.base.gray.100}` | `{color.bg.subtl}`, `{color.bg.muted}` | #EEEEEE |
            | `{color.base.gray.900}` | `{color.bg.muted}` | #111111 |

            """
        let fixture = try CheckFixture(["content/a.md": doc, "content/tokens/t.json": tokens])
        defer { fixture.remove() }
        let result = runTool(["fix"], in: fixture.folder)
        #expect(result.out == """
            content/a.md:5:29: fixed unknown-token: `{color.bg.subtl}` → `{color.bg.subtle}`
            content/a.md:6:29: not fixable automatically: {color.bg.muted} here, but `color.bg.muted` aliases `color.base.gray.100`, not `color.base.gray.900` [alias-mismatch]
                note: it is not in an alias-target column (`Token | Base token`)
            fixed 1 cell in 1 file; 1 not fixable automatically

            """)
        #expect(try read(fixture, "content/a.md") == Array(doc.replacingOccurrences(of: "subtl}", with: "subtle}").utf8))
    }

    @Test func ruleLimitsWhatIsFixed() throws {
        let fixture = try project()
        defer { fixture.remove() }
        let result = runTool(["fix", "--rule", "unknown-token"], in: fixture.folder)
        #expect(result.out == "content/간격.md:6:3: fixed unknown-token: `Spacing.lrage` → `Spacing.large`\nfixed 1 cell in 1 file\n")
        #expect(result.status == 0)
        let unknown = runTool(["fix", "--rule", "value-mismatc"], in: fixture.folder)
        #expect(unknown.status == 2)
        #expect(unknown.err == "designspec: error: 'value-mismatc' is not a valid RULE for --rule (one of: value-mismatch, "
                + "unknown-token, alias-mismatch, off-scale, tap-target); did you mean 'value-mismatch'?\n")
        #expect(unknown.out == "")
    }

    @Test func helpDescribesFix() {
        let help = runTool(["help", "fix"])
        #expect(help.status == 0)
        #expect(help.out.hasPrefix("OVERVIEW: Rewrite doc table cells from the tokens: values, misspelled names, aliases.\n\nUSAGE: designspec fix [options]\n"))
        #expect(help.out.contains("  --dry-run               Print the changes as a unified diff and write nothing.\n"))
        #expect(help.out.contains("Exit status: 0 nothing left to fix, 1 findings left"))
        #expect(runTool(["fix", "--help"]).out == help.out)
        #expect(runTool(["--help"]).out.contains("\n  fix         Rewrite doc table cells"))
    }

    /// A doc that cannot be replaced: exit 2 with the system's words, the doc unchanged,
    /// no temporary file left.
    @Test func aFolderThatCannotBeWrittenLeavesTheDocAsItWas() throws {
        let fixture = try project()
        defer { fixture.remove() }
        let content = fixture.folder.appendingPathComponent("content")
        guard let restore = makeUnwritable(content) else {
            print("⚠️ SKIPPED: cannot make a folder unwritable here (no chattr +i as root, no chmod otherwise)")
            return
        }
        defer { restore() }
        let before = snapshot(content)
        let result = runTool(["fix"], in: fixture.folder)
        #expect(result.status == 2)
        let reason = runningAsRoot ? "Operation not permitted" : "Permission denied"
        #expect(result.err == "designspec: error: cannot write content/간격.md: \(reason); it is unchanged\n")
        #expect(result.out == "")
        #expect(snapshot(content) == before)
    }

    /// A doc the parser read with replacement characters: its columns do not map back to
    /// its bytes, so it is listed, not edited.
    @Test func aDocThatIsNotUTF8IsNotEdited() throws {
        let fixture = try project("# x\n", name: "x.md")
        defer { fixture.remove() }
        let url = fixture.folder.appendingPathComponent("content/bad.md")
        let bytes = Array("# \u{00}\n\n".utf8) + [0xC3] + Array("\n\n| 토큰 | 값 |\n| --- | --- |\n| `Spacing.small` | 12pt |\n".utf8)
        try Data(bytes).write(to: url)
        let result = runTool(["fix"], in: fixture.folder)
        #expect(result.status == 1)
        #expect(result.out == """
            content/bad.md:7:21: not fixable automatically: 12pt here, but `spacing.small` is 8px [value-mismatch]
                note: the doc is not UTF-8 text (or holds a NUL), so its cells cannot be rewritten exactly
            nothing to fix; 1 not fixable automatically

            """)
        #expect(Array(try Data(contentsOf: url)) == bytes)
    }

    /// The check reads docs through links (a linked file, a linked folder); fix never
    /// writes through one, so nothing outside the content folder changes.
    @Test func aDocBehindASymbolicLinkIsNotWritten() throws {
        let fixture = try project("# x\n", name: "x.md")
        defer { fixture.remove() }
        try fixture.write("elsewhere/real.md", Self.doc)
        try fixture.write("shared-docs/other.md", Self.doc)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: fixture.folder.appendingPathComponent("content/link.md").path,
                                       withDestinationPath: fixture.folder.appendingPathComponent("elsewhere/real.md").path)
        try manager.createSymbolicLink(atPath: fixture.folder.appendingPathComponent("content/shared").path,
                                       withDestinationPath: "../shared-docs")
        let result = runTool(["fix", "--rule", "value-mismatch"], in: fixture.folder)
        #expect(result.status == 1)
        #expect(result.out == """
            content/link.md:5:21: not fixable automatically: 12pt here, but `spacing.small` is 8px [value-mismatch]
                note: the doc is reached through a symbolic link (content/link.md), which fix never writes through
            content/shared/other.md:5:21: not fixable automatically: 12pt here, but `spacing.small` is 8px [value-mismatch]
                note: the doc is reached through a symbolic link (content/shared), which fix never writes through
            nothing to fix; 2 not fixable automatically

            """)
        #expect(try read(fixture, "elsewhere/real.md") == Array(Self.doc.utf8))
        #expect(try read(fixture, "shared-docs/other.md") == Array(Self.doc.utf8))
    }

    /// A content folder that is itself a link is the content folder: its docs are fixed.
    @Test func aLinkedContentFolderIsFixed() throws {
        let fixture = try CheckFixture(["real/간격.md": Self.doc, "real/tokens/tokens.json": Self.tokens])
        defer { fixture.remove() }
        try FileManager.default.createSymbolicLink(atPath: fixture.folder.appendingPathComponent("content").path,
                                                   withDestinationPath: "real")
        let result = runTool(["fix"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.out.hasSuffix("fixed 2 cells in 1 file\n"))
        #expect(try read(fixture, "real/간격.md") != Array(Self.doc.utf8))
    }
}
