import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

/// The byte-level fast paths of the renderers give exactly what the character-level
/// definitions they replace give.
@Suite struct ByteFastPathTests {
    @Test func escapingIntoBytesMatchesEscapingAString() {
        let samples = ["", "plain", "a&b<c>d\"e'f", "\u{85}\u{9F}\u{A0}©", "간격 <16pt>", "\u{C2}\u{80}x", "\u{0}\u{1F}\u{7F}\t\n\r"]
        for sample in samples {
            var bytes: [UInt8] = Array("prefix:".utf8)
            HTML.escape(sample, into: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "prefix:" + HTML.escape(sample))
            var string = "prefix:"
            HTML.escape(sample, into: &string)
            #expect(string == "prefix:" + HTML.escape(sample))
        }
        #expect(HTML.escape("\u{80}a\u{9F}\u{A0}") == "\u{FFFD}a\u{FFFD}\u{A0}")
    }

    @Test func svgChildrenAreWrittenOnTheirOwnLinesAndTextInline() {
        let empty = SVGElement("g").adding([SVGElement]())
        #expect(empty.markup == "<g/>")
        #expect(SVGElement("title").adding(text: "").markup == "<title></title>")
        let nested = SVGElement("g").adding([SVGElement("g").adding([SVGElement("rect").set("x", 1.5)])]).set("id", "a&b")
        #expect(nested.markup == "<g id=\"a&amp;b\">\n<g>\n<rect x=\"1.5\"/>\n</g>\n</g>")
        #expect(SVGElement("rect").set("width", 3).set("height", -0.004).markup == "<rect width=\"3\" height=\"0\"/>")
    }

    @Test func searchLiteralsEscapeEveryControlCharacter() {
        #expect(SearchIndex.literal("a\u{1}\u{1F}\u{7F}\u{2029}é\u{E2}") == "\"a\\u0001\\u001f\u{7F}\\u2029é\u{E2}\"")
        #expect(SearchIndex.literal("") == "\"\"")
        #expect(SearchIndex.literal("\t\r\\") == "\"\\t\\r\\\\\"")
    }

    @Test(arguments: [
        "", "  ", " a  b\t\nc \r\n", "간격은 4pt\u{0B}단위 ", "mixed \u{3000}ideographic space", "é\u{301} combining",
        "NBSP\u{A0}kept apart", " \u{301}accent after a space", "\u{1C}\u{1F} not whitespace",
    ])
    func collapsingWhitespaceMatchesSplittingCharacters(_ text: String) {
        #expect(SiteBuilder.collapsingWhitespace(text) == text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    @Test func swiftNamesOfNonASCIIPathsAreCasedByCharacter() {
        #expect(TokenCodeNames.swiftName(["ëlan", "ünder_score", "x-2"]) == "Ëlan.ÜnderScore.x2")
        #expect(TokenCodeNames.swiftName(["size", "2x-large"]) == "Size.2x.large")
        #expect(TokenCodeNames.swiftName(["size", "2x"]) == "Size._2x")
        #expect(TokenCodeNames.swiftName(["color", "base", "-"], prefixes: TokenCodeNames.samplePrefixes) == "BaseColor")
    }

    @Test func diagramIDsKeepASCIILettersDigitsDashesAndUnderscores() {
        #expect(DiagramCanvas.sanitizedID("swatch-color_bg.2") == "swatch-color_bg-2")
        #expect(DiagramCanvas.sanitizedID("간격-e\u{301}") == "ds----e-")
        #expect(DiagramCanvas.sanitizedID("1a") == "ds-1a")
        #expect(DiagramCanvas.sanitizedID("") == "ds-diagram")
    }

    @Test func swatchesDrawnWithSharedRowsAreTheSameBytes() {
        let memo = ContrastRowMemo()
        let pair = ContrastPair(foreground: Color(red: 0.1, green: 0.2, blue: 0.3), background: Color(red: 1, green: 1, blue: 0.9),
                                foregroundName: "color.fg.a", backgroundName: "color.bg.a")
        for name in ["color.fg.a", "color.fg.b"] {
            let swatch = ColorSwatchDiagram(id: "swatch-\(name)", name: name, color: pair.foreground, pairs: [pair])
            #expect(swatch.render(rows: memo) == swatch.render())
            #expect(swatch.render(rows: memo) == swatch.render())
        }
    }

    @Test func highlightedSwiftKeepsCombiningCharactersInTheirRuns() {
        #expect(SwiftHighlighter.html("let cafe\u{301} = \"e\u{301}\" // e\u{301}") == """
            <span class="tok-keyword">let</span> cafe\u{301} = <span class="tok-string">&quot;e\u{301}&quot;</span> \
            <span class="tok-comment">// e\u{301}</span>
            """)
    }
}
