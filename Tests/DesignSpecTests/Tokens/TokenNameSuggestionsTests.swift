import Testing
@testable import DesignSpecCore

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
            #expect(TokenNameSuggestions.isWithinOneEdit(Array(a), Array(b)) == (expected <= 1), "\(a) \(b)")
            #expect(TokenNameSuggestions.isWithinOneEdit(Array(a.unicodeScalars), Array(b.unicodeScalars))
                == (TokenNameSuggestions.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars)) <= 1), "\(a) \(b)")
            if a.utf8.allSatisfy({ $0 < 0x80 }), b.utf8.allSatisfy({ $0 < 0x80 }) {
                #expect(TokenNameSuggestions.editDistance(Array(a.utf8), Array(b.utf8)) == expected, "\(a) \(b)")
            }
        }
    }

    /// One edit or two from a random name (a character replaced, dropped, added, or two
    /// swapped): within one edit exactly when the table says so.
    @Test func withinOneEditAgreesWithTheTable() {
        var generator = SplitMix64(seed: 8)
        let alphabet = Array("ab1색")
        func character() -> Character { alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        for _ in 0..<3000 {
            let a = (0..<Int(generator.next() % 7)).map { _ in character() }
            var b = a
            for _ in 0..<(1 + Int(generator.next() % 2)) {
                let position = b.isEmpty ? 0 : Int(generator.next() % UInt64(b.count))
                switch generator.next() % 4 {
                case 0 where !b.isEmpty: b[position] = character()
                case 1 where !b.isEmpty: b.remove(at: position)
                case 2 where position + 1 < b.count: b.swapAt(position, position + 1)
                default: b.insert(character(), at: position)
                }
            }
            #expect(TokenNameSuggestions.isWithinOneEdit(a, b) == (TokenNameSuggestions.tableDistance(a, b) <= 1),
                    "\(String(a)) \(String(b))")
        }
    }

    /// Byte strings go to the bit-parallel distance when one is at most 64 bytes, else to
    /// the table: both give the table's distance, on random names of a small alphabet up to
    /// 80 bytes long (near ones and far ones, one side empty, 64 and 65 bytes).
    @Test func bitParallelBytesAgreeWithTheTable() {
        var generator = SplitMix64(seed: 34)
        let alphabet = Array("ab1.".utf8)
        func name(_ length: Int) -> [UInt8] {
            (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        }
        for round in 0..<3000 {
            let a = name(round % 7 == 0 ? 64 + round % 3 : Int(generator.next() % 81))
            var b = round % 2 == 0 ? a : name(Int(generator.next() % 81))
            if round % 2 == 0, !b.isEmpty { b[Int(generator.next() % UInt64(b.count))] = UInt8(ascii: "z") }
            let expected = TokenNameSuggestions.tableDistance(a, b)
            #expect(TokenNameSuggestions.editDistance(a, b) == expected, "\(a) \(b)")
            for limit in 0...3 {
                let limited = TokenNameSuggestions.editDistance(a, b, limit: limit)
                #expect(expected <= limit ? limited == expected : limited > limit)
            }
            if !a.isEmpty, a.count <= 64 {
                #expect(TokenNameSuggestions.bitParallelDistance(pattern: a, text: b) == expected)
            }
        }
    }
}
