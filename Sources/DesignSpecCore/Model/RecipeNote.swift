/// A bullet of a recipe's section, as written (markup dropped).
public struct RecipeNote: Hashable, Sendable {
    public var text: String
    public var range: SourceRange

    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}
