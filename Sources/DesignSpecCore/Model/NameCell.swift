/// A cell that names a token, and what it was bound to.
public struct NameCell: Hashable, Sendable {
    /// The cell's text without markup (backticks dropped).
    public var text: String
    /// Where the cell is.
    public var range: SourceRange
    /// The token the text names, or why it names none.
    public var binding: TokenBinding

    /// A cell with `text` at `range`, bound as `binding`.
    public init(text: String, range: SourceRange, binding: TokenBinding) {
        self.text = text
        self.range = range
        self.binding = binding
    }
}
