/// A ```swift block of a recipe.
public struct RecipeCode: Hashable, Sendable {
    /// The code between the fences, as written.
    public var code: String
    /// The whole fenced block.
    public var range: SourceRange
    /// Where the first character of code is in the .md file.
    public var codeStart: SourceLocation
    /// The hit areas the scanner laid out in the code (controls, gestures, top-level views).
    public var hitAreas: [RecipeHitArea]
    /// Whether the scanner found an interactive element in the code.
    public var hasInteractiveElement: Bool

    /// The block `code` at `range`, its first character at `codeStart`.
    public init(code: String, range: SourceRange, codeStart: SourceLocation, hitAreas: [RecipeHitArea], hasInteractiveElement: Bool) {
        self.code = code
        self.range = range
        self.codeStart = codeStart
        self.hitAreas = hitAreas
        self.hasInteractiveElement = hasInteractiveElement
    }
}
