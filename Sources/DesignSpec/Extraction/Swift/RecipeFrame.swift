/// A `.frame(...)` call of recipe code and the view it sizes: which chain it belongs to,
/// and whether that chain is an interactive element (a `Button`, a view with
/// `.onTapGesture`, ...) or the top-level view of the code block. Found by the scanner
/// while it reads the block (`RecipeScan.frames`), for `tap-target`, so the check does not
/// read the code again.
public struct RecipeFrame: Hashable, Sendable {
    /// The whole call, `.frame(width: 36, height: 36)`, in the .md file.
    public var range: SourceRange
    /// The first token of the chain the call modifies (`Image` of `Image(...).frame(...)`),
    /// as a code position: every frame of one view shares it.
    public var chainStart: Int
    /// The chain's root view is interactive, or the chain has an interactive modifier.
    public var isInteractiveElement: Bool
    /// The chain is not inside any bracket: it is the code block's view itself.
    public var isTopLevel: Bool

    /// The frames of the code `scanner` read (its interactive marks made).
    static func frames(in scanner: SwiftScanner) -> [RecipeFrame] {
        let tokens = scanner.tokens
        var depth = Array(repeating: 0, count: tokens.count)
        var running = 0
        for (i, token) in tokens.enumerated() {
            if token.isCloser, scanner.brackets.partner[i] != nil { running -= 1 }
            depth[i] = running
            if token.isOpener, scanner.brackets.partner[i] != nil { running += 1 }
        }
        var frames: [RecipeFrame] = []
        for i in tokens.indices where i > 0 && i + 1 < tokens.count {
            guard tokens[i].isIdentifier, tokens[i].text == "frame", tokens[i - 1].isPunctuation("."),
                  tokens[i + 1].isPunctuation("("), let close = scanner.brackets.partner[i + 1] else { continue }
            let start = scanner.chainStart(from: i - 1)
            let end = scanner.chainEnd(from: start)
            let rootIsInteractive = tokens[start].isIdentifier && SwiftScanner.interactiveViews.contains(tokens[start].text)
            let hasInteractiveModifier = (start..<end).contains { k in
                k > 0 && tokens[k].isIdentifier && tokens[k - 1].isPunctuation(".")
                    && SwiftScanner.interactiveModifiers.contains(tokens[k].text)
            }
            frames.append(RecipeFrame(range: scanner.range(i - 1, close), chainStart: start,
                                      isInteractiveElement: rootIsInteractive || hasInteractiveModifier,
                                      isTopLevel: depth[start] == 0))
        }
        return frames
    }
}
