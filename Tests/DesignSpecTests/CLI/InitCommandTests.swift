import Foundation
import Testing
@testable import DesignSpecCore

/// `designspec init`: finds the docs by their token tables and the tokens by their content,
/// writes only what differs from the defaults, never overwrites, and says what it skipped.
@Suite struct InitCommandTests {
    static let table = "# Spacing\n\n| Token | Value |\n| --- | --- |\n| `spacing.small` | 8px |\n"
    static let spacing = #"{"spacing": {"$type": "dimension", "small": {"$value": "8px"}}}"#

    @Test func neverOverwritesAnExistingFile() throws {
        let fixture = try CheckFixture(["docs/a.md": Self.table, "tokens/s.json": Self.spacing, "designspec.json": "{\"content\": \"x\"}\n"])
        defer { fixture.remove() }
        for arguments in [["init"], ["init", "--dry-run"]] {
            let result = runTool(arguments, in: fixture.folder)
            #expect(result.status == 2)
            #expect(result.out == "")
            #expect(result.err == "designspec: error: designspec.json already exists; init never overwrites it: "
                    + "edit it, or remove it and run init again\n")
        }
        #expect(try String(contentsOf: fixture.folder.appendingPathComponent("designspec.json"), encoding: .utf8) == "{\"content\": \"x\"}\n")
    }

    @Test func nothingFoundSaysWhatItLookedFor() throws {
        let fixture = try CheckFixture(["README.md": "# App\n\nNo tables.\n", "package.json": #"{"name": "app"}"#])
        defer { fixture.remove() }
        let result = runTool(["init"], in: fixture.folder)
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err == "designspec: error: found no Markdown doc with a token table among 1 Markdown file, and no token file "
                + "among 1 JSON file; init looks for docs whose tables name tokens (a Token or Name column and a Value or mode "
                + "column) and for token JSON (W3C DTCG, Style Dictionary, Tokens Studio); give --content DIR and --tokens PATH "
                + "to check or build without a configuration\n")
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.appendingPathComponent("designspec.json").path))
    }

    @Test func tokensWithoutDocsAreNotEnough() throws {
        let fixture = try CheckFixture(["design/s.json": Self.spacing, "README.md": "# App\n"])
        defer { fixture.remove() }
        let result = runTool(["init"], in: fixture.folder)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("designspec: error: found no Markdown doc with a token table among 1 Markdown file, "
                                     + "and token files (design) but no doc to check against them; "))
    }

    /// Docs without token files: the configuration names the docs, and the line says the
    /// check will read them alone.
    @Test func docsWithoutTokensAreSaid() throws {
        let fixture = try CheckFixture(["docs/a.md": Self.table, "package.json": #"{"name": "app"}"#])
        defer { fixture.remove() }
        let result = runTool(["init", "--dry-run"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.out == """
            Found
              docs    docs/: 1 doc, 1 token table, 0 recipes
              tokens  none found among 1 JSON file: check will read the docs alone
            Would write designspec.json:
            {
              "content": "docs"
            }
            Next: designspec init, then designspec check

            """)
    }

    @Test func dryRunPrintsAndWritesNothing() throws {
        let fixture = try CheckFixture(["guides/a.md": Self.table, "design/tokens/s.json": Self.spacing])
        defer { fixture.remove() }
        let result = runTool(["init", "--dry-run"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.out == """
            Found
              docs    guides/: 1 doc, 1 token table, 0 recipes
              tokens  design/tokens/: 1 file (W3C DTCG), 1 token, no modes
            Would write designspec.json:
            {
              "content": "guides",
              "tokens": [
                "design/tokens"
              ]
            }
            Next: designspec init, then designspec check

            """)
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.appendingPathComponent("designspec.json").path))
    }

    /// The default layout (content/ with content/tokens) needs no key at all.
    @Test func theDefaultLayoutWritesAnEmptyObject() throws {
        let fixture = try CheckFixture(["content/a.md": Self.table, "content/tokens/s.json": Self.spacing])
        defer { fixture.remove() }
        let result = runTool(["init"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(try String(contentsOf: fixture.folder.appendingPathComponent("designspec.json"), encoding: .utf8) == "{}\n")
    }

    /// Folders by content, not by name: a doc without a token table does not pull the
    /// content folder up to the root; JSON that gives no token is not a token file.
    @Test func findsTheFoldersByContent() throws {
        let fixture = try CheckFixture([
            "README.md": "# App\n\n| Option | Meaning |\n| --- | --- |\n| a | b |\n",
            "site/docs/a.md": Self.table,
            "site/docs/more/b.md": Self.table.replacingOccurrences(of: "8px", with: "9px"),
            "site/docs/notes.md": "# Notes\n",
            "config/settings.json": #"{"theme": {"name": "dark"}, "retries": 3}"#,
            "ds/base.json": Self.spacing,
            "ds/semantic.json": #"{"gap": {"$type": "dimension", "$value": "{spacing.small}"}}"#,
        ])
        defer { fixture.remove() }
        let result = runTool(["init", "--dry-run"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("""
            Found
              docs    site/docs/: 3 docs, 2 token tables, 0 recipes
              tokens  ds/: 2 files (W3C DTCG), 2 tokens, no modes
            Would write designspec.json:
            {
              "content": "site/docs",
              "tokens": [
                "ds"
              ]
            }

            """))
    }

    /// A README with one token table does not make the whole repository the content
    /// folder (packages and all): the top-level folder with the most token tables wins, the
    /// others are said. Token files nearest the docs are named; fixtures elsewhere are said.
    @Test func theFolderWithTheMostTablesWinsAndTheRestIsSaid() throws {
        let fixture = try CheckFixture([
            "README.md": Self.table,
            "docs/a.md": Self.table,
            "docs/b.md": Self.table,
            "docs/tokens/s.json": Self.spacing,
            "fixtures/t.json": Self.spacing,
        ])
        defer { fixture.remove() }
        let result = runTool(["init", "--dry-run"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.err == """
            designspec: note: skipped the repository's own folder: 1 doc with token tables, fewer than the content folder's; not in the configuration
            designspec: note: skipped fixtures/: token files farther from the docs than the ones named in tokens

            """)
        #expect(result.out == """
            Found
              docs    docs/: 2 docs, 2 token tables, 0 recipes
              tokens  docs/tokens/: 1 file (W3C DTCG), 1 token, no modes
            Would write designspec.json:
            {
              "content": "docs"
            }
            Next: designspec init, then designspec check

            """)
    }

    /// Token files in two top-level folders are named each; JSON that is not JSON is said.
    @Test func tokenFilesInSeveralFoldersAreEachNamed() throws {
        let fixture = try CheckFixture([
            "docs/a.md": Self.table,
            "brand/colors.json": ##"{"color": {"red": {"$type": "color", "$value": "#FF0000"}}}"##,
            "sizes/spacing.json": Self.spacing,
            "tsconfig.json": "{ // comments\n}\n",
        ])
        defer { fixture.remove() }
        let result = runTool(["init", "--dry-run"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.err == "designspec: note: skipped tsconfig.json: not JSON (tsconfig.json:1:3: expected a string key or '}' after '{', found '/'), "
                + "so not looked at as tokens\n")
        #expect(result.out.contains("  tokens  brand/, sizes/: 2 files (W3C DTCG), 2 tokens, no modes\n"))
        #expect(result.out.contains("\"tokens\": [\n    \"brand\",\n    \"sizes\"\n  ]"))
    }

    /// Version control, packages, build output and hidden folders are left out, and said;
    /// the walk has a depth bound, also said.
    @Test func skipsWhatIsNotSourceAndSaysSo() throws {
        let deep = (1...9).map { "d\($0)" }.joined(separator: "/")
        let fixture = try CheckFixture([
            "docs/a.md": Self.table,
            "tokens/s.json": Self.spacing,
            ".git/x.json": Self.spacing,
            ".github/readme.md": Self.table,
            "node_modules/pkg/tokens.json": Self.spacing,
            "_site/copy.md": Self.table,
            "dist/tokens.json": Self.spacing,
            "build/b.md": Self.table,
            "\(deep)/c.md": Self.table,
        ])
        defer { fixture.remove() }
        let result = runTool(["init", "--dry-run"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.err == """
            designspec: note: skipped .git/: a hidden folder
            designspec: note: skipped .github/: a hidden folder
            designspec: note: skipped _site/: build output
            designspec: note: skipped build/: build output
            designspec: note: skipped dist/: build output
            designspec: note: skipped node_modules/: installed packages
            designspec: note: skipped d1/d2/d3/d4/d5/d6/d7/d8/d9/: deeper than 8 folders, where init does not look

            """)
        #expect(result.out.hasPrefix("Found\n  docs    docs/: 1 doc, 1 token table, 0 recipes\n  tokens  tokens/: 1 file (W3C DTCG), 1 token, no modes\n"))
    }

    /// Code roots: a root that is the group's own name needs nothing; one that stands for
    /// another group, or for none, is a prefix; names no token has are said. With the
    /// prefixes written, check binds the recipe's names.
    @Test func codeRootsBecomePrefixesOnlyWhenTheyDiffer() throws {
        let recipe = """
            # Button

            ## Primary

            ```swift
            Text("Go")
                .padding(AppTheme.Spacing.small)
                .foregroundStyle(Palette.Brand.primary)
                .background(Radius.large)
                .font(Typography.body)
                .tint(Legacy.Old.thing)
            ```

            """
        let fixture = try CheckFixture([
            "docs/a.md": Self.table,
            "docs/button.md": recipe,
            "tokens/t.json": """
                {"spacing": {"$type": "dimension", "small": {"$value": "8px"}},
                 "radius": {"$type": "dimension", "large": {"$value": "12px"}},
                 "color": {"$type": "color", "brand": {"primary": {"$value": "#0055FF"}}},
                 "typography": {"body": {"$type": "dimension", "$value": "16px"}}}
                """,
        ])
        defer { fixture.remove() }
        let result = runTool(["init"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.out.contains("""
              code    AppTheme → (no group) (a prefix), Palette → color (a prefix), Radius → radius, Typography → typography
              unbound Legacy (1 name): no token has these names; check will say where they are used
            Wrote designspec.json:
            {
              "content": "docs",
              "tokens": [
                "tokens"
              ],
              "prefixes": {
                "AppTheme": "",
                "Palette": "color"
              }
            }

            """))
        let model = try ProjectLoader(workingDirectory: fixture.folder).load()
        let uses = model.docs.flatMap(\.recipes).flatMap(\.tokenReferences).map { "\($0.reference.name) → \($0.binding.tokenName ?? "none")" }
        #expect(uses == [
            "AppTheme.Spacing.small → spacing.small",
            "Palette.Brand.primary → color.brand.primary",
            "Radius.large → radius.large",
            "Typography.body → typography.body",
            "Legacy.Old.thing → none",
        ])
    }

    /// Docs mostly in Korean make a Korean site.
    @Test func koreanDocsMakeAKoreanSite() throws {
        let fixture = try CheckFixture([
            "content/간격.md": "# 간격\n\n화면의 여백을 정합니다.\n\n| 토큰 | 값 |\n| --- | --- |\n| `spacing.small` | 8px |\n",
            "content/tokens/s.json": Self.spacing,
        ])
        defer { fixture.remove() }
        let result = runTool(["init"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(try String(contentsOf: fixture.folder.appendingPathComponent("designspec.json"), encoding: .utf8)
                == "{\n  \"site\": {\n    \"language\": \"ko\"\n  }\n}\n")
    }

    /// Modes come from the tokens as the loader reads them (Tokens Studio themes here).
    @Test func reportsTheModes() throws {
        let fixture = try CheckFixture([
            "docs/a.md": "# Colors\n\n| Token | Light | Dark |\n| --- | --- | --- |\n| `color.bg` | #FFFFFF | #000000 |\n",
            "tokens/light.json": ##"{"color": {"bg": {"value": "#FFFFFF", "type": "color"}}}"##,
            "tokens/dark.json": ##"{"color": {"bg": {"value": "#000000", "type": "color"}}}"##,
            "tokens/$themes.json": """
                [{"id": "1", "name": "Light", "group": "theme", "selectedTokenSets": {"light": "enabled"}},
                 {"id": "2", "name": "Dark", "group": "theme", "selectedTokenSets": {"dark": "enabled"}}]
                """,
            "tokens/$metadata.json": #"{"tokenSetOrder": ["light", "dark"]}"#,
        ])
        defer { fixture.remove() }
        let result = runTool(["init", "--dry-run"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.out.contains("  docs    docs/: 1 doc, 1 token table, 0 recipes\n"))
        #expect(result.out.contains("  tokens  tokens/: 4 files (Tokens Studio), 1 token, modes Light, Dark (theme)\n"))
    }
}
