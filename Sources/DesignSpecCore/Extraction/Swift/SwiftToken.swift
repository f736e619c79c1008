/// One token of Swift source, with its place in the code it was read from (1-based line
/// and column in characters, relative to that code; `end` is the last character).
struct SwiftToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identifier
        case keyword
        /// An integer or decimal literal; its value is in `number`.
        case number
        /// A string literal, quotes included in `text`; interpolations are not looked into.
        case string
        /// An operator (`+`, `==`, `?`, `...`) or a bracket, `.`, `,`, `:`, `;`, `@`, `#`.
        case punctuation
    }

    var kind: Kind
    var text: String
    var number: Double?
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    /// Whether whitespace, a comment or the start of the code comes right before it.
    var spaceBefore: Bool

    func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }

    var isIdentifier: Bool { kind == .identifier }

    /// `)`, `]` or `}`.
    var isCloser: Bool { kind == .punctuation && (text == ")" || text == "]" || text == "}") }

    /// `(`, `[` or `{`.
    var isOpener: Bool { kind == .punctuation && (text == "(" || text == "[" || text == "{") }
}
