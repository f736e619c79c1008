/// Reads one `SwiftExpression` from tokens. Recursive descent, but depth-limited: past
/// `maximumDepth` nested brackets the rest of a group becomes `.unknown` (and `tooDeep` is
/// set), so hostile input cannot exhaust the stack. Bracket groups are skipped in O(1)
/// through the partner table.
struct SwiftExpressionParser {
    /// How many brackets deep it reads; 48 is far beyond real SwiftUI values.
    var maximumDepth = 48

    let tokens: [SwiftToken]
    let brackets: SwiftBrackets
    /// Set when some group was too deep to read.
    private(set) var tooDeep = false
    private var position = 0

    init(tokens: [SwiftToken], brackets: SwiftBrackets, maximumDepth: Int = 48) {
        self.tokens = tokens
        self.brackets = brackets
        self.maximumDepth = maximumDepth
    }

    /// The expression starting at token `start`, read no further than `limit`; nil when
    /// no expression starts there.
    mutating func parse(at start: Int, limit: Int? = nil) -> SwiftExpression? {
        let limit = min(limit ?? tokens.count, tokens.count)
        guard start < limit else { return nil }
        position = start
        let result = expression(depth: 0, limit: limit)
        return result.tokens.isEmpty ? nil : result
    }

    /// The postfix expression (a name or implicit member with its member accesses and
    /// calls, no operators) starting at token `start`.
    mutating func parsePostfix(at start: Int) -> SwiftExpression? {
        guard start < tokens.count else { return nil }
        position = start
        let result = postfixExpression(depth: 0, limit: tokens.count)
        return result.tokens.isEmpty ? nil : result
    }

    /// The arguments of the call whose `(` is at `open`.
    mutating func arguments(ofCallAt open: Int) -> [SwiftArgument] {
        position = open
        return argumentList(depth: 0, limit: tokens.count)
    }

    // MARK: - Grammar

    private func token(_ i: Int, _ limit: Int) -> SwiftToken? { i < limit ? tokens[i] : nil }

    private static let binaryStoppers: Set<String> = [".", ",", ":", ";", "(", ")", "[", "]", "{", "}", "@", "#", "\\", "->", "="]

    private mutating func expression(depth: Int, limit: Int) -> SwiftExpression {
        let start = position
        guard depth <= maximumDepth else {
            skipToEndOfElement(limit: limit)
            return SwiftExpression(kind: .unknown, tokens: start..<position)
        }
        var lhs = prefixExpression(depth: depth, limit: limit)
        while let t = token(position, limit), t.kind == .punctuation, !Self.binaryStoppers.contains(t.text) {
            if t.text == "?" {
                guard t.spaceBefore else { break }
                position += 1
                let then = expression(depth: depth + 1, limit: limit)
                guard token(position, limit)?.isPunctuation(":") == true else { break }
                position += 1
                let otherwise = expression(depth: depth + 1, limit: limit)
                lhs = SwiftExpression(kind: .ternary(lhs, then, otherwise), tokens: start..<position)
                continue
            }
            if t.text == "!" && !t.spaceBefore { break }
            position += 1
            let rhs = prefixExpression(depth: depth + 1, limit: limit)
            lhs = SwiftExpression(kind: .binary(lhs, t.text, rhs), tokens: start..<position)
        }
        return lhs
    }

    private mutating func prefixExpression(depth: Int, limit: Int) -> SwiftExpression {
        let start = position
        // `try`, `try?`, `await` are transparent.
        while let t = token(position, limit), t.kind == .keyword, t.text == "try" || t.text == "await" {
            position += 1
            if let q = token(position, limit), q.isPunctuation("?") || q.isPunctuation("!") { position += 1 }
        }
        if let t = token(position, limit), t.kind == .punctuation, ["-", "+", "!", "&", "~"].contains(t.text),
           let next = token(position + 1, limit), !next.spaceBefore {
            position += 1
            let operand = postfixExpression(depth: depth, limit: limit)
            return SwiftExpression(kind: .prefix(t.text, operand), tokens: start..<position)
        }
        let inner = postfixExpression(depth: depth, limit: limit)
        return start == inner.tokens.lowerBound ? inner : SwiftExpression(kind: inner.kind, tokens: start..<position)
    }

    private mutating func postfixExpression(depth: Int, limit: Int) -> SwiftExpression {
        let start = position
        var current = primary(depth: depth, limit: limit)
        while let t = token(position, limit), t.kind == .punctuation, position > start {
            let previous = tokens[position - 1]
            if t.text == ".", let name = token(position + 1, limit), name.kind == .identifier || name.kind == .number {
                position += 2
                current = SwiftExpression(kind: .member(current, name.text), tokens: start..<position)
            } else if (t.text == "(" || t.text == "[") && t.line == previous.endLine && (t.text == "(" || !t.spaceBefore) {
                let arguments = argumentList(depth: depth + 1, limit: limit)
                current = SwiftExpression(kind: .call(current, arguments), tokens: start..<position)
            } else if t.text == "{" && t.line == previous.endLine {
                skipGroup(limit: limit)
                let closure = SwiftArgument(label: nil, value: SwiftExpression(kind: .closure, tokens: (position - 1)..<position))
                if case .call(let callee, let arguments) = current.kind {
                    current = SwiftExpression(kind: .call(callee, arguments + [closure]), tokens: start..<position)
                } else {
                    current = SwiftExpression(kind: .call(current, [closure]), tokens: start..<position)
                }
            } else if (t.text == "?" || t.text == "!") && !t.spaceBefore {
                position += 1
            } else {
                break
            }
        }
        return current
    }

    private mutating func primary(depth: Int, limit: Int) -> SwiftExpression {
        let start = position
        guard let t = token(position, limit) else { return SwiftExpression(kind: .unknown, tokens: start..<start) }
        if depth > maximumDepth {
            tooDeep = true
            if t.isOpener { skipGroup(limit: limit) } else { position += 1 }
            return SwiftExpression(kind: .unknown, tokens: start..<position)
        }
        switch t.kind {
        case .number:
            position += 1
            return SwiftExpression(kind: t.number.map { .number($0) } ?? .unknown, tokens: start..<position)
        case .string:
            position += 1
            return SwiftExpression(kind: .string(Self.stringContent(t.text)), tokens: start..<position)
        case .identifier:
            position += 1
            return SwiftExpression(kind: .identifier(t.text), tokens: start..<position)
        case .keyword:
            position += 1
            let known: Set<String> = ["true", "false", "nil", "self", "Self"]
            return SwiftExpression(kind: known.contains(t.text) ? .identifier(t.text) : .unknown, tokens: start..<position)
        case .punctuation:
            break
        }
        switch t.text {
        case ".":
            if let name = token(position + 1, limit), name.kind == .identifier, !name.spaceBefore {
                position += 2
                return SwiftExpression(kind: .implicitMember(name.text), tokens: start..<position)
            }
            position += 1
        case "(":
            let arguments = argumentList(depth: depth + 1, limit: limit)
            if arguments.count == 1, arguments[0].label == nil {
                return SwiftExpression(kind: arguments[0].value.kind, tokens: start..<position)
            }
            return SwiftExpression(kind: .unknown, tokens: start..<position)
        case "[":
            let arguments = argumentList(depth: depth + 1, limit: limit)
            let isArray = arguments.allSatisfy { $0.label == nil }
            return SwiftExpression(kind: isArray ? .array(arguments.map(\.value)) : .unknown, tokens: start..<position)
        case "{":
            skipGroup(limit: limit)
            return SwiftExpression(kind: .closure, tokens: start..<position)
        default:
            if !t.isCloser && t.text != "," && t.text != ":" { position += 1 }
        }
        return SwiftExpression(kind: .unknown, tokens: start..<position)
    }

    /// Reads `( a, label: b, … )` or `[ … ]` at the cursor and moves past the closer.
    private mutating func argumentList(depth: Int, limit: Int) -> [SwiftArgument] {
        let open = position
        let close = min(brackets.partner[open] ?? limit, limit)
        guard depth <= maximumDepth else {
            tooDeep = true
            position = min(close + 1, limit)
            return []
        }
        position = open + 1
        var arguments: [SwiftArgument] = []
        while position < close {
            var label: String?
            if let t = token(position, close), t.kind == .identifier || t.kind == .keyword,
               token(position + 1, close)?.isPunctuation(":") == true {
                label = t.text
                position += 2
            }
            let before = position
            let value = expression(depth: depth, limit: close)
            arguments.append(SwiftArgument(label: label, value: value))
            // Whatever is left before the next comma was not understood: skip it.
            while position < close, !tokens[position].isPunctuation(",") {
                if tokens[position].isOpener, let partner = brackets.partner[position], partner < close {
                    position = partner + 1
                } else {
                    position += 1
                }
            }
            if position < close { position += 1 }   // the comma
            if position == before { position += 1 }
        }
        position = min(close + 1, limit)
        return arguments
    }

    /// Too deep: moves to the `,`, `:` or closer that ends the current element, jumping
    /// over bracket groups.
    private mutating func skipToEndOfElement(limit: Int) {
        tooDeep = true
        while position < limit {
            let t = tokens[position]
            if t.isCloser || t.isPunctuation(",") || t.isPunctuation(":") { break }
            if t.isOpener, let partner = brackets.partner[position], partner < limit {
                position = partner + 1
            } else {
                position += 1
            }
        }
    }

    /// Moves past the bracket group that opens at the cursor (to the end when unclosed).
    private mutating func skipGroup(limit: Int) {
        if let partner = brackets.partner[position], partner < limit {
            position = partner + 1
        } else {
            position = limit
        }
    }

    /// The text of a simple string literal without its quotes and `#`s.
    static func stringContent(_ literal: String) -> String {
        var text = Substring(literal)
        while text.first == "#" && text.last == "#" && text.count >= 2 { text = text.dropFirst().dropLast() }
        let quotes = text.hasPrefix("\"\"\"") && text.count >= 6 ? 3 : 1
        guard text.count >= 2 * quotes else { return String(text) }
        return String(text.dropFirst(quotes).dropLast(quotes))
    }
}
