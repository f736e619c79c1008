/// A cell that names a token, and what it was bound to.
public struct NameCell: Hashable, Sendable {
    /// The cell's text without markup (backticks dropped).
    public var text: String
    public var range: SourceRange
    public var binding: TokenBinding

    public init(text: String, range: SourceRange, binding: TokenBinding) {
        self.text = text
        self.range = range
        self.binding = binding
    }
}
