import Foundation

/// Parses one scalar token value written as text or a JSON number: colors, dimensions,
/// durations, numbers, font weights and families. Each returns nil when the text does not
/// fit; the caller turns that into an `invalid-value` finding.
enum TokenScalarParser {
    static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces()
        // By bytes: a character that is ASCII and a digit or one of `+-.eE` is one such byte.
        guard !trimmed.isEmpty, trimmed.utf8.allSatisfy(ASCIIUnitText.isNumberByte) else { return nil }
        return Double(trimmed).flatMap { $0.isFinite ? $0 : nil }
    }

    /// Splits `16px` into 16 and `px`; nil when there is no leading number.
    static func splitUnit(_ text: String) -> (value: Double, unit: String)? {
        if let ascii = ASCIIUnitText(text) { return ascii.split() }
        return characterSplitUnit(text)
    }

    /// `splitUnit` by characters: any text (the ASCII path must agree with it).
    static func characterSplitUnit(_ text: String) -> (value: Double, unit: String)? {
        let trimmed = text.trimmingSpaces()
        guard let unitStart = trimmed.firstIndex(where: { $0.isLetter || $0 == "%" }) else {
            return number(trimmed).map { ($0, "") }
        }
        guard let value = number(String(trimmed[..<unitStart])) else { return nil }
        let unit = String(trimmed[unitStart...])
        guard unit.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return (value, unit.lowercased())
    }

    /// `16px`, `1.5rem`, `12pt`, `0.06em`, `2dp` (read as points), `0` (unitless), or a bare
    /// number; `50%` is a ratio.
    static func dimension(_ text: String) -> DesignValue? {
        guard let (value, unit) = splitUnit(text) else { return nil }
        return dimension(value: value, unit: unit)
    }

    static func dimension(value: Double, unit: String) -> DesignValue? {
        switch unit {
        case "px": .dimension(Dimension(value, .px))
        case "pt", "dp": .dimension(Dimension(value, .pt))
        case "rem": .dimension(Dimension(value, .rem))
        case "em": .dimension(Dimension(value, .em))
        case "": .dimension(Dimension(value, .unitless))
        case "%": .ratio(Ratio(value / 100, .percent))
        default: nil
        }
    }

    /// `200ms`, `0.2s`.
    static func duration(_ text: String) -> Duration? {
        guard let (value, unit) = splitUnit(text) else { return nil }
        return duration(value: value, unit: unit)
    }

    static func duration(value: Double, unit: String) -> Duration? {
        switch unit {
        case "ms": Duration(milliseconds: value)
        case "s": Duration(seconds: value)
        default: nil
        }
    }

    /// `#RGB[A]`, `#RRGGBB[AA]`, and the CSS colour functions `CSSColorFunction` reads
    /// (`rgb(26, 115, 232)`, `rgba(26 115 232 / 50%)`, `hsl(210, 50%, 50%)`).
    static func color(_ text: String) -> Color? {
        let trimmed = text.trimmingSpaces()
        if trimmed.hasPrefix("#") { return Color(hex: trimmed) }
        if case .success(let color)? = CSSColorFunction.parse(trimmed) { return color }
        return nil
    }

    /// DTCG font weight names, case- and punctuation-insensitive (`extra-bold`, `ExtraBold`).
    static func fontWeight(name: String) -> Int? {
        let key = name.lowercased().filter { $0.isLetter }
        return fontWeightNames[key]
    }

    private static let fontWeightNames: [String: Int] = [
        "thin": 100, "hairline": 100,
        "extralight": 200, "ultralight": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semibold": 600, "demibold": 600,
        "bold": 700,
        "extrabold": 800, "ultrabold": 800,
        "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]

    /// `Times New Roman, serif` → `["Times New Roman", "serif"]`, quotes removed.
    static func fontFamilies(_ text: String) -> [String] {
        text.split(separator: ",").map {
            $0.trimmingSpaces().trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }.filter { !$0.isEmpty }
    }
}
