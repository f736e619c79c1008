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
    /// bytes (`ExactText`): the columns keep the texts as written, so `é` and `e` with an
    /// accent are two headers.
    private struct Key: Hashable, Sendable {
        let written: [ExactText]
        let hasTokensHint: Bool
        let hasScaleHint: Bool
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
        let key = Key(written: written.map(ExactText.init), hasTokensHint: hasTokensHint, hasScaleHint: hasScaleHint)
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
