import DesignSpecCore

/// What the scanner sees: text, line ends and tags, before standalone lines are settled.
enum TemplateToken: Sendable {
    /// Text without a line end.
    case text(String)
    /// `\n` or `\r\n`.
    case newline(String)
    case tag(Tag)

    struct Tag: Sendable {
        enum Kind: Sendable {
            case variable, unescaped, section, inverted, close, comment, partial, parent, block, delimiters
        }

        var kind: Kind
        /// The trimmed content after the sigil; empty for comments and delimiters.
        var name: String
        var location: SourceLocation

        /// Whether the tag may stand alone on a line and take the line with it.
        var canStandAlone: Bool {
            kind != .variable && kind != .unescaped
        }
    }

    var isWhitespaceText: Bool {
        if case .text(let text) = self { return text.allSatisfy { $0 == " " || $0 == "\t" } }
        return false
    }
}
