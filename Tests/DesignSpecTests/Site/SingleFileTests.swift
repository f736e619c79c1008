import Foundation
import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

@Suite struct SingleFileTests {
    let builder = SiteBuilder(version: "0.0.0")

    @Test func refersToNothingOutsideItself() throws {
        for input in [SiteFixture.input, SiteFixture.hostileInput] {
            let html = try builder.buildSingleFile(input)
            let references = SiteHTMLScanner.values(of: "href", in: html) + SiteHTMLScanner.values(of: "src", in: html)
                + SiteHTMLScanner.values(of: "srcset", in: html) + SiteHTMLScanner.values(of: "action", in: html)
            #expect(!references.isEmpty)
            for reference in references {
                #expect(reference.hasPrefix("#") || reference.hasPrefix("data:"), "external reference \(reference)")
            }
            #expect(!html.contains("<link"))
            #expect(!html.contains("url("))
            #expect(!html.contains("@import"))
        }
    }

    @Test func everyAnchorHasItsTargetAndIdsAreUnique() throws {
        let html = try builder.buildSingleFile(SiteFixture.input)
        let ids = SiteHTMLScanner.values(of: "id", in: html)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids.filter { id in ids.count { $0 == id } > 1 })")
        for reference in SiteHTMLScanner.values(of: "href", in: html) {
            #expect(ids.contains(String(reference.dropFirst())), "no target for \(reference)")
        }
        #expect(html.contains("<section class=\"page-section\" id=\"doc-guide-spacing\">"))
        #expect(html.contains("<h2 id=\"doc-guide-spacing--기기별-값\">기기별 값</h2>"))
        #expect(html.contains("<a href=\"#doc-motion--curves\">모션</a>"))
        // Links that would leave the file keep their text only.
        #expect(html.contains("<p>web logo</p>"))
    }

    @Test func inlineScriptIsAllowedByItsHash() throws {
        let html = try builder.buildSingleFile(SiteFixture.input)
        let scripts = SiteHTMLScanner.inlineScripts(in: html)
        #expect(scripts.count == 1)
        let script = try #require(scripts.first)
        #expect(script.hasPrefix("window.DESIGNSPEC_SEARCH = [\n"))
        #expect(script.contains(TemplateLibrary.builtIn.file("assets/site.js") ?? "missing"))
        let policy = ContentSecurityPolicy.singleFile(script: script)
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTML.escape(policy))\">"))
        #expect(policy.contains("script-src '\(ContentSecurityPolicy.hashSource(script))'"))
        #expect(!policy.contains("'self'"))
        #expect(!policy.contains("script-src 'unsafe-inline'"))
    }

    @Test func closingTagsInInlineCodeAreNeutralised() {
        #expect(SiteBuilder.inlineSafe("a</script>b</SCRIPT >", closing: "</script") == "a<\\/script>b<\\/SCRIPT >")
        #expect(SiteBuilder.inlineSafe("p{}</style>", closing: "</style") == "p{}<\\/style>")
    }
}
