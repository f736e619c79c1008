import DesignSpecCore

extension SiteBuilder {
    /// The overview: counts and every doc with its language and summary, grouped by
    /// section in sidebar order (`SiteSections`): the docs at the top first, then each
    /// section's, headed by its title (an inner one's after its parents': `Components ›
    /// Forms`) linked to its index doc.
    func indexFields(_ plan: SitePlan, links: SiteLinks) -> TemplateObject {
        // Section (nil: the top) → its cards, in the order sections first appear.
        var sections: [Int?] = []
        var cardsBySection: [Int?: [TemplateValue]] = [:]
        for (index, doc) in plan.docs.enumerated() {
            let section = plan.sections.chains[index].last
            if cardsBySection[section] == nil {
                sections.append(section)
                cardsBySection[section] = []
            }
            if plan.sections.isIndex[index] { continue }
            cardsBySection[section, default: []].append([
                "title": .string(doc.title), "url": .string(links.doc(doc.slug)), "lang": .string(doc.language),
                "langName": .string(strings.languageName(doc.language)), "path": .string(doc.path),
                "summary": .string(doc.summary), "hasSummary": .bool(!doc.summary.isEmpty),
                "status": SiteChrome.status(doc.status),
            ])
        }
        // The docs at the top first, so none reads as part of the section above it.
        sections.sort { $0 == nil && $1 != nil }
        let groups = sections.map { groupFields(plan, section: $0, cards: cardsBySection[$0] ?? [], links: links) }
        return [
            "docs": .list(groups),
            "stats": [
                "docs": TemplateValue(plan.docs.count),
                "tokens": TemplateValue(plan.tokens?.tokens.count ?? 0),
                "recipes": TemplateValue(plan.recipes.count),
                "errors": TemplateValue(plan.report?.errorCount ?? 0),
                "warnings": TemplateValue(plan.report?.warningCount ?? 0),
            ],
        ]
    }

    /// One group of the overview: its section (null for the docs at the top) and its cards.
    private func groupFields(_ plan: SitePlan, section: Int?, cards: [TemplateValue], links: SiteLinks) -> TemplateValue {
        var heading: TemplateValue = .null
        if let section {
            var titles: [String] = []
            var current: Int? = section
            while let index = current {
                titles.insert(plan.sections.sections[index].title, at: 0)
                current = plan.sections.sections[index].parent
            }
            let indexDoc = plan.sections.sections[section].indexDoc.map { plan.docs[$0] }
            heading = [
                "id": .string("docs-section-\(section + 1)"),
                "title": .string(titles.joined(separator: " › ")),
                "url": indexDoc.map { .string(links.doc($0.slug)) } ?? .null,
                "lang": .string(indexDoc?.language ?? ""),
                "summary": .string(indexDoc?.summary ?? ""),
                "hasSummary": .bool(!(indexDoc?.summary ?? "").isEmpty),
            ]
        }
        return ["section": heading, "cards": .list(cards), "hasCards": .bool(!cards.isEmpty),
                "cardLevel": TemplateValue(section == nil ? 3 : 4)]
    }
}
