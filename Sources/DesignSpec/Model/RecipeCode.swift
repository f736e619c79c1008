/// A ```swift block of a recipe.
public struct RecipeCode: Hashable, Sendable {
    public var code: String
    /// The whole fenced block.
    public var range: SourceRange
    /// Where the first character of code is in the .md file.
    public var codeStart: SourceLocation

    public init(code: String, range: SourceRange, codeStart: SourceLocation) {
        self.code = code
        self.range = range
        self.codeStart = codeStart
    }
}
