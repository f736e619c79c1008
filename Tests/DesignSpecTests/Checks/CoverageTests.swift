import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// What `check` read, checked and did not check, said in every format, and the exit
/// status when nothing was read: a green check means everything was read.
@Suite struct CoverageTests {
    static let base = #"{"spacing": {"$type": "dimension", "base": {"s8": {"$value": "8px"}}}}"#
    static let semantic = #"{"spacing": {"small": {"$value": "{spacing.base.s8}"}}}"#
    /// A token table, checked; a table of values for uses without a scale comment, not.
    static let doc = "# 간격\n\n| 토큰 | 값 |\n| --- | --- |\n| `Spacing.small` | 8pt |\n\n| 사용처 | 값 |\n| --- | --- |\n| 카드 | 12pt |\n"
    static let reason = "table of values for uses (no name column, value column '값', use column '사용처'): "
        + "its values are checked only against a scale, named by a '<!-- scale: GROUP -->' comment before it"
    static let line = "read 1 doc, 2 token files (2 tokens); checked 1 token table (1 row), 0 recipes; not checked: 1 table — see notes"

    func project(base: String = base) throws -> CheckFixture {
        try CheckFixture(["content/간격.md": Self.doc, "content/tokens/base.json": base, "content/tokens/semantic.json": Self.semantic])
    }

    @Test func textEndsWithTheCoverageLineAfterTheNotesOfWhatWasNotChecked() throws {
        let fixture = try project()
        defer { fixture.remove() }
        let result = runTool(["check"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out == """
            content/간격.md:7:1: note: not checked: \(Self.reason)
            no findings
            \(Self.line)

            """)
    }

    @Test func githubSaysTheCoverageLineFirstAndEachPlaceAtItsLine() throws {
        let fixture = try project()
        defer { fixture.remove() }
        let result = runTool(["check", "--format", "github"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.out == """
            ::notice title=designspec check::no findings
            ::notice title=designspec coverage::\(Self.line)
            ::notice file=content/간격.md,line=7,col=1,endLine=9,endColumn=13,title=not-checked::not checked: \(Self.reason)

            """)
    }

    @Test func jsonHoldsTheCountsAndEveryPlace() throws {
        let fixture = try project()
        defer { fixture.remove() }
        let result = runTool(["check", "--format", "json"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.out == """
            {
              "version": 1,
              "findings": [],
              "summary": {
                "errors": 0,
                "warnings": 0
              },
              "coverage": {
                "docs": 1,
                "tokenFiles": 2,
                "tokens": 2,
                "modes": [],
                "tokenTables": 1,
                "rows": 1,
                "recipes": 0,
                "notCheckedCounts": {
                  "file": 0,
                  "table": 1,
                  "column": 0,
                  "row": 0,
                  "recipe": 0
                },
                "line": "\(Self.line)",
                "notChecked": [
                  {
                    "kind": "table",
                    "file": "content/간격.md",
                    "line": 7,
                    "column": 1,
                    "reason": "\(Self.reason)"
                  }
                ]
              }
            }

            """)
    }

    /// Code scanning shows results of level `note`: each place is one, under the rule
    /// `not-checked`; the counts are the run's properties.
    @Test func sarifHasANoteResultForEachPlaceAndTheCountsInTheRun() throws {
        let fixture = try project()
        defer { fixture.remove() }
        let result = runTool(["check", "--format", "sarif"], in: fixture.folder)
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        #expect(rules.last?["id"] as? String == "not-checked")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let note = try #require(results.first)
        #expect(note["ruleId"] as? String == "not-checked")
        #expect(note["ruleIndex"] as? Int == rules.count - 1)
        #expect(note["level"] as? String == "note")
        #expect((note["message"] as? [String: Any])?["text"] as? String == "not checked: \(Self.reason)")
        let location = try #require((note["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "content/%EA%B0%84%EA%B2%A9.md")
        let region = try #require(location["region"] as? [String: Int])
        #expect(region == ["startLine": 7, "startColumn": 1, "endLine": 9, "endColumn": 14])
        let coverage = try #require((run["properties"] as? [String: Any])?["coverage"] as? [String: Any])
        #expect(coverage["line"] as? String == Self.line)
        #expect(coverage["tokenTables"] as? Int == 1)
        #expect(coverage["notChecked"] == nil, "the places are results")
    }

    /// A trailing comma in the base tokens: one `json-syntax` error at the comma, and one
    /// note for the file, not a broken reference for every alias into it.
    @Test func aTokenFileThatDoesNotParseIsSaidOnceAtItsComma() throws {
        let fixture = try project(base: "{\n  \"spacing\": {\n    \"$type\": \"dimension\",\n    \"base\": { \"s8\": { \"$value\": \"8px\" }, }\n  }\n}\n")
        defer { fixture.remove() }
        let result = runTool(["check"], in: fixture.folder)
        #expect(result.status == 1)
        #expect(result.out == """
            content/tokens/base.json:4:40: error: trailing comma before '}' [json-syntax]
            content/tokens/base.json:4:40: note: not checked: content/tokens/base.json did not parse, so none of its tokens were read; 1 broken-reference finding, which may come only from its missing tokens, is not reported until it parses
            content/간격.md:7:1: note: not checked: \(Self.reason)
            1 error, 0 warnings
            read 1 doc, 1 token file (1 token); checked 1 token table (1 row), 0 recipes; not checked: 1 file, 1 table — see notes

            """)
    }

    /// Docs that name tokens, run where no token folder is: not a pass.
    @Test func docsThatNameTokensWithNoTokenFileExitTwo() throws {
        let fixture = try CheckFixture(["content/간격.md": Self.doc])
        defer { fixture.remove() }
        let result = runTool(["check"], in: fixture.folder)
        #expect(result.status == 2)
        #expect(result.err == """
            designspec: note: skipped content/tokens: no such folder, so no token files were read; give --tokens PATH or "tokens" in designspec.json
            designspec: error: the docs name tokens, but no token file was read from content/tokens, so no doc was checked against tokens; give the token files or folders with --tokens PATH or "tokens" in designspec.json

            """)
        #expect(result.out == """
            content/간격.md:3:1: warning: the header reads as a token table (name column '토큰'), but no name in it is in a token group (1 row); add '<!-- tokens: GROUP -->' if the names are relative to a group [ambiguous-inference]
            content/tokens: note: not checked: no such folder, so no token files were read; give --tokens PATH or "tokens" in designspec.json
            content/간격.md:7:1: note: not checked: \(Self.reason)
            0 errors, 1 warning
            read 1 doc, 0 token files (0 tokens); checked 0 token tables (0 rows), 0 recipes; not checked: 1 file, 2 tables — see notes

            """)
        // A token folder given, that holds no token file.
        try fixture.write("design/README.txt", "tokens come later")
        let json = runTool(["check", "--format", "json", "--tokens", "design"], in: fixture.folder)
        #expect(json.status == 2)
        #expect(json.err == """
            designspec: error: the docs name tokens, but no token file was read from design, so no doc was checked against tokens; give the token files or folders with --tokens PATH or "tokens" in designspec.json

            """)
    }

    /// The only token file does not parse: no token was read, and the message says why.
    @Test func aSoleTokenFileThatDoesNotParseExitsTwo() throws {
        let fixture = try CheckFixture(["content/간격.md": Self.doc, "content/tokens/base.json": #"{"spacing": {"s8": {"$value": "8px"},}}"#])
        defer { fixture.remove() }
        let result = runTool(["check"], in: fixture.folder)
        #expect(result.status == 2)
        #expect(result.err == """
            designspec: error: the docs name tokens, but no token file was read from content/tokens (content/tokens/base.json did not parse), so no doc was checked against tokens; give the token files or folders with --tokens PATH or "tokens" in designspec.json

            """)
        #expect(result.out.hasPrefix("content/tokens/base.json:1:37: error: trailing comma before '}' [json-syntax]\n"))
    }

    @Test func docsThatNameNoTokenNeedNoTokenFile() throws {
        let fixture = try CheckFixture(["content/intro.md": "# Intro\n\nPlain words.\n"])
        defer { fixture.remove() }
        let result = runTool(["check"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.out == """
            content/tokens: note: not checked: no such folder, so no token files were read; give --tokens PATH or "tokens" in designspec.json
            no findings
            read 1 doc, 0 token files (0 tokens); checked 0 token tables (0 rows), 0 recipes; not checked: 1 file — see notes

            """)
    }

    @Test func aContentFolderWithNoDocExitsTwo() throws {
        let fixture = try CheckFixture(["content/tokens/base.json": Self.base])
        defer { fixture.remove() }
        let result = runTool(["check"], in: fixture.folder)
        #expect(result.status == 2)
        #expect(result.err == """
            designspec: error: no doc (*.md) in content, so nothing was checked; give the docs' folder with --content DIR or "content" in designspec.json

            """)
        #expect(result.out == """
            no findings
            read 0 docs, 1 token file (1 token); checked 0 token tables (0 rows), 0 recipes; nothing left unchecked

            """)
    }

    /// `unchecked-column` and `malformed-table` findings are places not checked: counted in
    /// the line, shown once (as the finding), and failing under `--strict`.
    @Test func uncheckedColumnFindingsAreCountedAndFailUnderStrict() throws {
        let fixture = try project()
        defer { fixture.remove() }
        var model = try fixture.model()
        let header = SourceRange(file: "content/간격.md", line: 3, column: 8, endLine: 3, endColumn: 8)
        model.findings.append(Finding(rule: .uncheckedColumn, severity: .warning,
                                      message: "column '비고' is not a name, value or use column, so it is not checked", at: header))
        let report = Checker(strict: true).check(model)
        #expect(report.hasFailures(strict: true))
        let coverage = try #require(report.coverage)
        #expect(coverage.notChecked.map(\.kind) == [.column, .table])
        #expect(coverage.notChecked.first?.rule == .uncheckedColumn)
        #expect(TextReportFormatter(colors: false).format(report) == """
            content/간격.md:3:8: error: column '비고' is not a name, value or use column, so it is not checked [unchecked-column]
            content/간격.md:7:1: note: not checked: \(Self.reason)
            1 error, 0 warnings
            read 1 doc, 2 token files (2 tokens); checked 1 token table (1 row), 0 recipes; not checked: 1 table, 1 column — see notes

            """)
        #expect(Set(Coverage.findingRuleKinds.keys) == [.uncheckedColumn, .malformedTable])
    }

    /// Counts in the singular and plural, the modes group by group, the kinds in a fixed order.
    @Test func theLineCountsEachKindAndNamesTheModes() {
        let place = { (kind: NotCheckedPlace.Kind, path: String) in NotCheckedPlace(kind: kind, path: path, reason: "r") }
        let coverage = Coverage(docs: 1, tokenFiles: 3, tokens: 61, modeGroups: [["light", "dark"], ["iphone", "ipad"]],
                                tokenTables: 7, rows: 38, recipes: 1,
                                notChecked: [place(.column, "b.md"), place(.table, "a.md"), place(.column, "a.md")])
        #expect(coverage.line == "read 1 doc, 3 token files (61 tokens, modes light/dark, iphone/ipad); "
            + "checked 7 token tables (38 rows), 1 recipe; not checked: 1 table, 2 columns — see notes")
        #expect(coverage.notChecked.map(\.path) == ["a.md", "a.md", "b.md"])
    }

    /// The report page shows the same line and links each place.
    @Test func theReportPageShowsTheCoverage() throws {
        let fixture = try project()
        defer { fixture.remove() }
        let result = runTool(["build", "--output", "out"], in: fixture.folder)
        #expect(result.status == 0)
        let report = try String(contentsOf: fixture.folder.appendingPathComponent("out/report.html"), encoding: .utf8)
        #expect(report.contains("""
            <section class="report-coverage" aria-labelledby="report-coverage">
            <h2 id="report-coverage">Coverage</h2>
            <p class="coverage-line">\(Self.line)</p>
            <p>These places were read but not checked, and why:</p>
            <ul class="not-checked">
            <li class="not-checked-table"><a href="docs/간격.html#간격">content/간격.md:7:1</a> not checked: table of values for uses (no name column, value column &#39;값&#39;, use column &#39;사용처&#39;): its values are checked only against a scale, named by a &#39;&lt;!-- scale: GROUP --&gt;&#39; comment before it</li>
            </ul>
            </section>
            """))
    }

    /// A table that states no token value (prose, API parameters) is not a token table
    /// left unchecked; a table with values and no names is; a scale comment checks it.
    @Test func onlyTablesWithValuesToCheckAreNotChecked() throws {
        let doc = """
            # T

            | Parameter | Type | Default |
            | --- | --- | --- |
            | title | String | "" |

            | Do | Don't |
            | --- | --- |
            | a | b |

            | 값 |
            | --- |
            | 12pt |

            <!-- scale: spacing -->
            | 사용처 | 값 |
            | --- | --- |
            | 카드 | 8pt |

            """
        let fixture = try CheckFixture(["content/t.md": doc, "content/tokens/base.json": Self.base])
        defer { fixture.remove() }
        let coverage = try #require(Checker().check(try fixture.model()).coverage)
        #expect(coverage.notChecked.map(\.location) == ["content/t.md:11:1"])
        #expect(coverage.notChecked.first?.reason == "table with values but no token names "
            + "(value column but no name column, no use column and no scale hint): add a name column, "
            + "or a '<!-- scale: GROUP -->' comment before it to check its values against a scale")
        #expect(coverage.tokenTables == 1)
        #expect(coverage.rows == 1)
    }

    /// A token table whose names bind to no token checks none of its values: it is not
    /// counted as checked, and a row of such a name in a table that binds is a row left
    /// unchecked, each said at its place (names relative to a Figma collection, `gray/50`,
    /// looked like a checked table before).
    @Test func rowsWhoseNamesBindToNothingAreNotChecked() throws {
        let doc = """
            # Spacing

            | Token | Value |
            | --- | --- |
            | `{spacing.base.s8}` | 8pt |
            | `Legacy gutter` | 6pt |
            """
        let fixture = try CheckFixture(["content/t.md": doc, "content/tokens/base.json": Self.base])
        defer { fixture.remove() }
        let coverage = try #require(Checker().check(try fixture.model()).coverage)
        #expect(coverage.tokenTables == 1)
        #expect(coverage.rows == 1)
        #expect(coverage.notChecked.map(\.location) == ["content/t.md:6:1"])
        #expect(coverage.notChecked.map(\.kind) == [.row])
        #expect(coverage.line.hasSuffix("checked 1 token table (1 row), 0 recipes; not checked: 1 row — see notes"))
    }
}
