import DesignSpecCore

/// Renders one doc's Markdown for the site: tables wrapped in a scrolling, named region,
/// code in a focusable, named `<pre role="region">` (highlighted by its fence's language), links between docs pointing at their
/// pages, and, in the single file, heading ids made unique across docs.
struct DocRenderer: Sendable {
    /// A URL scheme the Markdown renderer never allows: `rewriteURL` returns it for a
    /// link the page must not carry, and the renderer keeps only the link's text.
    static let droppedURL = "designspec-dropped:"
    /// The most rows of one table a page shows: a 400,000-row table would make
    /// a page of hundreds of megabytes that no browser opens.
    static let maximumTableRows = 2000

    var doc: SiteDoc
    var links: SiteLinks
    /// Doc path (as in `MarkdownDocument.file`) → slug, to resolve links between docs.
    var slugsByPath: [String: String]
    var strings: SiteStrings
    /// The check's findings in this doc, marked on the table cells they point at.
    var findings: [Finding] = []
    /// Tables that get no diagram column (see `SiteInput.plainTables`).
    var plainTables: Set<SourceRange> = []
    /// The typography tokens named by table rows (`SiteInput.typographyRows`), and the
    /// tokens their specimens are drawn from.
    var typographyRows: [SourceLocation: String] = [:]
    var tokens: TokenSet?
    /// The table cells' values, shared by every page of the build.
    var cellValues = CellValueMemo()
    /// Swift code highlighted, shared by every page of the build.
    var highlighted = SwiftHighlightMemo()
    /// The files beside the docs, doc paths' prefix and every doc's heading anchors, for
    /// links to files and broken links (`DocLinkResolver.render`).
    var assets: SiteAssets?
    var contentPrefix = ""
    var anchorsByPath: [String: Set<String>] = [:]

    private var document: MarkdownDocument { doc.document }

    func render() -> RenderedDoc {
        var plain = MarkdownHTMLRenderer(codeBlockOverride: codeBlockOverride(), rewriteURL: urlRewriter())
        plain.renderLink = linkRenderer()
        var renderer = plain
        let strings = strings
        renderer.alertTitle = { strings["alert.\($0.rawValue)"] }
        renderer.tableWriter = tableWriter(labels: tableLabels(document), renderer: plain)
        renderer.listOverride = listOverride(renderer: plain)
        var outline = doc.outline
        // The body stays UTF-8 until it is cut and edited, and becomes a string once.
        let html = renderer.renderUTF8(document, outline: outline)
        var bodyStart = 0
        var titleAnchor: String?

        // The page shows the leading level-1 heading as its title: take it out of the body.
        // Without one the title gets `page:title`, an id no heading anchor can have.
        // HTML blocks (directive comments) render as nothing, so they may come before it.
        let firstBlock = document.blocks.first { block in
            if case .htmlBlock = block { return false }
            return true
        }
        if case .heading(let heading)? = firstBlock, heading.level == 1, let first = outline.first {
            let title = MarkdownDocument(file: document.file, blocks: [.heading(heading)])
            let titleHTML = renderer.renderUTF8(title, outline: title.outline)
            if html.starts(with: titleHTML) {
                bodyStart = titleHTML.count
                titleAnchor = first.anchor
                outline.removeFirst()
            }
        }
        let body = links.isSingleFile
            ? prefixHeadingIDs(html[bodyStart...], outline: outline)
            : String(knownValidUTF8: html[bodyStart...])
        let titleID = links.headingID(titleAnchor ?? "page:title", inDoc: doc.slug)
        let toc = outline.filter { $0.level <= 3 }
        return RenderedDoc(titleID: titleID, html: body, toc: toc)
    }

    /// The label of each table's scrolling region: the nearest heading above it, else
    /// `Table N`.
    private func tableLabels(_ document: MarkdownDocument) -> [SourceRange: String] {
        var labels: [SourceRange: String] = [:]
        var heading: String?
        var count = 0
        for block in document.allBlocks {
            switch block {
            case .heading(let node):
                heading = node.plainText
            case .table(let table):
                count += 1
                labels[table.range] = heading ?? "\(strings["table"]) \(count)"
            default:
                break
            }
        }
        return labels
    }

    private func tableWriter(labels: [SourceRange: String], renderer: MarkdownHTMLRenderer) -> @Sendable (Markdown.Table, inout [UInt8]) -> Bool {
        let fallback = strings["table"]
        let numbers = Dictionary(document.tables.enumerated().map { ($1.range, $0 + 1) }, uniquingKeysWith: { first, _ in first })
        let findings = DocTableEnricher.byLine(findings)
        let strings = strings
        let slug = SiteSlug.idPart(doc.slug)
        let plainTables = plainTables
        let typographyRows = typographyRows
        let tokens = tokens
        let cellValues = cellValues
        return { table, bytes in
            let label = labels[table.range] ?? fallback
            // A table longer than a page can sensibly hold shows its first rows and says so
            // (every row is still checked; the report lists every finding).
            var table = table
            var note = ""
            if table.rows.count > Self.maximumTableRows {
                note = "<p class=\"table-note\">" + HTML.escape(strings.filled("tableTruncated", [
                    "{n}": String(table.rows.count), "{shown}": String(Self.maximumTableRows)])) + "</p>\n"
                table.rows = Array(table.rows.prefix(Self.maximumTableRows))
            }
            var enricher = DocTableEnricher(renderer: renderer, findings: findings, strings: strings,
                                            idPrefix: "\(slug)-t\(numbers[table.range] ?? 0)",
                                            drawsDiagrams: !plainTables.contains(table.range))
            enricher.typographyRows = typographyRows
            enricher.tokens = tokens
            enricher.cellValues = cellValues
            bytes.append(utf8: "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"")
            HTML.escape(label, into: &bytes)
            bytes.append(utf8: "\">\n")
            enricher.write(table, into: &bytes)
            bytes.append(utf8: "</div>\n")
            bytes.append(utf8: note)
            return true
        }
    }

    /// A list of palette index facts (`PaletteIndexPreview.init(id:list:)`) is followed by
    /// its preview; other lists keep the default HTML.
    private func listOverride(renderer: MarkdownHTMLRenderer) -> @Sendable (Markdown.List) -> String? {
        let slug = SiteSlug.idPart(doc.slug)
        return { list in
            guard let preview = PaletteIndexPreview(id: "\(slug)-palette-l\(list.range.start.line)", list: list) else { return nil }
            return renderer.renderDefault(list) + "<div class=\"doc-diagram\">" + preview.render() + "</div>\n"
        }
    }

    private func codeBlockOverride() -> @Sendable (Markdown.CodeBlock) -> String? {
        let codeLabel = strings["code"]
        let highlighted = highlighted
        return { block in
            let language = block.language
            let label = language.map { "\(codeLabel): \($0)" } ?? codeLabel
            let classAttribute = language.map { " class=\"language-\(HTML.escape($0))\"" } ?? ""
            let body = switch CodeLanguage(fence: language) {
            case .swift?: highlighted.html(block.code)
            case let other?: CodeHighlighter.html(block.code, other)
            case nil: HTML.escape(block.code)
            }
            return "<pre tabindex=\"0\" role=\"region\" aria-label=\"\(HTML.escape(label))\"><code\(classAttribute)>\(body)</code></pre>\n"
        }
    }

    private func linkRenderer() -> @Sendable (String, Bool) -> MarkdownHTMLRenderer.LinkRendering {
        var resolver = DocLinkResolver(fromPath: doc.path, fromSlug: doc.slug, links: links, slugsByPath: slugsByPath)
        resolver.assets = assets
        resolver.contentPrefix = contentPrefix
        resolver.anchorsByPath = anchorsByPath
        resolver.strings = strings
        let ready = resolver
        return { url, isImage in ready.render(url, isImage: isImage) }
    }

    private func urlRewriter() -> @Sendable (String) -> String {
        let resolver = DocLinkResolver(fromPath: doc.path, fromSlug: doc.slug, links: links, slugsByPath: slugsByPath)
        return { url in resolver.resolve(url) ?? DocRenderer.droppedURL }
    }

    /// Gives each heading of the body its single-file id. The renderer writes exactly
    /// `<hN id="anchor">` for each outline entry, in order; nothing else in the body has
    /// an `id`, and text never holds a `<` (it is escaped), so a byte search finds them.
    private func prefixHeadingIDs(_ html: ArraySlice<UInt8>, outline: [Markdown.OutlineEntry]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(html.count + outline.count * (doc.slug.utf8.count + 8))
        var rest = html
        for entry in outline {
            let tag = Array("<h\(entry.level) id=\"\(HTML.escape(entry.anchor))\">".utf8)
            guard let found = rest.firstRange(of: tag) else { continue }
            result += rest[..<found.lowerBound]
            result.append(utf8: "<h\(entry.level) id=\"\(HTML.escape(links.headingID(entry.anchor, inDoc: doc.slug)))\">")
            rest = rest[found.upperBound...]
        }
        result += rest
        return String(knownValidUTF8: result)
    }
}
