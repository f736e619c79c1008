import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

@Suite struct MarkdownHTMLRendererTests {
    private func html(_ source: String, _ renderer: MarkdownHTMLRenderer = MarkdownHTMLRenderer()) -> String {
        renderer.render(MarkdownParser.parse(source, file: "t.md")).html
    }

    @Test func rawHTMLBlocksAndCommentsAreDropped() {
        #expect(html("앞\n\n<script>alert(1)</script>\n\n<!-- tokens: spacing -->\n\n<div onclick=\"x\">\n\n뒤\n") == "<p>앞</p>\n<p>뒤</p>\n")
    }

    @Test func inlineHTMLIsDroppedButTextAndLineBreaksStay() {
        #expect(html("a <script>alert(1)</script> <b onmouseover=\"x\">굵게</b><br/>끝<BR >") == "<p>a alert(1) 굵게<br>끝<br></p>\n")
    }

    @Test func textAndAttributesAreEscaped() {
        #expect(html("&lt;b&gt; \"따옴표\" & 'x' [링크](a.md \"제목 \\\"q\\\" <t>\")") ==
            "<p>&lt;b&gt; &quot;따옴표&quot; &amp; &#39;x&#39; <a href=\"a.md\" title=\"제목 &quot;q&quot; &lt;t&gt;\">링크</a></p>\n")
    }

    @Test func unsafeURLsKeepOnlyTheirText() {
        let source = """
            [a](javascript:alert(1)) [b](JAVA&#9;SCRIPT:alert(1)) [c](<java\tscript:x>) [d](data:text/html,x) \
            ![e](vbscript:x) [f](https://x.kr/가?q=1&r=2) [g](mailto:a@b.c) [h](../가이드.md#간격) [i](#기기별-값) \
            [j](//cdn.example/x) [k](file:///etc/passwd)
            """
        #expect(html(source) == """
            <p>a b c d e <a href="https://x.kr/가?q=1&amp;r=2">f</a> <a href="mailto:a@b.c">g</a> \
            <a href="../가이드.md#간격">h</a> <a href="#기기별-값">i</a> <a href="//cdn.example/x">j</a> k</p>

            """)
    }

    @Test func imagesWithSafeAndUnsafeSources() {
        #expect(html("![아이콘 *굵게*](icon.svg \"t\") ![x](javascript:1)") ==
            "<p><img src=\"icon.svg\" alt=\"아이콘 굵게\" title=\"t\"> x</p>\n")
    }

    @Test func headingAnchorsKeepHangulAndDeduplicate() {
        let source = "# 기기별 값\n## 기기별 값\n## Spacing (간격) & Grid!\n### 기기별 값\n## 기기별-값-1\n## ???\n## `Token`_name\n"
        let output = MarkdownHTMLRenderer().render(MarkdownParser.parse(source, file: "t.md"))
        #expect(output.outline.map(\.anchor) == ["기기별-값", "기기별-값-1", "spacing-간격--grid", "기기별-값-2", "기기별-값-1-1", "section", "token_name"])
        #expect(output.outline.map(\.level) == [1, 2, 2, 3, 2, 2, 2])
        #expect(output.outline[2].text == "Spacing (간격) & Grid!")
        #expect(output.outline[3].range.start.description == "t.md:4:1")
        #expect(output.html.hasPrefix("<h1 id=\"기기별-값\">기기별 값</h1>\n<h2 id=\"기기별-값-1\">기기별 값</h2>\n"))
        #expect(MarkdownParser.parse(source, file: "t.md").outline == output.outline)
    }

    @Test func codeBlocksAreEscapedWithTheirLanguage() {
        #expect(html("```swift {.x}\nif a < b && c { print(\"<hi>\") }\n```\n\n```\nplain\n```\n") == """
            <pre><code class="language-swift">if a &lt; b &amp;&amp; c { print(&quot;&lt;hi&gt;&quot;) }
            </code></pre>
            <pre><code>plain
            </code></pre>

            """)
    }

    @Test func tasksListsAndQuotes() {
        #expect(html("- [x] 완료\n- [ ] 할 일\n\n> 3. 셋\n>\n>    둘째 문단\n") == """
            <ul>
            <li class="task-list-item"><input type="checkbox" disabled checked> 완료</li>
            <li class="task-list-item"><input type="checkbox" disabled> 할 일</li>
            </ul>
            <blockquote>
            <ol start="3">
            <li>
            <p>셋</p>
            <p>둘째 문단</p>
            </li>
            </ol>
            </blockquote>

            """)
    }

    @Test func tablesWithAlignment() {
        #expect(html("| 속성 | iPhone | 메모 |\n| :-- | --: | :-: |\n| 간격 | `16pt` | <br> |\n") == """
            <table>
            <thead>
            <tr>
            <th style="text-align: left">속성</th>
            <th style="text-align: right">iPhone</th>
            <th style="text-align: center">메모</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td style="text-align: left">간격</td>
            <td style="text-align: right"><code>16pt</code></td>
            <td style="text-align: center"><br></td>
            </tr>
            </tbody>
            </table>

            """)
        #expect(html("| a |\n| - |\n") == "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n</table>\n")
    }

    @Test func overridesReplaceTablesAndCodeBlocks() {
        let renderer = MarkdownHTMLRenderer(
            tableOverride: { table in table.header.cells.first?.plainText == "토큰" ? "<figure>token table</figure>\n" : nil },
            codeBlockOverride: { code in code.language == "swift" ? "<div class=\"recipe\">\(HTML.escape(code.code))</div>\n" : nil },
            rewriteURL: { url in url.hasSuffix(".md") ? String(url.dropLast(3)) + ".html" : url })
        let source = "| 토큰 |\n| - |\n\n| 다른 |\n| - |\n\n```swift\na<b\n```\n\n[간격](spacing.md) [x](javascript.md)\n"
        #expect(html(source, renderer) == """
            <figure>token table</figure>
            <table>
            <thead>
            <tr>
            <th>다른</th>
            </tr>
            </thead>
            </table>
            <div class="recipe">a&lt;b
            </div>
            <p><a href="spacing.html">간격</a> <a href="javascript.html">x</a></p>

            """)
    }

    @Test func slugsOfOtherScripts() {
        #expect(HeadingSlugger.slug("Ünïcode Čeština") == "ünïcode-čeština")
        #expect(HeadingSlugger.slug("日本語 テスト 123") == "日本語-テスト-123")
        #expect(HeadingSlugger.slug("Emoji 🎨 colors") == "emoji--colors")
        // ASCII and Hangul syllables are slugged on their bytes, as by scalars.
        for sample in ["", "기기별 값", "Spacing & Layout (iPhone/iPad)", "A_B-c\td\ne\r", "  !?  ", "컴포넌트 0 토큰 표 12", "MIXED Case 가나",
                       "가\u{11A8}", "e\u{301}", "Ǆ", "İstanbul", "ＡＢ", "٣ numbers", "tab\there"] {
            #expect(HeadingSlugger.slug(sample) == HeadingSlugger.characterSlug(sample), "\(sample)")
        }
    }
}
