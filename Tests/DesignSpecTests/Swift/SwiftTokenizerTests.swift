import Testing
@testable import DesignSpecCore

@Suite("SwiftTokenizer") struct SwiftTokenizerTests {
    /// `kind text line:col-endLine:endCol` per token.
    private func describe(_ code: String) -> [String] {
        SwiftTokenizer(code).tokens.map { "\($0.kind) \($0.text) \($0.line):\($0.column)-\($0.endLine):\($0.endColumn)" }
    }

    @Test func identifiersKeywordsNumbersPunctuation() {
        #expect(describe("let x = .5 + 1_000.25e1 // 주석\nfoo?.bar!") == [
            "keyword let 1:1-1:3", "identifier x 1:5-1:5", "punctuation = 1:7-1:7", "number .5 1:9-1:10",
            "punctuation + 1:12-1:12", "number 1_000.25e1 1:14-1:23",
            "identifier foo 2:1-2:3", "punctuation ? 2:4-2:4", "punctuation . 2:5-2:5", "identifier bar 2:6-2:8",
            "punctuation ! 2:9-2:9",
        ])
        #expect(SwiftTokenizer("1_000.25e1 0x1F .5").tokens.map(\.number) == [10002.5, 31, 0.5])
    }

    @Test func keywordAfterDotIsAName() {
        #expect(describe("SemanticColor.Bg.default") == [
            "identifier SemanticColor 1:1-1:13", "punctuation . 1:14-1:14", "identifier Bg 1:15-1:16",
            "punctuation . 1:17-1:17", "identifier default 1:18-1:24",
        ])
    }

    @Test func strings() {
        #expect(describe(#"Text("a \"b\" \(x + "y") 안녕").padding(12)"#) == [
            "identifier Text 1:1-1:4", "punctuation ( 1:5-1:5", #"string "a \"b\" \(x + "y") 안녕" 1:6-1:28"#,
            "punctuation ) 1:29-1:29", "punctuation . 1:30-1:30", "identifier padding 1:31-1:37",
            "punctuation ( 1:38-1:38", "number 12 1:39-1:40", "punctuation ) 1:41-1:41",
        ])
        #expect(describe("x = \"\"\"\n  a \"quote\" \\(b)\n  \"\"\" ; y") == [
            "identifier x 1:1-1:1", "punctuation = 1:3-1:3", "string \"\"\"\n  a \"quote\" \\(b)\n  \"\"\" 1:5-3:5",
            "punctuation ; 3:7-3:7", "identifier y 3:9-3:9",
        ])
        #expect(describe(##"r = #"raw \(no) "quoted" \#(yes)"# + 1"##) == [
            "identifier r 1:1-1:1", "punctuation = 1:3-1:3", ##"string #"raw \(no) "quoted" \#(yes)"# 1:5-1:34"##,
            "punctuation + 1:36-1:36", "number 1 1:38-1:38",
        ])
    }

    @Test func nestedCommentsAreDropped() {
        #expect(describe("a /* x /* y */ z */ b // c\n/** doc */ d") == [
            "identifier a 1:1-1:1", "identifier b 1:21-1:21", "identifier d 2:12-2:12",
        ])
    }

    @Test func unterminatedInputIsSkippedNotFatal() {
        let string = SwiftTokenizer("a(\"never closed\nb)")
        #expect(string.tokens.map(\.text) == ["a", "(", "b", ")"])
        #expect(string.skipped == [.init(line: 1, column: 3, endLine: 1, endColumn: 15)])
        let comment = SwiftTokenizer("a /* /* */ open")
        #expect(comment.tokens.map(\.text) == ["a"])
        #expect(comment.skipped == [.init(line: 1, column: 3, endLine: 1, endColumn: 15)])
        let multiline = SwiftTokenizer("x = \"\"\"\nnever")
        #expect(multiline.tokens.map(\.text) == ["x", "="])
        #expect(multiline.skipped.count == 1)
    }

    @Test func hangulColumnsAreCharacters() {
        let tokens = SwiftTokenizer(".buttonStyle(.plain)   // List 안에서 이중 탭 방지\n이름.frame(width: 44)").tokens
        #expect(tokens.map { "\($0.text)@\($0.line):\($0.column)" } == [
            ".@1:1", "buttonStyle@1:2", "(@1:13", ".@1:14", "plain@1:15", ")@1:20",
            "이름@2:1", ".@2:3", "frame@2:4", "(@2:9", "width@2:10", ":@2:15", "44@2:17", ")@2:19",
        ])
    }
}
