import DesignSpecCore

/// A decimal number written in a value (`16`, `-0.56`, `.5`, `0.20`), where it is and how
/// it is written, so another number can be written the same way.
struct NumberLiteral: Hashable, Sendable {
    /// Character offsets in the text.
    var range: Range<Int>
    var value: Double
    /// The sign as written (`-`, `−`, `+`), or nil.
    var sign: Character?
    /// The digits after the point a number must keep, when the literal pads with zeros
    /// (`1.0`, `0.20`: 1 and 2); 0 for `1.25`, which needs its digits, not more.
    var paddedFractionDigits: Int
    /// `.5` rather than `0.5`.
    var omitsLeadingZero: Bool

    /// Every number in `characters`, in order. A sign belongs to the number only at the
    /// start or after a space, `(`, `[`, `,` or `:` (`20-24pt` is two numbers); digits
    /// right after a letter are part of a word, not a number (`h1`).
    static func all(in characters: [Character]) -> [NumberLiteral] {
        var literals: [NumberLiteral] = []
        var index = 0
        func isDigit(_ offset: Int) -> Bool {
            offset < characters.count && characters[offset].isASCII && characters[offset].isNumber
        }
        while index < characters.count {
            let start = index
            var sign: Character?
            let before: Character? = start > 0 ? characters[start - 1] : nil
            if "-−+".contains(characters[index]), before == nil || before!.isWhitespace || "([,:".contains(before!) {
                sign = characters[index]
                index += 1
            }
            let numberStart = index
            let startsNumber = isDigit(index) || (index < characters.count && characters[index] == "." && isDigit(index + 1))
            let previous: Character? = numberStart > 0 ? characters[numberStart - 1] : nil
            guard startsNumber, sign != nil || !(previous?.isLetter ?? false), !(previous.map { $0.isASCII && $0.isNumber } ?? false) else {
                index = start + 1
                continue
            }
            while isDigit(index) { index += 1 }
            let integerDigits = index - numberStart
            var fractionDigits = 0
            if index < characters.count, characters[index] == ".", isDigit(index + 1) {
                index += 1
                while isDigit(index) { index += 1; fractionDigits += 1 }
            }
            let padded = fractionDigits > 0 && characters[index - 1] == "0" ? fractionDigits : 0
            var text = String(characters[numberStart..<index])
            if integerDigits == 0 { text = "0" + text }
            guard var value = Double(text) else { continue }
            if sign == "-" || sign == "−" { value = -value }
            literals.append(NumberLiteral(range: start..<index, value: value, sign: sign, paddedFractionDigits: padded,
                                          omitsLeadingZero: integerDigits == 0))
        }
        return literals
    }

    /// `number` written as this literal is: its sign character, its padding zeros
    /// (`1.0` → `1.2`, `2.0`), its leading zero or not.
    func writing(_ number: Double) -> String {
        var digits = DesignValue.format(abs(number))
        let fraction = digits.firstIndex(of: ".").map { digits.distance(from: $0, to: digits.endIndex) - 1 } ?? 0
        if fraction < paddedFractionDigits, !digits.contains("e") {
            if fraction == 0 { digits += "." }
            digits += String(repeating: "0", count: paddedFractionDigits - fraction)
        }
        if omitsLeadingZero, digits.hasPrefix("0.") { digits.removeFirst() }
        if number < 0 {
            let minus: Character = sign == "−" ? "−" : "-"
            return String(minus) + digits
        }
        return sign == "+" ? "+" + digits : digits
    }
}
