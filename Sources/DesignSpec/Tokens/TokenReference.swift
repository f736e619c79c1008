import Foundation

/// Brace references in token values: `{color.base.red}`, Style Dictionary's
/// `{color.base.red.value}`, and several in one string (`{globals.baseline}{globals.unit}`).
enum TokenReference {
    /// The name inside the braces when `text` is exactly one reference, else nil.
    static func wholeAlias(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner).trimmingSpaces()
    }

    /// One reference found in a string, with the character offsets of its braces.
    struct Occurrence: Hashable {
        var name: String
        /// Offset of `{` and one past `}`, in characters.
        var start: Int
        var end: Int
    }

    /// Every `{name}` in `text`, in order.
    static func occurrences(in text: String) -> [Occurrence] {
        var result: [Occurrence] = []
        var open: Int?
        var name = ""
        for (offset, character) in text.enumerated() {
            if character == "{" {
                open = offset
                name = ""
            } else if character == "}", let start = open {
                let trimmed = name.trimmingSpaces()
                if !trimmed.isEmpty { result.append(Occurrence(name: trimmed, start: start, end: offset + 1)) }
                open = nil
            } else if open != nil {
                name.append(character)
            }
        }
        return result
    }

    /// Every reference in a JSON value (strings anywhere inside it), in source order.
    static func names(in value: JSONValue) -> [String] {
        var result: [String] = []
        var stack: [JSONValue] = [value]
        while let next = stack.popLast() {
            switch next {
            case .string(let text): result += occurrences(in: text).map(\.name)
            case .array(let items): stack += items.reversed().map(\.value)
            case .object(let members): stack += members.reversed().map(\.value.value)
            default: break
            }
        }
        return result
    }
}
