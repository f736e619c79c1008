import Testing
@testable import DesignSpecCore

/// A table whose header row follows paragraph lines with no blank line between: cmark-gfm
/// 0.29 starts the table at the paragraph's first line and gives the paragraph no
/// position; the converter puts both back where they are in the source.
@Suite struct MarkdownTableAfterParagraphTests {
    /// The paragraph and the table among `blocks`, or nil.
    private func paragraphAndTable(_ blocks: [Markdown.Block]) -> (Markdown.Paragraph, Markdown.Table)? {
        guard blocks.count == 2, case .paragraph(let paragraph) = blocks[0], case .table(let table) = blocks[1] else {
            Issue.record("expected a paragraph and a table, got \(blocks)")
            return nil
        }
        return (paragraph, table)
    }

    @Test func tableAfterAMultiLineParagraph() {
        let document = MarkdownParser.parse("a\nb\n| x |\n| - |\n| 1 |", file: "m.md")
        guard let (paragraph, table) = paragraphAndTable(document.blocks) else { return }
        #expect(paragraph.inlines == [.text("a"), .softBreak, .text("b")])
        #expect(spans(paragraph.range) == "1:1-2:1")
        #expect(spans(table.range) == "3:1-5:5")
        #expect(spans(table.header.range) == "3:1-3:5")
        #expect(table.header.cells.map { spans($0.range) } == ["3:3-3:3"])
        #expect(table.rows.map { $0.cells.map { spans($0.range) } } == [["5:3-5:3"]])
    }

    @Test func tableAfterAKoreanParagraphLine() {
        let document = MarkdownParser.parse("설명 문단\n| 속성 | 값 |\n| --- | --- |\n| 간격 | 16 |\n", file: "k.md")
        guard let (paragraph, table) = paragraphAndTable(document.blocks) else { return }
        #expect(spans(paragraph.range) == "1:1-1:5")
        #expect(spans(table.range) == "2:1-4:11")
        #expect(table.header.cells.map(\.plainText) == ["속성", "값"])
        #expect(table.header.cells.map { spans($0.range) } == ["2:3-2:4", "2:8-2:8"])
        #expect(table.rows.map { $0.cells.map { spans($0.range) } } == [["4:3-4:4", "4:8-4:9"]])
    }

    @Test func tableAfterAParagraphInABlockQuote() {
        let document = MarkdownParser.parse("> a\n> b\n> | x |\n> | - |\n> | 1 |\n", file: "q.md")
        guard case .blockQuote(let quote)? = document.blocks.first,
              let (paragraph, table) = paragraphAndTable(quote.blocks) else {
            Issue.record("expected a block quote: \(document.blocks)")
            return
        }
        #expect(spans(quote.range) == "1:1-5:7")
        #expect(spans(paragraph.range) == "1:3-2:3")
        #expect(spans(table.range) == "3:3-5:7")
        #expect(spans(table.header.range) == "3:3-3:7")
        #expect(table.header.cells.map { spans($0.range) } == ["3:5-3:5"])
        #expect(table.rows.map { $0.cells.map { spans($0.range) } } == [["5:5-5:5"]])
    }

    @Test func headerOnlyTableAfterAParagraphInAListItem() {
        let document = MarkdownParser.parse("- a\n  b\n  | x | y |\n  | - | - |\n", file: "l.md")
        guard case .list(let list)? = document.blocks.first, let item = list.items.first,
              let (paragraph, table) = paragraphAndTable(item.blocks) else {
            Issue.record("expected a list item: \(document.blocks)")
            return
        }
        #expect(spans(paragraph.range) == "1:3-2:3")
        #expect(spans(table.range) == "3:3-4:11")
        #expect(spans(table.header.range) == "3:3-3:11")
        #expect(table.header.cells.map(\.plainText) == ["x", "y"])
        #expect(table.header.cells.map { spans($0.range) } == ["3:5-3:5", "3:9-3:9"])
        #expect(table.rows.isEmpty)
    }

    /// A table with no paragraph before it keeps cmark's positions.
    @Test func tableWithoutAParagraphIsUnchanged() {
        let document = MarkdownParser.parse("| x |\n| - |\n| 1 |\n", file: "t.md")
        guard case .table(let table)? = document.blocks.first, document.blocks.count == 1 else {
            Issue.record("expected one table: \(document.blocks)")
            return
        }
        #expect(spans(table.range) == "1:1-3:5")
        #expect(table.header.cells.map { spans($0.range) } == ["1:3-1:3"])
    }
}
