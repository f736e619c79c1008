import Foundation
import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

/// A site of more than `SiteSidebar.groupSize` docs lists them a group at a time, so a
/// page does not grow with the site; a smaller site lists every doc on every page.
@Suite struct SidebarTests {
    let builder = SiteBuilder(version: "0.0.0")

    static func site(docs count: Int) -> SiteInput {
        let documents = (1...count).map { number in
            MarkdownParser.parse("# Doc \(number)\n\nText.\n", file: String(format: "d%03d.md", number))
        }
        return SiteInput(title: "Many", documents: documents)
    }

    /// The sidebar's `<nav>` of a page.
    static func sidebar(_ html: String) throws -> String {
        let start = try #require(html.range(of: "<nav class=\"sidebar\""))
        let end = try #require(html[start.upperBound...].range(of: "</nav>"))
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func groupsAreConsecutiveDocsOfAHundred() {
        #expect(SiteSidebar(docCount: 250, current: nil).shown == 0..<100)
        #expect(SiteSidebar(docCount: 250, current: 99).shown == 0..<100)
        #expect(SiteSidebar(docCount: 250, current: 100).shown == 100..<200)
        let last = SiteSidebar(docCount: 250, current: 249)
        #expect(last.shown == 200..<250)
        #expect(last.previousGroupStart == 100)
        #expect(last.nextGroupStart == nil)
        #expect(SiteSidebar(docCount: 100, current: 99).isPartial == false)
        #expect(SiteSidebar(docCount: 0, current: nil).shown == 0..<0)
    }

    @Test func aDocPageListsItsGroupWithLinksToTheNeighbours() throws {
        let site = try builder.build(Self.site(docs: 250))
        let sidebar = try Self.sidebar(try #require(site["docs/d150.html"]))
        #expect(sidebar.contains("<p class=\"sidebar-shown\">101–200 of 250</p>"))
        #expect(sidebar.contains("<li><a href=\"../docs/d101.html\" lang=\"en\">Doc 101</a></li>"))
        #expect(sidebar.contains("<li><a href=\"../docs/d150.html\" lang=\"en\" aria-current=\"page\">Doc 150</a></li>"))
        #expect(sidebar.contains("<li><a href=\"../docs/d200.html\" lang=\"en\">Doc 200</a></li>"))
        #expect(!sidebar.contains("d100.html\" lang"))
        #expect(!sidebar.contains("d201.html\" lang"))
        #expect(sidebar.hasSuffix("""
            <ul class="sidebar-groups">
            <li><a href="../docs/d001.html">← Previous documents</a></li>
            <li><a href="../docs/d201.html">Next documents →</a></li>
            <li><a href="../index.html">All documents</a></li>
            </ul>
            </nav>
            """))
        #expect(SiteHTMLScanner.values(of: "href", in: sidebar).count == 103)
    }

    @Test func otherPagesListTheFirstGroupAndTheOverviewListsEveryDoc() throws {
        let site = try builder.build(Self.site(docs: 250))
        let index = try #require(site["index.html"])
        let sidebar = try Self.sidebar(index)
        #expect(sidebar.contains("<p class=\"sidebar-shown\">1–100 of 250</p>"))
        #expect(!sidebar.contains("Previous documents"))
        #expect(sidebar.contains("<li><a href=\"docs/d101.html\">Next documents →</a></li>"))
        #expect(index.contains("docs/d250.html"))
    }

    @Test func aSiteOfAHundredDocsListsThemAll() throws {
        let site = try builder.build(Self.site(docs: 100))
        let sidebar = try Self.sidebar(try #require(site["docs/d050.html"]))
        #expect(!sidebar.contains("sidebar-shown"))
        #expect(!sidebar.contains("sidebar-groups"))
        #expect(SiteHTMLScanner.values(of: "href", in: sidebar).count == 100)
    }

    @Test func theSingleFileListsEveryDoc() throws {
        let html = try builder.buildSingleFile(Self.site(docs: 150))
        let sidebar = try Self.sidebar(html)
        #expect(SiteHTMLScanner.values(of: "href", in: sidebar).count == 150)
        #expect(!sidebar.contains("sidebar-shown"))
    }

    @Test func theKoreanChromeSaysWhichDocsAreShown() throws {
        let korean = SiteBuilder(strings: .korean, version: "0.0.0")
        let site = try korean.build(Self.site(docs: 120))
        let sidebar = try Self.sidebar(try #require(site["docs/d120.html"]))
        #expect(sidebar.contains("<p class=\"sidebar-shown\">120개 중 101–120</p>"))
        #expect(sidebar.contains("← 이전 문서</a>"))
        #expect(sidebar.contains(">모든 문서</a>"))
    }
}
