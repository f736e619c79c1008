extension ValueParser {
    private static let swiftRoots: Set<String> = ["Color", "UIColor", "Animation", "AnyTransition"]

    /// `.name…`, `Color…`, `Animation…`, or a bare system color or curve name (`blue`,
    /// `accentColor.opacity(0.15)`, `easeOut`).
    static func looksLikeSwift(_ text: Text) -> Bool {
        let chars = text.chars
        guard let first = text.first else { return false }
        if first == "." { return text.start + 1 < text.end && chars[text.start + 1].isLetter }
        guard first.isLetter, first.isASCII else { return false }
        var i = text.start
        while i < text.end, chars[i].isLetter || chars[i].isNumber { i += 1 }
        let word = String(chars[text.start..<i])
        let follows = i == text.end || chars[i] == "." || chars[i] == "("
        guard follows else { return false }
        return swiftRoots.contains(word) || SwiftUIColor.named(word) != nil || SwiftUICurve.timing(word) != nil
            || SwiftUICurve.spring(word) != nil
    }

    /// A whole SwiftUI expression, read with the recipe scanner's tokenizer and evaluator.
    static func parseSwift(_ text: Text) -> Attempt {
        let tokenizer = SwiftTokenizer(text.string)
        guard tokenizer.skipped.isEmpty, !tokenizer.tokens.isEmpty else { return .no }
        var parser = SwiftExpressionParser(tokens: tokenizer.tokens, brackets: SwiftBrackets(tokenizer.tokens))
        guard let expression = parser.parse(at: 0), expression.tokens.upperBound == tokenizer.tokens.count else { return .no }
        let evaluator = SwiftValueEvaluator(allowsBareNames: true)
        return evaluator.value(expression).map { .value($0) } ?? .no
    }
}
