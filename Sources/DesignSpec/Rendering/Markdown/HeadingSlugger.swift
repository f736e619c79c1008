/// Turns heading text into `id` anchors the way GitHub does, keeping every script's
/// letters: lower-cased, each space a `-`, every character that is not a letter, mark,
/// number, `-` or `_` removed (`기기별 값` → `기기별-값`). Repeats within one document get
/// `-1`, `-2`, ...; a heading with nothing left is `section`.
struct HeadingSlugger {
    private var names = UniqueNames(firstSuffix: 1)

    /// The base slug of `text`, before de-duplication.
    static func slug(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\n" {
                result += "-"
            } else if scalar == "-" || scalar == "_" {
                result.unicodeScalars.append(scalar)
            } else {
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                     .nonspacingMark, .spacingMark, .enclosingMark,
                     .decimalNumber, .letterNumber, .otherNumber:
                    result.unicodeScalars.append(scalar)
                default:
                    break
                }
            }
        }
        return result.isEmpty ? "section" : result
    }

    /// A slug for `text` not given before by this slugger.
    mutating func uniqueSlug(_ text: String) -> String {
        names.claim(Self.slug(text))
    }
}
