extension SiteBuilder {
    /// The overview: counts and every doc with its language and summary.
    func indexFields(_ plan: SitePlan, links: SiteLinks) -> TemplateObject {
        let docs: [TemplateValue] = plan.docs.map { doc in
            [
                "title": .string(doc.title), "url": .string(links.doc(doc.slug)), "lang": .string(doc.language),
                "langName": .string(strings.languageName(doc.language)), "path": .string(doc.path),
                "summary": .string(doc.summary), "hasSummary": .bool(!doc.summary.isEmpty),
            ]
        }
        return [
            "docs": .list(docs),
            "stats": [
                "docs": TemplateValue(plan.docs.count),
                "tokens": TemplateValue(plan.tokens?.tokens.count ?? 0),
                "recipes": TemplateValue(plan.recipes.count),
                "errors": TemplateValue(plan.report?.errorCount ?? 0),
                "warnings": TemplateValue(plan.report?.warningCount ?? 0),
            ],
        ]
    }
}
