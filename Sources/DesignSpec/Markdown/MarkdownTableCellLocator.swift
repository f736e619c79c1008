/// Finds where each cell of a table row is, from the row's source line.
///
/// cmark-gfm 0.29 reports a cell's range with its padding (`| 속성 |` gives the spaces
/// too) and no range at all for the cells it adds to pad a short row, so the parser splits
/// the row itself, as cmark does: on every `|` not preceded by a backslash, leading and
/// trailing pipes excluded, each cell trimmed of spaces and tabs.
enum MarkdownTableCellLocator {
    /// A cell's bytes within its line: `first...last` (0-based), or an empty cell at `first`.
    struct CellBytes: Equatable {
        var first: Int
        var last: Int
        var isEmpty: Bool
    }

    /// The cells of a row occupying `row` (0-based byte offsets within `line`).
    static func cells(in line: ArraySlice<UInt8>, row: Range<Int>) -> [CellBytes] {
        // On the bytes in place: every byte of a row is looked at, most more than once.
        line.withUnsafeBufferPointer { cells(in: $0, row: row) }
    }

    private static func cells(in line: UnsafeBufferPointer<UInt8>, row: Range<Int>) -> [CellBytes] {
        let start = max(row.lowerBound, 0)
        let end = min(row.upperBound, line.count)
        guard start < end else { return [] }
        func isBlank(_ offset: Int) -> Bool { line[offset].isSpaceOrTab }
        func isPipe(_ offset: Int) -> Bool { line[offset] == 0x7C && (offset == 0 || line[offset - 1] != 0x5C) }

        var position = start
        while position < end, isBlank(position) { position += 1 }
        if position < end, isPipe(position) { position += 1 }

        var result: [CellBytes] = []
        /// Appends the cell of `segment`, trimmed of blanks.
        func append(_ segment: Range<Int>) {
            var first = segment.lowerBound
            var last = segment.upperBound - 1
            while first <= last, isBlank(first) { first += 1 }
            while last >= first, isBlank(last) { last -= 1 }
            if first > last {
                result.append(CellBytes(first: segment.lowerBound, last: segment.lowerBound, isEmpty: true))
            } else {
                result.append(CellBytes(first: first, last: last, isEmpty: false))
            }
        }
        var segmentStart = position
        var offset = position
        while offset < end {
            if isPipe(offset) {
                append(segmentStart..<offset)
                segmentStart = offset + 1
            }
            offset += 1
        }
        let endedWithPipe = !result.isEmpty
        let rest = segmentStart..<max(segmentStart, end)
        if !(endedWithPipe && rest.allSatisfy(isBlank)) {
            append(rest)
        }
        return result
    }
}
