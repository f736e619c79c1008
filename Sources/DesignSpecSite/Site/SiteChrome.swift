import DesignSpecCore

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

    /// The sidebar's rows for the docs at `shown` (in `SitePlan.docs` order), the one at
    /// `current` marked current: each doc's item, and the sections around them opened and
    /// closed (`SiteSections`), under the names layout.mustache documents. A section whose
    /// index doc is listed shows it as the section's title, not as an item of its own.
    func docsNav(_ plan: SitePlan, shown: Range<Int>, current: Int?, links: SiteLinks) -> [TemplateValue] {
        var items: [TemplateValue]
        if let all = docItems[links], all.count == plan.docs.count {
            items = Array(all[shown])
            if let current, shown.contains(current) {
                items[current - shown.lowerBound] = Self.docItem(plan.docs[current], links: links, current: true)
            }
        } else {
            items = shown.map { Self.docItem(plan.docs[$0], links: links, current: $0 == current) }
        }
        let sections = plan.sections
        let currentChain = current.map { sections.chains[$0] } ?? []
        var rows: [TemplateValue] = []
        var open: [Int] = []
        let close: TemplateValue = ["open": .null, "doc": .null, "close": true]
        for (offset, index) in shown.enumerated() {
            let chain = sections.chains[index]
            var common = 0
            while common < open.count, common < chain.count, open[common] == chain[common] { common += 1 }
            rows += Array(repeating: close, count: open.count - common)
            open.removeLast(open.count - common)
            for section in chain[common...] {
                rows.append(["open": sectionItem(plan, section, current: current, inSection: currentChain.contains(section), links: links),
                             "doc": .null, "close": false])
                open.append(section)
            }
            if !sections.isIndex[index] {
                rows.append(["open": .null, "doc": items[offset], "close": false])
            }
        }
        rows += Array(repeating: close, count: open.count)
        return rows
    }

    /// A section's title in the sidebar, linked to its index doc when it has one.
    private func sectionItem(_ plan: SitePlan, _ index: Int, current: Int?, inSection: Bool, links: SiteLinks) -> TemplateValue {
        let section = plan.sections.sections[index]
        let doc = section.indexDoc.map { plan.docs[$0] }
        return [
            "id": .string("nav-section-\(index + 1)"),
            "title": .string(section.title),
            "url": doc.map { .string(links.doc($0.slug)) } ?? .null,
            "lang": .string(doc?.language ?? ""),
            "current": .bool(section.indexDoc != nil && section.indexDoc == current),
            "inSection": .bool(inSection),
            "depth": TemplateValue(section.depth),
            "status": Self.status(doc?.status),
        ]
    }

    /// A doc's item in the sidebar, under the names layout.mustache documents.
    static func docItem(_ doc: SiteDoc, links: SiteLinks, current: Bool) -> TemplateValue {
        ["title": .string(doc.title), "url": .string(links.doc(doc.slug)), "lang": .string(doc.language),
         "current": .bool(current), "status": status(doc.status)]
    }

    /// A doc's status for its badge: the word, and the class of a known one
    /// (`FrontMatter.knownStatuses`, else `other`); null when it has none.
    static func status(_ status: String?) -> TemplateValue {
        guard let status else { return .null }
        let known = FrontMatter.knownStatuses.contains(status)
        return ["text": .string(status), "kind": .string(known ? status : "other")]
    }
}
