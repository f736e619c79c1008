/// Turns heading text into `id` anchors the way GitHub does, keeping every script's
/// letters: lower-cased, each space a `-`, every character that is not a letter, mark,
/// number, `-` or `_` removed (`기기별 값` → `기기별-값`). Repeats within one document get
/// `-1`, `-2`, ...; a heading with nothing left is `section`.
package struct HeadingSlugger {
    private var names = UniqueNames(firstSuffix: 1)

    /// The base slug of `text`, before de-duplication.
    package static func slug(_ text: String) -> String {
        if let slug = simpleSlug(text) { return slug }
        return characterSlug(text)
    }

    /// `slug` of a text of ASCII and Hangul syllables, on its bytes: lower-casing changes
    /// only A–Z, the syllables are all letters (category Lo), and of ASCII only letters,
    /// digits, `-` and `_` stay. Nil for any other text.
    private static func simpleSlug(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    switch byte {
                    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"): result.append(UInt8(ascii: "-"))
                    case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        result.append(byte)
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): result.append(byte.asciiLowercased)
                    default: break
                    }
                    index += 1
                    continue
                }
                guard bytes.isHangulSyllable(at: index) else { return nil }
                result.append(contentsOf: bytes[index..<(index + 3)])
                index += 3
            }
            return result.isEmpty ? "section" : String(decoding: result, as: UTF8.self)
        }
    }

    /// `slug` for any text, scalar by scalar (the definition the byte path must agree
    /// with; tests compare the two).
    static func characterSlug(_ text: String) -> String {
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
