import DesignSpecCore

extension SiteBuilder {
    /// How much of a section's text the index keeps.
    static let sectionTextLimit = 400

    /// Search entries for every doc and every heading of every doc, in doc order, then
    /// every recipe and every token; URLs as seen from the search page.
    func searchEntries(_ plan: SitePlan, links: SiteLinks) -> [SearchIndex.Entry] {
        var entries: [SearchIndex.Entry] = []
        // Each doc's section texts, computed once: recipes look up their section's prose.
        var textsByPath: [String: [String]] = [:]
        for doc in plan.docs {
            entries.append(.init(title: doc.title, kind: .doc, url: links.doc(doc.slug), text: doc.summary))
            let outline = doc.outline
            let texts = sectionTexts(doc.document, keeping: Self.sectionTextLimit)
            textsByPath[doc.path] = texts
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
                let texts = textsByPath[doc.path] ?? sectionTexts(doc.document)
                if index < texts.count { prose = texts[index] }
            }
            let text = prose.isEmpty ? (recipe.facts.map { "\($0.key): \($0.value)" } + recipe.notes).joined(separator: " · ") : prose
            entries.append(.init(title: recipe.name, kind: .recipe, url: links.components(anchor: Self.recipeID(recipe, plan)),
                                 text: SiteDoc.shorten(text, to: Self.sectionTextLimit)))
        }
        // The tokens the tokens page lists (all but those of a set too large for one page).
        let tokens = plan.tokens?.tokens ?? []
        let listed = tokens.count > Self.maximumTokenRows
            ? Set(plan.listedTokens.groups.flatMap { $0.tokens.map(\.name) }) : nil
        for token in tokens where listed?.contains(token.name) ?? true {
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
    ///
    /// With `limit`, a section's text may stop once it has a few more than `limit`
    /// characters: `SiteDoc.shorten(_:to: limit)` keeps no more, and gives the same text
    /// for it as for the whole section (its first `limit + 1` characters are the same).
    /// The rest of a long section (a table of hundreds of rows) is then never read.
    func sectionTexts(_ document: MarkdownDocument, keeping limit: Int? = nil) -> [String] {
        var texts: [String] = []
        var parts: [String]?
        // The UTF-8 of `parts` with their separators. Their text is measured once it could
        // hold `limit` characters of three bytes each (Hangul) and each time it doubles
        // after, so a section of a usual doc is never measured, and measuring a long one
        // costs no more than reading it.
        var bytes = 0
        var nextMeasure = (limit ?? 0) * 4
        var isFull = false
        func add(_ text: @autoclosure () -> String) {
            guard parts != nil, !isFull else { return }
            let text = text()
            parts?.append(text)
            bytes += text.utf8.count + 1
            guard let limit, bytes > nextMeasure else { return }
            if Self.collapsingWhitespace(joining: parts ?? []).count >= limit + 8 {
                isFull = true
            } else {
                nextMeasure = bytes * 2
            }
        }
        func finish() {
            if let parts { texts.append(Self.collapsingWhitespace(joining: parts)) }
        }
        for block in document.allBlocks {
            switch block {
            case .heading:
                finish()
                parts = []
                bytes = 0
                nextMeasure = (limit ?? 0) * 4
                isFull = false
            case .paragraph(let paragraph):
                add(paragraph.inlines.plainText)
            case .table(let table):
                for cell in table.header.cells { add(cell.plainText) }
                for row in table.rows {
                    for cell in row.cells { add(cell.plainText) }
                }
            default:
                break
            }
        }
        finish()
        return texts
    }

    /// The words of `text` (split at whitespace) joined by single spaces:
    /// `text.split(whereSeparator: \.isWhitespace).joined(separator: " ")`.
    static func collapsingWhitespace(_ text: String) -> String {
        collapsingWhitespace(joining: [text])
    }

    /// `collapsingWhitespace(parts.joined(separator: " "))`, without joining them first.
    static func collapsingWhitespace(joining parts: [String]) -> String {
        // Text made only of simple scalars (`SimpleScalars`: ASCII, Hangul syllables, `·`…)
        // has one scalar per character (CR LF aside, both whitespace), and knows its
        // whitespace by its bytes: they can be read one by one instead of its characters,
        // with the same result. They are read in place and written straight
        // into the new string (never longer than the parts and their separators).
        var parts = parts
        let isSimple = parts.indices.allSatisfy { parts[$0].withUTF8(SimpleScalars.all) }
        guard isSimple else { return parts.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let capacity = parts.reduce(parts.count) { $0 + $1.utf8.count }
        guard capacity > 0 else { return "" }
        return String(unsafeUninitializedCapacity: capacity) { output in
            var count = 0
            var pendingSpace = false
            for index in parts.indices {
                if index > 0 { pendingSpace = count > 0 }  // the separator
                parts[index].withUTF8 { bytes in
                    var offset = 0
                    while offset < bytes.count {
                        let space = SimpleScalars.whitespaceLength(in: bytes, at: offset)
                        if space > 0 {
                            pendingSpace = count > 0
                            offset += space
                            continue
                        }
                        let byte = bytes[offset]
                        if pendingSpace {
                            output[count] = 0x20
                            count += 1
                            pendingSpace = false
                        }
                        output[count] = byte
                        count += 1
                        offset += 1
                    }
                }
            }
            return count
        }
    }
}
