/// The scalars that are always a character of their own, read straight from UTF-8: the
/// search index cuts and collapses its texts by characters, and on text made only of
/// these it can count bytes instead of walking `Character`s, with the same result.
///
/// They are U+0000–U+02FF (ASCII, Latin-1, Latin Extended, IPA, spacing modifiers: the
/// combining marks start at U+0300), U+2010–U+2027 and U+2030–U+205E (dashes, quotes, `·`
/// `…` `›`; not the zero-width joiners, separators and format characters around them) and
/// the Hangul syllables U+AC00–U+D7A3. None of them is Extend, ZWJ, SpacingMark, Prepend,
/// a regional indicator or a Hangul jamo, so no grapheme rule joins two of them: the one
/// exception is CR LF, a single character. Their whitespace is ASCII's, U+0085 and U+00A0.
enum SimpleScalars {
    /// A scalar read from UTF-8: its value and how many bytes it takes.
    struct Scalar {
        var value: UInt32
        var length: Int
    }

    /// The scalar starting at `index` of valid UTF-8 when it is one of the simple scalars,
    /// else nil.
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Scalar? {
        let lead = bytes[index]
        if lead < 0x80 { return Scalar(value: UInt32(lead), length: 1) }
        if lead >= 0xC2, lead <= 0xCB, index + 1 < bytes.count {
            return Scalar(value: UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), length: 2)
        }
        guard lead & 0xF0 == 0xE0, index + 2 < bytes.count else { return nil }
        let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        switch value {
        case 0x2010...0x2027, 0x2030...0x205E, 0xAC00...0xD7A3: return Scalar(value: value, length: 3)
        default: return nil
        }
    }

    /// Whether every scalar of the (valid) UTF-8 is a simple scalar.
    static func all(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let scalar = scalar(in: bytes, at: index) else { return false }
            index += scalar.length
        }
        return true
    }

    /// How many bytes the whitespace scalar at `index` of simple UTF-8 takes; 0 when it
    /// is not whitespace. Read from the bytes alone: outside ASCII the only whitespace is
    /// U+0085 and U+00A0 (C2 85, C2 A0), and C2 is never the middle of a scalar.
    static func whitespaceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte == 0x20 || (0x09...0x0D).contains(byte) { return 1 }
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 || bytes[index + 1] == 0xA0 { return 2 }
        return 0
    }
}
