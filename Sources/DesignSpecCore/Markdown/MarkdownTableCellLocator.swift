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
        var result: [CellBytes] = []
        forEachCell(in: line, row: row) { result.append($0) }
        return result
    }

    /// Calls `body` with each cell of the row occupying `row`, in order, without gathering
    /// them: the converter gives each its range as it is found.
    static func forEachCell(in line: ArraySlice<UInt8>, row: Range<Int>, _ body: (CellBytes) -> Void) {
        // On the bytes in place: every byte of a row is looked at, most more than once.
        line.withUnsafeBufferPointer { forEachCell(in: $0, row: row, body) }
    }

    private static func forEachCell(in line: UnsafeBufferPointer<UInt8>, row: Range<Int>, _ body: (CellBytes) -> Void) {
        let start = max(row.lowerBound, 0)
        let end = min(row.upperBound, line.count)
        guard start < end else { return }
        func isBlank(_ offset: Int) -> Bool { line[offset].isSpaceOrTab }
        func isPipe(_ offset: Int) -> Bool { line[offset] == 0x7C && (offset == 0 || line[offset - 1] != 0x5C) }

        var position = start
        while position < end, isBlank(position) { position += 1 }
        if position < end, isPipe(position) { position += 1 }

        var found = 0
        /// Calls `body` with the cell of `segment`, trimmed of blanks.
        func cell(_ segment: Range<Int>) {
            var first = segment.lowerBound
            var last = segment.upperBound - 1
            while first <= last, isBlank(first) { first += 1 }
            while last >= first, isBlank(last) { last -= 1 }
            found += 1
            if first > last {
                body(CellBytes(first: segment.lowerBound, last: segment.lowerBound, isEmpty: true))
            } else {
                body(CellBytes(first: first, last: last, isEmpty: false))
            }
        }
        var segmentStart = position
        var offset = position
        while offset < end {
            // Eight bytes at a time up to the next `|` (a byte of it is 0 after the XOR; the
            // lowest zero byte found is exact, see `MarkdownSourceText.init`).
            if offset + 8 <= end {
                let word = UnsafeRawPointer(line.baseAddress! + offset).loadUnaligned(as: UInt64.self) ^ 0x7C7C_7C7C_7C7C_7C7C
                let pipes = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
                if pipes == 0 {
                    offset += 8
                    continue
                }
                offset += pipes.trailingZeroBitCount / 8
            }
            if isPipe(offset) {
                cell(segmentStart..<offset)
                segmentStart = offset + 1
            }
            offset += 1
        }
        let endedWithPipe = found > 0
        let rest = segmentStart..<max(segmentStart, end)
        if !(endedWithPipe && rest.allSatisfy(isBlank)) {
            cell(rest)
        }
    }
}
