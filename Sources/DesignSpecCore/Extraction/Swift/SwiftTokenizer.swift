/// Splits Swift source into tokens without ever failing: comments are dropped, string
/// literals (escapes, multi-line `"""`, raw `#"…"#`, interpolations) become one token, and
/// what cannot be read (an unterminated string or comment, a stray character) is reported
/// as a skipped span. Iterative: no input can make it recurse.
struct SwiftTokenizer {
    /// A span the tokenizer could not read, in code coordinates (inclusive end).
    struct Skipped: Hashable, Sendable {
        var line: Int, column: Int, endLine: Int, endColumn: Int
    }

    private(set) var tokens: [SwiftToken] = []
    private(set) var skipped: [Skipped] = []

    /// Per character, what the tokenizer compares: its byte when it is one ASCII scalar.
    private let units: [Unit]
    /// The code as UTF-8, and where each character starts in it (one more entry for the
    /// end): token texts are cut from the bytes, not rebuilt character by character.
    private let utf8: [UInt8]
    private let utf8Offsets: [Int]
    /// Per character, the properties the tokenizer asks about.
    private let traits: [Traits]
    private var index = 0
    private var line = 1
    private var column = 1
    private var sawSpace = true

    static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
        "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough",
        "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "nil", "open", "operator", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "Self", "some", "static", "struct", "subscript",
        "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    private static let operatorCharacters: Set<Character> = ["+", "-", "*", "/", "%", "=", "<", ">", "!", "&", "|", "^", "~", "?"]

    init(_ code: String) {
        let utf8 = Array(code.utf8)
        var units: [Unit] = []
        var offsets: [Int] = [0]
        var traits: [Traits] = []
        units.reserveCapacity(utf8.count)
        offsets.reserveCapacity(utf8.count + 1)
        traits.reserveCapacity(utf8.count)
        var offset = 0
        func add(_ byte: UInt8?, length: Int, traits characterTraits: @autoclosure () -> Traits) {
            units.append(Unit(length == 1 ? byte ?? 0 : 0))
            offset += length
            offsets.append(offset)
            traits.append(length == 1 ? Self.asciiTraits[Int(byte ?? 0)] : characterTraits())
        }
        if code.unicodeScalars.allSatisfy({ ($0.isASCII && $0 != "\r") || ($0.value >= 0xAC00 && $0.value <= 0xD7A3) }) {
            // ASCII without `\r` and Hangul syllables: every scalar is a character of its
            // own, one byte or three, so the bytes are read without making characters.
            var at = 0
            while at < utf8.count {
                let length = utf8[at] < 0x80 ? 1 : 3
                add(utf8[at], length: length, traits: Self.hangulTraits)
                at += length
            }
        } else {
            for character in code { add(character.utf8.first, length: character.utf8.count, traits: Traits(character)) }
        }
        self.units = units
        self.utf8 = utf8
        utf8Offsets = offsets
        self.traits = traits
        run()
    }

    /// The `Character` properties the tokenizer needs, looked up once per character (a
    /// Unicode property look-up per question was most of the cost of scanning recipes).
    private struct Traits: OptionSet {
        let rawValue: UInt8
        static let letter = Traits(rawValue: 1)
        static let number = Traits(rawValue: 2)
        static let whitespace = Traits(rawValue: 4)
        static let newline = Traits(rawValue: 8)
        static let ascii = Traits(rawValue: 16)
        static let hexDigit = Traits(rawValue: 32)
        /// `\n`, `\r\n` or `\r`: Markdown's and Swift's line ends.
        static let lineEnd = Traits(rawValue: 64)
        /// One of `operatorCharacters`.
        static let operatorCharacter = Traits(rawValue: 128)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(_ character: Character) {
            var traits: Traits = []
            if character.isLetter { traits.insert(.letter) }
            if character.isNumber { traits.insert(.number) }
            if character.isWhitespace { traits.insert(.whitespace) }
            if character.isNewline { traits.insert(.newline) }
            if character.isASCII { traits.insert(.ascii) }
            if character.isHexDigit { traits.insert(.hexDigit) }
            if character == "\n" || character == "\r\n" || character == "\r" { traits.insert(.lineEnd) }
            if SwiftTokenizer.operatorCharacters.contains(character) { traits.insert(.operatorCharacter) }
            self = traits
        }
    }

    /// The traits of the one-byte characters, by byte.
    private static let asciiTraits: [Traits] = (0..<128).map { Traits(Character(Unicode.Scalar(UInt8($0)))) }

    /// The traits every Hangul syllable (U+AC00–U+D7A3, all letters) has.
    private static let hangulTraits = Traits(Character("가"))

    /// A character as the tokenizer compares it: its byte when it is one ASCII scalar,
    /// else 0, which no literal the tokenizer compares with is (`c == "/"` compares bytes,
    /// not characters).
    private struct Unit: Equatable, ExpressibleByUnicodeScalarLiteral {
        let value: UInt8

        init(_ value: UInt8) { self.value = value }

        init(unicodeScalarLiteral scalar: Unicode.Scalar) { value = UInt8(ascii: scalar) }

        /// The character, for an ASCII one.
        var character: Character { Character(Unicode.Scalar(value)) }
    }

    /// The brackets and marks that are a token by themselves.
    private static let singlePunctuation: Set<UInt8> = Set("()[]{},:;@#\\".utf8)

    /// The traits of the character `offset` after the cursor; none past the end.
    private func trait(_ offset: Int = 0) -> Traits {
        let at = index + offset
        return at < traits.count ? traits[at] : []
    }

    /// The text of characters `start..<end`.
    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: utf8[utf8Offsets[start]..<utf8Offsets[end]], as: UTF8.self)
    }

    // MARK: - Cursor

    private func peek(_ offset: Int = 0) -> Unit? {
        let at = index + offset
        return at < units.count ? units[at] : nil
    }

    private mutating func advance() {
        if traits[index].contains(.lineEnd) {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func emit(_ kind: SwiftToken.Kind, from start: (index: Int, line: Int, column: Int), number: Double? = nil) {
        let text = text(start.index, index)
        let endColumn = column - 1
        tokens.append(SwiftToken(
            kind: kind, text: text, number: number,
            line: start.line, column: start.column,
            endLine: endColumn == 0 ? line - 1 : line, endColumn: max(endColumn, 1),
            spaceBefore: sawSpace))
        sawSpace = false
    }

    private mutating func skip(from start: (index: Int, line: Int, column: Int)) {
        skipped.append(Skipped(line: start.line, column: start.column, endLine: line, endColumn: max(column - 1, 1)))
        sawSpace = true
    }

    // MARK: - Main loop

    private mutating func run() {
        while let c = peek() {
            let start = (index: index, line: line, column: column)
            if trait().contains(.whitespace) {
                advance()
                sawSpace = true
            } else if c == "/" && peek(1) == "/" {
                while index < units.count, !trait().contains(.newline) { advance() }
                sawSpace = true
            } else if c == "/" && peek(1) == "*" {
                if !blockComment() { skip(from: start) }
                sawSpace = true
            } else if c == "\"" || (c == "#" && rawStringHashes() != nil) {
                if stringLiteral() { emit(.string, from: start) } else { skip(from: start) }
            } else if trait().isSuperset(of: [.ascii, .number]) || (c == "." && trait(1).isSuperset(of: [.ascii, .number]) && !previousIsOperand) {
                let value = numberLiteral()
                emit(.number, from: start, number: value)
            } else if trait().contains(.letter) || c == "_" || c == "$" {
                while let d = peek(), !trait().isDisjoint(with: [.letter, .number]) || d == "_" || d == "$" { advance() }
                let text = text(start.index, index)
                let afterDot = tokens.last.map { $0.isPunctuation(".") } ?? false
                emit(Self.keywords.contains(text) && !afterDot ? .keyword : .identifier, from: start)
            } else if c == "`" {
                advance()
                while let d = peek(), d != "`", !trait().contains(.newline) { advance() }
                if peek() == "`" { advance() }
                let text = text(start.index, index).filter { $0 != "`" }
                emit(.identifier, from: start)
                tokens[tokens.count - 1].text = text
            } else if c == "." {
                if peek(1) == "." && (peek(2) == "." || peek(2) == "<") {
                    advance(); advance(); advance()
                } else {
                    advance()
                }
                emit(.punctuation, from: start)
            } else if trait().contains(.operatorCharacter) {
                if (c == "?" || c == "!") && !sawSpace && previousIsOperand {
                    advance()   // postfix `?`/`!`: optional chaining, force unwrap, `try?`
                } else {
                    while let d = peek(), trait().contains(.operatorCharacter) {
                        if d == "/" && (peek(1) == "/" || peek(1) == "*") { break }
                        advance()
                    }
                }
                emit(.punctuation, from: start)
            } else if Self.singlePunctuation.contains(c.value) {
                advance()
                emit(.punctuation, from: start)
            } else {
                advance()
                skip(from: start)
            }
        }
    }

    private var previousIsOperand: Bool {
        guard let last = tokens.last, !sawSpace else { return false }
        return last.kind == .identifier || last.kind == .keyword || last.isCloser || last.kind == .string || last.kind == .number
    }

    // MARK: - Pieces

    /// Skips a nested `/* */` comment; false when it does not end.
    private mutating func blockComment() -> Bool {
        var depth = 0
        while let c = peek() {
            if c == "/" && peek(1) == "*" {
                depth += 1; advance(); advance()
            } else if c == "*" && peek(1) == "/" {
                depth -= 1; advance(); advance()
                if depth == 0 { return true }
            } else {
                advance()
            }
        }
        return false
    }

    /// The number of `#` before a `"` at the cursor, or nil when it is not a raw string.
    private func rawStringHashes() -> Int? {
        var n = 0
        while peek(n) == "#" { n += 1 }
        return peek(n) == "\"" ? n : nil
    }

    private mutating func numberLiteral() -> Double? {
        if peek() == "0", let x = peek(1), x == "x" || x == "b" || x == "o" {
            advance(); advance()
            var digits = ""
            // A hex digit may be a full-width one, which `Int(_:radix:)` then refuses, as before.
            while let d = peek(), trait().contains(.hexDigit) || d == "_" { if d != "_" { digits += self.text(index, index + 1) }; advance() }
            return Int(digits, radix: x == "x" ? 16 : x == "b" ? 2 : 8).map(Double.init)
        }
        var text = ""
        func isDigit(_ offset: Int) -> Bool { trait(offset).isSuperset(of: [.ascii, .number]) }
        while let d = peek(), isDigit(0) || d == "_" { if d != "_" { text.append(d.character) }; advance() }
        if peek() == ".", isDigit(1) {
            text.append("."); advance()
            while let d = peek(), isDigit(0) || d == "_" { if d != "_" { text.append(d.character) }; advance() }
        }
        if let e = peek(), e == "e" || e == "E" {
            let signed = peek(1) == "+" || peek(1) == "-"
            if isDigit(signed ? 2 : 1) {
                text.append("e"); advance()
                if signed { text.append(peek()!.character); advance() }
                while let d = peek(), isDigit(0) { text.append(d.character); advance() }
            }
        }
        return Double(text.hasPrefix(".") ? "0" + text : text)
    }

    /// Reads a string literal at the cursor (any form); false when it does not end.
    /// Interpolations may hold strings of their own: a stack of open literals, not recursion.
    private mutating func stringLiteral() -> Bool {
        struct Open { var hashes: Int; var multiline: Bool; var parens: Int }
        var stack: [Open] = []

        func openString(_ tokenizer: inout SwiftTokenizer) -> Open {
            var hashes = 0
            while tokenizer.peek() == "#" { hashes += 1; tokenizer.advance() }
            tokenizer.advance()   // the quote
            if tokenizer.peek() == "\"" && tokenizer.peek(1) == "\"" {
                tokenizer.advance(); tokenizer.advance()
                return Open(hashes: hashes, multiline: true, parens: -1)
            }
            return Open(hashes: hashes, multiline: false, parens: -1)
        }

        stack.append(openString(&self))
        while let c = peek() {
            let top = stack[stack.count - 1]
            if top.parens >= 0 {
                // Inside `\( … )`: code, which may open another string.
                if c == "\"" || (c == "#" && rawStringHashes() != nil) {
                    stack.append(openString(&self))
                } else if c == "(" {
                    stack[stack.count - 1].parens += 1; advance()
                } else if c == ")" {
                    advance()
                    if top.parens == 0 { stack[stack.count - 1].parens = -1 } else { stack[stack.count - 1].parens -= 1 }
                } else {
                    advance()
                }
                continue
            }
            if trait().contains(.newline) && !top.multiline { return false }
            if c == "\\" && hashesFollow(top.hashes, after: 1) {
                let next = peek(1 + top.hashes)
                for _ in 0...top.hashes { advance() }
                if next == "(" {
                    advance()
                    stack[stack.count - 1].parens = 0
                } else if peek() != nil {
                    advance()
                }
                continue
            }
            if c == "\"" {
                let quotes = top.multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == "\"" }) && hashesFollow(top.hashes, after: quotes) {
                    for _ in 0..<(quotes + top.hashes) { advance() }
                    stack.removeLast()
                    if stack.isEmpty { return true }
                    continue
                }
            }
            advance()
        }
        return false
    }

    private func hashesFollow(_ count: Int, after offset: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == "#" }
    }
}
