/// A `.frame(...)` call of recipe code and the view it sizes, found with the recipe
/// scanner's tokenizer: which chain it belongs to, and whether that chain is an
/// interactive element (a `Button`, a view with `.onTapGesture`, ...) or the top-level
/// view of the code block.
struct RecipeFrame: Sendable {
    /// The whole call, `.frame(width: 36, height: 36)`, in the .md file.
    var range: SourceRange
    /// The first token of the chain the call modifies (`Image` of `Image(...).frame(...)`),
    /// as a code position: every frame of one view shares it.
    var chainStart: Int
    /// The chain's root view is interactive, or the chain has an interactive modifier.
    var isInteractiveElement: Bool
    /// The chain is not inside any bracket: it is the code block's view itself.
    var isTopLevel: Bool

    /// The frames of one code block, and whether the scanner found any interactive element.
    static func frames(in code: RecipeCode) -> (frames: [RecipeFrame], hasInteractiveElement: Bool) {
        var scanner = SwiftScanner(code: code.code, origin: code.codeStart)
        scanner.markInteractive()
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
        return (frames, scanner.result.hasInteractiveElement)
    }
}
