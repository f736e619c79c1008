import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

@Suite struct MarkdownCalloutTests {
    private func html(_ source: String, _ renderer: MarkdownHTMLRenderer = MarkdownHTMLRenderer()) -> String {
        renderer.render(MarkdownParser.parse(source, file: "t.md")).html
    }

    private func callout(_ kind: String, _ title: String, _ body: String) -> String {
        "<div class=\"callout callout-\(kind)\" role=\"note\" aria-label=\"\(title)\">\n"
            + "<p class=\"callout-title\">\(CalloutIcon.svg(Markdown.AlertKind(rawValue: kind)!))\(title)</p>\n"
            + body + "</div>\n"
    }

    @Test func eachKindIsACalloutWithItsTitle() {
        for (marker, kind, title) in [("NOTE", "note", "Note"), ("TIP", "tip", "Tip"), ("IMPORTANT", "important", "Important"),
                                      ("WARNING", "warning", "Warning"), ("CAUTION", "caution", "Caution")] {
            #expect(html("> [!\(marker)]\n> 간격은 *토큰*으로.\n") == callout(kind, title, "<p>간격은 <em>토큰</em>으로.</p>\n"))
        }
    }

    @Test func theKindIsKeptInTheModelWithoutItsMarker() {
        let document = MarkdownParser.parse("> [!Warning]\n> 조심\n", file: "t.md")
        guard case .blockQuote(let quote)? = document.blocks.first else {
            Issue.record("no quote")
            return
        }
        #expect(quote.alert == .warning)
        #expect(quote.blocks.count == 1)
        #expect(quote.range.start.line == 1)
    }

    @Test func aLowercaseMarkerIsAnAlertAsOnGitHub() {
        #expect(html("> [!tip]\n> 팁\n") == callout("tip", "Tip", "<p>팁</p>\n"))
    }

    @Test func textAfterTheMarkerOnItsLineKeepsAPlainQuote() {
        #expect(html("> [!NOTE] 같은 줄\n> 다음 줄\n") == "<blockquote>\n<p>[!NOTE] 같은 줄\n다음 줄</p>\n</blockquote>\n")
    }

    @Test func otherFirstLinesAndEmptyAlertsStayQuotes() {
        #expect(html("> [!HINT]\n> x\n") == "<blockquote>\n<p>[!HINT]\nx</p>\n</blockquote>\n")
        #expect(html("> 인용 [!NOTE]\n") == "<blockquote>\n<p>인용 [!NOTE]</p>\n</blockquote>\n")
        #expect(html("> [!NOTE]\n") == "<blockquote>\n<p>[!NOTE]</p>\n</blockquote>\n")
    }

    @Test func anAlertInsideAListOrQuoteStaysAQuote() {
        #expect(html("- > [!NOTE]\n  > x\n") == "<ul>\n<li>\n<blockquote>\n<p>[!NOTE]\nx</p>\n</blockquote>\n</li>\n</ul>\n")
    }

    @Test func nestedContentRendersAsUsual() {
        let source = "> [!IMPORTANT]\n>\n> - 하나\n> - 둘\n>\n> ```swift\n> let x = 1\n> ```\n>\n> | a | b |\n> | - | - |\n> | 1 | 2 |\n"
        #expect(html(source) == callout("important", "Important", """
            <ul>
            <li>하나</li>
            <li>둘</li>
            </ul>
            <pre><code class="language-swift">let x = 1
            </code></pre>
            <table>
            <thead>
            <tr>
            <th>a</th>
            <th>b</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>1</td>
            <td>2</td>
            </tr>
            </tbody>
            </table>

            """))
    }

    @Test func theTitleIsTheRenderersAndEscaped() {
        var renderer = MarkdownHTMLRenderer()
        renderer.alertTitle = { SiteStrings.korean["alert.\($0.rawValue)"] }
        #expect(html("> [!CAUTION]\n> 삭제 예정\n", renderer) == callout("caution", "주의", "<p>삭제 예정</p>\n"))
        renderer.alertTitle = { _ in "<\"&>" }
        #expect(html("> [!NOTE]\n> x\n", renderer) == callout("note", "&lt;&quot;&amp;&gt;", "<p>x</p>\n"))
    }

    @Test func theIconIsHiddenFromAssistiveTechnology() {
        #expect(CalloutIcon.svg(.note) == """
            <svg class="callout-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" \
            fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">\
            <circle cx="8" cy="8" r="6.5"/><path d="M8 7.5v4"/><circle cx="8" cy="4.9" r="0.9" fill="currentColor" stroke="none"/></svg>
            """)
    }
}
