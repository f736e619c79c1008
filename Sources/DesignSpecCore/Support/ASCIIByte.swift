/// What a UTF-8 byte is when it is ASCII, for the byte-level readers (the JSON parser,
/// name words, the value parser's and the token values' fast paths): below 0x80 a byte is
/// one whole character, so these answer what `Character.isNumber` and `isLetter` answer
/// for ASCII text, without the Unicode tables.
extension UInt8 {
    /// `0`–`9`.
    @inlinable package var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }

    /// `A`–`Z` or `a`–`z` (setting bit 0x20 lowercases an ASCII capital).
    @inlinable package var isASCIILetter: Bool { (self | 0x20) &- 0x61 < 26 }

    /// `0`–`9`, `A`–`F` or `a`–`f`.
    @inlinable package var isASCIIHexDigit: Bool { isASCIIDigit || ((self | 0x20) >= 0x61 && (self | 0x20) <= 0x66) }

    /// A space or a tab: the ASCII whitespace `trimmingSpaces` trims (not line breaks).
    @inlinable package var isSpaceOrTab: Bool { self == 0x20 || self == 0x09 }

    /// `A`–`Z`.
    @inlinable package var isASCIIUppercase: Bool { self >= 0x41 && self <= 0x5A }

    /// `a`–`z`.
    @inlinable package var isASCIILowercase: Bool { self >= 0x61 && self <= 0x7A }

    /// The byte with `A`–`Z` made `a`–`z`, any other byte as it is.
    @inlinable package var asciiLowercased: UInt8 { isASCIIUppercase ? self | 0x20 : self }
}

extension StringProtocol {
    /// Whether every byte is ASCII: then a byte is a character (but for `\r\n`, which
    /// callers that cut text at bytes check for), and the byte-level fast paths apply.
    /// Read in the text's own storage, eight bytes at a time (every name a doc or a token
    /// file holds is asked this).
    @inlinable package var isASCII: Bool {
        utf8.withContiguousStorageIfAvailable(UInt8.allASCII) ?? utf8.allSatisfy { $0 < 0x80 }
    }
}

extension UInt8 {
    /// Whether every byte of `bytes` is below 0x80.
    @inlinable package static func allASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < bytes.count {
            if base[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }
}

extension UInt64 {
    /// How many of the eight bytes are ASCII letters (`UInt8.isASCIILetter`), when every
    /// byte is below 0x80: setting bit 0x20 of each byte folds capitals onto small letters
    /// (and keeps every byte within 0x20–0x7F), and adding to each byte sets its high bit
    /// from `a` on and from past `z` on, no lane carrying into the next.
    @inlinable package var asciiLetterCount: Int {
        asciiLetterBits.nonzeroBitCount
    }

    /// The ASCII letters of `asciiLetterCount` as the high bits of their bytes.
    @inlinable package var asciiLetterBits: UInt64 {
        let folded = self | 0x2020_2020_2020_2020
        let fromA = folded &+ 0x1F1F_1F1F_1F1F_1F1F
        let pastZ = folded &+ 0x0505_0505_0505_0505
        return fromA & ~pastZ & 0x8080_8080_8080_8080
    }

    /// The sum of the eight bytes, each at most 255: added in pairs into four 16-bit
    /// lanes, then the lanes into the top one by a multiplication.
    @inlinable package var byteSum: Int {
        let pairs = (self & 0x00FF_00FF_00FF_00FF) &+ ((self >> 8) & 0x00FF_00FF_00FF_00FF)
        return Int((pairs &* 0x0001_0001_0001_0001) >> 48)
    }
}

extension String {
    /// The non-empty pieces of the text between `separator` bytes: what
    /// `split(separator:)` gives for ASCII text (a byte is a character there), each made
    /// from its bytes in the text's own storage. For ASCII text only: elsewhere a separator
    /// may open a character (`.` and a combining accent) that `split` keeps whole.
    @inlinable package func asciiPieces(separatedBy separator: UInt8) -> [String] {
        var text = self
        return text.withUTF8 { bytes in
            var pieces: [String] = []
            var start = 0
            for offset in 0...bytes.count where offset == bytes.count || bytes[offset] == separator {
                if offset > start {
                    pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self))
                }
                start = offset + 1
            }
            return pieces
        }
    }
}
