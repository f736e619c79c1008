import Foundation
import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

@Suite struct SiteBuilderTests {
    let builder = SiteBuilder(version: "0.0.0")

    @Test func writesEveryPageAndAsset() throws {
        let site = try builder.build(SiteFixture.input)
        #expect(site.paths == [
            "assets/search-index.js", "assets/site.css", "assets/site.js", "components.html",
            "docs/guide/spacing.html", "docs/motion.html", "index.html", "report.html", "search.html", "tokens.html",
        ])
        #expect(site["assets/site.css"] == TemplateLibrary.builtIn.file("assets/site.css"))
        #expect(site["assets/site.js"] == TemplateLibrary.builtIn.file("assets/site.js"))
    }

    @Test func buildingTwiceGivesIdenticalFiles() throws {
        let first = try builder.build(SiteFixture.input)
        let second = try builder.build(SiteFixture.input)
        #expect(first == second)
        var reordered = SiteFixture.input
        reordered.documents.reverse()
        #expect(try builder.build(reordered) == first)
        #expect(try builder.buildSingleFile(reordered) == builder.buildSingleFile(SiteFixture.input))
    }

    @Test func everyPageHasTheContentSecurityPolicy() throws {
        let site = try builder.build(SiteFixture.input)
        let meta = "<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTML.escape(ContentSecurityPolicy.pages))\">"
        for path in site.paths where path.hasSuffix(".html") {
            let html = try #require(site[path])
            #expect(html.contains(meta), "\(path) has no CSP")
            #expect(html.hasPrefix("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\""), "\(path)")
        }
        #expect(ContentSecurityPolicy.pages == "default-src 'none'; base-uri 'none'; form-action 'none'; frame-src 'none'; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'")
    }

    @Test func everyLinkResolvesToAFileAndAnId() throws {
        let site = try builder.build(SiteFixture.input)
        for path in site.paths where path.hasSuffix(".html") {
            let html = try #require(site[path])
            for reference in SiteHTMLScanner.values(of: "href", in: html) + SiteHTMLScanner.values(of: "src", in: html) {
                if reference.hasPrefix("https:") { continue }
                let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? path : Self.resolve(parts[0], from: path)
                guard let targetHTML = site[target] else {
                    // The doc's image beside it is not part of the site; nothing else may dangle.
                    #expect(reference == "logo.png", "\(path) links to missing \(reference)")
                    continue
                }
                if parts.count == 2 {
                    #expect(SiteHTMLScanner.values(of: "id", in: targetHTML).contains(parts[1]), "\(path): no id for \(reference)")
                }
            }
        }
    }

    static func resolve(_ relative: String, from page: String) -> String {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in relative.split(separator: "/") {
            if part == ".." { parts.removeLast() } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    @Test func docPageLinksAndTableOfContents() throws {
        let site = try builder.build(SiteFixture.input)
        let html = try #require(site["docs/guide/spacing.html"])
        #expect(html.contains("<a href=\"../../docs/motion.html#curves\">모션</a>"))
        #expect(html.contains("<a href=\"#기기별-값\">아래 표</a>"))
        #expect(html.contains("<li class=\"toc-level-2\"><a href=\"../../docs/guide/spacing.html#기기별-값\">기기별 값</a></li>"))
        #expect(html.contains("<h1 id=\"간격-스케일\">간격 스케일</h1>"))
        #expect(!html.contains("onclick"))
        #expect(html.contains("<a class=\"badge badge-warning\" href=\"../../report.html#report-guide-spacing\">1 finding</a>"))
    }

    /// A mode-by-mode scale (iPhone beside iPad) is a large diagram: a row of its own under
    /// the row it draws, spanning the table, so it is shown at its own size; no diagram
    /// column is added for it.
    @Test func tablesGetDiagramRowsAndFlagsUnlessPlain() throws {
        let html = try #require(try builder.build(SiteFixture.input)["docs/guide/spacing.html"])
        #expect(!html.contains("<th scope=\"col\">Diagram</th>"))
        #expect(html.contains("<td>60pt</td>\n</tr>\n<tr class=\"diagram-row\">\n<td colspan=\"3\"><svg id=\"guide-spacing-t1-r1\" class=\"ds-diagram ds-diagram-spacing\""))
        #expect(html.contains("<td class=\"is-flagged\" style=\"text-align: right\">48pt<ul class=\"flags\"><li class=\"flag flag-error\">"))
        var input = SiteFixture.input
        input.plainTables = Set(input.documents.flatMap { $0.tables.map(\.range) })
        let plain = try #require(try builder.build(input)["docs/guide/spacing.html"])
        #expect(!plain.contains("diagram-row"))
        #expect(plain.contains("<td class=\"is-flagged\" style=\"text-align: right\">48pt<ul class=\"flags\">"))
    }

    @Test func reportGroupsFindingsByFileAndLinksIntoDocs() throws {
        let site = try builder.build(SiteFixture.input)
        let html = try #require(site["report.html"])
        #expect(html.contains("<span class=\"badge badge-error\">1 error</span> <span class=\"badge badge-warning\">1 warning</span>"))
        #expect(html.contains("<h2 id=\"report-guide-spacing\"><a class=\"file-link\" href=\"docs/guide/spacing.html\">guide/spacing.md</a> <span class=\"count\">1</span></h2>"))
        #expect(html.contains("<a class=\"finding-location\" href=\"docs/guide/spacing.html#기기별-값\">guide/spacing.md:9:21</a> <code class=\"rule\">off-scale</code>"))
        #expect(html.contains("<li><span class=\"path\">tokens/spacing.json:3:5</span> the scale is defined here</li>"))
        #expect(html.contains("<h2 id=\"report-tokens-spacing-json\"><span class=\"file-link\">tokens/spacing.json</span> <span class=\"count\">1</span></h2>"))
    }

    @Test func theTitleHeadingIsShownOnce() throws {
        let documents = [
            MarkdownParser.parse("<!-- tokens: spacing -->\n# 제목\n\n본문\n", file: "a.md"),
            MarkdownParser.parse("Intro first.\n\n# Late title\n", file: "b.md"),
        ]
        let site = try builder.build(SiteInput(title: "T", documents: documents))
        let first = try #require(site["docs/a.html"])
        #expect(first.components(separatedBy: "<h1").count == 2)
        #expect(first.contains("<h1 id=\"제목\">제목</h1>"))
        let second = try #require(site["docs/b.html"])
        #expect(second.contains("<h1 id=\"page:title\">Late title</h1>"))
        #expect(second.contains("<h1 id=\"late-title\">Late title</h1>"))
    }

    @Test func reportSaysWhenTheCheckDidNotRun() throws {
        var input = SiteFixture.input
        input.report = nil
        let html = try #require(try builder.build(input)["report.html"])
        #expect(html.contains("<p class=\"notice\">The check did not run for this build.</p>"))
        #expect(!html.contains("badge-error"))
    }

    @Test func searchIndexListsDocsAndSections() throws {
        let site = try builder.build(SiteFixture.input)
        #expect(site["assets/search-index.js"] == """
        window.DESIGNSPEC_SEARCH = [
        {"title":"간격 스케일","kind":"doc","url":"docs/guide/spacing.html","text":"간격은 4pt 단위만 씁니다. 모션과 아래 표를 보세요."},
        {"title":"기기별 값","kind":"section","url":"docs/guide/spacing.html#기기별-값","text":"간격 스케일 · 속성 iPhone iPad timeHeaderWidth 48pt 60pt web logo"},
        {"title":"Motion","kind":"doc","url":"docs/motion.html","text":"Default transitions take 0.2s."},
        {"title":"Curves","kind":"section","url":"docs/motion.html#curves","text":"Motion · Ease in and out."},
        {"title":"기기별 값","kind":"recipe","url":"components.html#recipe-guide-spacing-기기별-값","text":"속성 iPhone iPad timeHeaderWidth 48pt 60pt web logo"},
        ];

        """)
        let search = try #require(site["search.html"])
        #expect(search.contains("<script src=\"assets/search-index.js\"></script>\n<script src=\"assets/site.js\"></script>"))
    }

    @Test func koreanChrome() throws {
        let site = try SiteBuilder(strings: .korean, version: "0.0.0").build(SiteFixture.input)
        let html = try #require(site["index.html"])
        #expect(html.contains("<html lang=\"ko\">"))
        #expect(html.contains("<a class=\"skip-link\" href=\"#main\">본문으로 건너뛰기</a>"))
        #expect(html.contains("<li><a href=\"report.html\">검사 보고서</a></li>"))
        #expect(SiteStrings.english.texts.keys.sorted() == SiteStrings.korean.texts.keys.sorted())
    }
}
