/// THE parser for values as design docs write them, in table cells and notes: the doc side
/// of the typed `DesignValue` vocabulary. Forms, in the order tried:
///
/// - lists `[4, 14, 24]`, and unbracketed `4, 8, 12pt` (a trailing unit applies to all)
/// - pairs `horizontal 16pt, vertical 12pt` / `16pt horizontal, 8pt vertical` → composite
/// - SwiftUI: `.easeInOut(duration: 0.2)`, `.spring(…)`, `… + .opacity.combined(with: …)`,
///   `.blue`, `Color.accentColor`, `.accentColor.opacity(0.15)`, `Color(.systemGray6)`
/// - sizes `44x44pt`, `44×44 pt` → composite width/height
/// - ranges `0–29`, `0-29`, `0~29`, `20-24pt`
/// - ratios `72%`, `1.2x`, `화면 너비의 72%`, `72% of screen width`
/// - hex colors `#FFF`, `#2F6BFF`, `#2f6bff80`; CSS colour functions `rgb(26, 115, 232)`,
///   `rgba(26 115 232 / 50%)`, `hsl(210, 50%, 50%)`, `hsla(…)` (`CSSColorFunction`)
/// - numbers and dimensions `16`, `1.2`, `16pt`, `16px`, `1rem`; durations `0.2s`, `200ms`;
///   `0.5s easeOut` (an animation)
///
/// Surrounding whitespace, a wrapping code span `` `…` ``, a leading `약`/`~`/`≈`
/// (approximate), a trailing `고정` ("fixed") and a sentence's final `.` are tolerated.
/// Never throws, never recurses on its input.
public enum ValueParser {
    /// Parses one cell or note value.
    public static func parse(_ text: String) -> ParsedValue {
        parsePlain(text) ?? parseGeneral(text)
    }

    /// `parse` for every form, on the text's characters.
    static func parseGeneral(_ text: String) -> ParsedValue {
        let chars = Array(text)
        var start = 0
        var end = chars.count
        trim(chars, &start, &end)
        // A code span written raw: `` `.easeOut` ``.
        if end - start >= 3, chars[start] == "`", chars[end - 1] == "`" {
            start += 1
            end -= 1
            trim(chars, &start, &end)
        }
        var approximate = false
        if start < end, chars[start] == "~" || chars[start] == "≈" {
            approximate = true
            start += 1
        } else if end - start > 2, chars[start] == "약", chars[start + 1].isWhitespace {
            approximate = true
            start += 2
        }
        trim(chars, &start, &end)
        if end - start >= 2, chars[end - 2] == "고", chars[end - 1] == "정" {
            end -= 2
            trim(chars, &start, &end)
        }
        guard start < end else { return .notAValue }
        var attempt = parseCompound(Text(chars: chars, start: start, end: end))
        // A sentence's full stop: `24pt.`
        if case .value = attempt {} else if end - start >= 2, chars[end - 1] == ".", chars[end - 2] != "." {
            if case .value(let value) = parseCompound(Text(chars: chars, start: start, end: end - 1)) {
                attempt = .value(value)
                end -= 1
            }
        }
        switch attempt {
        case .value(let value): return .value(value, span: start..<end, approximate: approximate)
        case .invalid(let error): return .invalid(error)
        case .no: return .notAValue
        }
    }

    /// An outcome inside the parser.
    enum Attempt {
        case value(DesignValue)
        case invalid(ValueParseError)
        case no
    }

    /// A slice of the characters of the text being parsed; offsets are into the whole text.
    struct Text {
        var chars: [Character]
        var start: Int
        var end: Int

        var isEmpty: Bool { start >= end }
        var string: String { String(chars[start..<end]) }
        var first: Character? { start < end ? chars[start] : nil }
        var last: Character? { start < end ? chars[end - 1] : nil }

        func sub(_ from: Int, _ to: Int) -> Text {
            var t = Text(chars: chars, start: from, end: max(from, to))
            ValueParser.trim(chars, &t.start, &t.end)
            return t
        }

        func error(_ message: String) -> Attempt {
            .invalid(ValueParseError(message: message, offset: start, length: end - start))
        }
    }

    static func trim(_ chars: [Character], _ start: inout Int, _ end: inout Int) {
        while start < end, chars[start].isWhitespace { start += 1 }
        while end > start, chars[end - 1].isWhitespace { end -= 1 }
    }

    /// Lists and pairs, then one value.
    static func parseCompound(_ text: Text) -> Attempt {
        if text.first == "[" && text.last == "]" {
            return parseList(text.sub(text.start + 1, text.end - 1), bracketed: true)
        }
        let hasCommas = !topLevelCommas(text).isEmpty
        if looksLikeSwift(text) {
            let swift = parseSwift(text)
            if case .no = swift, hasCommas { return parseList(text, bracketed: false) }   // `.blue, .red`
            return swift
        }
        if hasCommas { return parseList(text, bracketed: false) }
        return parseSingle(text)
    }

    /// One value without commas.
    static func parseSingle(_ text: Text) -> Attempt {
        guard let first = text.first else { return .no }
        if looksLikeSwift(text) { return parseSwift(text) }
        if first == "#" { return parseHex(text) }
        if first.isLetter, let color = CSSColorFunction.parse(text.string) {
            switch color {
            case .success(let color): return .value(.color(color))
            case .failure(let problem): return text.error("'\(text.string)' is not a color: \(problem.reason)")
            }
        }
        for form in [parseSize, parseRange, parseRatioPhrase] {
            let attempt = form(text)
            if case .no = attempt { continue }
            return attempt
        }
        return parseQuantity(text)
    }
}
