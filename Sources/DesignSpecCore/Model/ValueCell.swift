/// A value cell of a table, parsed.
public struct ValueCell: Hashable, Sendable {
    /// The column's mode, nil for the default mode.
    public var mode: String?
    /// A property label for multi-row tokens (`fontSize`, `lineHeight`), else nil.
    public var property: String?
    /// The cell's text without markup.
    public var text: String
    /// Where the cell is.
    public var range: SourceRange
    /// The parsed value; nil when the text is prose or written wrong.
    public var value: DesignValue?
    /// Why the text did not parse, when it looks like a value (`unknown unit 'ptt'`).
    public var error: String?
    /// The token whose value this cell states, for this mode, when there is one: the
    /// entry's token; with `<!-- tokens: g -->` and mode columns, `g.row.ipad` when such a
    /// token exists; with a property, the token itself (the property names the field).
    public var token: String?
    /// A `{group.token}` reference written as the cell's value: the token it names, which
    /// the cell's token must alias (for this mode), compared by `alias-mismatch`.
    public var reference: NameCell?

    /// The cell `text` at `range`, of `mode` and `property`, read as `value` (or not, for `error`), stating `token`'s value.
    public init(mode: String?, property: String?, text: String, range: SourceRange, value: DesignValue?,
                error: String?, token: String?, reference: NameCell? = nil) {
        self.reference = reference
        self.mode = mode
        self.property = property
        self.text = text
        self.range = range
        self.value = value
        self.error = error
        self.token = token
    }
}
