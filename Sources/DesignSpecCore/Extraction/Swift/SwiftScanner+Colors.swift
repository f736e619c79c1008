extension SwiftScanner {
    private static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor"]

    /// Whether the token before `index` ends an operand, so a `.` at `index` is a member
    /// access rather than the start of an implicit member expression.
    private func followsOperand(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        let p = tokens[index - 1]
        return p.kind == .identifier || p.kind == .number || p.kind == .string || p.isCloser
            || (p.kind == .keyword && (p.text == "self" || p.text == "Self"))
            || ((p.text == "?" || p.text == "!") && !p.spaceBefore)
    }

    /// A color expression starting here: `Color.accentColor.opacity(0.15)`,
    /// `Color(.systemGray5).opacity(0.6)`, `.blue`, `.black.opacity(0.06)`.
    mutating func findColor(at i: Int) {
        let t = tokens[i]
        let starts: Bool
        if t.isIdentifier {
            starts = Self.colorTypes.contains(t.text) && !(i > 0 && tokens[i - 1].isPunctuation("."))
        } else if t.isPunctuation("."), i + 1 < tokens.count, tokens[i + 1].isIdentifier, !tokens[i + 1].spaceBefore {
            starts = SwiftUIColor.named(tokens[i + 1].text) != nil && !followsOperand(i)
        } else {
            starts = false
        }
        guard starts else { return }
        var parser = SwiftExpressionParser(tokens: tokens, brackets: brackets)
        let parsed = parser.parsePostfix(at: i)
        if parser.tooDeep, let parsed {
            skip(i, parsed.tokens.upperBound - 1)
            colorsCoveredUntil = parsed.tokens.upperBound
        }
        guard let expression = parsed, let color = evaluator.color(expression) else { return }
        emit(.color, .color(color), expression.tokens, context: enclosingContext(of: expression.tokens))
        colorsCoveredUntil = expression.tokens.upperBound
    }

    /// A curve written outside `withAnimation`/`.animation`: `.spring(…)`, `.easeIn(…)`,
    /// `Animation.easeOut`.
    mutating func findAnimation(at i: Int) {
        guard !animationStarts.contains(i), !isSkipped(i), i + 1 < tokens.count else { return }
        let t = tokens[i], next = tokens[i + 1]
        let starts: Bool
        if t.isPunctuation("."), next.isIdentifier, !followsOperand(i), i + 2 < tokens.count, tokens[i + 2].isPunctuation("(") {
            starts = SwiftUICurve.timing(next.text) != nil || SwiftUICurve.spring(next.text) != nil || next.text == "timingCurve"
        } else {
            starts = t.isIdentifier && t.text == "Animation" && next.isPunctuation(".") && !(i > 0 && tokens[i - 1].isPunctuation("."))
        }
        guard starts else { return }
        var parser = SwiftExpressionParser(tokens: tokens, brackets: brackets)
        let parsed = parser.parsePostfix(at: i)
        if parser.tooDeep, let parsed { skip(i, parsed.tokens.upperBound - 1) }
        guard let expression = parsed, let animation = evaluator.animation(expression) else { return }
        animationStarts.insert(i)
        emit(.animation, .animation(animation), expression.tokens, context: enclosingContext(of: expression.tokens))
    }
}
