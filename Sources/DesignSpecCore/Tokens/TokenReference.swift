import Foundation

/// Brace references in token values: `{color.base.red}`, Style Dictionary's
/// `{color.base.red.value}`, and several in one string (`{globals.baseline}{globals.unit}`).
enum TokenReference {
    /// The name inside the braces when `text` is exactly one reference, else nil.
    static func wholeAlias(_ text: String) -> String? {
        // Most values hold no brace at all: answer those without trimming or copying.
        guard mayHoldReference(text) else { return nil }
        if let ascii = asciiWholeAlias(text) { return ascii }
        return characterWholeAlias(text)
    }

    /// `wholeAlias` for any text, by characters (the definition the ASCII fast path must
    /// agree with; tests compare the two).
    static func characterWholeAlias(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == "{" || $0 == "}" }) else { return nil }
        return String(inner).trimmingSpaces()
    }

    /// `wholeAlias` of an ASCII text, on its bytes (spaces and tabs are its only
    /// whitespace, and a byte is a character but in `\r\n`, which no brace test or
    /// trimming looks into); `.none` when the text is not ASCII.
    private static func asciiWholeAlias(_ text: String) -> String?? {
        var text = text
        return text.withUTF8 { bytes -> String?? in
            guard UInt8.allASCII(bytes) else { return .none }
            var first = 0
            var last = bytes.count
            while first < last, bytes[first].isSpaceOrTab { first += 1 }
            while first < last, bytes[last - 1].isSpaceOrTab { last -= 1 }
            guard last - first > 2, bytes[first] == UInt8(ascii: "{"), bytes[last - 1] == UInt8(ascii: "}") else { return .some(nil) }
            first += 1
            last -= 1
            for index in first..<last where bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "}") {
                return .some(nil)
            }
            while first < last, bytes[first].isSpaceOrTab { first += 1 }
            while first < last, bytes[last - 1].isSpaceOrTab { last -= 1 }
            return .some(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self))
        }
    }

    /// False when `text` has no `{` byte, so it can hold no reference.
    static func mayHoldReference(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "{"))
    }

    /// Whether `text` opens a reference inside an open one (`{{spacing.a}}`): `occurrences`
    /// would read the inner one alone and leave the outer braces in the value, which then
    /// reads as a reference to the inner one's value (`{8px}`), not a value.
    static func opensReferenceInReference(_ text: String) -> Bool {
        guard mayHoldReference(text) else { return false }
        // `{` and `}` are one byte each, and no byte of a longer UTF-8 sequence.
        var isOpen = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "{") {
                if isOpen { return true }
                isOpen = true
            } else if byte == UInt8(ascii: "}") {
                isOpen = false
            }
        }
        return false
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
        guard mayHoldReference(text) else { return [] }
        // ASCII without `\r` (so without the one two-byte character, `\r\n`): a byte is
        // a character, and the bytes can be read directly.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return asciiOccurrences(in: text) }
        return characterOccurrences(in: text)
    }

    /// `occurrences` for any text, character by character (the definition the ASCII fast
    /// path must agree with; tests compare the two).
    static func characterOccurrences(in text: String) -> [Occurrence] {
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

    /// `occurrences` for ASCII text without `\r`, on bytes; names lose leading and
    /// trailing spaces and tabs, as `trimmingSpaces` does for ASCII.
    private static func asciiOccurrences(in text: String) -> [Occurrence] {
        var result: [Occurrence] = []
        let bytes = Array(text.utf8)
        var open: Int?
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "{") {
                open = offset
            } else if byte == UInt8(ascii: "}"), let start = open {
                var first = start + 1
                var last = offset
                while first < last, bytes[first].isSpaceOrTab { first += 1 }
                while first < last, bytes[last - 1].isSpaceOrTab { last -= 1 }
                if first < last {
                    result.append(Occurrence(name: String(decoding: bytes[first..<last], as: UTF8.self), start: start, end: offset + 1))
                }
                open = nil
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
