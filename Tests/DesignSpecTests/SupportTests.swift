import Testing
@testable import DesignSpec

@Suite struct HTMLEscaperTests {
    @Test func escapesTheFiveSpecialCharacters() {
        #expect(HTML.escape(#"<a href="x">Tom & 'Jerry'</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    }

    @Test func leavesHangulAndPlainTextAlone() {
        #expect(HTML.escape("간격 스케일 16pt") == "간격 스케일 16pt")
    }
}

@Suite struct SourceLocationTests {
    @Test func printsPathLineColumn() {
        #expect(SourceLocation(file: "content/a.md", line: 3, column: 7).description == "content/a.md:3:7")
    }
}

@Suite struct HTMLControlCharacterTests {
    @Test func replacesControlCharactersButKeepsWhitespace() {
        #expect(HTML.escape("a\u{1B}[31mb\u{0}c\u{7F}d\u{85}e") == "a\u{FFFD}[31mb\u{FFFD}c\u{FFFD}d\u{FFFD}e")
        #expect(HTML.escape("tab\there\nline\r") == "tab\there\nline\r")
        #expect(HTML.escape("© 2026") == "© 2026")
    }
}

@Suite struct TerminalTextTests {
    @Test func escapesControlsAndBidiOverrides() {
        #expect(TerminalText.sanitize("x\u{1B}[31m\n/x.md:1:1: forged\u{202E}") == "x\\u{1B}[31m\\u{A}/x.md:1:1: forged\\u{202E}")
        #expect(TerminalText.sanitize("간격 16pt") == "간격 16pt")
    }
}
