import Testing
@testable import DesignSpecCore

/// `MarkdownSourceText` splits lines at `\n`, `\r\n` and `\r` and counts columns in
/// characters, whatever the line lengths (the line scan reads eight bytes at a time).
@Suite struct MarkdownSourceTextTests {
    static let samples = [
        "", "a", "abcdefgh", "abcdefghi\n", "\n\n\r\r\n", "0123456789abcdef\r0123456789가나다라\r\nxyz",
        "가나다라마바사아자차카타파하\nabcdefghijklmnop\r\n", "| 가나다라마바사 | 0123456789 |\r| x |", "1234567\n89abcdef\r",
        "abcdefg\u{301}hijklmnop\n👩‍👩‍👧 family line here\r\nend",
    ]

    @Test func linesAndColumnsAreAsCountedCharacterByCharacter() {
        for sample in Self.samples {
            var text = MarkdownSourceText(sample, file: "s.md")
            let lines = Self.lines(of: sample)
            #expect(text.lineCount == lines.count, "\(sample.debugDescription)")
            for (number, line) in lines.enumerated() {
                #expect(Array(text.lineBytes(number + 1)) == Array(line.utf8), "\(sample.debugDescription) line \(number + 1)")
                Self.expectColumnOfEveryByte(of: line, number: number + 1, in: &text)
            }
        }
    }

    /// Every byte of `line` (line `number` of `text`) is in the column of its character.
    private static func expectColumnOfEveryByte(of line: String, number: Int, in text: inout MarkdownSourceText) {
        var offset = 0
        for (index, character) in line.enumerated() {
            for byte in 0..<character.utf8.count {
                #expect(text.column(line: number, byteOffset: offset + byte) == index + 1,
                        "\(line.debugDescription) line \(number) byte \(offset + byte)")
            }
            offset += character.utf8.count
        }
    }

    /// Random lines of up to 300 bytes: simple ones (ASCII and Hangul syllables, read by
    /// checkpoints every 64 bytes) and ones with a scalar that is not (a combining accent, a
    /// trailing jamo that joins the syllable before it, an emoji sequence, a syllable's
    /// neighbours U+ABFF and U+D7A4), every kind of line ending, at every alignment.
    static func randomSamples(count: Int) -> [String] {
        let pieces = ["a", "Z", " ", "|", "가", "힣", "한국어", "0123456789", "\t", "e\u{301}", "\u{11A8}",
                      "👩‍👩‍👧", "\u{ABFF}", "\u{D7A4}", "é", "\n", "\r", "\r\n",
                      "합니다", "\u{D79D}", "\u{D780}", "\u{D7B0}", "\u{A960}", "\u{AFFF}"]
        let simple = pieces.filter { $0.unicodeScalars.allSatisfy { $0.isASCII || (0xAC00...0xD7A3).contains($0.value) } }
        var random = SplitMix64(seed: 13)
        return (0..<count).map { index in
            // Every other text simple, so that both ways of counting are met on long lines.
            let from = index % 2 == 0 ? simple : pieces
            var text = ""
            while text.utf8.count < 300 { text += from.randomElement(using: &random)! }
            return text
        }
    }

    @Test func randomTextsCountColumnsAsCharacterByCharacter() {
        for sample in Self.randomSamples(count: 60) {
            var text = MarkdownSourceText(sample, file: "s.md")
            let lines = Self.lines(of: sample)
            #expect(text.lineCount == lines.count)
            for (number, line) in lines.enumerated() {
                #expect(Array(text.lineBytes(number + 1)) == Array(line.utf8))
                // Asked in no particular order: the last column, past the end, then every byte.
                let characters = line.count
                let length = line.utf8.count
                let ascii = line.utf8.allSatisfy { $0 < 0x80 }
                #expect(text.lastColumn(number + 1) == max(characters, 1), "\(line.debugDescription)")
                #expect(text.column(line: number + 1, byteOffset: length + 2) == (ascii ? length + 3 : characters + 3),
                        "\(line.debugDescription)")
                Self.expectColumnOfEveryByte(of: line, number: number + 1, in: &text)
            }
        }
    }

    @Test func characterStartsAreCountedAsByteByByte() {
        let bytes = Array("가a나다 라é마바사 👩‍👩‍👧 아자차카타파하 0123456789 한국어".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0...bytes.count {
                for end in start...bytes.count {
                    let expected = bytes[start..<end].count { $0 & 0xC0 != 0x80 }
                    #expect(MarkdownSourceText.characterStartCount(buffer, start..<end) == expected, "\(start)..<\(end)")
                }
            }
        }
    }

    /// The lines of `text`, split at `\n`, `\r\n` and `\r` on its scalars.
    private static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\n" || scalar == "\r" {
                if scalar == "\r", scalars.first == "\n" { scalars.removeFirst() }
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }
}
