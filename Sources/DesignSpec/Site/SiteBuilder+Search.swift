extension SiteBuilder {
    /// How much of a section's text the index keeps.
    static let sectionTextLimit = 400

    /// Search entries for every doc and every heading of every doc, in doc order, then
    /// every recipe and every token; URLs as seen from the search page.
    func searchEntries(_ plan: SitePlan, links: SiteLinks) -> [SearchIndex.Entry] {
        var entries: [SearchIndex.Entry] = []
        for doc in plan.docs {
            entries.append(.init(title: doc.title, kind: .doc, url: links.doc(doc.slug), text: doc.summary))
            let outline = doc.outline
            let texts = sectionTexts(doc.document)
            for (index, entry) in outline.enumerated() where entry.level > 1 || index > 0 {
                let text = index < texts.count ? texts[index] : ""
                entries.append(.init(title: entry.text, kind: .section, url: links.doc(doc.slug, anchor: entry.anchor),
                                     text: SiteDoc.shorten(doc.title + " · " + text, to: Self.sectionTextLimit)))
            }
        }
        for recipe in plan.recipes {
            // The section's prose (`툴바에 놓이는 아이콘 버튼입니다`, its bullets included), else
            // the recipe's facts and notes.
            var prose = ""
            if let doc = plan.doc(atPath: recipe.docPath),
               let index = doc.outline.firstIndex(where: { $0.anchor == recipe.anchor }) {
                let texts = sectionTexts(doc.document)
                if index < texts.count { prose = texts[index] }
            }
            let text = prose.isEmpty ? (recipe.facts.map { "\($0.key): \($0.value)" } + recipe.notes).joined(separator: " · ") : prose
            entries.append(.init(title: recipe.name, kind: .recipe, url: links.components(anchor: Self.recipeID(recipe, plan)),
                                 text: SiteDoc.shorten(text, to: Self.sectionTextLimit)))
        }
        for token in plan.tokens?.tokens ?? [] {
            let values = token.values.map { value in
                (value.mode.map { $0 + " " } ?? "") + (value.resolved?.displayString ?? "")
            }
            let uses = (plan.tokenUses?[token.name] ?? []).map(\.text)
            let text = (values + [token.description ?? ""] + uses + [TokenCodeNames.swiftName(token.path, prefixes: plan.codePrefixes),
                                  TokenCodeNames.cssName(token.path)]).filter { !$0.isEmpty }.joined(separator: " · ")
            entries.append(.init(title: token.name, kind: .token, url: links.tokens(anchor: Self.tokenID(token.name)),
                                 text: SiteDoc.shorten(text, to: Self.sectionTextLimit)))
        }
        return entries
    }

    /// The prose under each heading (until the next heading), one string per heading of
    /// the outline, in order: paragraphs, list items and table cells; code left out.
    func sectionTexts(_ document: MarkdownDocument) -> [String] {
        var texts: [String] = []
        var current: [String]?
        for block in document.allBlocks {
            switch block {
            case .heading:
                if let current { texts.append(current.joined(separator: " ")) }
                current = []
            case .paragraph(let paragraph):
                current?.append(paragraph.inlines.plainText)
            case .table(let table):
                current?.append(contentsOf: ([table.header] + table.rows).flatMap(\.cells).map(\.plainText))
            default:
                break
            }
        }
        if let current { texts.append(current.joined(separator: " ")) }
        return texts.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    }
}
