/// The hit area of a view of recipe code that can be tapped, as SwiftUI lays it out
/// (`SwiftLayout`): a `Button`, `Link`, `NavigationLink`, `Toggle`, `Menu`, … sized by its
/// label and its own modifiers, a view with `.onTapGesture` sized up to the gesture, or a
/// top-level view of the code block (the control of a recipe named like one). Found by the
/// scanner while it reads the block, for `tap-target`, so the check does not read the code
/// again.
public struct RecipeHitArea: Hashable, Sendable {
    /// Width and height in points; nil when the code does not decide it (a text, an image
    /// or a custom view of unknown size, a frame that fills its container).
    public var width: Double?
    /// Height in points, as `width`.
    public var height: Double?
    /// The call that decided the size last (`.frame(width: 36, height: 36)` of the label,
    /// the `.padding(4)` that grew it), in the .md file; nil when neither side is known.
    public var decidedBy: SourceRange?
    /// The element is interactive by itself (a control, a gesture, a button style).
    public var isInteractiveElement: Bool
    /// The element is a view of the code block itself, inside no bracket.
    public var isTopLevel: Bool
    /// The first token of the element's chain, as a code position: one element per chain.
    public var chainStart: Int

    /// A hit area of `width` by `height` points, decided by the call at `decidedBy`.
    public init(width: Double?, height: Double?, decidedBy: SourceRange?, isInteractiveElement: Bool, isTopLevel: Bool,
                chainStart: Int) {
        self.width = width
        self.height = height
        self.decidedBy = decidedBy
        self.isInteractiveElement = isInteractiveElement
        self.isTopLevel = isTopLevel
        self.chainStart = chainStart
    }

    /// The hit areas of the code `scanner` read: every control, every gesture's view, and
    /// every top-level view, in code order, one per chain.
    static func hitAreas(in scanner: SwiftScanner) -> [RecipeHitArea] {
        let tokens = scanner.tokens
        let layout = SwiftLayout(scanner: scanner)
        var areas: [Int: RecipeHitArea] = [:]
        func add(_ start: Int, end: Int, interactive: Bool, topLevel: Bool) {
            if var known = areas[start] {
                known.isInteractiveElement = known.isInteractiveElement || interactive
                known.isTopLevel = known.isTopLevel || topLevel
                areas[start] = known
                return
            }
            let size = layout.size(ofChain: start, through: end)
            areas[start] = RecipeHitArea(width: size.width, height: size.height,
                                         decidedBy: size.decidedBy.map { scanner.range($0.first, $0.last) },
                                         isInteractiveElement: interactive, isTopLevel: topLevel, chainStart: start)
        }
        for (i, token) in tokens.enumerated() where token.isIdentifier {
            let afterDot = i > 0 && tokens[i - 1].isPunctuation(".")
            if !afterDot, SwiftScanner.interactiveViews.contains(token.text) {
                add(i, end: scanner.chainEnd(from: i), interactive: true, topLevel: false)
            } else if afterDot, SwiftScanner.interactiveModifiers.contains(token.text) {
                let start = scanner.chainStart(from: i - 1)
                // A gesture belongs to the view it modifies; a button style to the whole chain.
                let end = token.text == "buttonStyle" ? scanner.chainEnd(from: i) : i - 2
                if end >= start { add(start, end: end, interactive: true, topLevel: false) }
            }
        }
        for start in layout.statements(in: 0..<tokens.count) ?? [] where tokens[start].isIdentifier {
            add(start, end: scanner.chainEnd(from: start), interactive: false, topLevel: true)
        }
        return areas.keys.sorted().map { areas[$0]! }
    }
}
