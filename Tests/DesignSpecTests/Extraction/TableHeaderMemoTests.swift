import Testing
@testable import DesignSpecCore

/// A header read from the memo is the one the reader makes for that table: the same roles,
/// notes and signals, with the table's own ranges, whichever table of the same header row
/// was read first and whatever the hints; texts that are equal strings but not the same
/// bytes are different headers.
@Suite struct TableHeaderMemoTests {
    static let modes = ["iphone": "iPhone", "dark": "Dark"]

    func summary(_ header: TableColumnReader.Header) -> String {
        [header.columns.map { "\($0.header)|\($0.role)|\($0.range)" }.joined(separator: ";"),
         "\(header.parameterHeaders)", "\(header.typeHeaders)", "\(header.defaultHeaders)", "\(header.patternHeaders)",
         "\(header.comparisonHeaders)", header.nameColumnNote ?? "-"].joined(separator: " / ")
    }

    @Test func memoizedHeadersAreTheReadOnes() throws {
        let headerWords = ["Token", "Value", "iPhone", "dark", "Use case", "사용처", "값", "토큰", "항목", "Property", "Type",
                           "Default", "Parameter", "Pattern", "A vs B", "Base token", "Notes", "`code`", "",
                           // Canonically equal, not the same bytes: two headers.
                           "Caf\u{E9}", "Cafe\u{301}"]
        var generator = SplitMix64(seed: 77)
        let memo = TableHeaderMemo(modes: Self.modes)
        var tables: [(markdown: String, hints: (Bool, Bool))] = []
        for _ in 0..<40 {
            let count = 1 + Int(generator.next() % 4)
            let words = (0..<count).map { _ in headerWords[Int(generator.next() % UInt64(headerWords.count))] }
            let hints = (generator.next() % 2 == 0, generator.next() % 2 == 0)
            // The same row again further down another doc: other ranges.
            for padding in ["", "\n\n# Title\n\nSome prose.\n\n   "] {
                let row = "| " + words.joined(separator: " | ") + " |\n|" + String(repeating: " --- |", count: count) + "\n"
                tables.append((padding + row + "|" + String(repeating: " x |", count: count) + "\n", hints))
            }
        }
        for (markdown, hints) in tables + tables.reversed() {
            let table = try #require(MarkdownParser.parse(markdown, file: "doc.md").tables.first, "\(markdown)")
            let direct = TableColumnReader.read(table, modes: Self.modes, hasTokensHint: hints.0, hasScaleHint: hints.1)
            let memoized = memo.read(table, hasTokensHint: hints.0, hasScaleHint: hints.1)
            #expect(Array(summary(memoized).utf8) == Array(summary(direct).utf8), "\(markdown)")
            #expect(memoized.nameColumn == direct.nameColumn && memoized.valueColumns == direct.valueColumns
                && memoized.descriptionColumns == direct.descriptionColumns && memoized.secondNameColumn == direct.secondNameColumn
                && memoized.propertyColumn == direct.propertyColumn)
        }
        #expect(memo.count <= 80)
    }
}
