import Testing
@testable import DesignSpecCore

/// `file:line:col-line:col`, to compare ranges in one readable string.
func spans(_ range: SourceRange) -> String {
    "\(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column)"
}

@Suite struct MarkdownParserTests {
    @Test func headingWithItsLevelTextAndRange() {
        let document = MarkdownParser.parse("## 기기별 *값*\n", file: "a.md")
        #expect(document.blocks == [
            .heading(Markdown.Heading(
                level: 2,
                inlines: [.text("기기별 "), .emphasis([.text("값")])],
                range: SourceRange(file: "a.md", line: 1, column: 1, endLine: 1, endColumn: 10))),
        ])
    }

    @Test func koreanTableCellsPointAtTheirText() throws {
        let source = """
            # 그리드

            | 속성 | iPhone | iPad |
            | :--- | ---: | :-: |
            | 시간 너비 | `48pt` | {gridLayout.timeHeaderWidth} |
            | 간격 |
            """
        let document = MarkdownParser.parse(source, file: "grid.md")
        let table = try #require(document.tables.first)
        #expect(table.alignments == [.left, .right, .center])
        #expect(spans(table.range) == "3:1-6:6")
        #expect(table.header.cells.map(\.plainText) == ["속성", "iPhone", "iPad"])
        #expect(table.header.cells.map { spans($0.range) } == ["3:3-3:4", "3:8-3:13", "3:17-3:20"])
        #expect(table.header.cells[1].range.start.description == "grid.md:3:8")
        #expect(table.rows.count == 2)
        #expect(table.rows[0].cells.map(\.plainText) == ["시간 너비", "48pt", "{gridLayout.timeHeaderWidth}"])
        #expect(table.rows[0].cells[1].inlines == [.code("48pt")])
        #expect(table.rows[0].cells.map { spans($0.range) } == ["5:3-5:7", "5:11-5:16", "5:20-5:47"])
        // cmark pads the short row; the padding cells sit at the row's end.
        #expect(table.rows[1].cells.map(\.plainText) == ["간격", "", ""])
        #expect(table.rows[1].cells.map { spans($0.range) } == ["6:3-6:4", "6:6-6:6", "6:6-6:6"])
    }

    @Test func tableCellsWithEscapedPipesAndNoOuterPipes() throws {
        let document = MarkdownParser.parse("> 이름 | 값\n> --|--\n> a \\| b | 한 |\n", file: "q.md")
        guard case .blockQuote(let quote)? = document.blocks.first, case .table(let table)? = quote.blocks.first else {
            Issue.record("expected a table in a quote: \(document.blocks)")
            return
        }
        #expect(table.header.cells.map { spans($0.range) } == ["1:3-1:4", "1:8-1:8"])
        #expect(table.rows[0].cells.map(\.plainText) == ["a | b", "한"])
        #expect(table.rows[0].cells.map { spans($0.range) } == ["3:3-3:8", "3:12-3:12"])
    }

    @Test func codeBlockInfoStringAndFirstCodeLine() throws {
        let source = "설명\n\n```swift title=\"버튼\"\nlet 간격 = 16\n```\n\n    indented\n"
        let document = MarkdownParser.parse(source, file: "c.md")
        #expect(document.codeBlocks.count == 2)
        let fenced = document.codeBlocks[0]
        #expect(fenced.info == "swift title=\"버튼\"")
        #expect(fenced.language == "swift")
        #expect(fenced.code == "let 간격 = 16\n")
        #expect(fenced.isFenced)
        #expect(fenced.codeStart == SourceLocation(file: "c.md", line: 4, column: 1))
        #expect(spans(fenced.range) == "3:1-5:3")
        let indented = document.codeBlocks[1]
        #expect(indented.info == "")
        #expect(indented.language == nil)
        #expect(indented.code == "indented\n")
        #expect(indented.codeStart == SourceLocation(file: "c.md", line: 7, column: 5))
        #expect(spans(indented.range) == "7:5-7:12")
    }

    @Test func htmlCommentBodyAndRange() {
        let source = "<!-- tokens: gridLayout -->\n| a |\n| - |\n\n<!--\n  scale: spacing\n-->\n\n<!-- a --> <!-- b -->\n\n<div>x</div>\n"
        let document = MarkdownParser.parse(source, file: "h.md")
        let html = document.blocks.compactMap { block -> Markdown.HTMLBlock? in
            if case .htmlBlock(let html) = block { html } else { nil }
        }
        #expect(html.map(\.comment) == ["tokens: gridLayout", "scale: spacing", nil, nil])
        #expect(html.map { spans($0.range) } == ["1:1-1:27", "5:1-7:3", "9:1-9:21", "11:1-11:12"])
        #expect(document.tables.count == 1)
    }

    @Test func listsWithTasks() {
        let source = "- [x] 완료\n- [ ] 할 일\n- 보통\n\n3. 셋\n4. 넷\n"
        let document = MarkdownParser.parse(source, file: "l.md")
        guard document.blocks.count == 2, case .list(let bullets) = document.blocks[0], case .list(let numbers) = document.blocks[1] else {
            Issue.record("expected two lists: \(document.blocks)")
            return
        }
        #expect(!bullets.ordered)
        #expect(bullets.tight)
        #expect(bullets.items.map(\.checked) == [true, false, nil])
        #expect(bullets.items.map { $0.blocks.first.map(\.range).map(spans) } == ["1:7-1:8", "2:7-2:9", "3:3-3:4"])
        #expect(bullets.items[0].blocks == [.paragraph(Markdown.Paragraph(
            inlines: [.text("완료")], range: SourceRange(file: "l.md", line: 1, column: 7, endLine: 1, endColumn: 8)))])
        #expect(numbers.ordered)
        #expect(numbers.start == 3)
        #expect(spans(numbers.range) == "5:1-6:4")
    }

    @Test func linksImagesAndInlineMarkup() throws {
        let source = "[가이드](guide.md \"제목\") ~~old~~ **굵게** https://example.com ![아이콘](icon.svg)  \n끝<br>"
        let document = MarkdownParser.parse(source, file: "i.md")
        guard case .paragraph(let paragraph)? = document.blocks.first else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(paragraph.inlines == [
            .link(Markdown.Link(destination: "guide.md", title: "제목", children: [.text("가이드")])),
            .text(" "),
            .strikethrough([.text("old")]),
            .text(" "),
            .strong([.text("굵게")]),
            .text(" "),
            .link(Markdown.Link(destination: "https://example.com", children: [.text("https://example.com")])),
            .text(" "),
            .image(Markdown.Image(source: "icon.svg", children: [.text("아이콘")])),
            .hardBreak,
            .text("끝"),
            .html("<br>"),
        ])
        #expect(paragraph.inlines.plainText == "가이드 old 굵게 https://example.com 아이콘\n끝")
    }

    @Test func columnsCountCharactersNotBytes() {
        let document = MarkdownParser.parse("가나다 **라**\n\n> 인용 안의 `코드`\n\n---\n", file: "k.md")
        #expect(document.blocks.map { spans($0.range) } == ["1:1-1:9", "3:1-3:12", "5:1-5:3"])
        guard case .blockQuote(let quote) = document.blocks[1] else { return }
        #expect(quote.blocks.map { spans($0.range) } == ["3:3-3:12"])
    }

    /// Lines of ASCII and Hangul syllables are counted off their bytes; anything else
    /// (a combining accent, a trailing jamo that joins its syllable, an emoji sequence)
    /// by grapheme clusters, on the same line as Hangul too.
    @Test func columnsCountGraphemeClustersBeyondHangul() throws {
        let source = "| e\u{301}가 | 👩‍👩‍👧 x |\n| --- | --- |\n| 가\u{11A8}나 | b |\n| 가나 | 다 |\n"
        let table = try #require(MarkdownParser.parse(source, file: "g.md").tables.first)
        #expect(table.header.cells.map { spans($0.range) } == ["1:3-1:4", "1:8-1:10"])
        #expect(table.rows[0].cells.map { spans($0.range) } == ["3:3-3:4", "3:8-3:8"])
        #expect(table.rows[1].cells.map { spans($0.range) } == ["4:3-4:4", "4:8-4:8"])
    }

    /// An HTML block runs to the end of its literal's last line, with `\n` and `\r\n` line
    /// endings and a last line with none.
    @Test func htmlBlocksEndOnTheirLiteralsLastLine() {
        func spansOfHTML(_ source: String) -> [String] {
            MarkdownParser.parse(source, file: "h.md").blocks.compactMap { block in
                if case .htmlBlock(let html) = block { spans(html.range) } else { nil }
            }
        }
        #expect(spansOfHTML("<div>\n가나\n</div>\n\ntext\n") == ["1:1-3:6"])
        #expect(spansOfHTML("<div>\r\n가나\r\n</div>\r\n\r\ntext\r\n") == ["1:1-3:6"])
        #expect(spansOfHTML("<!-- a\nb -->") == ["1:1-2:5"])
        #expect(spansOfHTML("<div>\r\n\n<p>\n") == ["1:1-1:5", "3:1-3:3"])
    }

    @Test func crlfLineEndingsKeepPositions() throws {
        let source = "# 제목\r\n\r\n| 속성 | iPhone |\r\n| --- | --- |\r\n| 간격 | 16pt |\r\n"
        let document = MarkdownParser.parse(source, file: "crlf.md")
        #expect(document.blocks.map { spans($0.range) } == ["1:1-1:4", "3:1-5:13"])
        let table = try #require(document.tables.first)
        #expect(table.header.cells.map { spans($0.range) } == ["3:3-3:4", "3:8-3:13"])
        #expect(table.rows[0].cells.map(\.plainText) == ["간격", "16pt"])
        #expect(table.rows[0].cells.map { spans($0.range) } == ["5:3-5:4", "5:8-5:11"])
        #expect(document.headings.map(\.plainText) == ["제목"])
    }

    @Test func byteOrderMarkIsDroppedAndColumnsStartAfterIt() throws {
        let document = MarkdownParser.parse("\u{FEFF}| 속성 | iPhone |\n|---|---|\n| a | b |\n", file: "bom.md")
        let table = try #require(document.tables.first)
        #expect(spans(table.range) == "1:1-3:9")
        #expect(table.header.cells.map { spans($0.range) } == ["1:3-1:4", "1:8-1:13"])
        #expect(table.header.cells[0].plainText == "속성")
    }

    @Test func lonelyCarriageReturnsEndLinesToo() {
        let document = MarkdownParser.parse("# 하나\r\r둘\r", file: "cr.md")
        #expect(document.blocks.map { spans($0.range) } == ["1:1-1:4", "3:1-3:1"])
    }

    @Test func nulAndInvalidUTF8BecomeReplacementCharacters() {
        let document = MarkdownParser.parse(data: [0x61, 0x00, 0xFF, 0x62, 0x20, 0xEA, 0xB0, 0x80, 0x2A], file: "bad.md")
        #expect(document.blocks == [.paragraph(Markdown.Paragraph(
            inlines: [.text("a\u{FFFD}\u{FFFD}b 가*")],
            range: SourceRange(file: "bad.md", line: 1, column: 1, endLine: 1, endColumn: 7)))])
    }

    @Test func deepNestingIsFlattenedNotACrash() {
        let depth = 5_000
        let quotes = MarkdownParser.parse(String(repeating: "> ", count: depth) + "안쪽\n", file: "deep.md")
        var nesting = 0
        var blocks = quotes.blocks
        while case .blockQuote(let quote)? = blocks.first {
            nesting += 1
            blocks = quote.blocks
        }
        #expect(nesting == CMarkConverter.maximumDepth)
        #expect(blocks.count == 1)
        if case .paragraph(let paragraph)? = blocks.first {
            #expect(paragraph.inlines == [.text("안쪽")])
        }

        let emphasis = MarkdownParser.parse(String(repeating: "*a ", count: depth) + String(repeating: "b*", count: depth), file: "deep.md")
        #expect(emphasis.blocks.count == 1)
        let links = MarkdownParser.parse(String(repeating: "[", count: depth) + "x" + String(repeating: "](u)", count: depth), file: "deep.md")
        #expect(links.blocks.count == 1)
    }

    @Test func parsesInParallelWithTheSameResult() async {
        let source = "# 제목\n\n~~취소~~ https://example.com 와 www.example.org\n\n| a | b |\n|---|---|\n| ~~x~~ | y |\n"
        let expected = MarkdownParser.parse(source, file: "p.md")
        let results = await withTaskGroup(of: MarkdownDocument.self) { group in
            for _ in 0..<16 {
                group.addTask { MarkdownParser.parse(source, file: "p.md") }
            }
            return await group.reduce(into: [MarkdownDocument]()) { $0.append($1) }
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == expected })
        #expect(expected.tables.first?.rows.first?.cells.first?.inlines == [.strikethrough([.text("x")])])
    }

    @Test func manySplitTextNodesMergeInLinearTime() {
        let count = 200_000
        let document = MarkdownParser.parse(String(repeating: "[", count: count) + "가", file: "wide.md")
        guard case .paragraph(let paragraph)? = document.blocks.first else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(paragraph.inlines.count == 1)
        #expect(paragraph.inlines.plainText.count == count + 1)
        #expect(spans(paragraph.range) == "1:1-1:\(count + 1)")
    }

    @Test func emptyInputHasNoBlocks() {
        #expect(MarkdownParser.parse("", file: "e.md").blocks == [])
        #expect(MarkdownParser.parse("\u{FEFF}", file: "e.md").blocks == [])
    }
}
