extension SwiftScanner {
    static let interactiveViews: Set<String> = [
        "Button", "Toggle", "Link", "NavigationLink", "Menu", "Stepper", "Slider", "Picker", "DatePicker",
        "ColorPicker", "TextField", "SecureField", "TextEditor", "EditButton", "PasteButton", "ShareLink", "RenameButton",
    ]
    static let interactiveModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "highPriorityGesture", "simultaneousGesture", "buttonStyle",
    ]

    /// Marks the tokens of interactive elements (see the type's documentation).
    mutating func markInteractive() {
        var depth = Array(repeating: 0, count: tokens.count + 1)
        for (i, t) in tokens.enumerated() where t.isIdentifier {
            let afterDot = i > 0 && tokens[i - 1].isPunctuation(".")
            var region: (Int, Int)?
            if !afterDot, Self.interactiveViews.contains(t.text) {
                region = (i, chainEnd(from: i))
            } else if afterDot, Self.interactiveModifiers.contains(t.text) {
                region = (chainStart(from: i - 1), chainEnd(from: i))
            }
            if let (a, b) = region {
                depth[a] += 1
                depth[b + 1] -= 1
                result.hasInteractiveElement = true
            }
        }
        var running = 0
        interactive = tokens.indices.map { i in
            running += depth[i]
            return running > 0
        }
    }

    /// Whether the token can be the receiver of a following `.member` or call.
    private func isOperand(_ t: SwiftToken) -> Bool {
        t.kind == .identifier || t.kind == .number || t.kind == .string || t.isCloser
            || (t.kind == .keyword && (t.text == "self" || t.text == "Self"))
            || ((t.text == "?" || t.text == "!") && t.kind == .punctuation && !t.spaceBefore)
    }

    /// The first token of the postfix chain (receiver, members, calls, trailing closures)
    /// that the token at `index` belongs to. Iterative.
    func chainStart(from index: Int) -> Int {
        var p = index
        while p > 0 {
            let t = tokens[p], previous = tokens[p - 1]
            if t.isPunctuation(".") {
                guard isOperand(previous) else { break }
                p = previous.isCloser ? (brackets.partner[p - 1] ?? p - 1) : p - 1
            } else if t.isOpener {
                guard previous.endLine == t.line, previous.kind == .identifier || previous.isCloser else { break }
                p = previous.isCloser ? (brackets.partner[p - 1] ?? p - 1) : p - 1
            } else if t.isIdentifier, previous.isPunctuation(".") {
                p -= 1
            } else if (t.text == "?" || t.text == "!") && t.kind == .punctuation && !t.spaceBefore {
                p -= 1
            } else {
                break
            }
        }
        return p
    }

    /// The last token of the postfix chain that continues after the token at `index`:
    /// calls and trailing closures on the same line, labelled trailing closures,
    /// `.member`s on any line.
    func chainEnd(from index: Int) -> Int {
        var e = index
        while e + 1 < tokens.count {
            let next = tokens[e + 1]
            if next.isOpener, next.line == tokens[e].endLine, let partner = brackets.partner[e + 1] {
                e = partner
            } else if tokens[e].isPunctuation("}"), next.isIdentifier, e + 3 < tokens.count,
                      tokens[e + 2].isPunctuation(":"), tokens[e + 3].isPunctuation("{"),
                      let partner = brackets.partner[e + 3] {
                e = partner   // a labelled trailing closure: `Button { … } label: { … }`
            } else if next.isPunctuation("."), e + 2 < tokens.count, tokens[e + 2].isIdentifier {
                e += 2
            } else if (next.text == "?" || next.text == "!") && next.kind == .punctuation && !next.spaceBefore {
                e += 1
            } else {
                break
            }
        }
        return e
    }
}
