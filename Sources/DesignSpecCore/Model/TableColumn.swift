/// A column of a doc table and what it holds.
public struct TableColumn: Hashable, Sendable {
    /// What a column holds.
    public enum Role: Hashable, Sendable {
        /// Token names.
        case name
        /// The second name column of `Semantic token | Base token | Raw value`: the alias
        /// target of the first.
        case aliasTarget
        /// The second name column of `Base | Semantic | 값`: the tokens that alias the
        /// first (one or several per cell).
        case aliasedBy
        /// The second name column of a composite token over several rows
        /// (`typography.heading1 | typography.base.weight.bold | 700`): the token each
        /// row's part of the composite references.
        case part
        /// A property label of a multi-row token (`토큰 | 항목 | 값`: `항목`).
        case property
        /// A value column; `mode` is the mode it gives (`iphone`, `dark`), lower-cased, or
        /// nil for the default mode.
        case value(mode: String?)
        /// A use case or description.
        case description
        case other
    }

    /// The header cell's text.
    public var header: String
    /// What the column was read as.
    public var role: Role
    /// The header cell.
    public var range: SourceRange
    /// How a second name column was read, and from what (the headers, the tokens), for
    /// `designspec model`; nil for other columns.
    public var reading: String?
    /// For a value column headed by a part of a composite token (`Size`, `행간`, `Blur`):
    /// the field names it may have in the token file (`fontSize`; `offsetX`, `x`), else
    /// empty.
    public var fields: [String]

    /// A column headed `header` at `range`, read as `role`.
    public init(header: String, role: Role, range: SourceRange, reading: String? = nil, fields: [String] = []) {
        self.header = header
        self.role = role
        self.range = range
        self.reading = reading
        self.fields = fields
    }
}
