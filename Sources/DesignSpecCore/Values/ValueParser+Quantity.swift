extension ValueParser {
    /// Reads a decimal number (`16`, `1.2`, `.5`, `-4` when `signed`) at `i`; returns the
    /// value and the index after it.
    static func readNumber(_ chars: [Character], at i: Int, end: Int, signed: Bool = true) -> (value: Double, next: Int)? {
        var j = i
        var text = ""
        if signed, j < end, chars[j] == "-" || chars[j] == "+" || chars[j] == "−" {
            text.append(chars[j] == "+" ? "+" : "-")
            j += 1
        }
        func isDigit(_ k: Int) -> Bool { k < end && chars[k].isASCII && chars[k].isNumber }
        var digits = 0
        while isDigit(j) { text.append(chars[j]); j += 1; digits += 1 }
        if j < end, chars[j] == ".", isDigit(j + 1) {
            if digits == 0 { text.append("0") }
            text.append(".")
            j += 1
            while isDigit(j) { text.append(chars[j]); j += 1; digits += 1 }
        }
        guard digits > 0, let value = Double(text) else { return nil }
        return (value, j)
    }

    package enum Unit {
        case length(Dimension.Unit)
        case seconds, milliseconds, percent, multiplier
    }

    package static func unit(_ name: String) -> Unit? {
        switch name {
        case "pt", "points", "point": .length(.pt)
        case "px": .length(.px)
        case "rem": .length(.rem)
        case "em": .length(.em)
        case "s", "sec": .seconds
        case "ms": .milliseconds
        case "%": .percent
        case "x", "×": .multiplier
        default: nil
        }
    }

    static func typed(_ value: Double, _ unit: Unit?) -> DesignValue {
        switch unit {
        case nil: .number(value)
        case .length(let u): .dimension(Dimension(value, u))
        case .seconds: .duration(Duration(seconds: value))
        case .milliseconds: .duration(Duration(milliseconds: value))
        case .percent: .ratio(Ratio(value / 100, .percent))
        case .multiplier: .ratio(Ratio(value, .multiplier))
        }
    }

    /// Reads a unit word at `i` (letters, or `%`/`×`); returns it and the index after.
    package static func readUnit(_ chars: [Character], at i: Int, end: Int) -> (name: String, next: Int) {
        guard i < end else { return ("", i) }
        if chars[i] == "%" || chars[i] == "×" { return (String(chars[i]), i + 1) }
        var j = i
        while j < end, chars[j].isLetter { j += 1 }
        return (String(chars[i..<j]), j)
    }

    /// `16`, `16pt`, `44 pt`, `0.2s`, `200ms`, `72%`, `1.2x`, `0.5s easeOut`.
    static func parseQuantity(_ text: Text) -> Attempt {
        let chars = text.chars
        guard let (value, afterNumber) = readNumber(chars, at: text.start, end: text.end) else { return .no }
        var i = afterNumber
        while i < text.end, chars[i].isWhitespace { i += 1 }
        let spaced = i > afterNumber
        let (name, afterUnit) = readUnit(chars, at: i, end: text.end)
        let rest = text.sub(afterUnit, text.end)
        if name.isEmpty {
            return rest.isEmpty ? .value(.number(value)) : .no
        }
        guard let unit = unit(name) else {
            let ascii = name.allSatisfy { $0.isASCII }
            if ascii && !spaced && rest.isEmpty {
                return text.error("unknown unit '\(name)' in '\(text.string)'")
            }
            return .no
        }
        if rest.isEmpty { return .value(typed(value, unit)) }
        // `0.5s easeOut`: a duration and a curve.
        let seconds: Double? = switch unit {
        case .seconds: value
        case .milliseconds: value / 1000
        default: nil
        }
        if let seconds, let bezier = SwiftUICurve.timing(rest.string) {
            return .value(.animation(Animation(curve: .timing(name: rest.string, bezier), duration: Duration(seconds: seconds))))
        }
        return .no
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`.
    static func parseHex(_ text: Text) -> Attempt {
        let body = text.chars[(text.start + 1)..<text.end]
        guard !body.isEmpty, body.allSatisfy({ $0.isLetter || $0.isNumber }) else { return .no }
        guard let color = hexColor(text.string) else { return text.error("'\(text.string)' is not a hex color") }
        return .value(.color(color))
    }

    /// The color of a `#…` hex string, or nil when it is not 3, 4, 6 or 8 hex digits.
    static func hexColor(_ string: String) -> Color? {
        guard string.first == "#" else { return nil }
        var digits = Array(string.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        var bytes: [Double] = []
        for k in stride(from: 0, to: digits.count, by: 2) {
            guard let high = Color.asciiHexValue(digits[k]), let low = Color.asciiHexValue(digits[k + 1]) else { return nil }
            bytes.append(Double(high * 16 + low) / 255)
        }
        return Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    /// `44x44pt`, `44×44 pt`, `24x24` → composite `width`, `height`.
    static func parseSize(_ text: Text) -> Attempt {
        let chars = text.chars
        guard let (width, afterWidth) = readNumber(chars, at: text.start, end: text.end, signed: false) else { return .no }
        var i = afterWidth
        while i < text.end, chars[i] == " " { i += 1 }
        guard i < text.end, ["x", "×", "X", "*"].contains(chars[i]) else { return .no }
        i += 1
        while i < text.end, chars[i] == " " { i += 1 }
        guard let (height, afterHeight) = readNumber(chars, at: i, end: text.end, signed: false) else { return .no }
        i = afterHeight
        while i < text.end, chars[i] == " " { i += 1 }
        let (name, afterUnit) = readUnit(chars, at: i, end: text.end)
        guard afterUnit == text.end else { return .no }
        var unit = Dimension.Unit.unitless
        if !name.isEmpty {
            guard case .length(let u)? = self.unit(name) else {
                return text.error("unknown unit '\(name)' in '\(text.string)'")
            }
            unit = u
        }
        return .value(.composite([
            DesignValue.Field("width", .dimension(Dimension(width, unit))),
            DesignValue.Field("height", .dimension(Dimension(height, unit))),
        ]))
    }

    /// `0–29`, `0-29`, `0~29`, `20-24pt`: an inclusive range of plain numbers or lengths.
    static func parseRange(_ text: Text) -> Attempt {
        let chars = text.chars
        guard let (lower, afterLower) = readNumber(chars, at: text.start, end: text.end, signed: false) else { return .no }
        var i = afterLower
        let (lowerUnit, afterLowerUnit) = readUnit(chars, at: i, end: text.end)
        i = afterLowerUnit
        while i < text.end, chars[i] == " " { i += 1 }
        guard i < text.end, ["–", "—", "-", "~", "〜"].contains(chars[i]) else { return .no }
        i += 1
        while i < text.end, chars[i] == " " { i += 1 }
        guard let (upper, afterUpper) = readNumber(chars, at: i, end: text.end, signed: false) else { return .no }
        let (upperUnit, afterUpperUnit) = readUnit(chars, at: afterUpper, end: text.end)
        guard afterUpperUnit == text.end else { return .no }
        for name in [lowerUnit, upperUnit] where !name.isEmpty {
            guard case .length? = unit(name) else { return .no }
        }
        return .value(.range(lower: lower, upper: upper))
    }

    /// `화면 너비의 72%` (optionally followed by `크기`), `72% of screen width`: a ratio of
    /// something, the phrase kept as written.
    static func parseRatioPhrase(_ text: Text) -> Attempt {
        let chars = text.chars
        var end = text.end
        if end - text.start > 2, chars[end - 2] == "크", chars[end - 1] == "기" {
            end -= 2
            while end > text.start, chars[end - 1].isWhitespace { end -= 1 }
        }
        if end > text.start, chars[end - 1] == "%" {
            var numberStart = end - 1
            while numberStart > text.start, chars[numberStart - 1].isNumber || chars[numberStart - 1] == "." { numberStart -= 1 }
            let phrase = text.sub(text.start, numberStart)
            guard phrase.last == "의", let (value, next) = readNumber(chars, at: numberStart, end: end - 1), next == end - 1 else { return .no }
            let of = text.sub(phrase.start, phrase.end - 1)
            guard !of.isEmpty else { return .no }
            return .value(.ratio(Ratio(value / 100, .percent, of: of.string)))
        }
        // English: `72% of screen width`.
        guard let (value, next) = readNumber(chars, at: text.start, end: text.end, signed: false),
              next < text.end, chars[next] == "%" else { return .no }
        let rest = text.sub(next + 1, text.end)
        guard rest.string.hasPrefix("of ") else { return .no }
        let of = text.sub(rest.start + 3, rest.end)
        guard !of.isEmpty else { return .no }
        return .value(.ratio(Ratio(value / 100, .percent, of: of.string)))
    }
}
