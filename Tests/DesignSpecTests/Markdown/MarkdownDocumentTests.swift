import Foundation
import Testing
@testable import DesignSpecCore

@Suite struct MarkdownDocumentTests {
    @Test func languageIsKoreanWhenHangulIsAFifthOfTheLetters() {
        #expect(MarkdownParser.parse("# 간격\n\nSpacing scale은 4의 배수입니다.", file: "a.md").language == "ko")
        // 2 Hangul letters among 20: 10%.
        #expect(MarkdownParser.parse("Spacing tokens for layouts 간격", file: "a.md").language == "en")
        // Code does not count.
        #expect(MarkdownParser.parse("Spacing\n\n```\n// 간격 간격 간격 간격 간격\n```\n", file: "a.md").language == "en")
        #expect(MarkdownParser.parse("| 속성 | iPhone |\n| - | - |\n| 간격 | 16 |\n", file: "a.md").language == "ko")
        #expect(MarkdownParser.parse("", file: "a.md").language == "en")
    }

    @Test func titleIsTheFirstLevelOneHeadingElseTheFileName() {
        #expect(MarkdownParser.parse("## 부제\n\n# 그리드 *레이아웃*\n\n# 둘째", file: "docs/grid.md").title == "그리드 레이아웃")
        #expect(MarkdownParser.parse("## 부제\n", file: "docs/grid-layout.md").title == "grid-layout")
        #expect(MarkdownParser.parse("본문", file: "README").title == "README")
    }

    @Test func allBlocksWalksIntoQuotesAndLists() {
        let document = MarkdownParser.parse("> # 인용\n\n- a\n  ```swift\n  x\n  ```\n", file: "w.md")
        #expect(document.allBlocks.map { spans($0.range) } == ["1:1-1:6", "1:3-1:6", "3:1-6:5", "3:3-3:3", "4:3-6:5"])
        #expect(document.codeBlocks.map(\.codeStart.description) == ["w.md:5:3"])
    }

    @Test func allBlocksIsThePreorderOfNestedQuotesAndLists() {
        let source = "> - a\n>   > b\n>   > - c\n>   >\n>   > d\n> -\n> - e\n>\n> f\n\n1. g\n2. > h\n\n---\n"
        let document = MarkdownParser.parse(source, file: "n.md")
        /// Containers before their content, recursively: quotes' blocks, each item's blocks.
        func preorder(_ blocks: [Markdown.Block]) -> [Markdown.Block] {
            blocks.flatMap { [$0] + preorder($0.children) }
        }
        #expect(document.allBlocks == preorder(document.blocks))
        #expect(document.allBlocks.count == 15)
    }

    @Test(.enabled(if: TestData.isAvailable))
    func styleDictionaryTokensDocument() throws {
        let url = try #require(TestData.url("docs/style-dictionary-v3/docs/tokens.md"))
        let bytes = try [UInt8](Data(contentsOf: url))
        let document = MarkdownParser.parse(data: bytes, file: "tokens.md")
        #expect(document.tables.count == 2)
        #expect(document.codeBlocks.count == 17)
        #expect(document.tables[0].header.cells.map(\.plainText) == ["Attribute", "Type", "Description"])
        #expect(document.tables[0].rows[0].cells.map { spans($0.range) } == ["36:3-36:7", "36:11-36:13", "36:17-36:150"])
        #expect(document.title == "Design Tokens")
        #expect(document.language == "en")
    }
}
