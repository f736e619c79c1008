/// A column of a doc table and what it holds.
public struct TableColumn: Hashable, Sendable {
    public enum Role: Hashable, Sendable {
        /// Token names.
        case name
        /// The second name column of `Semantic token | Base token | Raw value`: the alias
        /// target of the first.
        case aliasTarget
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
    public var role: Role
    public var range: SourceRange

    public init(header: String, role: Role, range: SourceRange) {
        self.header = header
        self.role = role
        self.range = range
    }
}
