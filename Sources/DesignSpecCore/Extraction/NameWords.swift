/// Names compare by their words, not their punctuation (DESIGN.md, "Binding docs to
/// tokens"): `SemanticColor.Bg.Secondary.Default.hover`, `color.bg.secondary.default-hover`
/// and `color_bg_secondary_default_hover` are all `color bg secondary default hover`.
package enum NameWords {
    /// The lower-cased words of `text`: split on `.`, `-`, `_`, `/`, whitespace, braces
    /// and backticks, on camelCase (`xxSmall` → `xx small`, `UIColor` → `ui color`) and on
    /// letter/digit boundaries (`gray600` → `gray 600`, `heading1` → `heading 1`).
    package static func split(_ text: String) -> [String] {
        if text.isASCII { return splitASCII(text) }
        let characters = Array(text)
        return wordRanges(characters).map { String(characters[$0]).lowercased() }
    }

    /// Where each word of `split` is in `characters`, as offsets, in order: the same words
    /// as written (not lower-cased), for rewriting a name in its own spelling.
    package static func wordRanges(_ characters: [Character]) -> [Range<Int>] {
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
    /// property look-ups that made `split` a top cost of indexing 5000 tokens. Read in the
    /// string's own storage, each word made once from its bytes (every name a doc writes
    /// is split when it is bound).
    static func splitASCII(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var words: [String] = []
            words.reserveCapacity(4)
            var start: Int?
            var hasUpper = false
            func flush(_ end: Int) {
                guard let first = start else { return }
                let word = UnsafeBufferPointer(rebasing: bytes[first..<end])
                words.append(hasUpper ? lowercased(word) : String(decoding: word, as: UTF8.self))
                start = nil
                hasUpper = false
            }
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte.isASCIILetter || byte.isASCIIDigit else {
                    flush(index)
                    continue
                }
                // Inside a word the byte before is the word's.
                if start != nil {
                    let previous = bytes[index - 1]
                    if previous.isASCIIDigit != byte.isASCIIDigit {
                        flush(index)
                    } else if byte.isASCIIUppercase, previous.isASCIILowercase {
                        flush(index)
                    } else if byte.isASCIIUppercase, previous.isASCIIUppercase, index + 1 < bytes.count,
                              bytes[index + 1].isASCIILowercase {
                        flush(index)
                    }
                }
                if start == nil { start = index }
                if byte.isASCIIUppercase { hasUpper = true }
            }
            flush(bytes.count)
            return words
        }
    }

    /// An ASCII word lower-cased, as `String.lowercased()` does for ASCII.
    private static func lowercased(_ word: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: word.count) { buffer in
            for (offset, byte) in word.enumerated() { buffer[offset] = byte.asciiLowercased }
            return word.count
        }
    }

    /// `words.joined(separator:)` for an ASCII separator: the same string, its bytes
    /// written once into a string of the right size (binding a name joins its words into
    /// its key and its reference, and `joined` grew the string word by word).
    static func join(_ words: [String], separator: UInt8) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        precondition(separator < 0x80, "an ASCII separator")
        var count = words.count - 1
        for word in words { count += word.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for (index, var word) in words.enumerated() {
                if index > 0 {
                    buffer[offset] = separator
                    offset += 1
                }
                word.withUTF8 { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[offset..<(offset + bytes.count)]).initialize(from: bytes)
                    offset += bytes.count
                }
            }
            return offset
        }
    }

    /// The words joined with spaces: the key names are compared by.
    static func key(_ text: String) -> String {
        split(text).joined(separator: " ")
    }
}
