/// The page places of lines in one doc, as the report and the tokens page link them:
/// the doc's page at the nearest heading above the line. Each heading's URL is made once: a
/// doc's findings (the report lists thousands) point at a few headings.
struct SiteDocPlaces {
    let doc: SiteDoc?
    let links: SiteLinks
    /// By heading: index 0 for a line above every heading (the page itself), `i + 1` for
    /// `doc.outline[i]`.
    private var urls: [String?]

    init(_ doc: SiteDoc?, links: SiteLinks) {
        self.doc = doc
        self.links = links
        urls = Array(repeating: nil, count: (doc?.outline.count ?? 0) + 1)
    }

    /// The URL of `line` (nil: the page itself); nil for a file with no page.
    mutating func url(line: Int?) -> String? {
        guard let doc else { return nil }
        var slot = 0
        if let line, let heading = doc.outline.lastIndex(where: { $0.range.start.line <= line }) { slot = heading + 1 }
        if let url = urls[slot] { return url }
        let url = links.doc(doc.slug, anchor: slot == 0 ? nil : doc.outline[slot - 1].anchor)
        urls[slot] = url
        return url
    }
}
