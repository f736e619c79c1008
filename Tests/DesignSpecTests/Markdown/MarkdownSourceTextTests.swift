import Testing
@testable import DesignSpec

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
                var offset = 0
                for (index, character) in line.enumerated() {
                    for byte in 0..<character.utf8.count {
                        #expect(text.column(line: number + 1, byteOffset: offset + byte) == index + 1,
                                "\(sample.debugDescription) line \(number + 1) byte \(offset + byte)")
                    }
                    offset += character.utf8.count
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
