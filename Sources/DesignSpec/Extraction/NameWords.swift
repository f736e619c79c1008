/// Names compare by their words, not their punctuation (DESIGN.md, "Binding docs to
/// tokens"): `SemanticColor.Bg.Secondary.Default.hover`, `color.bg.secondary.default-hover`
/// and `color_bg_secondary_default_hover` are all `color bg secondary default hover`.
enum NameWords {
    /// The lower-cased words of `text`: split on `.`, `-`, `_`, `/`, whitespace, braces
    /// and backticks, on camelCase (`xxSmall` → `xx small`, `UIColor` → `ui color`) and on
    /// letter/digit boundaries (`gray600` → `gray 600`, `heading1` → `heading 1`).
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current.removeAll(keepingCapacity: true)
        }
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isNumber != character.isNumber {
                    flush()
                } else if character.isUppercase, previous.isLowercase {
                    flush()
                } else if character.isUppercase, previous.isUppercase, let next, next.isLowercase {
                    flush()
                }
            }
            current.append(character)
        }
        flush()
        return words
    }

    /// The words joined with spaces: the key names are compared by.
    static func key(_ text: String) -> String {
        split(text).joined(separator: " ")
    }
}
