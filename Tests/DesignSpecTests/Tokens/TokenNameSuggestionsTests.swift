import Testing
@testable import DesignSpec

/// The edit distance the suggestion index ranks by: the plain Levenshtein distance
/// (`Suggestions.editDistance`), over characters, scalars or bytes; with a `limit`, the
/// distance when within it, else more than `limit`.
@Suite struct TokenNameSuggestionsTests {
    @Test func countsEdits() {
        #expect(TokenNameSuggestions.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(TokenNameSuggestions.editDistance(Array("간격"), Array("간격들")) == 1)
        #expect(TokenNameSuggestions.editDistance(Array(""), Array("abc")) == 3)
        #expect(TokenNameSuggestions.editDistance(Array("abc"), Array("")) == 3)
        #expect(TokenNameSuggestions.editDistance(Array("spacing.mediun".utf8), Array("spacing.medium".utf8)) == 1)
        #expect(TokenNameSuggestions.editDistance(Array("color.gray"), Array("spacing.base"), limit: 2) > 2)
    }

    /// Random names of a small alphabet (Hangul included), so most pairs are near: the same
    /// distance as `Suggestions.editDistance` on characters, scalars and bytes, and with a
    /// limit, the distance when within it, else more.
    @Test func agreesWithThePlainDistance() {
        var generator = SplitMix64(seed: 21)
        let alphabet = Array("ab1.색상")
        func name() -> String {
            String((0..<Int(generator.next() % 9)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
        for _ in 0..<3000 {
            let a = name(), b = name()
            let expected = Suggestions.editDistance(a, b)
            #expect(TokenNameSuggestions.editDistance(Array(a), Array(b)) == expected, "\(a) \(b)")
            #expect(TokenNameSuggestions.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars)) == expected, "\(a) \(b)")
            for limit in 0...3 {
                let limited = TokenNameSuggestions.editDistance(Array(a), Array(b), limit: limit)
                #expect(expected <= limit ? limited == expected : limited > limit, "\(a) \(b) \(limit)")
            }
            if a.utf8.allSatisfy({ $0 < 0x80 }), b.utf8.allSatisfy({ $0 < 0x80 }) {
                #expect(TokenNameSuggestions.editDistance(Array(a.utf8), Array(b.utf8)) == expected, "\(a) \(b)")
            }
        }
    }
}
