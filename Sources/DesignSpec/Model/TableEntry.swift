/// One entry of a token or usage table: usually one row; a row whose name cell is blank
/// continues the token above (a typography token over several rows, one per property).
public struct TableEntry: Hashable, Sendable {
    public var name: NameCell?
    public var aliasTarget: NameCell?
    public var values: [ValueCell]
    /// The description cells' text (joined with ` / ` when there are several), or the use
    /// of a usage row.
    public var description: String?
    /// From the first to the last source row of the entry.
    public var range: SourceRange

    public init(name: NameCell?, aliasTarget: NameCell?, values: [ValueCell], description: String?, range: SourceRange) {
        self.name = name
        self.aliasTarget = aliasTarget
        self.values = values
        self.description = description
        self.range = range
    }
}
