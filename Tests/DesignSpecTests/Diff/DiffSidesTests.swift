import Foundation
import Testing
@testable import DesignSpecCore

/// What `--from` and `--to` name, the working tree as the default `--to`, modes, the
/// Markdown and JSON formats, and unusable input.
@Suite struct DiffSidesTests {
    @Test func theWorkingTreeIsTheDefaultOtherSideAndNothingIsWritten() throws {
        let repo = try GitFixture(files: ["content/a.md": GitFixture.doc, "content/tokens/tokens.json": GitFixture.tokens])
        try repo.commit("first")
        try repo.write(["content/tokens/tokens.json": GitFixture.tokens.replacingOccurrences(of: "8px", with: "12px")])
        let status = try repo.git(["status", "--porcelain"])
        let index = try Data(contentsOf: repo.folder.appendingPathComponent(".git/index"))
        let result = repo.diff(["--from", "HEAD"])
        #expect(result.status == 0)
        #expect(result.out == """
            Token changes, HEAD → working tree: value changed 1

            value changed
              spacing.small (dimension): 8px → 12px

            Docs that name or show a changed token: 1
            content/a.md:9:12: `{spacing.small}` names spacing.small (value changed)

            """)
        // The index first: `git status` may refresh it.
        #expect(try Data(contentsOf: repo.folder.appendingPathComponent(".git/index")) == index)
        #expect(try repo.git(["status", "--porcelain"]) == status)
        // `--to` alone: the working tree is the other side.
        #expect(repo.diff(["--to", "HEAD"]).out.hasPrefix("Token changes, working tree → HEAD: value changed 1\n"))
    }

    @Test func anExistingPathWinsOverARevisionOfTheSameName() throws {
        let repo = try GitFixture(files: ["content/a.md": GitFixture.doc, "content/tokens/tokens.json": GitFixture.tokens])
        try repo.commit("first")
        try repo.git(["tag", "v1"])
        try repo.write(["v1/tokens.json": #"{ "spacing": { "$type": "dimension", "small": { "$value": "8px" } } }"#])
        let result = repo.diff(["--from", "v1", "--to", "content/tokens"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("""
            Token changes, v1 → content/tokens: added 4

            added
              color.bg (color): #FFFFFF
            """))
        // Without the folder, `v1` is the tag: no change.
        try FileManager.default.removeItem(at: repo.folder.appendingPathComponent("v1"))
        #expect(repo.diff(["--from", "v1"]).out == "No token changes, v1 → working tree.\n")
    }

    @Test func modesAreComparedOneByOneInMarkdown() throws {
        let resolver = """
            {
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }],
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] }, "default": "light" } }
            }
            """
        let light = ##"{ "color": { "$type": "color", "bg": { "$value": "#FFFFFF" } } }"##
        let dark = ##"{ "color": { "$type": "color", "bg": { "$value": "#111111" } } }"##
        let repo = try GitFixture(files: [
            "content/a.md": "| Token | Light | Dark |\n| --- | --- | --- |\n| `{color.bg}` | #FFFFFF | #111111 |\n",
            "content/tokens/ds.resolver.json": resolver, "content/tokens/light.json": light, "content/tokens/dark.json": dark,
        ])
        try repo.commit("first")
        try repo.write(["content/tokens/dark.json": dark.replacingOccurrences(of: "#111111", with: "#1B1D2280")])
        try repo.commit("second")
        let result = repo.diff(["--from", "HEAD~1", "--to", "HEAD", "--format", "markdown"])
        #expect(result.status == 0)
        #expect(result.out == """
            <!-- designspec-diff -->
            ### Token changes: `HEAD~1` → `HEAD`

            value changed 1

            #### Value changed (1)

            | token | mode | before | after | ΔE OK |
            | --- | --- | --- | --- | ---: |
            | `color.bg` | dark | `#111111` | `rgba(27, 29, 34, 0.502)` | 0.054 |

            #### Docs that name or show a changed token (2)

            | place | written | as | token | change |
            | --- | --- | --- | --- | --- |
            | `content/a.md:3:3` | `{color.bg}` | name | `color.bg` | value changed |
            | `content/a.md:3:28` | `#111111` | value (dark) | `color.bg` | value changed |

            """)
    }

    @Test func groupRowsOfTheSampleContentNameTheirTokensInTheirValueCells() throws {
        var files: [String: String] = ["designspec.json": try String(contentsOf: TestData.packageRoot.appendingPathComponent("designspec.json"), encoding: .utf8)]
        let content = TestData.packageRoot.appendingPathComponent("content")
        for case let url as URL in FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil)! where !url.hasDirectoryPath {
            files["content/" + ProjectPaths.display(url, workingDirectory: content)] = try String(contentsOf: url, encoding: .utf8)
        }
        let repo = try GitFixture(files: files)
        try repo.commit("sample")
        let grid = "content/tokens/semantic/grid-layout.tokens.json"
        let changed = try #require(files[grid]).replacingOccurrences(of: #""ipad": { "$value": "60px" }"#, with: #""ipad": { "$value": "64px" }"#)
            .replacingOccurrences(of: #""ipad": { "$value": "80px" }"#, with: #""ipadPro": { "$value": "80px" }"#)
        try repo.write([grid: changed])
        let result = repo.diff(["--from", "HEAD"])
        #expect(result.status == 0)
        #expect(result.out == """
            Token changes, HEAD → working tree: renamed 1, value changed 1

            renamed
              gridLayout.minColumnWidth.ipad → gridLayout.minColumnWidth.ipadPro (dimension): 80px

            value changed
              gridLayout.timeHeaderWidth.ipad (dimension): 60px → 64px

            Docs that name or show a changed token: 2
            content/02-ios-tokens-and-patterns.md:13:30: `60pt` shows gridLayout.timeHeaderWidth.ipad, ipad (value changed)
            content/02-ios-tokens-and-patterns.md:16:29: `80pt` names gridLayout.minColumnWidth.ipad, ipad (renamed)

            """)
    }

    @Test func jsonKeepsItsKeysInOrder() throws {
        let repo = try GitFixture { $0.replacingOccurrences(of: #""small": { "$value": "8px" }"#, with: #""compact": { "$value": "8px" }"#) }
        let result = repo.diff(["--from", "HEAD~1", "--to", "HEAD", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.out == """
            {
              "from": "HEAD~1",
              "to": "HEAD",
              "summary": {
                "added": 0,
                "removed": 0,
                "renamed": 1,
                "valueChanged": 0,
                "typeChanged": 0,
                "deprecated": 0
              },
              "changes": [
                {
                  "kind": "renamed",
                  "token": "spacing.compact",
                  "previousName": "spacing.small",
                  "type": "dimension",
                  "location": "content/tokens/tokens.json:9:5",
                  "values": [
                    {
                      "mode": null,
                      "before": {
                        "value": "8px",
                        "alias": null
                      },
                      "after": {
                        "value": "8px",
                        "alias": null
                      }
                    }
                  ]
                }
              ],
              "docs": [
                {
                  "location": "content/a.md:9:12",
                  "text": "{spacing.small}",
                  "token": "spacing.small",
                  "role": "names",
                  "changes": [
                    "renamed"
                  ]
                }
              ]
            }

            """)
    }

    @Test func whatARevisionSkipsIsSaid() throws {
        let repo = try GitFixture(files: [
            "content/a.md": GitFixture.doc, "content/tokens/tokens.json": GitFixture.tokens,
            "content/tokens/.drafts/extra.json": #"{ "x": { "$type": "number", "$value": 1 } }"#,
            "content/tokens/.hidden.json": #"{ "y": { "$type": "number", "$value": 1 } }"#,
            "content/tokens/notes.txt": "not a token file",
        ])
        try FileManager.default.createSymbolicLink(atPath: repo.folder.appendingPathComponent("content/tokens/linked.json").path,
                                                   withDestinationPath: "tokens.json")
        try repo.commit("first")
        let result = repo.diff(["--from", "HEAD"])
        #expect(result.status == 0)
        #expect(result.err == """
            designspec: note: skipped content/tokens/.drafts: a hidden folder
            designspec: note: skipped content/tokens/.hidden.json: a hidden file
            designspec: note: skipped content/tokens/tokens.json: the same file as content/tokens/linked.json, already read
            designspec: note: skipped HEAD:content/tokens/.drafts: a hidden folder
            designspec: note: skipped HEAD:content/tokens/.hidden.json: a hidden file
            designspec: note: skipped HEAD:content/tokens/linked.json: a symbolic link, not followed in a git revision

            """)
        // On disk the link is read and the file it names is the duplicate; in the revision,
        // the file: the same tokens either way.
        #expect(result.out == "No token changes, HEAD → working tree.\n")
    }

    @Test func unusableSidesExitTwo() throws {
        let repo = try GitFixture(files: ["content/a.md": GitFixture.doc, "content/tokens/tokens.json": GitFixture.tokens])
        try repo.commit("first")
        let missing = repo.diff(["--from", "nope"])
        #expect(missing.status == 2)
        #expect(missing.out == "")
        #expect(missing.err == "designspec: error: --from nope is neither a token file or folder nor a git revision\n")
        let noFrom = repo.diff([])
        #expect(noFrom.status == 2)
        #expect(noFrom.err == "designspec: error: diff needs --from A or --to B: a token file or folder, or a git revision\n")
        let badTo = repo.diff(["--from", "HEAD", "--to", "HEAD~5"])
        #expect(badTo.status == 2)
        #expect(badTo.err == "designspec: error: --to HEAD~5 is neither a token file or folder nor a git revision\n")
    }

    @Test func brokenTokenFilesAreNamedOnStandardErrorAndTheRestIsCompared() throws {
        let repo = try GitFixture { $0.replacingOccurrences(of: #""medium": { "$value": "16px" }"#, with: #""medium": { "$value": "16px" }, }"#) }
        let result = repo.diff(["--from", "HEAD~1", "--to", "HEAD"])
        #expect(result.status == 0)
        #expect(result.err == """
            designspec: warning: the tokens of HEAD have 1 error, the first at content/tokens/tokens.json:10:35: \
            trailing comma before '}' [json-syntax]

            """)
        #expect(result.out.hasPrefix("Token changes, HEAD~1 → HEAD: removed 5\n"))
    }
}
