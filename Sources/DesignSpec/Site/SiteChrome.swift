/// What every page's chrome shares, made once per build rather than once per page.
struct SiteChrome: Sendable {
    /// The chrome strings as the template object `s`.
    var strings: TemplateValue
    /// Every doc's sidebar item (`docItem`, not current), in `SitePlan.docs` order, as
    /// linked from pages with these links (the site root's, a doc page's): a sidebar is
    /// a slice of them with the current doc's item replaced, not a hundred objects made
    /// anew for each of a thousand pages.
    private var docItems: [SiteLinks: [TemplateValue]] = [:]

    init(strings: SiteStrings) {
        self.strings = strings.templateValue
    }

    /// The chrome of pages linking with `pageLinks`.
    init(strings: SiteStrings, plan: SitePlan, pageLinks: Set<SiteLinks>) {
        self.init(strings: strings)
        for links in pageLinks {
            docItems[links] = plan.docs.map { Self.docItem($0, links: links, current: false) }
        }
    }

    /// The sidebar items of the docs at `shown`, the one at `current` marked current.
    func docsNav(_ plan: SitePlan, shown: Range<Int>, current: Int?, links: SiteLinks) -> [TemplateValue] {
        guard let all = docItems[links], all.count == plan.docs.count else {
            return shown.map { Self.docItem(plan.docs[$0], links: links, current: $0 == current) }
        }
        var items = Array(all[shown])
        if let current, shown.contains(current) {
            items[current - shown.lowerBound] = Self.docItem(plan.docs[current], links: links, current: true)
        }
        return items
    }

    /// A doc's item in the sidebar, under the names layout.mustache documents.
    static func docItem(_ doc: SiteDoc, links: SiteLinks, current: Bool) -> TemplateValue {
        ["title": .string(doc.title), "url": .string(links.doc(doc.slug)), "lang": .string(doc.language),
         "current": .bool(current)]
    }
}
