import DesignSpecCore

/// Simple Swift highlighting for code blocks and recipe cards: keywords, types
/// (capitalised names), numbers, strings and comments become
/// `<span class="tok-…">` around escaped text. One pass, linear in the code's length, no
/// recursion; anything it does not recognise is written as escaped plain text.
enum SwiftHighlighter {
    static let keywords: Set<String> = [
        "actor", "as", "async", "await", "break", "case", "catch", "class", "continue", "default", "defer",
        "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard",
        "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "nonisolated", "open",
        "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
        "some", "any", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "var", "where", "while", "mutating", "lazy", "weak", "override", "final",
        "convenience", "required", "get", "set", "willSet", "didSet",
    ]

    static func html(_ code: String) -> String {
        let scalars = Array(code.unicodeScalars)
        // Where each scalar starts in `code` (and its end), so runs are copied, not rebuilt.
        let offsets = Array(code.unicodeScalars.indices) + [code.endIndex]
        var output = ""
        output.reserveCapacity(code.utf8.count * 2)
        var index = 0
        // Scalars from `plainStart` up to `index` are plain text not yet written.
        var plainStart = 0

        func text(_ range: Range<Int>) -> String {
            String(code.unicodeScalars[offsets[range.lowerBound]..<offsets[range.upperBound]])
        }
        func flushPlain() {
            if plainStart < index { HTML.escape(text(plainStart..<index), into: &output) }
        }
        func emit(_ kind: String, _ range: Range<Int>) {
            flushPlain()
            output += "<span class=\"tok-"
            output += kind
            output += "\">"
            HTML.escape(text(range), into: &output)
            output += "</span>"
            plainStart = range.upperBound
        }
        /// Whether the scalars at `position` are `first` then `second` (`//`, `*/`): two
        /// comparisons, not a walk over a literal's scalars, at every scalar of the code.
        func starts(_ first: Unicode.Scalar, _ second: Unicode.Scalar, at position: Int) -> Bool {
            position + 1 < scalars.count && scalars[position] == first && scalars[position + 1] == second
        }

        while index < scalars.count {
            let scalar = scalars[index]
            if starts("/", "/", at: index) {
                var end = index
                while end < scalars.count, scalars[end] != "\n" { end += 1 }
                emit("comment", index..<end)
                index = end
            } else if starts("/", "*", at: index) {
                var end = index + 2
                while end < scalars.count, !starts("*", "/", at: end) { end += 1 }
                end = min(scalars.count, end + 2)
                emit("comment", index..<end)
                index = end
            } else if scalar == "\"" || (scalar == "#" && starts("#", "\"", at: index)) {
                let end = stringEnd(scalars, from: index)
                emit("string", index..<end)
                index = end
            } else if isDigit(scalar) {
                var end = index + 1
                while end < scalars.count {
                    let next = scalars[end]
                    if isIdentifierPart(next) || (next == "." && end + 1 < scalars.count && isDigit(scalars[end + 1])) {
                        end += 1
                    } else {
                        break
                    }
                }
                emit("number", index..<end)
                index = end
            } else if isIdentifierStart(scalar) || (scalar == "@" && index + 1 < scalars.count && isIdentifierStart(scalars[index + 1])) {
                var end = index + 1
                while end < scalars.count, isIdentifierPart(scalars[end]) { end += 1 }
                let previous = index > 0 ? scalars[index - 1] : " "
                if scalar == "@" || (previous != "." && keywords.contains(text(index..<end))) {
                    emit("keyword", index..<end)
                } else if isUppercase(scalar) {
                    emit("type", index..<end)
                }
                index = end
            } else {
                index += 1  // plain text
            }
        }
        flushPlain()
        return output
    }

    /// The end of the string literal starting at `start` (`"…"`, `"""…"""`, `#"…"#`):
    /// after its closing quote, or at the end of the line for an unclosed one-line string.
    private static func stringEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        var hashes = 0
        while index < scalars.count, scalars[index] == "#" {
            hashes += 1
            index += 1
        }
        let multiline = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
        index += multiline ? 3 : 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", hashes == 0 {
                index += 2
                continue
            }
            if scalar == "\n", !multiline { return index }
            if scalar == "\"" {
                let quotes = multiline ? 3 : 1
                var end = index
                var matched = true
                for offset in 0..<quotes where end + offset >= scalars.count || scalars[end + offset] != "\"" {
                    matched = false
                }
                if matched {
                    end += quotes
                    var closing = 0
                    while closing < hashes, end < scalars.count, scalars[end] == "#" {
                        closing += 1
                        end += 1
                    }
                    if closing == hashes { return end }
                }
            }
            index += 1
        }
        return min(index, scalars.count)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// `_` or an alphabetic scalar. ASCII (nearly all code) is answered by its letters,
    /// which are exactly its alphabetic scalars, without reading Unicode's property tables.
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        return scalar.properties.isAlphabetic
    }

    /// Unicode's `isUppercase`; in ASCII, `A` to `Z`.
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || isDigit(scalar)
    }
}
