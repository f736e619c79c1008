/// Names compare by their words, not their punctuation (DESIGN.md, "Binding docs to
/// tokens"): `SemanticColor.Bg.Secondary.Default.hover`, `color.bg.secondary.default-hover`
/// and `color_bg_secondary_default_hover` are all `color bg secondary default hover`.
enum NameWords {
    /// The lower-cased words of `text`: split on `.`, `-`, `_`, `/`, whitespace, braces
    /// and backticks, on camelCase (`xxSmall` → `xx small`, `UIColor` → `ui color`) and on
    /// letter/digit boundaries (`gray600` → `gray 600`, `heading1` → `heading 1`).
    static func split(_ text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return splitASCII(text) }
        let characters = Array(text)
        return wordRanges(characters).map { String(characters[$0]).lowercased() }
    }

    /// Where each word of `split` is in `characters`, as offsets, in order: the same words
    /// as written (not lower-cased), for rewriting a name in its own spelling.
    static func wordRanges(_ characters: [Character]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        func flush(_ end: Int) {
            if let first = start { ranges.append(first..<end) }
            start = nil
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                flush(index)
                continue
            }
            if start != nil {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isNumber != character.isNumber {
                    flush(index)
                } else if character.isUppercase, previous.isLowercase {
                    flush(index)
                } else if character.isUppercase, previous.isUppercase, let next, next.isLowercase {
                    flush(index)
                }
            }
            if start == nil { start = index }
        }
        flush(characters.count)
        return ranges
    }

    /// `split` for ASCII text, on bytes: the same rules, where a letter is `A`–`Z` or
    /// `a`–`z` and a number `0`–`9` (what `Character` says of ASCII), without the Unicode
    /// property look-ups that made `split` a top cost of indexing 5000 tokens.
    private static func splitASCII(_ text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        var previous: UInt8?
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            guard isUpper(byte) || isLower(byte) || byte.isASCIIDigit else {
                flush()
                previous = nil
                continue
            }
            if let previous {
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                if previous.isASCIIDigit != byte.isASCIIDigit {
                    flush()
                } else if isUpper(byte), isLower(previous) {
                    flush()
                } else if isUpper(byte), isUpper(previous), let next, isLower(next) {
                    flush()
                }
            }
            // Words are lower-cased, as `String.lowercased()` does for ASCII.
            current.append(isUpper(byte) ? byte + 0x20 : byte)
            previous = byte
        }
        flush()
        return words
    }

    /// The words joined with spaces: the key names are compared by.
    static func key(_ text: String) -> String {
        split(text).joined(separator: " ")
    }
}
