import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

@Suite struct CodeHighlighterTests {
    private func html(_ code: String, _ fence: String) -> String {
        guard let language = CodeLanguage(fence: fence) else { return "no language \(fence)" }
        return CodeHighlighter.html(code, language)
    }

    @Test func fencesNameTheirLanguageInAnyCase() {
        let fences = ["swift", "Kotlin", "kt", "ts", "typescript", "TSX", "js", "javascript", "jsx", "css", "scss", "json",
                      "xml", "html", "sh", "bash", "shell", "console"]
        #expect(fences.map { CodeLanguage(fence: $0)?.rawValue ?? "-" } == [
            "swift", "kotlin", "kotlin", "javascript", "javascript", "javascript", "javascript", "javascript", "javascript",
            "css", "css", "json", "markup", "markup", "shell", "shell", "shell", "shell",
        ])
        #expect(CodeLanguage(fence: "mermaid") == nil)
        #expect(CodeLanguage(fence: nil) == nil)
    }

    @Test func kotlinAnnotationsKeywordsTypesAndRawStrings() {
        #expect(html("@Composable\nfun Save(label: String = \"Save\") { val x = 16.dp // gap\n  Text(\"\"\"a\n\"b\"\"\"\") }\n", "kotlin") == #"""
<span class="tok-keyword">@Composable</span>
<span class="tok-keyword">fun</span> <span class="tok-type">Save</span>(label: <span class="tok-type">String</span> = <span class="tok-string">&quot;Save&quot;</span>) { <span class="tok-keyword">val</span> x = <span class="tok-number">16</span>.dp <span class="tok-comment">// gap</span>
  <span class="tok-type">Text</span>(<span class="tok-string">&quot;&quot;&quot;a
&quot;b&quot;&quot;&quot;&quot;</span>) }

"""#)
    }

    @Test func typeScriptWithJSXTemplateLiteralsAndDollarNames() {
        #expect(html("export const Save = () => <Button variant=\"primary\" onClick={save}>Save</Button>; // x\nlet s = `a\n${b}` + \'c\' + $el.x + 1.5;\n", "tsx") == #"""
<span class="tok-keyword">export</span> <span class="tok-keyword">const</span> <span class="tok-type">Save</span> = () =&gt; &lt;<span class="tok-type">Button</span> variant=<span class="tok-string">&quot;primary&quot;</span> onClick={save}&gt;<span class="tok-type">Save</span>&lt;/<span class="tok-type">Button</span>&gt;; <span class="tok-comment">// x</span>
<span class="tok-keyword">let</span> s = <span class="tok-string">`a
${b}`</span> + <span class="tok-string">&#39;c&#39;</span> + $el.x + <span class="tok-number">1.5</span>;

"""#)
    }

    @Test func cssAtRulesUnitsColoursCustomPropertiesAndSCSSVariables() {
        #expect(html("@media (min-width: 40rem) { .button { padding: 0 16px; color: var(--color-text); background: #0a58ca; $gap: 8px; } } /* c */\n", "scss") == #"""
<span class="tok-keyword">@media</span> (min-width: <span class="tok-number">40rem</span>) { .button { padding: <span class="tok-number">0</span> <span class="tok-number">16px</span>; color: var(<span class="tok-type">--color-text</span>); background: <span class="tok-number">#0a58ca</span>; <span class="tok-type">$gap</span>: <span class="tok-number">8px</span>; } } <span class="tok-comment">/* c */</span>

"""#)
    }

    @Test func jsonKeysValuesAndLiterals() {
        #expect(html("{ \"button\": { \"$value\": \"16px\", \"n\": -1.5e3, \"ok\": true, \"x\": null } }\n", "json") == #"""
{ <span class="tok-type">&quot;button&quot;</span>: { <span class="tok-type">&quot;$value&quot;</span>: <span class="tok-string">&quot;16px&quot;</span>, <span class="tok-type">&quot;n&quot;</span>: -<span class="tok-number">1.5e3</span>, <span class="tok-type">&quot;ok&quot;</span>: <span class="tok-keyword">true</span>, <span class="tok-type">&quot;x&quot;</span>: <span class="tok-keyword">null</span> } }

"""#)
    }

    @Test func markupTagsAttributesValuesAndComments() {
        #expect(html("<?xml version=\"1.0\"?>\n<!-- c -->\n<Button android:text=\"@string/save\" a=\'<&>\' />\n<p>a &amp; b</p>\n", "xml") == #"""
&lt;?<span class="tok-keyword">xml</span> <span class="tok-type">version</span>=<span class="tok-string">&quot;1.0&quot;</span>?&gt;
<span class="tok-comment">&lt;!-- c --&gt;</span>
&lt;<span class="tok-keyword">Button</span> <span class="tok-type">android:text</span>=<span class="tok-string">&quot;@string/save&quot;</span> <span class="tok-type">a</span>=<span class="tok-string">&#39;&lt;&amp;&gt;&#39;</span> /&gt;
&lt;<span class="tok-keyword">p</span>&gt;a &amp;amp; b&lt;/<span class="tok-keyword">p</span>&gt;

"""#)
    }

    @Test func shellKeywordsVariablesCommentsAndQuotes() {
        #expect(html("$ npx designspec check --format github # gate\nif [ \"$CI\" = 1 ]; then echo \'$HOME \\\' ${#x}; fi\n", "console") == #"""
$ npx designspec check <span class="tok-type">--format</span> github <span class="tok-comment"># gate</span>
<span class="tok-keyword">if</span> [ <span class="tok-string">&quot;$CI&quot;</span> = <span class="tok-number">1</span> ]; <span class="tok-keyword">then</span> echo <span class="tok-string">&#39;$HOME \&#39;</span> <span class="tok-type">${#x}</span>; <span class="tok-keyword">fi</span>

"""#)
    }

    @Test func unclosedCommentsAndStringsEndAtTheirLineOrTheCode() {
        #expect(html("/* open\n\"x", "kotlin") == #"<span class="tok-comment">/* open\#n&quot;x</span>"#)
        #expect(html("'a\nb", "js") == #"<span class="tok-string">&#39;a</span>\#nb"#)
        #expect(html("<a b=\"c", "html") == #"&lt;<span class="tok-keyword">a</span> <span class="tok-type">b</span>=<span class="tok-string">&quot;c</span>"#)
    }

    @Test func hostileCodeDoesNotHang() {
        for fence in ["kotlin", "js", "css", "json", "html", "sh"] {
            let code = String(repeating: "\"\\", count: 10_000) + String(repeating: "/*<!--<a '${", count: 10_000)
            #expect(!html(code, fence).isEmpty)
        }
    }
}
