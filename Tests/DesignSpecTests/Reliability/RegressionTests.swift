import Testing
@testable import DesignSpecCore

/// Bugs the fuzzers found in other rooms' code, each pinned by the input that showed it.
/// A test wrapped in `withKnownIssue` is a bug still open: when it is fixed the wrapper
/// fails, and should be removed.
@Suite struct RegressionTests {
    /// fuzz-markdown: a table right after a paragraph's line is placed on the paragraph's
    /// line (cmark-gfm starts the table node at the paragraph it grew out of), and its
    /// header cells get columns of that line. Fixed in main (`mdfix`).
    @Test func tableAfterParagraphLine() {
        let document = MarkdownParser.parse("text\n| a | b |\n| --- | --- |\n| 1 | 2 |\n", file: "t.md")
        guard document.blocks.count == 2, case .paragraph(let paragraph) = document.blocks[0],
              case .table(let table) = document.blocks[1] else {
            Issue.record("expected a paragraph and a table, got \(document.blocks)")
            return
        }
        #expect(paragraph.range.description + "-\(paragraph.range.end.line):\(paragraph.range.end.column)" == "t.md:1:1-1:4")
        #expect(table.range.start.description == "t.md:2:1")
        #expect(table.header.range.start.description == "t.md:2:1")
        #expect(table.header.cells.map(\.range.start.description) == ["t.md:2:3", "t.md:2:7"])
        #expect(table.rows.map { $0.cells.map(\.range.start.description) } == [["t.md:4:3", "t.md:4:7"]])
    }

    /// fuzz-extraction: the Swift tokenizer counted every Unicode newline (VT, FF, U+0085,
    /// U+2028, U+2029) as a line end, so a literal after one was placed lines too far down,
    /// outside its code block. Markdown and Swift end lines at LF, CR and CRLF only. Fixed
    /// in `SwiftTokenizer.advance()` (one line).
    @Test(arguments: ["\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"])
    func recipeLiteralAfterAUnicodeLineSeparator(_ separator: String) {
        let code = "a\(separator).frame(width: 36, height: 36)\n.padding(8)\n"
        let scan = SwiftScanner.scan(code: code, origin: SourceLocation(file: "doc.md", line: 5, column: 1))
        #expect(scan.literals.map(\.range.start.description) == ["doc.md:5:17", "doc.md:5:29", "doc.md:6:10"])
    }
}
