import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

@Suite struct ReportFormatterTests {
    static let report = CheckReport(
        findings: [
            Finding(rule: .offScale, severity: .warning, message: "20pt is not on the spacing scale; nearest: 16pt, 24pt",
                    at: SourceRange(file: "content/02-패턴.md", line: 14, column: 9, endLine: 14, endColumn: 12)),
            Finding(rule: .valueMismatch, severity: .error, message: "doc says 36pt, token gridLayout.dayHeaderHeight.iphone is 40px",
                    at: SourceRange(file: "content/02-패턴.md", line: 9, column: 17, endLine: 9, endColumn: 20),
                    notes: [.init("token defined here", at: SourceRange(file: "content/tokens/grid.json", line: 4, column: 7, endLine: 4, endColumn: 20))]),
        ],
        rules: []
    )

    @Test func textListsFindingsByPlaceWithNotesAndSummary() {
        #expect(TextReportFormatter(colors: false).format(Self.report) == """
            content/02-패턴.md:9:17: error: doc says 36pt, token gridLayout.dayHeaderHeight.iphone is 40px [value-mismatch]
                content/tokens/grid.json:4:7: note: token defined here
            content/02-패턴.md:14:9: warning: 20pt is not on the spacing scale; nearest: 16pt, 24pt [off-scale]
            1 error, 1 warning

            """)
    }

    @Test func textColorsOnlyOnATerminal() {
        let colored = TextReportFormatter(colors: true).format(Self.report)
        #expect(colored.hasPrefix("\u{1B}[1mcontent/02-패턴.md:9:17:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m doc says"))
    }

    /// More findings than one parallel run formats: the runs are joined in order, each
    /// finding once, the summary last.
    @Test func manyFindingsKeepTheirOrderAcrossRuns() {
        let findings = (1...2_500).map { line in
            Finding(rule: .offScale, severity: .warning, message: "\(line)pt is not on the spacing scale",
                    at: SourceRange(file: "a.md", line: line, column: 3, endLine: line, endColumn: 6))
        }
        let text = TextReportFormatter(colors: false).format(CheckReport(findings: findings, rules: []))
        let expected = (1...2_500).map { "a.md:\($0):3: warning: \($0)pt is not on the spacing scale [off-scale]\n" }.joined()
            + "0 errors, 2500 warnings\n"
        #expect(text == expected)
    }

    @Test func emptyReportSaysSo() {
        #expect(TextReportFormatter(colors: false).format(CheckReport(findings: [], rules: [])) == "no findings\n")
    }

    @Test func githubPutsTheSummaryFirstAndEscapes() {
        #expect(GitHubReportFormatter().format(Self.report) == """
            ::notice title=designspec check::1 error, 1 warning
            ::error file=content/02-패턴.md,line=9,col=17,endLine=9,endColumn=20,title=value-mismatch::doc says 36pt, token gridLayout.dayHeaderHeight.iphone is 40px%0Acontent/tokens/grid.json:4:7: note: token defined here
            ::warning file=content/02-패턴.md,line=14,col=9,endLine=14,endColumn=12,title=off-scale::20pt is not on the spacing scale; nearest: 16pt, 24pt

            """)
    }

    /// A token name holding ESC (a colour code) or NUL reaches the log as an escape, as in
    /// the text report; the message's own line breaks stay `%0A`.
    @Test func githubShowsControlCharactersFromTheFilesAsEscapes() {
        let finding = Finding(rule: .unknownToken, severity: .error, message: "unknown token `x\u{1B}[31mRED\u{0}`",
                              at: SourceRange(file: "docs/a\u{1B}.md", line: 3, column: 5, endLine: 3, endColumn: 9),
                              notes: [.init("`x\u{1B}` defined here", at: SourceRange(file: "t.json", line: 1, column: 2, endLine: 1, endColumn: 3))])
        #expect(GitHubReportFormatter().format(CheckReport(findings: [finding], rules: [])) == """
            ::notice title=designspec check::1 error, 0 warnings
            ::error file=docs/a\\u{1B}.md,line=3,col=5,endLine=3,endColumn=9,title=unknown-token::unknown token `x\\u{1B}[31mRED\\u{0}`%0At.json:1:2: note: `x\\u{1B}` defined here

            """)
    }

    @Test func githubEscapesPercentNewlinesColonsAndCommas() {
        #expect(GitHubReportFormatter.escapeData("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(GitHubReportFormatter.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
    }

    @Test func summaryCountsAndExitRule() {
        #expect(Self.report.summary == "1 error, 1 warning")
        let warningsOnly = CheckReport(findings: Self.report.findings.filter { $0.severity == .warning }, rules: [])
        #expect(!warningsOnly.hasFailures(strict: false))
        #expect(warningsOnly.hasFailures(strict: true))
    }
}

@Suite struct MachineReportFormatterTests {
    @Test func jsonHasVersionFindingsAndSummaryInOrder() {
        let text = JSONReportFormatter().format(ReportFormatterTests.report)
        #expect(text.hasPrefix("""
            {
              "version": 1,
              "findings": [
                {
                  "rule": "value-mismatch",
                  "severity": "error",
                  "message": "doc says 36pt, token gridLayout.dayHeaderHeight.iphone is 40px",
                  "file": "content/02-패턴.md",
                  "line": 9,
                  "column": 17,
                  "endLine": 9,
                  "endColumn": 20,
                  "notes": [
                    {
                      "message": "token defined here",
                      "file": "content/tokens/grid.json",
                      "line": 4,
                      "column": 7
                    }
                  ]
                },
            """))
        #expect(text.hasSuffix("""
              "summary": {
                "errors": 1,
                "warnings": 1
              }
            }

            """))
    }

    @Test func sarifUsesRelativeEncodedURIsAndExclusiveEndColumns() throws {
        let rules = [RuleDescription(id: .valueMismatch, defaultSeverity: .error, summary: "s", explanation: "e")]
        let text = SARIFReportFormatter(toolVersion: "9.9").format(CheckReport(findings: ReportFormatterTests.report.findings, rules: rules))
        let document = try JSONReader.parse(Array(text.utf8), file: "sarif")
        let run = try #require(document.root["runs"]?.arrayElements?.first)
        #expect(run["columnKind"]?.stringValue == "unicodeCodePoints")
        let result = try #require(run["results"]?.arrayElements?.first)
        #expect(result["ruleIndex"]?.doubleValue == 0)
        let location = try #require(result["locations"]?.arrayElements?.first?["physicalLocation"])
        #expect(location["artifactLocation"]?["uri"]?.stringValue == "content/02-%ED%8C%A8%ED%84%B4.md")
        #expect(location["region"]?["endColumn"]?.doubleValue == 21)
        #expect(result["relatedLocations"]?.arrayElements?.count == 1)
        #expect(result["partialFingerprints"]?["designspec/v1"]?.stringValue == SARIFReportFormatter.fingerprint(ReportFormatterTests.report.findings[0]))
    }

    @Test func fingerprintIgnoresLinesButNotMessages() {
        let finding = ReportFormatterTests.report.findings[0]
        var moved = finding
        moved.range = SourceRange(file: finding.range.file, line: 40, column: 1, endLine: 40, endColumn: 3)
        var changed = finding
        changed.message += "!"
        #expect(SARIFReportFormatter.fingerprint(moved) == SARIFReportFormatter.fingerprint(finding))
        #expect(SARIFReportFormatter.fingerprint(changed) != SARIFReportFormatter.fingerprint(finding))
        #expect(SARIFReportFormatter.fingerprint(finding).count == 16)
    }

    /// Line and column numbers are written digit by digit as `String(_:)` writes them.
    @Test func placesWriteNumbersAsStringDoes() {
        for value in [0, 1, 9, 10, 99, 100, 12_345, 2_147_483_647, -1, -40, Int.max, Int.min] {
            var bytes: [UInt8] = []
            TextReportFormatter.PlaceWriter.appendDecimal(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        }
    }
}
