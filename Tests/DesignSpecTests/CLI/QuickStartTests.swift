import Foundation
import Testing
@testable import DesignSpecCore

/// The quick start, as a user follows it in a repository of docs/ and tokens/ with no
/// configuration: check says to run init; init writes designspec.json; check then finds
/// the disagreement; build writes the site and says the error is there.
@Suite struct QuickStartTests {
    static let files = [
        "docs/spacing.md": """
            # Spacing

            | Token | Value |
            | --- | --- |
            | `spacing.small` | 8px |
            | `spacing.medium` | 12px |

            """,
        "docs/components/card.md": """
            # Card

            ## Card view

            ```swift
            Text("Hi")
                .padding(Spacing.medium)
                .background(SemanticColor.Bg.Neutral.default)
            ```

            """,
        "tokens/spacing.json": """
            {"spacing": {"$type": "dimension", "small": {"$value": "8px"}, "medium": {"$value": "16px"}}}
            """,
        "tokens/color.json": """
            {"color": {"$type": "color", "bg": {"neutral": {"default": {"$value": "#FFFFFF"}}}}}
            """,
        "package.json": #"{"name": "app", "version": "1.0.0"}"#,
        "README.md": "# App\n",
    ]

    @Test func initThenCheckThenBuild() throws {
        let fixture = try CheckFixture(Self.files)
        defer { fixture.remove() }

        let before = runTool(["check"], in: fixture.folder)
        #expect(before.status == 2)
        #expect(before.err == "designspec: error: no designspec.json and no content folder at content; run 'designspec init' "
                + "to write a designspec.json for this repository, or give --content DIR\n")

        let initialized = runTool(["init"], in: fixture.folder)
        #expect(initialized.status == 0)
        #expect(initialized.err == "")
        let file = """
            {
              "content": "docs",
              "tokens": [
                "tokens"
              ],
              "prefixes": {
                "SemanticColor": "color"
              }
            }

            """
        #expect(initialized.out == """
            Found
              docs    docs/: 2 docs, 1 token table, 1 recipe
              tokens  tokens/: 2 files (W3C DTCG), 3 tokens, no modes
              code    SemanticColor → color (a prefix), Spacing → spacing
            Wrote designspec.json:
            \(file)Next: designspec check

            """)
        #expect(try String(contentsOf: fixture.folder.appendingPathComponent("designspec.json"), encoding: .utf8) == file)

        let check = runTool(["check"], in: fixture.folder)
        #expect(check.status == 1)
        #expect(check.err == "")
        #expect(check.out == """
            docs/spacing.md:6:22: error: 12px here, but `spacing.medium` is 16px [value-mismatch]
                tokens/spacing.json:1:64: note: `spacing.medium` defined here
            1 error, 0 warnings
            read 2 docs, 2 token files (3 tokens); checked 1 token table (2 rows), 1 recipe; nothing left unchecked

            """)

        let build = runTool(["build"], in: fixture.folder)
        #expect(build.status == 0)
        #expect(build.out == "wrote \(fixture.folder.appendingPathComponent("_site").standardizedFileURL.path)/index.html\n")
        #expect(build.err == "built 7 pages; 1 error, 0 warnings — see _site/report.html\n")
        let card = try String(contentsOf: fixture.folder.appendingPathComponent("_site/docs/components/card.html"), encoding: .utf8)
        #expect(card.contains("Card view"))
    }
}
