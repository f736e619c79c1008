import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore
@testable import DesignSpecSite

/// The report page groups findings by file in the order the files first appear, each
/// group in the report's order, whether or not a file's findings come one after another;
/// a note links the heading of whichever doc it points at, however the notes alternate.
@Suite struct ReportPageTests {
    private func range(_ file: String, _ line: Int) -> SourceRange {
        SourceRange(file: file, line: line, column: 3, endLine: line, endColumn: 9)
    }

    @Test func filesComeBackInTheirFirstPlaceAndNotesLinkTheirOwnDocs() throws {
        let documents = [
            MarkdownParser.parse("# A\n\n## 첫째\n\n본문\n", file: "a.md"),
            MarkdownParser.parse("# B\n\n## Second\n\nText\n", file: "b.md"),
        ]
        let findings = [
            Finding(rule: .valueMismatch, severity: .error, message: "first in a", at: range("a.md", 5),
                    notes: [.init("see b", at: range("b.md", 5)), .init("see tokens", at: range("tokens.json", 2))]),
            Finding(rule: .offScale, severity: .warning, message: "only in b", at: range("b.md", 1),
                    notes: [.init("see a", at: range("a.md", 3)), .init("see b again", at: range("b.md", 1))]),
            Finding(rule: .brokenLink, severity: .note, message: "second in a", at: range("a.md", 1),
                    notes: [.init("see tokens", at: range("tokens.json", 4)), .init("see a", at: range("a.md", 5))]),
        ]
        // Not sorted by place, as `CheckReport.init` would: a's findings are apart.
        var report = CheckReport(findings: [], rules: [])
        report.findings = findings
        let input = SiteInput(title: "T", documents: documents, report: report)
        let html = try #require(try SiteBuilder(version: "0").build(input)["report.html"])

        let groups = html.components(separatedBy: "<section class=\"report-file\"").dropFirst()
        #expect(groups.count == 2)
        let a = try #require(groups.first)
        let b = try #require(groups.last)
        #expect(a.contains("<h2 id=\"report-a\"><a class=\"file-link\" href=\"docs/a.html\">a.md</a> <span class=\"count\">2</span></h2>"))
        #expect(b.contains("<h2 id=\"report-b\"><a class=\"file-link\" href=\"docs/b.html\">b.md</a> <span class=\"count\">1</span></h2>"))
        // a's findings in the report's order, though b's came between them.
        let firstInA = try #require(a.range(of: "first in a"))
        let secondInA = try #require(a.range(of: "second in a"))
        #expect(firstInA.lowerBound < secondInA.lowerBound)
        #expect(!a.contains("only in b"))

        #expect(a.contains("<li><a href=\"docs/b.html#second\">b.md:5:3</a> see b</li>"))
        #expect(a.contains("<li><span class=\"path\">tokens.json:2:3</span> see tokens</li>"))
        #expect(a.contains("<li><span class=\"path\">tokens.json:4:3</span> see tokens</li>"))
        #expect(a.contains("<li><a href=\"docs/a.html#첫째\">a.md:5:3</a> see a</li>"))
        #expect(b.contains("<li><a href=\"docs/a.html#첫째\">a.md:3:3</a> see a</li>"))
        #expect(b.contains("<li><a href=\"docs/b.html#b\">b.md:1:3</a> see b again</li>"))
        #expect(a.contains("<span class=\"badge badge-error\">Error</span>"))
        #expect(b.contains("<span class=\"badge badge-warning\">Warning</span>"))
        #expect(a.contains("<span class=\"badge badge-note\">Note</span>"))
    }

    /// Keeping the plan until exit (the executable's choice) changes nothing a build writes.
    @Test func keepingThePlanUntilExitBuildsTheSameSite() throws {
        var keeping = SiteBuilder(version: "0.0.0")
        keeping.keepsPlanUntilExit = true
        #expect(try keeping.build(SiteFixture.input) == SiteBuilder(version: "0.0.0").build(SiteFixture.input))
    }

    /// A Korean site shows each finding and note in Korean, code as `<code>` (escaped, never
    /// backticks); an English site the English, with `<code>` too.
    @Test func findingsAreInTheSitesLanguageWithCodeElements() throws {
        let documents = [MarkdownParser.parse("# 간격\n\n본문\n", file: "a.md")]
        let finding = Finding(
            rule: .unknownToken, severity: .error,
            FindingMessage(en: "unknown token \(code: "{spacing.<xxl>}")", ko: "없는 토큰입니다: \(code: "{spacing.<xxl>}")"),
            at: range("a.md", 3),
            notes: [Finding.Note(.definedHere("spacing.xl"), at: range("tokens.json", 2))])
        let input = SiteInput(title: "T", documents: documents, report: CheckReport(findings: [finding], rules: []))
        let korean = try #require(try SiteBuilder(strings: .korean, version: "0").build(input)["report.html"])
        #expect(korean.contains("<p class=\"finding-message\">없는 토큰입니다: <code>{spacing.&lt;xxl&gt;}</code></p>"))
        #expect(korean.contains("<span class=\"path\">tokens.json:2:3</span> <code>spacing.xl</code> 정의 위치</li>"))
        let english = try #require(try SiteBuilder(version: "0").build(input)["report.html"])
        #expect(english.contains("<p class=\"finding-message\">unknown token <code>{spacing.&lt;xxl&gt;}</code></p>"))
        #expect(english.contains("<span class=\"path\">tokens.json:2:3</span> <code>spacing.xl</code> defined here</li>"))
        #expect(!korean.contains("`"))
        #expect(!english.contains("`"))
    }
}
