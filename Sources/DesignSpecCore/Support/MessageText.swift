/// A finding's words in one language, as parts: text, and code (a token name, a value as
/// written, a rule id) that stays as written in every language. Plain text writes code in
/// backticks (the terminal, JSON, SARIF); HTML writes it as `<code>`, every part through
/// the one escaper.
///
/// Written as a string literal: `"unknown token \(code: name)"`; a `String` interpolated
/// without a label is text.
public struct MessageText: Hashable, Sendable {
    /// A piece of a message: words, or code that stays as written.
    public enum Part: Hashable, Sendable {
        case text(String)
        case code(String)
    }

    /// Adjacent texts are one part, and no part is empty text: two messages with the same
    /// words and code are equal however they were put together.
    public private(set) var parts: [Part]

    /// The message of `parts`, adjacent texts joined and empty texts left out.
    public init(parts: [Part]) {
        self.parts = []
        for part in parts { Self.append(part, to: &self.parts) }
    }

    /// Appends `part`, joining it to a text before it.
    static func append(_ part: Part, to parts: inout [Part]) {
        guard case .text(let text) = part else {
            parts.append(part)
            return
        }
        guard !text.isEmpty else { return }
        if case .text(let before)? = parts.last {
            parts[parts.count - 1] = .text(before + text)
        } else {
            parts.append(part)
        }
    }

    /// The parts of a plain message: what is between backticks is code. A message with an
    /// unpaired backtick is one text part.
    public init(plain: String) {
        let pieces = plain.split(separator: "`", omittingEmptySubsequences: false)
        guard pieces.count % 2 == 1 else {
            parts = [.text(plain)]
            return
        }
        parts = pieces.enumerated().compactMap { offset, piece in
            if offset % 2 == 1 { return .code(String(piece)) }
            return piece.isEmpty ? nil : .text(String(piece))
        }
    }

    /// The message as the terminal, JSON and SARIF write it: code in backticks.
    public var plain: String {
        var output = ""
        for part in parts {
            switch part {
            case .text(let text): output += text
            case .code(let code): output += "`" + code + "`"
            }
        }
        return output
    }

    /// The message as HTML: text escaped, code in `<code>`.
    public var html: String {
        var output = ""
        for part in parts {
            switch part {
            case .text(let text): HTML.escape(text, into: &output)
            case .code(let code):
                output += "<code>"
                HTML.escape(code, into: &output)
                output += "</code>"
            }
        }
        return output
    }

    public static func + (lhs: MessageText, rhs: MessageText) -> MessageText {
        MessageText(parts: lhs.parts + rhs.parts)
    }

    public static func += (lhs: inout MessageText, rhs: MessageText) {
        for part in rhs.parts { append(part, to: &lhs.parts) }
    }
}

extension MessageText: ExpressibleByStringInterpolation {
    /// A message of text alone.
    public init(stringLiteral value: String) {
        parts = value.isEmpty ? [] : [.text(value)]
    }

    /// The message a string literal with interpolations makes.
    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// Builds a message from a literal: text, and `\(code:)` for code.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        /// An empty message, before the literal's pieces are appended.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends the literal's text between interpolations.
        public mutating func appendLiteral(_ literal: String) {
            MessageText.append(.text(literal), to: &parts)
        }

        /// Text: words, numbers, a value's display.
        public mutating func appendInterpolation(_ text: String) {
            MessageText.append(.text(text), to: &parts)
        }

        /// A number, as text.
        public mutating func appendInterpolation(_ number: Int) {
            MessageText.append(.text(String(number)), to: &parts)
        }

        /// Code, as written: backticks in plain text, `<code>` in HTML.
        public mutating func appendInterpolation(code: String) {
            parts.append(.code(code))
        }

        /// Codes one after another, `separator` between them (`` `a`, `b` ``).
        public mutating func appendInterpolation(codes: [String], separator: String) {
            for (offset, code) in codes.enumerated() {
                if offset > 0 { appendLiteral(separator) }
                parts.append(.code(code))
            }
        }

        /// Another message, its code kept as code.
        public mutating func appendInterpolation(_ message: MessageText) {
            for part in message.parts { MessageText.append(part, to: &parts) }
        }
    }
}
