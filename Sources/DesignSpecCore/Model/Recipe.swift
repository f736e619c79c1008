/// A component recipe: a heading whose own section (up to the next heading of any level)
/// holds a ```swift block (DESIGN.md, "Component recipes"). Usage snippets are recipes
/// too by this rule; they are harmless.
public struct Recipe: Hashable, Sendable {
    /// The heading's text.
    public var name: String
    /// The heading's anchor on the doc page.
    public var anchor: String
    /// Where the heading is.
    public var headingRange: SourceRange
    /// The section's swift blocks, in order.
    public var codeBlocks: [RecipeCode]
    /// The section's bullets as written (facts included), in order.
    public var notes: [RecipeNote]
    /// The `key: value` bullets, parsed.
    public var facts: [RecipeFact]
    /// Literals found in the code blocks, with their positions in the .md file.
    public var literals: [RecipeLiteral]
    /// Token names found in the code, bound like table names.
    public var tokenReferences: [RecipeTokenUse]
    /// Code the scanner skipped (it never fails).
    public var skipped: [SourceRange]
    /// Whether the recipe is for an interactive element: the scan found one (a `Button`,
    /// `.onTapGesture`, a `Toggle`, ...) or the heading's words name one (button, 버튼,
    /// fab, chip, 칩, toggle, 토글, link, 링크, tab, 탭).
    public var isInteractive: Bool
    /// Hints in HTML comments right after the heading or right before a code block.
    public var hints: [DocHint]

    /// A recipe under the heading `name`, with what its section holds.
    public init(name: String, anchor: String, headingRange: SourceRange, codeBlocks: [RecipeCode], notes: [RecipeNote],
                facts: [RecipeFact], literals: [RecipeLiteral], tokenReferences: [RecipeTokenUse], skipped: [SourceRange],
                isInteractive: Bool, hints: [DocHint]) {
        self.name = name
        self.anchor = anchor
        self.headingRange = headingRange
        self.codeBlocks = codeBlocks
        self.notes = notes
        self.facts = facts
        self.literals = literals
        self.tokenReferences = tokenReferences
        self.skipped = skipped
        self.isInteractive = isInteractive
        self.hints = hints
    }
}

/// A token name found in recipe code and what it was bound to.
public struct RecipeTokenUse: Hashable, Sendable {
    /// The name as the code writes it, and where.
    public var reference: RecipeTokenReference
    /// The token it names, or why it names none.
    public var binding: TokenBinding

    /// The name `reference`, bound as `binding`.
    public init(reference: RecipeTokenReference, binding: TokenBinding) {
        self.reference = reference
        self.binding = binding
    }
}
