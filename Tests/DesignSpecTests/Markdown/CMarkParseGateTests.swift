import Dispatch
import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

/// cmark-gfm parses run at once (`CMarkParseGate`): texts with and without a `~`, with
/// strikethrough, autolinks and tables, parsed thousands of times on every core, must give
/// exactly what one parse at a time gives.
@Suite struct CMarkParseGateTests {
    /// Texts that use every inline character the extensions make special (`~`, `:`, `w`),
    /// in paragraphs, table cells and lists, with and without a `~`.
    static let texts: [String] = [
        "# 취소선\n\n~~지난 값~~ 새 값은 www.example.com/a 에 있다.\n\n| 토큰 | 값 |\n| --- | --- |\n| ~~old~~ | `8pt` |\n",
        "Plain: see https://example.com/tokens and www.designspec.dev, mail team@example.com.\n\n| a | b |\n| --- | --- |\n| www.x.org | c:d |\n",
        "- ~one~ tilde\n- ~~two~~ tildes, https://a.b/c~d\n- w w w. not a link\n",
        "No special characters here at all, only words and a table.\n\n| x | y |\n| - | - |\n| 1 | 2 |\n",
        "간격은 4pt 단위: spacing.base, 링크 http://example.com/간격 그리고 ~~취소~~ 끝.\n",
        "*emphasis* and **strong** with w:x and www.example.com:8080/path?q=1.\n",
    ]

    /// The texts, each twenty-four times over: long enough that parses overlap.
    static let longTexts = texts.map { String(repeating: $0 + "\n", count: 24) }

    static func parseAll() -> [[Markdown.Block]] {
        longTexts.map { MarkdownParser.parse($0, file: "t.md").blocks }
    }

    @Test func theTextsUseStrikethroughAndAutolinks() {
        let html = Self.texts.map { MarkdownHTMLRenderer().render(MarkdownParser.parse($0, file: "t.md")).html }.joined()
        for expected in ["<del>지난 값</del>", "<del>old</del>", "<del>one</del>", "<del>취소</del>",
                         "<a href=\"http://www.example.com/a\">www.example.com/a</a>",
                         "<a href=\"mailto:team@example.com\">team@example.com</a>",
                         "<a href=\"http://example.com/간격\">http://example.com/간격</a>"] {
            #expect(html.contains(expected), "\(expected)")
        }
        #expect(Self.texts.filter { CMarkParseGate.containsTilde(Array($0.utf8)) }.count == 3)
    }

    @Test func parallelParsesGiveWhatSerialParsesGive() {
        let expected = Self.parseAll()
        let rounds = 1_500
        let mismatches = IndexedConcurrentMap.map(count: rounds) { round -> Int in
            let index = round % Self.longTexts.count
            return MarkdownParser.parse(Self.longTexts[index], file: "t.md").blocks == expected[index] ? 0 : 1
        }
        #expect(mismatches.reduce(0, +) == 0)
        // And again one at a time afterwards: the setup left nothing behind that changes a parse.
        #expect(Self.parseAll() == expected)
    }

    @Test func aTildeIsFoundAnywhereInTheBytes() {
        #expect(!CMarkParseGate.containsTilde([]))
        #expect(!CMarkParseGate.containsTilde(Array("abc 간격".utf8)))
        #expect(CMarkParseGate.containsTilde(Array("~".utf8)))
        #expect(CMarkParseGate.containsTilde(Array(String(repeating: "가", count: 5000).utf8) + [0x7E]))
    }
}
