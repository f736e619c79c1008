/// A token value that is all ASCII (`16px`, `1.5rem`, `{space.md} * 2`: nearly every
/// value), read byte by byte where `TokenScalarParser.splitUnit` and
/// `TokenMath.looksLikeExpression` read characters. In ASCII a character is a byte (`\r\n`
/// aside, which neither accepts either way), a letter is `A`–`Z` or `a`–`z`, a number is a
/// digit and a space is a space or a tab, so both give the same answers; loading 400,000
/// tokens spent 4% of its time in their grapheme breaking.
struct ASCIIUnitText {
    /// The bytes without leading and trailing spaces and tabs.
    private let bytes: ArraySlice<UInt8>

    /// Nil when `text` is not all ASCII.
    init?(_ text: String) {
        guard text.isASCII else { return nil }
        let all = Array(text.utf8)
        var start = 0
        var end = all.count
        while start < end, all[start].isSpaceOrTab { start += 1 }
        while end > start, all[end - 1].isSpaceOrTab { end -= 1 }
        bytes = all[start..<end]
    }

    /// `TokenScalarParser.splitUnit`: the number before the first letter or `%`, and the
    /// letters after it, lowercased.
    func split() -> (value: Double, unit: String)? {
        let unitStart = bytes.firstIndex(where: Self.isUnitByte) ?? bytes.endIndex
        var numberEnd = unitStart
        while numberEnd > bytes.startIndex, bytes[numberEnd - 1].isSpaceOrTab { numberEnd -= 1 }
        let number = bytes[bytes.startIndex..<numberEnd]
        guard !number.isEmpty, number.allSatisfy(Self.isNumberByte),
              let value = Double(String(decoding: number, as: UTF8.self)), value.isFinite else { return nil }
        let unit = bytes[unitStart...]
        guard unit.allSatisfy(Self.isUnitByte) else { return nil }
        return (value, String(decoding: unit.map(\.asciiLowercased), as: UTF8.self))
    }

    /// `TokenMath.looksLikeExpression`: starts like an operand and has an operator or a
    /// parenthesis after its first character.
    var looksLikeExpression: Bool {
        guard let first = bytes.first, first.isASCIIDigit || first == UInt8(ascii: "(") || first == UInt8(ascii: "-")
                || first == UInt8(ascii: ".") else { return false }
        return bytes.dropFirst().contains { byte in
            switch byte {
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: ")"): true
            default: false
            }
        }
    }

    /// A digit or one of `+-.eE`: what `TokenScalarParser.number` accepts.
    static func isNumberByte(_ byte: UInt8) -> Bool {
        byte.isASCIIDigit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// A letter or `%`.
    private static func isUnitByte(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte == UInt8(ascii: "%")
    }
}
