import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

/// A table cell's flags: the findings whose start lies in the cell, the row's findings
/// looked up once for all its cells.
@Suite struct DocTableEnricherFlagTests {
    @Test func eachCellGetsTheFindingsThatStartInIt() throws {
        let source = "| 토큰 | 값 |\n| --- | --- |\n| space.lg | 14pt |\n| space.sm | 8pt |\n"
        let document = MarkdownParser.parse(source, file: "a.md")
        let table = try #require(document.tables.first)
        func finding(_ rule: RuleID, line: Int, column: Int) -> Finding {
            Finding(rule: rule, severity: .error, message: rule.rawValue,
                    at: SourceRange(file: "a.md", line: line, column: column, endLine: line, endColumn: column + 4))
        }
        // `14pt` starts at column 14 of line 3; `space.lg` at column 3.
        let findings = [finding(.offScale, line: 3, column: 14), finding(.unknownToken, line: 3, column: 3),
                        finding(.brokenLink, line: 9, column: 1)]
        let enricher = DocTableEnricher(renderer: MarkdownHTMLRenderer(), findings: DocTableEnricher.byLine(findings),
                                        strings: .english, idPrefix: "a-t1")
        let rows = table.rows.map(enricher.flags(forCellsOf:))
        #expect(rows.map { $0.map { $0.map(\.rule) } } == [[[.unknownToken], [.offScale]], [[], []]])
        #expect(rows == table.rows.map { $0.cells.map(enricher.flags(for:)) })
    }
}
