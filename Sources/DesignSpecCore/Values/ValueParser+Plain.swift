extension ValueParser {
    /// The units `parsePlain` reads; any other unit goes to the general parser.
    private static let plainUnits: Set<String> = ["", "pt", "px", "s", "ms"]

    /// The forms most table cells hold, read on the text's bytes: a hex color (`#2F6BFF`,
    /// 3, 4, 6 or 8 digits) and a number with no sign or spaces, optionally with a unit of
    /// `plainUnits` (`16`, `1.5`, `16pt`, `16px`, `0.2s`, `200ms`). nil for anything else
    /// (other units, whitespace, signs, ranges, sizes, lists, Korean text, a malformed
    /// value): the general parser reads it. For these forms the result is the general
    /// parser's, without making the text an array of characters (a drift-heavy repo has
    /// tens of thousands of value cells); `ValueParserPlainTests` pins the two together.
    static func parsePlain(_ text: String) -> ParsedValue? {
        let bytes = text.utf8
        guard let first = bytes.first, bytes.count <= 32 else { return nil }
        if first == UInt8(ascii: "#") {
            guard [4, 5, 7, 9].contains(bytes.count), bytes.dropFirst().allSatisfy(\.isASCIIHexDigit) else { return nil }
            return .value(.color(hexColor(digits: bytes.dropFirst())), span: 0..<bytes.count, approximate: false)
        }
        var index = bytes.startIndex
        func skipDigits() -> Int {
            var count = 0
            while index < bytes.endIndex, bytes[index].isASCIIDigit {
                bytes.formIndex(after: &index)
                count += 1
            }
            return count
        }
        guard skipDigits() > 0 else { return nil }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            bytes.formIndex(after: &index)
            guard skipDigits() > 0 else { return nil }
        }
        let number = text.utf8[..<index]
        let unitName = String(decoding: bytes[index...], as: UTF8.self)
        guard plainUnits.contains(unitName), let value = Double(String(decoding: number, as: UTF8.self)) else { return nil }
        return .value(typed(value, unit(unitName)), span: 0..<bytes.count, approximate: false)
    }

    /// `hexColor` of 3, 4, 6 or 8 ASCII hex digits, on bytes: the same channels
    /// (`high * 16 + low`, a short form's digit doubled) without an array of characters.
    private static func hexColor(digits: Substring.UTF8View) -> Color {
        let values = digits.map { $0.isASCIIDigit ? Double($0 - 0x30) : Double(($0 | 0x20) - 0x61 + 10) }
        let short = values.count <= 4
        func channel(_ index: Int) -> Double {
            (short ? values[index] * 16 + values[index] : values[2 * index] * 16 + values[2 * index + 1]) / 255
        }
        let channels = short ? values.count : values.count / 2
        return Color(red: channel(0), green: channel(1), blue: channel(2), alpha: channels == 4 ? channel(3) : 1)
    }
}
