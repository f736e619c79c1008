import Testing
@testable import DesignSpecCore

/// The byte fast path of `ValueParser` (`parsePlain`): for the forms it reads, the general
/// parser's result exactly; for everything else, nothing (the general parser reads it).
@Suite struct ValueParserPlainTests {
    /// The forms the fast path reads.
    static let plain = ["16", "0", "007", "1.5", "16pt", "16px", "0.2s", "200ms", "44pt", "1234567.25",
                        "#FFF", "#fff8", "#2F6BFF", "#2f6bff80", "#9DDA82", "#000000"]

    /// Everything else, for the general parser: other units, whitespace, signs, ranges,
    /// sizes, lists, Swift, Korean text, malformed values.
    static let general = ["", " ", "16 pt", " 16pt", "16pt ", "-4", "+4", ".5", "16.", "1.2.3", "1e5", "16PT", "1.5rem",
                          "2em", "1.2x", "72%", "16ptt", "12pxx", "0-29", "20-24pt", "44x44pt", "[4, 14, 24]",
                          "4, 8, 12pt", "#GGG", "#12345", "#FF", "#", "#2F6BFF.", "24pt.", "약 16pt", "~16pt",
                          "16pt 고정", "`16pt`", "화면 너비의 72%", "72% of screen width", "0.5s easeOut", ".easeInOut",
                          "16pt（고정）", "１６pt", "16ｐｔ", "16pt\u{301}", "16\u{0}pt", "십육", "auto", "none",
                          "rgb(26, 115, 232)", "rgba(26 115 232 / 50%)", "hsl(0, 100%, 50%)", "rgb(300, 0)"]

    @Test(arguments: plain)
    func theFastPathIsTheGeneralParser(_ text: String) {
        #expect(ValueParser.parsePlain(text) != nil, "\(text)")
        #expect(ValueParser.parsePlain(text) == ValueParser.parseGeneral(text), "\(text)")
        #expect(ValueParser.parse(text) == ValueParser.parseGeneral(text), "\(text)")
    }

    @Test(arguments: general)
    func otherFormsGoToTheGeneralParser(_ text: String) {
        #expect(ValueParser.parsePlain(text) == nil, "\(text)")
        #expect(ValueParser.parse(text) == ValueParser.parseGeneral(text), "\(text)")
    }

    /// Every number and hex color a doc of the drift corpus writes, generated: the same
    /// values either way.
    @Test func generatedValuesAgree() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2000 {
            let number = Double(generator.next() % 100_000) / [1, 10, 100, 1000][Int(generator.next() % 4)]
            let unit = ["", "pt", "px", "s", "ms"][Int(generator.next() % 5)]
            let text = "\(number)" + unit
            #expect(ValueParser.parsePlain(text) == ValueParser.parseGeneral(text), "\(text)")
            let hex = "#" + String(generator.next() % 0xFFFFFF, radix: 16, uppercase: generator.next() % 2 == 0)
            #expect(ValueParser.parse(hex) == ValueParser.parseGeneral(hex), "\(hex)")
        }
    }
}
