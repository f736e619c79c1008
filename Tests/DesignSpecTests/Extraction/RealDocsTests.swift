import Foundation
import Testing
@testable import DesignSpecCore

/// The real docs of `../shared/data/docs` extract, and their tables show up in the model.
@Suite(.enabled(if: TestData.isAvailable)) struct RealDocsTests {
    @Test func styleDictionaryTokensDoc() throws {
        let url = try #require(TestData.url("docs/style-dictionary-v3/docs/tokens.md"))
        let source = try String(contentsOf: url, encoding: .utf8)
        var findings: [Finding] = []
        let markdown = MarkdownParser.parse(source, file: "tokens.md")
        let doc = DocExtractor(binder: ExtractionFixture.binder(ExtractionFixture.sampleTokens), tokens: ExtractionFixture.sampleTokens)
            .extract(markdown, source: source, slug: "tokens", findings: &findings)
        #expect(findings.isEmpty)
        #expect(doc.title == "Design Tokens")
        #expect(doc.language == "en")
        #expect(doc.tables.count == 2)
        #expect(doc.tables.map(\.kind) == [.plain, .plain])
        #expect(doc.tables.map(\.reason) == ["API attribute table ('Attribute', 'Type')", "API attribute table ('Attribute', 'Type')"])
        #expect(doc.tables.map { $0.range.description } == ["tokens.md:34:1", "tokens.md:48:1"])
        #expect(doc.tables.map { $0.columns.map(\.header) } == [["Attribute", "Type", "Description"], ["Attribute", "Type", "Description"]])
        #expect(doc.recipes.isEmpty)
    }
}
