import DesignSpecCore

/// A doc as the site shows it: its page name, title, language and summary.
struct SiteDoc: Sendable {
    var document: MarkdownDocument
    /// The page's path in `docs/` without `.html`, mirroring the doc's path in the content
    /// folder (`foundations/01-spacing`, `components/index`).
    var slug: String
    var title: String
    /// `ko` or `en`, from the doc's text.
    var language: String
    /// The front matter's `description`, else the first paragraph's text, shortened, for
    /// the overview and search.
    var summary: String
    /// The headings with their anchors (`MarkdownDocument.outline`), computed once.
    var outline: [Markdown.OutlineEntry]

    var path: String { document.file }

    /// The front matter's `status`, lowercased (`beta`), for the badges.
    var status: String? { document.frontMatter?.status }
    /// The front matter's `order`, for the doc's place in its section.
    var order: Int? { document.frontMatter?.order }

    /// The names in the doc's path that its page path mirrors, as written (`["01 Foundations",
    /// "Color.md"]` for `foundations/color`): a section is named after its folder's.
    var sourceSegments: [String] {
        let count = slug.split(separator: "/").count
        return document.file.split(separator: "/").suffix(count).map(String.init)
    }

    /// Whether the title comes from the doc (its front matter or a level-1 heading), not
    /// from its file name.
    var hasOwnTitle: Bool {
        let name = document.file.split(separator: "/").last.map(String.init) ?? document.file
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        return title != stem
    }

    /// What a doc's text says of it that takes a walk over the whole doc to find: read by
    /// the model already (`DocModel`), so the site need not read it again.
    struct Reading: Sendable {
        var title: String
        var language: String
        var outline: [Markdown.OutlineEntry]
    }

    /// The docs of `documents`, sorted by path, with unique slugs: the given ones (each
    /// segment made file-name safe) when there is one for every doc and they are unique, else from the
    /// paths. A doc's title, language and outline are `readings`' when it has the doc's.
    static func prepare(_ documents: [MarkdownDocument], slugs given: [String: String] = [:],
                        readings: [String: Reading] = [:]) -> [SiteDoc] {
        let sorted = documents.sorted { $0.file < $1.file }
        var slugs = SiteSlug.uniquePagePaths(forPaths: sorted.map(\.file))
        let chosen = sorted.map { given[$0.file].map(SiteSlug.pagePath(forPath:)) }
        if chosen.allSatisfy({ $0 != nil }), Set(chosen.compactMap { $0 }).count == sorted.count {
            slugs = chosen.compactMap { $0 }
        }
        return zip(sorted, slugs).map { document, slug in
            let reading = readings[document.file]
                ?? Reading(title: document.title, language: document.language, outline: document.outline)
            return SiteDoc(document: document, slug: slug, title: reading.title, language: reading.language,
                           summary: document.frontMatter?.description.map { shorten($0, to: summaryLimit) } ?? summary(of: document),
                           outline: reading.outline)
        }
    }

    static let summaryLimit = 180

    /// The first paragraph's plain text, cut at a word boundary near `summaryLimit`
    /// characters with an ellipsis.
    static func summary(of document: MarkdownDocument) -> String {
        for case .paragraph(let paragraph) in document.allBlocks {
            let text = SiteBuilder.collapsingWhitespace(paragraph.inlines.plainText)
            if !text.isEmpty { return shorten(text, to: summaryLimit) }
        }
        return ""
    }

    static func shorten(_ text: String, to limit: Int) -> String {
        // Cheap first: a text of no more UTF-8 bytes than `limit` has no more characters.
        guard text.utf8.count > limit else { return text }
        var text = text
        if let length = text.withUTF8({ simpleCut($0, to: limit) }) {
            guard length < text.utf8.count else { return text }
            return String(text[..<text.utf8.index(text.startIndex, offsetBy: length)]) + "…"
        }
        guard text.count > limit else { return text }
        let cut = text.prefix(limit)
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2 {
            return String(cut[..<space]) + "…"
        }
        return String(cut) + "…"
    }

    /// `shorten` on the UTF-8 of a text whose first `limit + 1` scalars are simple
    /// (`SimpleScalars`, no CR): they are its first `limit + 1` characters whatever
    /// follows (a simple scalar never joins the one before it), so scalars can be counted
    /// instead of characters. The length in bytes to keep before the ellipsis (all of them
    /// when the text has no more than `limit` characters); nil when one of those scalars is
    /// not simple.
    private static func simpleCut(_ bytes: UnsafeBufferPointer<UInt8>, to limit: Int) -> Int? {
        var offset = 0
        var scalars = 0
        var end: Int?
        // The last space before `end`, and how many scalars come before it.
        var space: (offset: Int, scalars: Int)?
        while offset < bytes.count {
            guard let scalar = SimpleScalars.scalar(in: bytes, at: offset), scalar.value != 0x0D else { return nil }
            if scalars == limit {
                end = offset
                break
            }
            if scalar.value == 0x20 { space = (offset, scalars) }
            offset += scalar.length
            scalars += 1
        }
        guard let end else { return bytes.count }
        if let space, space.scalars > limit / 2 { return space.offset }
        return end
    }
}
