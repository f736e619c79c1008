import Testing
@testable import DesignSpec

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
