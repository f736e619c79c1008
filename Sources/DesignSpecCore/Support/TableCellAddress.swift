/// Where a cell is in the model: the doc (its index in the model's docs), the table, the
/// entry (row), and which of the entry's cells.
public struct TableCellAddress: Hashable, Sendable {
    /// Which cell of an entry.
    public enum Cell: Hashable, Sendable {
        /// The cell naming the entry's token.
        case name
        /// The second name column's cell naming the alias target (`Token | Base token`).
        case aliasTarget
        /// The second name column's name at this index, of a token aliasing the entry's (`Base | Semantic`).
        case aliasedBy(Int)
        /// The second name column's cell at this index, naming a part of the composite.
        case part(Int)
        /// The value cell at this index.
        case value(Int)
        /// The `{group.token}` reference written as the value cell at this index.
        case reference(Int)
    }

    /// The doc's index among the model's docs.
    public var doc: Int
    /// The table's index among the doc's tables.
    public var table: Int
    /// The entry's index among the table's entries.
    public var entry: Int
    /// Which cell of the entry.
    public var cell: Cell

    /// The `cell` of entry `entry` of table `table` of doc `doc`.
    public init(doc: Int, table: Int, entry: Int, cell: Cell) {
        self.doc = doc
        self.table = table
        self.entry = entry
        self.cell = cell
    }

    /// The address of another cell of the same entry.
    public func sibling(_ cell: Cell) -> TableCellAddress {
        TableCellAddress(doc: doc, table: table, entry: entry, cell: cell)
    }
}
