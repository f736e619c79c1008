/// The matching bracket of every `(`, `[`, `{` and `)`, `]`, `}` in a token list, found
/// with an explicit stack. Brackets without a partner map to nil and are reported.
struct SwiftBrackets: Sendable {
    /// For each token index, the index of its partner bracket, if it is a matched bracket.
    private(set) var partner: [Int?]
    /// Indices of brackets left without a partner, in order.
    private(set) var unmatched: [Int] = []

    init(_ tokens: [SwiftToken]) {
        partner = Array(repeating: nil, count: tokens.count)
        var stack: [Int] = []
        for (i, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                stack.append(i)
            case ")", "]", "}":
                let want = token.text == ")" ? "(" : token.text == "]" ? "[" : "{"
                if let position = stack.lastIndex(where: { tokens[$0].text == want }) {
                    // Openers above it were never closed.
                    unmatched.append(contentsOf: stack[(position + 1)...])
                    let open = stack[position]
                    stack.removeSubrange(position...)
                    partner[i] = open
                    partner[open] = i
                } else {
                    unmatched.append(i)
                }
            default:
                break
            }
        }
        unmatched.append(contentsOf: stack)
        unmatched.sort()
    }
}
