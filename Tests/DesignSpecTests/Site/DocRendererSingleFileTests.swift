import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore
@testable import DesignSpecSite

/// The single file's heading ids, which `DocRenderer` gives their prefix by searching the
/// body's UTF-8 for the tags the renderer wrote.
@Suite struct DocRendererSingleFileTests {
    @Test func aHeadingThatStartsWithACombiningMarkGetsItsPrefix() throws {
        // `">` and a combining mark are one character: a character-wise search for the
        // heading's tag missed it, and the heading kept an id another doc could repeat.
        let doc = MarkdownParser.parse("# Marks\n\n## \u{301}accent\n\nText.\n", file: "marks.md")
        let input = SiteInput(title: "Marks", documents: [doc], report: CheckReport(findings: [], rules: []))
        let html = try SiteBuilder(version: "0.0.0").buildSingleFile(input)
        #expect(html.utf8.firstRange(of: "\n<h2 id=\"doc-marks--\u{301}accent\">\u{301}accent</h2>\n".utf8) != nil)
        #expect(html.utf8.firstRange(of: "<h2 id=\"\u{301}accent\">".utf8) == nil)
    }
}
