/// A bullet of a recipe's section, as written (markup dropped).
public struct RecipeNote: Hashable, Sendable {
    /// The bullet's text, markup dropped.
    public var text: String
    /// Where the bullet is.
    public var range: SourceRange

    /// The bullet `text` at `range`.
    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}
