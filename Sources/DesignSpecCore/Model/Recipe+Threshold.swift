/// A threshold a recipe's note states in words: `5% 미만이면 강제 .red 전환` (under 5%, turn
/// red), `below 10%: .orange`. The ring diagram reads it.
public struct RecipeThreshold: Hashable, Sendable {
    /// The share (`0.05`).
    public var value: Ratio
    /// The color the note switches to, when it names one (`.red`).
    public var color: DesignValue?
    /// The note.
    public var range: SourceRange
}

extension Recipe {
    /// The first note that states a threshold: a percentage followed by `미만` or preceded
    /// by `under`, `below` or `less than`, with the first SwiftUI color it names.
    public var threshold: RecipeThreshold? {
        for note in notes {
            if let threshold = Self.threshold(in: note) { return threshold }
        }
        return nil
    }

    static func threshold(in note: RecipeNote) -> RecipeThreshold? {
        let words = note.text.split(whereSeparator: \.isWhitespace).map(String.init)
        for (index, word) in words.enumerated() {
            var digits = word
            var korean = false
            if let range = digits.range(of: "%미만") {
                digits = String(digits[..<range.lowerBound]) + "%"
                korean = true
            }
            guard digits.hasSuffix("%"), let number = Double(digits.dropLast()) else { continue }
            let next = index + 1 < words.count ? words[index + 1] : ""
            let previous = index > 0 ? words[index - 1].lowercased() : ""
            let before2 = index > 1 ? words[index - 2].lowercased() + " " + previous : ""
            guard korean || next.hasPrefix("미만") || previous == "under" || previous == "below" || before2 == "less than" else {
                continue
            }
            let color = words.lazy.filter { $0.hasPrefix(".") || $0.hasPrefix("Color.") }
                .compactMap { word -> DesignValue? in
                    let value = ValueParser.parse(word).value
                    if case .color = value { return value }
                    return nil
                }
                .first
            return RecipeThreshold(value: Ratio(number / 100, .percent), color: color, range: note.range)
        }
        return nil
    }
}
