import Foundation
import Testing
@testable import DesignSpecCore

/// The fast paths the profile called for give exactly what the general code gives.
@Suite struct FastPathTests {
    static let samples = [
        "", " ", "\t", "  a b  ", "\u{00A0}16pt\u{3000}", " \u{2003}x\u{202F} ", "\n x \r\n", "\u{85}y\u{2028}",
        " e\u{301} ", "\u{301}", "토큰 ", "\t\u{000B}z\u{000C}", " \u{301}x", "x\u{2029}\u{301}", "{color.base.red}", " {a} ",
        // Nothing to trim at either ASCII end (the shortcut), and ends that only look so.
        "a", "16pt", "a b", "a\u{00A0}", "\u{00A0}a", "a\n", "\ra", "a\u{000B}", "e\u{301}", "x\u{3000}", "\u{2028}x", "ab\u{85}",
        "{color.bg}", "color\r\n", "\u{3000}색상\u{3000}", "색상", "a\u{0B}", "\u{0C}a", "{ spacing.m }",
    ]

    @Test func trimmingMatchesFoundation() {
        for sample in Self.samples {
            #expect(sample.trimmingSpaces() == sample.trimmingCharacters(in: .whitespaces), "\(Array(sample.unicodeScalars))")
            #expect(sample.trimmingSpacesAndNewlines() == sample.trimmingCharacters(in: .whitespacesAndNewlines),
                    "\(Array(sample.unicodeScalars))")
            let substring = sample.dropFirst(0)
            #expect(substring.trimmingSpaces() == substring.trimmingCharacters(in: .whitespaces))
        }
    }

    @Test func asciiNameWordsAreTheGeneralRulesWords() {
        #expect(NameWords.split("SemanticColor.Bg.Secondary.Default.hover") == ["semantic", "color", "bg", "secondary", "default", "hover"])
        #expect(NameWords.split("UIColor xxSmall gray600 heading1 2xl A1b") == ["ui", "color", "xx", "small", "gray", "600", "heading", "1", "2", "xl", "a", "1", "b"])
        #expect(NameWords.split("`{color_bg-secondary/default}`") == ["color", "bg", "secondary", "default"])
        // Non-ASCII goes the general way: the same words around it.
        #expect(NameWords.split("색상.Bg2x Ünïcode") == ["색상", "bg", "2", "x", "ünïcode"])
        #expect(NameWords.split("ABCdef") == ["ab", "cdef"])
    }

    @Test func languageCountsLettersAsBefore() {
        func language(_ text: String) -> String { MarkdownParser.parse(text, file: "a.md").language }
        #expect(language("# Hello\n\nplain English text\n") == "en")
        #expect(language("# 안녕\n\n한국어 문서입니다\n") == "ko")
        // 4 Hangul of 20 letters is a fifth: ko; one fewer Hangul is en.
        #expect(language("가나다라 abcdefghijklmnop\n") == "ko")
        #expect(language("가나다 abcdefghijklmnopq\n") == "en")
        // Jamo, accents and digits: letters counted per character, digits not at all.
        #expect(language("ᄀᄁ e\u{301}xyz 12345\n") == "ko")
        #expect(language("```\n한국어 코드\n```\n\nenglish\n") == "en")
        // Pieces of one block (emphasis, code, cells) count as their joined text.
        #expect(language("**가나**다라 *abc*defghijklmnop\n") == "ko")
        #expect(language("가나다 **abc**defghijklmnopq\n") == "en")
        #expect(language("| 가나 | ab |\n|---|---|\n| 다라 | cdefghijklmnop |\n") == "ko")
        #expect(language("| 가나 | ab |\n|---|---|\n| 다 | cdefghijklmnopq |\n") == "en")
        // A piece beyond ASCII and syllables sends its block to the character count: an
        // accent joins the letter before it (one letter), a jamo is a Hangul letter.
        #expect(language("가나다 abcdefghijklmno e`\u{301}` ᄀ\n") == "ko")
        #expect(language("가나다 abcdefghijk e`\u{301}`\n") == "ko")
        #expect(language("가나다 abcdefghijkl e`\u{301}`\n") == "en")
    }
}
