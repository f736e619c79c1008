/// What a UTF-8 byte is when it is ASCII, for the byte-level readers (the JSON parser,
/// name words, the value parser's and the token values' fast paths): below 0x80 a byte is
/// one whole character, so these answer what `Character.isNumber` and `isLetter` answer
/// for ASCII text, without the Unicode tables.
extension UInt8 {
    /// `0`–`9`.
    var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }

    /// `A`–`Z` or `a`–`z` (setting bit 0x20 lowercases an ASCII capital).
    var isASCIILetter: Bool { (self | 0x20) &- 0x61 < 26 }

    /// `0`–`9`, `A`–`F` or `a`–`f`.
    var isASCIIHexDigit: Bool { isASCIIDigit || ((self | 0x20) >= 0x61 && (self | 0x20) <= 0x66) }

    /// A space or a tab: the ASCII whitespace `trimmingSpaces` trims (not line breaks).
    var isSpaceOrTab: Bool { self == 0x20 || self == 0x09 }

    /// `A`–`Z`.
    var isASCIIUppercase: Bool { self >= 0x41 && self <= 0x5A }

    /// `a`–`z`.
    var isASCIILowercase: Bool { self >= 0x61 && self <= 0x7A }

    /// The byte with `A`–`Z` made `a`–`z`, any other byte as it is.
    var asciiLowercased: UInt8 { isASCIIUppercase ? self | 0x20 : self }
}

extension StringProtocol {
    /// Whether every byte is ASCII: then a byte is a character (but for `\r\n`, which
    /// callers that cut text at bytes check for), and the byte-level fast paths apply.
    var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }
}
