import Testing
@testable import DesignSpecCore

/// `HTML.escape` skips runs with nothing to escape eight bytes at a time; these tests hold
/// it to the plain definition, one scalar after the other, on text it was not written for.
@Suite struct HTMLEscaperDifferentialTests {
    /// What `HTML.escape` means: the five characters as entities, every control but tab,
    /// line feed and carriage return (C0, DEL, C1) as U+FFFD, everything else as it is.
    static func reference(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Scalars to build text from: all of ASCII, the C1 controls and Latin-1 (both 0xC2
    /// pairs: `©` is 0xC2 0xA9), other two-byte letters, Hangul, symbols and emoji.
    static let alphabet: [Unicode.Scalar] = {
        let ranges: [ClosedRange<UInt32>] = [
            0x00...0x7F, 0x80...0xFF, 0x100...0x17F, 0x3131...0x318E, 0xAC00...0xAC40, 0xD7A0...0xD7A3,
            0x2010...0x2030, 0x1F600...0x1F64F, 0x200D...0x200D,
        ]
        return ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }
    }()

    /// The scalars the definition keeps as they are.
    static let plain = alphabet.filter { reference(String(Character($0))) == String(Character($0)) }

    @Test func randomTextEscapesAsTheDefinitionSays() {
        var generator = SplitMix64(seed: 13)
        for round in 0..<20_000 {
            var text = ""
            // Mostly short, as template values are; some long enough for several skipped runs.
            let length = round % 10 == 0 ? Int.random(in: 0...200, using: &generator) : Int.random(in: 0...24, using: &generator)
            for _ in 0..<length {
                // One scalar in four from the whole alphabet, so special bytes also sit
                // after plain stretches longer than eight bytes.
                let pool = Int.random(in: 0..<4, using: &generator) == 0 ? Self.alphabet : Self.plain
                text.unicodeScalars.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
            }
            let expected = Self.reference(text)
            #expect(HTML.escape(text) == expected, "\(Array(text.unicodeScalars))")
            var bytes = Array("앞".utf8)
            HTML.escape(text, into: &bytes)
            #expect(bytes == Array(("앞" + expected).utf8))
            // It may answer yes for text that stays the same (a `©` is 0xC2 0xA9), never no for text that changes.
            #expect(HTML.needsEscaping(text) || expected == text)
        }
    }

    /// Each byte that needs work, and each neighbour of one, at every offset across two
    /// eight-byte steps, in ASCII and in Hangul.
    @Test func everySpecialScalarAtEveryOffset() {
        let scalars: [Unicode.Scalar] = Self.alphabet.filter { $0.value < 0x100 }
        for scalar in scalars {
            for offset in 0..<20 {
                for filler in ["a", "간"] {
                    let text = String(repeating: filler, count: offset) + String(Character(scalar)) + String(repeating: "z", count: 19 - offset)
                    #expect(HTML.escape(text) == Self.reference(text), "U+\(String(scalar.value, radix: 16)) at \(offset)")
                }
            }
        }
    }
}
