import DesignSpecCore

extension SiteBuilder {
    /// Everything one page needs, under the names layout.mustache documents. The sidebar
    /// lists the page's group of docs (`SiteSidebar`), or every doc when
    /// `listingEveryDoc` (the single file).
    func baseContext(_ plan: SitePlan, links: SiteLinks, current: SitePage, pageTitle: String,
                     chrome: SiteChrome, listingEveryDoc: Bool = false) -> TemplateObject {
        let navItems: [(String, String, SitePage)] = [
            (strings["docs"], links.home, .overview),
            (strings["tokens"], links.tokens, .tokens),
            (strings["components"], links.components, .components),
            (strings["report"], links.report, .report),
            (strings["search"], links.search, .search),
        ]
        var currentDoc: Int?
        if case .doc(let slug) = current { currentDoc = plan.docIndex(slug: slug) }
        let nav: [TemplateValue] = navItems.map { label, url, page in
            ["label": .string(label), "url": .string(url), "current": .bool(page == current),
             "inSection": .bool(page == .overview && currentDoc != nil)]
        }
        let sidebar = listingEveryDoc ? nil : SiteSidebar(docCount: plan.docs.count, current: currentDoc)
        let docsNav = chrome.docsNav(plan, shown: sidebar?.shown ?? plan.docs.indices, current: currentDoc, links: links)
        return [
            "lang": .string(strings.language),
            "root": .string(links.root),
            "csp": .string(ContentSecurityPolicy.pages),
            "siteTitle": .string(plan.title),
            "pageTitle": .string(pageTitle),
            "s": chrome.strings,
            "nav": .list(nav),
            "docsNav": .list(docsNav),
            "docsNavGroup": sidebar.map { sidebarGroupFields($0, plan, links: links) } ?? .null,
            "links": [
                "home": .string(links.home), "docs": .string(links.home), "tokens": .string(links.tokens),
                "components": .string(links.components), "report": .string(links.report), "search": .string(links.search),
            ],
            "version": .string(version),
        ]
    }

    /// Where a partial sidebar's group sits among all docs, and the links to the groups
    /// beside it; null when the sidebar lists every doc.
    private func sidebarGroupFields(_ sidebar: SiteSidebar, _ plan: SitePlan, links: SiteLinks) -> TemplateValue {
        guard sidebar.isPartial else { return .null }
        func link(_ index: Int?) -> TemplateValue {
            index.map { ["url": .string(links.doc(plan.docs[$0].slug))] } ?? .null
        }
        let shown = strings.filled("docsShown", ["{from}": String(sidebar.shown.lowerBound + 1),
                                                 "{to}": String(sidebar.shown.upperBound), "{n}": String(sidebar.total)])
        return [
            "shown": .string(shown),
            "previous": link(sidebar.previousGroupStart),
            "next": link(sidebar.nextGroupStart),
            "all": .string(links.home),
        ]
    }
}
