import Testing
@testable import DesignSpecCore

/// The language count reads ASCII and Hangul syllables eight bytes at a time
/// (`SimpleTextWord`); it gives the counts of a character-by-character walk, and says when
/// a text holds anything else, wherever the scalars fall against the words.
@Suite struct MarkdownLanguageCountTests {
    @Test func simpleCountsAreTheCharacterCounts() {
        // Syllables with each lead byte (EA, EB, EC, ED), the first and last, and their
        // neighbours that are not syllables (U+ABFF, U+D7A4), jamo, an accent.
        let pieces = ["a", "Zq", " ", "0123", "가", "힣", "나비", "차", "한국어", "Base와", "합니다", "\u{ABFF}", "\u{D7A4}",
                      "\u{D79D}", "\u{D77F}", "\u{D780}", "\u{D7B0}", "\u{A960}", "\u{AFFF}", "\u{1100}", "e\u{301}", "é", ".", "\r\n"]
        var random = SplitMix64(seed: 5)
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...30, using: &random) { text += pieces.randomElement(using: &random)! }
            let simple = text.unicodeScalars.allSatisfy { $0.isASCII || (0xAC00...0xD7A3).contains($0.value) }
            var counts = (letters: 0, hangul: 0)
            #expect(MarkdownDocument.addSimpleCounts(of: text, to: &counts) == simple, "\(text.debugDescription)")
            guard simple else { continue }
            var expected = (letters: 0, hangul: 0)
            MarkdownDocument.addCharacterCounts(of: text, to: &expected)
            #expect(counts == expected, "\(text.debugDescription)")
        }
    }

    /// The words' tallies are added up every 255 words: texts of thousands of words (a
    /// tally lane full many times over) count as character by character.
    @Test func longSimpleTextsCountAsCharacters() {
        let pieces = ["a", "Zq", " ", "0123", "가", "힣", "나비", "차", "한국어", "Base와", "합니다", ".", "\r\n", "zzzzzzzz"]
        var random = SplitMix64(seed: 8)
        for length in [255 * 8, 255 * 8 + 1, 2 * 255 * 8 + 7, 5_000, 20_000] {
            var text = ""
            while text.utf8.count < length { text += pieces.randomElement(using: &random)! }
            var counts = (letters: 0, hangul: 0)
            #expect(MarkdownDocument.addSimpleCounts(of: text, to: &counts))
            var expected = (letters: 0, hangul: 0)
            MarkdownDocument.addCharacterCounts(of: text, to: &expected)
            #expect(counts == expected, "\(length)")
        }
        // Only letters: every lane of the letter tally reaches 255.
        var counts = (letters: 0, hangul: 0)
        #expect(MarkdownDocument.addSimpleCounts(of: String(repeating: "abcdefgh", count: 1_000), to: &counts))
        #expect(counts == (letters: 8_000, hangul: 0))
    }

    @Test func byteSumsAddEveryByte() {
        var random = SplitMix64(seed: 13)
        for _ in 0..<10_000 {
            let value = random.next()
            var expected = 0
            for byte in 0..<8 { expected += Int((value >> (8 * UInt64(byte))) & 0xFF) }
            #expect(value.byteSum == expected, "\(String(value, radix: 16))")
        }
        #expect(UInt64.max.byteSum == 8 * 255)
    }

    @Test func zeroBytesAreExactlyTheZeroBytes() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<10_000 {
            // Bytes of 0, 1, 0x80 and 0xFF are the ones a borrow or a carry would get wrong.
            var value: UInt64 = 0
            for _ in 0..<8 { value = value << 8 | UInt64([0x00, 0x01, 0x7F, 0x80, 0xFF, 0x41].randomElement(using: &random)!) }
            var expected: UInt64 = 0
            for byte in 0..<8 where (value >> (8 * UInt64(byte))) & 0xFF == 0 { expected |= 0x80 << (8 * UInt64(byte)) }
            #expect(SimpleTextWord.zeroBytes(value) == expected, "\(String(value, radix: 16))")
        }
    }
}
