import Testing
@testable import DesignSpecCore

/// `MarkdownTableCellLocator` looks for pipes eight bytes at a time; the cells it finds are
/// the ones a byte-by-byte split finds, wherever the pipes, escapes and blanks fall.
@Suite struct MarkdownTableCellLocatorTests {
    @Test func cellsOfAKoreanRow() {
        let line = Array("| 속성 | `16pt` |  | a\\|b |".utf8)[...]
        let cells = MarkdownTableCellLocator.cells(in: line, row: 0..<line.count)
        #expect(cells == [
            .init(first: 2, last: 7, isEmpty: false), .init(first: 11, last: 16, isEmpty: false),
            .init(first: 19, last: 19, isEmpty: true), .init(first: 23, last: 26, isEmpty: false),
        ])
    }

    @Test func randomRowsGiveTheCellsOfAByteByByteSplit() {
        let pieces = ["|", "|", "\\|", "\\", " ", "\t", "a", "bc", "속성", "0123456789", "{spacing.medium}", "   "]
        var random = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &random) { text += pieces.randomElement(using: &random)! }
            let line = Array(text.utf8)[...]
            let lower = Int.random(in: 0...max(line.count, 0), using: &random) / 4
            let upper = Int.random(in: lower...(line.count + 2), using: &random)
            let row = lower..<upper
            #expect(MarkdownTableCellLocator.cells(in: line, row: row) == Self.byteByByteCells(in: line, row: row),
                    "\(text.debugDescription) \(row)")
        }
    }

    /// The definition: split on every `|` not preceded by a backslash, leading and trailing
    /// pipes excluded, each cell trimmed of spaces and tabs, one byte at a time.
    private static func byteByByteCells(in line: ArraySlice<UInt8>, row: Range<Int>) -> [MarkdownTableCellLocator.CellBytes] {
        let bytes = Array(line)
        let start = max(row.lowerBound, 0)
        let end = min(row.upperBound, bytes.count)
        guard start < end else { return [] }
        func isBlank(_ offset: Int) -> Bool { bytes[offset] == 0x20 || bytes[offset] == 0x09 }
        func isPipe(_ offset: Int) -> Bool { bytes[offset] == 0x7C && (offset == 0 || bytes[offset - 1] != 0x5C) }
        var position = start
        while position < end, isBlank(position) { position += 1 }
        if position < end, isPipe(position) { position += 1 }
        var result: [MarkdownTableCellLocator.CellBytes] = []
        func append(_ segment: Range<Int>) {
            var first = segment.lowerBound
            var last = segment.upperBound - 1
            while first <= last, isBlank(first) { first += 1 }
            while last >= first, isBlank(last) { last -= 1 }
            result.append(first > last
                ? .init(first: segment.lowerBound, last: segment.lowerBound, isEmpty: true)
                : .init(first: first, last: last, isEmpty: false))
        }
        var segmentStart = position
        for offset in position..<end where isPipe(offset) {
            append(segmentStart..<offset)
            segmentStart = offset + 1
        }
        let rest = segmentStart..<max(segmentStart, end)
        if result.isEmpty || !rest.allSatisfy(isBlank) { append(rest) }
        return result
    }
}
