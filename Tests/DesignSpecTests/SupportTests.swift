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
