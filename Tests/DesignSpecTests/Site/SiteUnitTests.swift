import Foundation
import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

@Suite struct SiteUnitTests {
    @Test func sha256MatchesTheStandardsVectors() {
        func hex(_ text: String) -> String {
            SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined()
        }
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        // The example of the CSP specification.
        #expect(ContentSecurityPolicy.hashSource("alert('Hello, world.');") == "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=")
    }

    @Test func slugs() {
        #expect(SiteSlug.slug(forPath: "01-foundations-spacing.md") == "01-foundations-spacing")
        #expect(SiteSlug.slug(forPath: "foundations/Spacing Scale.md") == "foundations-spacing-scale")
        #expect(SiteSlug.slug(forPath: "가이드/간격.md") == "가이드-간격")
        #expect(SiteSlug.slug(forPath: "evil\"<x>'.md") == "evil-x")
        #expect(SiteSlug.slug(forPath: "...md") == "doc")
        #expect(SiteSlug.uniqueSlugs(forPaths: ["a b.md", "a-b.md", "a_b.md", "A B.md"]) == ["a-b", "a-b-2", "a_b", "a-b-3"])
    }

    @Test func docLinks() {
        let pages = DocLinkResolver(fromPath: "guide/spacing.md", fromSlug: "guide-spacing", links: .page(at: "docs/guide-spacing.html"),
                                    slugsByPath: ["guide/spacing.md": "guide-spacing", "motion.md": "motion", "guide/기기.md": "guide-기기"])
        #expect(pages.resolve("../motion.md") == "../docs/motion.html")
        #expect(pages.resolve("../motion.md#curves") == "../docs/motion.html#curves")
        #expect(pages.resolve("./%EA%B8%B0%EA%B8%B0.md") == "../docs/guide-기기.html")
        #expect(pages.resolve("#기기별-값") == "#기기별-값")
        #expect(pages.resolve("https://example.com/a.md") == "https://example.com/a.md")
        #expect(pages.resolve("../../outside.md") == "../../outside.md")
        #expect(pages.resolve("logo.png") == "logo.png")

        var single = pages
        single.links = .singleFile
        #expect(single.resolve("../motion.md#curves") == "#doc-motion--curves")
        #expect(single.resolve("../motion.md") == "#doc-motion")
        #expect(single.resolve("#%EA%B8%B0") == "#doc-guide-spacing--기")
        #expect(single.resolve("https://example.com") == nil)
        #expect(single.resolve("mailto:a@b.c") == nil)
        #expect(single.resolve("logo.png") == nil)
    }

    @Test func swiftHighlighting() {
        let code = "@MainActor func f() -> Int { let s = \"a\\\"<b>\"; return 0x1F + 2.5 } // done\n/* x */ Color.accentColor.opacity(0.15) .default"
        #expect(SwiftHighlighter.html(code) == """
        <span class="tok-keyword">@MainActor</span> <span class="tok-keyword">func</span> f() -&gt; <span class="tok-type">Int</span> { \
        <span class="tok-keyword">let</span> s = <span class="tok-string">&quot;a\\&quot;&lt;b&gt;&quot;</span>; \
        <span class="tok-keyword">return</span> <span class="tok-number">0x1F</span> + <span class="tok-number">2.5</span> } \
        <span class="tok-comment">// done</span>
        <span class="tok-comment">/* x */</span> <span class="tok-type">Color</span>.accentColor.opacity(<span class="tok-number">0.15</span>) .default
        """)
        #expect(SwiftHighlighter.html("let r = #\"a\"b\"#; \"unterminated\nnext") == """
        <span class="tok-keyword">let</span> r = <span class="tok-string">#&quot;a&quot;b&quot;#</span>; <span class="tok-string">&quot;unterminated</span>
        next
        """)
    }

    @Test func hostileCodeDoesNotHang() {
        let code = String(repeating: "\"\\", count: 10_000) + String(repeating: "/*", count: 10_000)
        #expect(SwiftHighlighter.html(code).count > 0)
    }
}
