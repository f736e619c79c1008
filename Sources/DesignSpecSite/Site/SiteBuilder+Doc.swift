import DesignSpecCore

extension SiteBuilder {
    /// One doc page: title, table of contents, rendered body, neighbours.
    func docFields(_ doc: SiteDoc, _ plan: SitePlan, links: SiteLinks) -> TemplateObject {
        var renderer = DocRenderer(doc: doc, links: links, slugsByPath: plan.slugsByPath, strings: strings,
                                   findings: plan.findings(inFile: doc.path), plainTables: plan.plainTables,
                                   typographyRows: plan.typographyRows, tokens: plan.tokens, cellValues: plan.cellValues, highlighted: plan.highlighted)
        renderer.assets = plan.assets
        renderer.contentPrefix = plan.contentPrefix
        renderer.anchorsByPath = plan.anchorsByPath
        let rendered = renderer.render()
        let toc: [TemplateValue] = rendered.toc.map { entry in
            ["text": .string(entry.text), "url": .string(links.doc(doc.slug, anchor: entry.anchor)),
             "level": TemplateValue(entry.level)]
        }
        let findingCount = plan.findings(inFile: doc.path).count
        let index = plan.docIndex(atPath: doc.path) ?? 0
        let previous = index > 0 ? plan.docs[index - 1] : nil
        let next = index + 1 < plan.docs.count ? plan.docs[index + 1] : nil
        func neighbour(_ other: SiteDoc?) -> TemplateValue {
            guard let other else { return .null }
            return ["title": .string(other.title), "url": .string(links.doc(other.slug)), "lang": .string(other.language)]
        }
        return ["doc": [
            "title": .string(doc.title),
            "titleID": .string(rendered.titleID),
            "lang": .string(doc.language),
            "langName": .string(strings.languageName(doc.language)),
            "status": SiteChrome.status(doc.status),
            "path": .string(doc.path),
            "html": .string(rendered.html),
            "hasTOC": .bool(!toc.isEmpty),
            "toc": .list(toc),
            "findingCount": TemplateValue(findingCount),
            "findingsText": .string(strings.counted(findingCount, "finding")),
            "hasFindings": .bool(findingCount > 0),
            "findingsURL": .string(links.report(anchor: Self.reportFileID(doc.path))),
            "hasPrevOrNext": .bool(previous != nil || next != nil),
            "hasPrev": .bool(previous != nil),
            "prev": neighbour(previous),
            "hasNext": .bool(next != nil),
            "next": neighbour(next),
        ]]
    }
}
