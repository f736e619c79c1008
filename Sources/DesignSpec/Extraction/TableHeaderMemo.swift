/// The header rows read so far, by their cells' texts and the hints before the table: docs
/// repeat the same few headers (`Token | Value | Use Case` in every doc of a drift-heavy
/// repo), and reading one looks every cell up in the vocabulary, twice lower-cased and
/// trimmed (drift1000: 3000 tables, ~11,000 instructions each). A header's roles and notes
/// depend on the texts alone, for the token set's modes this memo is made with; only the
/// columns' ranges are the table's own, set on each answer. Shared by every thread that
/// extracts (`SharedMemo`); holds at most `capacity` headers, then only answers.
struct TableHeaderMemo: Sendable {
    /// Lower-cased mode name → the token set's spelling (`TokenNameIndex.modes`).
    let modes: [String: String]
    private let headers: SharedMemo<Key, TableColumnReader.Header>

    /// What a header's reading depends on, besides the modes. The texts compare by their
    /// UTF-8 bytes, not as strings do (by canonical equivalence): the columns keep the
    /// texts as written, so `é` and `e` with an accent are two headers. Hashing bytes
    /// also skips the normalization a Korean header's string hash went through.
    private struct Key: Hashable, Sendable {
        let written: [String]
        let hasTokensHint: Bool
        let hasScaleHint: Bool

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hasTokensHint == rhs.hasTokensHint && lhs.hasScaleHint == rhs.hasScaleHint
                && lhs.written.count == rhs.written.count
                && zip(lhs.written, rhs.written).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hasTokensHint)
            hasher.combine(hasScaleHint)
            hasher.combine(written.count)
            for text in written {
                var text = text
                // Each text's length first: no two rows of texts hash their bytes alike.
                hasher.combine(text.utf8.count)
                text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            }
        }
    }

    init(modes: [String: String], capacity: Int = 4096) {
        self.modes = modes
        headers = SharedMemo(capacity: capacity)
    }

    /// `TableColumnReader.read(table, modes:hasTokensHint:hasScaleHint:)`, read once per
    /// different header row.
    func read(_ table: Markdown.Table, hasTokensHint: Bool, hasScaleHint: Bool) -> TableColumnReader.Header {
        let cells = table.header.cells
        let written = cells.map(\.plainText)
        let key = Key(written: written, hasTokensHint: hasTokensHint, hasScaleHint: hasScaleHint)
        var header = headers.value(for: key) {
            TableColumnReader.read(written: written, ranges: cells.map(\.range), modes: modes,
                                   hasTokensHint: hasTokensHint, hasScaleHint: hasScaleHint)
        }
        // Set at once: each change of `columns` works out the positions of the roles again.
        var columns = header.columns
        for index in columns.indices { columns[index].range = cells[index].range }
        header.columns = columns
        return header
    }

    /// How many headers are kept (for tests).
    var count: Int { headers.count }
}
