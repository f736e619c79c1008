import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

/// `Limits` documents the limits; the rooms enforce them with their own constants, which
/// must not drift from the documented values.
@Suite struct LimitsTests {
    @Test func documentedLimitsAreTheEnforcedOnes() {
        #expect(Limits.jsonNestingDepth == JSONReader.defaultMaxDepth)
        #expect(Limits.aliasChainLength == TokenResolver.maximumChainLength)
        #expect(Limits.tokenMathDepth == TokenMath.maximumDepth)
        #expect(Limits.markdownNestingDepth == CMarkConverter.maximumDepth)
        #expect(Limits.swiftExpressionDepth == SwiftExpressionParser(tokens: [], brackets: SwiftBrackets([])).maximumDepth)
        #expect(Limits.templateSectionDepth == TemplateParser.nestingLimit)
        #expect(Limits.templateRenderDepth == TemplateRenderer.nestingLimit)
        #expect(Limits.templatePartialDepth == TemplateRenderer.partialDepthLimit)
    }

    /// 100,000 nested brackets: an error at the 513th, not a stack overflow.
    @Test func jsonNestingPastTheLimit() {
        let bytes = Array(String(repeating: "[", count: 100_000).utf8) + Array(String(repeating: "]", count: 100_000).utf8)
        #expect(throws: JSONSyntaxError(message: "nesting deeper than 512 levels",
                                        location: SourceLocation(file: "t.json", line: 1, column: 513))) {
            try JSONReader.parse(bytes, file: "t.json")
        }
        let objects = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
        #expect(throws: JSONSyntaxError(message: "nesting deeper than 512 levels",
                                        location: SourceLocation(file: "t.json", line: 1, column: 511 * 5 + 1 + 5))) {
            try JSONReader.parse(objects, file: "t.json")
        }
    }

    /// 100,000 nested quotes and list items: flattened at depth 32, every word kept.
    @Test func markdownNestingPastTheLimit() {
        let quotes = MarkdownParser.parse(String(repeating: ">", count: 100_000) + " deep\n", file: "q.md")
        #expect(maximumDepth(quotes.blocks) == Limits.markdownNestingDepth + 1)
        #expect(quotes.allBlocks.compactMap { if case .paragraph(let p) = $0 { p.inlines.plainText } else { nil } } == ["deep"])
        var list = ""
        for level in 0..<2_000 { list += String(repeating: "  ", count: level) + "- item \(level)\n" }
        let items = MarkdownParser.parse(list, file: "l.md")
        #expect(maximumDepth(items.blocks) <= Limits.markdownNestingDepth + 1)
        let words = items.allBlocks.compactMap { if case .paragraph(let p) = $0 { p.inlines.plainText } else { nil } }
        #expect(words.count == 2_000)
        #expect(words.last == "item 1999")
    }

    /// Nesting of blocks: a paragraph in a quote is 2.
    private func maximumDepth(_ blocks: [Markdown.Block]) -> Int {
        var deepest = 0
        var pending = blocks.map { ($0, 1) }
        while let (block, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            pending += block.children.map { ($0, depth + 1) }
        }
        return deepest
    }
}
