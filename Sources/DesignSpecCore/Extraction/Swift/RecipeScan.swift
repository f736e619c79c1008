/// What `SwiftScanner` found in a recipe's code: the design literals, the token names, and
/// the spans it could not read. All ranges are in the Markdown file.
public struct RecipeScan: Hashable, Sendable {
    /// The design literals, in source order.
    public var literals: [RecipeLiteral]
    /// The token names, in source order.
    public var tokenReferences: [RecipeTokenReference]
    /// Code the scanner did not understand and left alone: unterminated strings and
    /// comments, stray characters, unbalanced brackets, nesting deeper than it reads.
    public var skipped: [SourceRange]
    /// Whether the code holds an interactive element (a `Button`, `Toggle`, `Link`,
    /// `NavigationLink`, `Menu`, …, or a chain with `.onTapGesture`/`.buttonStyle`).
    public var hasInteractiveElement: Bool
    /// The hit areas of its controls, gestures and top-level views.
    public var hitAreas: [RecipeHitArea]

    /// A scan that found `literals`, `tokenReferences` and `hitAreas`, and could not read `skipped`.
    public init(literals: [RecipeLiteral] = [], tokenReferences: [RecipeTokenReference] = [], skipped: [SourceRange] = [],
                hasInteractiveElement: Bool = false, hitAreas: [RecipeHitArea] = []) {
        self.literals = literals
        self.tokenReferences = tokenReferences
        self.skipped = skipped
        self.hasInteractiveElement = hasInteractiveElement
        self.hitAreas = hitAreas
    }
}

/// One literal that matters for design, e.g. the `36` of `.frame(width: 36, height: 36)`.
public struct RecipeLiteral: Hashable, Sendable {
    /// What the literal sets: padding, a frame's width, a corner radius, an animation…
    public var kind: LiteralKind
    /// Lengths are `.dimension(pt)`, opacities and scales `.number`, times `.duration`,
    /// curves `.animation`, colors `.color` (alpha included), `.frame(maxWidth: .infinity)`
    /// an infinite dimension.
    public var value: DesignValue
    /// The literal's exact place: the number, or the whole color/animation expression.
    public var range: SourceRange
    /// The call it is an argument of, whitespace collapsed: `.frame(width: 36, height: 36)`.
    public var context: String
    /// Inside an interactive element (see `SwiftScanner`).
    public var isInteractive: Bool

    /// The literal `value` of `kind` at `range`, an argument of `context`.
    public init(kind: LiteralKind, value: DesignValue, range: SourceRange, context: String, isInteractive: Bool) {
        self.kind = kind
        self.value = value
        self.range = range
        self.context = context
        self.isInteractive = isInteractive
    }
}

/// A token named in code: a dotted name from an uppercase root that is not a SwiftUI or
/// Foundation type (`AppTheme.Spacing.medium`, `SemanticColor.Bg.Neutral.default`,
/// `Typography.heading1`). The name ends at its first lowercase segment, so
/// `SemanticColor.Stroke.Brand.default.cgColor` names `SemanticColor.Stroke.Brand.default`.
public struct RecipeTokenReference: Hashable, Sendable {
    /// The name as written in code: `AppTheme.Spacing.medium`.
    public var name: String
    /// Where the name is in the .md file.
    public var range: SourceRange
    /// What it sets, when it is a whole argument the scanner knows
    /// (`.padding(.vertical, AppTheme.Spacing.medium)` → padding vertical).
    public var kind: LiteralKind?
    /// The call it is an argument of, when it is one.
    public var context: String?
    /// Inside an interactive element (see `SwiftScanner`).
    public var isInteractive: Bool

    /// The reference `name` at `range`, setting `kind` in the call `context` when known.
    public init(name: String, range: SourceRange, kind: LiteralKind?, context: String?, isInteractive: Bool) {
        self.name = name
        self.range = range
        self.kind = kind
        self.context = context
        self.isInteractive = isInteractive
    }
}
