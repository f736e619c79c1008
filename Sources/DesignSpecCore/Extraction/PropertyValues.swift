import Foundation

/// Reads a property row's value as the property's type where `ValueParser` cannot know
/// it: a `fontFamily` row's `SUIT` is a font family, a `fontWeight` row's `700` (or `bold`)
/// a font weight, so they compare with the fields of a typography token.
package enum PropertyValues {
    package static let namedWeights: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "regular": 400, "normal": 400,
        "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800, "heavy": 800,
        "black": 900,
    ]

    /// `value` (parsed from `text`) as the type `property` implies, when it implies one.
    package static func coerce(_ value: DesignValue?, text: String, property: String?) -> DesignValue? {
        guard let property else { return value }
        let words = NameWords.split(property)
        if words.last == "family" {
            if case .fontFamily = value { return value }
            let names = text.split(separator: ",").map {
                $0.trimmingSpaces().trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            }.filter { !$0.isEmpty }
            return names.isEmpty ? value : .fontFamily(names)
        }
        if words.last == "weight" {
            if case .number(let number) = value, number == number.rounded(), number >= 1, number <= 1000 {
                return .fontWeight(Int(number))
            }
            let key = text.lowercased().replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
            if let weight = namedWeights[key] { return .fontWeight(weight) }
        }
        return value
    }
}
