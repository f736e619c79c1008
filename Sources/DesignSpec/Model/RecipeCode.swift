/// A ```swift block of a recipe.
public struct RecipeCode: Hashable, Sendable {
    public var code: String
    /// The whole fenced block.
    public var range: SourceRange
    /// Where the first character of code is in the .md file.
    public var codeStart: SourceLocation
    /// The `.frame(...)` calls the scanner found in the code.
    public var frames: [RecipeFrame]
    /// Whether the scanner found an interactive element in the code.
    public var hasInteractiveElement: Bool

    public init(code: String, range: SourceRange, codeStart: SourceLocation, frames: [RecipeFrame], hasInteractiveElement: Bool) {
        self.code = code
        self.range = range
        self.codeStart = codeStart
        self.frames = frames
        self.hasInteractiveElement = hasInteractiveElement
    }
}
