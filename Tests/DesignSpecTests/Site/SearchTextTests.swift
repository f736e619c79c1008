import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

/// The search index's section texts: what is cut short to save reading gives what the
/// whole text gives.
@Suite struct SearchTextTests {
    @Test(arguments: [
        "\u{ABFF} below Hangul", "\u{D7A4}  above Hangul", "\u{D7A3}\u{AC00}  both ends", "간격\r\n4pt", "\u{1100}\u{1161} jamo",
        "e\u{301}  \u{AC00}", "\u{AC00}\u{301} mark on a syllable", "  \u{AC00}  ",
    ])
    func collapsingWhitespaceMatchesSplittingCharacters(_ text: String) {
        #expect(SiteBuilder.collapsingWhitespace(text) == text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    @Test func aLongSectionGivesTheSameSearchTextAsTheWholeSection() {
        let rows = (1...300).map { "| `spacing.\($0)` | \($0 * 4)pt | 간격 \($0)단계의   설명 |" }.joined(separator: "\n")
        let markdown = "# 간격\n\n첫 문단.\n\n## 표\n\n| 토큰 | 값 | 설명 |\n| --- | --- | --- |\n" + rows
            + "\n\n## 짧은 절\n\n짧다.\n\n## 긴 문단\n\n" + String(repeating: "아주 긴 문단입니다.  ", count: 200) + "\n"
        let document = MarkdownParser.parse(markdown, file: "spacing.md")
        let builder = SiteBuilder()
        let whole = builder.sectionTexts(document)
        let kept = builder.sectionTexts(document, keeping: SiteBuilder.sectionTextLimit)
        #expect(kept.count == whole.count)
        #expect(whole.count == 4)
        for (short, full) in zip(kept, whole) {
            #expect(SiteDoc.shorten(short, to: SiteBuilder.sectionTextLimit) == SiteDoc.shorten(full, to: SiteBuilder.sectionTextLimit))
            #expect(SiteDoc.shorten("간격 · " + short, to: SiteBuilder.sectionTextLimit)
                == SiteDoc.shorten("간격 · " + full, to: SiteBuilder.sectionTextLimit))
            #expect(full.hasPrefix(short))
        }
        // The table and the long paragraph were read only in part; the short section whole.
        #expect(kept[1].utf8.count < whole[1].utf8.count)
        #expect(kept[2] == whole[2])
        #expect(kept[2] == "짧다.")
    }
}
