/// One entry of a token or usage table: usually one row; a row whose name cell is blank
/// continues the token above (a typography token over several rows, one per property).
public struct TableEntry: Hashable, Sendable {
    /// The cell naming the entry's token; nil for a usage row.
    public var name: NameCell?
    /// The second name column's cell when it names the token's alias target.
    public var aliasTarget: NameCell?
    /// The second name column's names when they are the tokens that alias this one
    /// (`Base | Semantic`).
    public var aliasedBy: [NameCell]
    /// The second name column's cells, one per row, when they name the parts of a
    /// composite token.
    public var parts: [NameCell]
    /// The value cells, one per value column (and per property row).
    public var values: [ValueCell]
    /// The description cells' text (joined with ` / ` when there are several), or the use
    /// of a usage row.
    public var description: String?
    /// From the first to the last source row of the entry.
    public var range: SourceRange

    /// An entry naming `name`, with its cells and `description`, over `range`.
    public init(name: NameCell?, aliasTarget: NameCell?, aliasedBy: [NameCell] = [], parts: [NameCell] = [],
                values: [ValueCell], description: String?, range: SourceRange) {
        self.name = name
        self.aliasTarget = aliasTarget
        self.aliasedBy = aliasedBy
        self.parts = parts
        self.values = values
        self.description = description
        self.range = range
    }
}
