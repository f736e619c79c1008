import Foundation
import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

/// Text from docs, file names, the site title and findings lands in text, attributes,
/// the search index and an inline script: everywhere it must stay text.
@Suite struct HostileInputTests {
    let builder = SiteBuilder(version: "0.0.0")

    static let forbidden = [
        "<script>alert", "<img src=x", "<svg onload", "<b onmouseover", "javascript:alert", "onerror=alert",
        "data:text/html",
    ]

    @Test func everyPageKeepsHostileTextAsText() throws {
        let site = try builder.build(SiteFixture.hostileInput)
        for path in site.paths where path != "assets/site.js" && path != "assets/site.css" {
            let text = try #require(site[path])
            for needle in Self.forbidden {
                #expect(!text.contains(needle), "\(path) contains \(needle)")
            }
        }
        let index = try #require(site["index.html"])
        #expect(index.contains("<a class=\"site-title\" href=\"index.html\">&lt;b onmouseover=alert(9)&gt;DS&lt;/b&gt;</a>"))
        #expect(index.contains("<span class=\"path\">evil&quot;&lt;x&gt;&#39;.md</span>"))
        let report = try #require(site["report.html"])
        #expect(report.contains("<p class=\"finding-message\">&lt;script&gt;alert(11)&lt;/script&gt;</p>"))
        #expect(report.contains("<code class=\"rule\">broken-link</code>"))
    }

    @Test func docPageEscapesCodeTitlesAndDropsUnsafeLinks() throws {
        let site = try builder.build(SiteFixture.hostileInput)
        let html = try #require(site["docs/evil-x.html"])
        #expect(html.contains("<code>&lt;/script&gt;&lt;script&gt;alert(3)&lt;/script&gt;</code>"))
        #expect(html.contains("<span class=\"tok-string\">&quot;&lt;/script&gt;&lt;script&gt;alert(8)&lt;/script&gt;&quot;</span>"))
        #expect(html.contains("<p>click data</p>"))
        #expect(html.contains("<code>&quot;&gt;&lt;svg onload=alert(6)&gt;</code>"))
        #expect(html.contains("<h2 id=\"svg-onloadalert7-an-entity-written-tag-is-text\">&quot;&gt;&lt;svg onload=alert(7)&gt; (an entity-written tag is text)</h2>"))
    }

    @Test func searchIndexCannotEndItsScript() throws {
        let site = try builder.build(SiteFixture.hostileInput)
        let index = try #require(site["assets/search-index.js"])
        #expect(!index.contains("<"))
        #expect(!index.contains(">"))
        #expect(index.contains("\\u003csvg onload=alert(7)\\u003e"))
        #expect(SearchIndex.literal("a\"b\\c\n\u{2028}</script>&") == "\"a\\\"b\\\\c\\n\\u2028\\u003c/script\\u003e\\u0026\"")
    }

    @Test func singleFileKeepsHostileTextAsText() throws {
        let html = try builder.buildSingleFile(SiteFixture.hostileInput)
        for needle in Self.forbidden {
            #expect(!html.contains(needle), "single file contains \(needle)")
        }
        #expect(SiteHTMLScanner.inlineScripts(in: html).count == 1)
    }
}
