/// Makes a file's edits on its bytes: each edit replaces exactly the bytes of its text,
/// nothing else in the file changes. In an aligned table (`TableLayout`), the cell's
/// trailing padding grows or shrinks by the change in width, so the row's pipes stay
/// where they were; when the new text does not fit in the padding, one space is kept
/// before the pipe and the rest of that row moves; no other row changes.
package enum CellEditApplier {
    /// The bytes of `source` with `edits` (all in this file, one per cell) made.
    package static func apply(_ edits: [CellEdit], to source: FixSourceFile) -> [UInt8] {
        var splices: [(range: Range<Int>, bytes: [UInt8])] = []
        var aligned: [ClosedRange<Int>: Bool] = [:]
        for edit in edits {
            guard let (characters, offsets) = source.characters(ofLine: edit.line),
                  edit.columns.lowerBound >= 1, edit.columns.upperBound <= characters.count,
                  edit.cellEndColumn >= edit.columns.upperBound, edit.cellEndColumn <= characters.count else { continue }
            splices.append((offsets[edit.columns.lowerBound - 1]..<offsets[edit.columns.upperBound], Array(edit.newText.utf8)))
            if aligned[edit.tableLines] == nil { aligned[edit.tableLines] = TableLayout.isAligned(edit.tableLines, in: source) }
            guard aligned[edit.tableLines] == true else { continue }
            var padding = 0
            while edit.cellEndColumn + padding < characters.count, characters[edit.cellEndColumn + padding] == " " { padding += 1 }
            guard edit.cellEndColumn + padding < characters.count, characters[edit.cellEndColumn + padding] == "|" else { continue }
            let change = TableLayout.width(of: edit.newText) - TableLayout.width(of: edit.oldText)
            let paddingStart = offsets[edit.cellEndColumn]
            if change < 0 {
                splices.append((paddingStart..<paddingStart, Array(repeating: 0x20, count: -change)))
            } else if change > 0 {
                // Fits: the pipe stays. Does not: the row grows by as little as it can.
                splices.append((paddingStart..<(paddingStart + min(change, padding - 1)), []))
            }
        }
        var bytes = source.bytes
        for splice in splices.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(splice.range, with: splice.bytes)
        }
        return bytes
    }
}
