import Foundation

/// Reads the `key: value` bullets of a recipe into facts, in Korean and English:
/// `cornerRadius: 14pt 고정` → `cornerRadius` = [14pt]; `ring lineWidth: 18pt, 화면 너비의
/// 72% 크기` → `ring lineWidth` = [18pt, 72% of 화면 너비]. The key is the text before the
/// first colon that is followed by a space (so `.safeAreaInset(edge:)` and URLs are not
/// split). The value text is one value when `ValueParser` reads it whole as anything but an
/// unbracketed list (`16pt horizontal, 8pt vertical`, `[4, 14, 24]`); else it is split at
/// top-level `, ` (brackets kept whole) and each part is parsed; the parts that are values
/// are kept, in order, with their place in the file.
enum FactParser {
    /// The fact in `note`, or nil when the note is not `key: value`.
    static func fact(in note: RecipeNote, lines: SourceLines) -> RecipeFact? {
        let characters = Array(note.text)
        guard let colon = keyColon(characters) else { return nil }
        let key = String(characters[..<colon]).trimmingSpaces()
        let text = String(characters[(colon + 1)...]).trimmingSpaces()
        guard !key.isEmpty, !text.isEmpty else { return nil }
        var values: [FactValue] = []
        var cursor = note.range.start
        // The whole text first, so a pair (`16pt horizontal, 8pt vertical`) or a bracketed list
        // stays one value; a plain list is read part by part, each with its place.
        var pieces = parts(text)
        let parsedWhole = ValueParser.parse(text)
        if case .value(let whole, _, _) = parsedWhole {
            if case .list = whole, !text.hasPrefix("[") {} else { pieces = [text] }
        }
        for part in pieces {
            // The parser is a pure function: the whole text is not parsed twice.
            guard case .value(let value, let span, _) = part == text ? parsedWhole : ValueParser.parse(part) else { continue }
            let partCharacters = Array(part)
            let written = String(partCharacters[span.clamped(to: 0..<partCharacters.count)])
            let range = lines.find(written, from: cursor, throughLine: note.range.end.line) ?? note.range
            if range != note.range { cursor = SourceLocation(file: range.file, line: range.end.line, column: range.end.column + 1) }
            values.append(FactValue(value: value, range: range))
        }
        return RecipeFact(key: key, text: text, values: values, range: note.range)
    }

    /// The index of the colon that ends the key: followed by whitespace or the end, with no
    /// bracket open before it; keys are at most 60 characters.
    static func keyColon(_ characters: [Character]) -> Int? {
        var depth = 0
        for (index, character) in characters.enumerated() {
            if index > 60 { return nil }
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth = max(0, depth - 1)
            case ":" where depth == 0:
                if index + 1 == characters.count || characters[index + 1].isWhitespace { return index > 0 ? index : nil }
            default: break
            }
        }
        return nil
    }

    /// `text` split at the commas (followed by whitespace) outside brackets, trimmed.
    static func parts(_ text: String) -> [String] {
        let characters = Array(text)
        var parts: [String] = []
        var depth = 0
        var start = 0
        for (index, character) in characters.enumerated() {
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth = max(0, depth - 1)
            case "," where depth == 0 && (index + 1 == characters.count || characters[index + 1].isWhitespace):
                parts.append(String(characters[start..<index]))
                start = index + 1
            default: break
            }
        }
        parts.append(String(characters[start...]))
        return parts.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }
}
