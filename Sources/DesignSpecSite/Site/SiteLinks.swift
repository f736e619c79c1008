/// Where everything is in the built site, as seen from one page: relative URLs in the
/// multi-page site (so it works from `file://`), in-page anchors in the single file.
/// Every link and every `id` the builder writes comes from here.
struct SiteLinks: Sendable, Hashable {
    enum Mode: Sendable, Hashable {
        /// The multi-page site; `root` leads from the page to the site root (`""`, `"../"`).
        case pages(root: String)
        /// One HTML file with every page as a `<section>`.
        case singleFile
    }

    var mode: Mode

    static let singleFile = SiteLinks(mode: .singleFile)

    /// Links from a page at `path` (`index.html`, `docs/spacing.html`).
    static func page(at path: String) -> SiteLinks {
        let depth = path.split(separator: "/").count - 1
        return SiteLinks(mode: .pages(root: String(repeating: "../", count: max(0, depth))))
    }

    var root: String {
        if case .pages(let root) = mode { return root }
        return ""
    }

    var isSingleFile: Bool { mode == .singleFile }

    // MARK: Pages

    var home: String { page("index.html", section: "overview") }
    var tokens: String { page("tokens.html", section: "tokens") }
    var components: String { page("components.html", section: "components") }
    var report: String { page("report.html", section: "report") }
    var search: String { page("search.html", section: "search") }

    /// A doc page, or a heading in it.
    func doc(_ slug: String, anchor: String? = nil) -> String {
        switch mode {
        case .pages(let root):
            return root + Self.docPath(slug) + (anchor.map { "#" + $0 } ?? "")
        case .singleFile:
            return "#" + (anchor.map { headingID($0, inDoc: slug) } ?? Self.docSectionID(slug))
        }
    }

    /// An element on one of the five fixed pages (`tokens.html#token-spacing-medium`).
    func tokens(anchor: String) -> String { anchored("tokens.html", anchor) }
    func components(anchor: String) -> String { anchored("components.html", anchor) }
    func report(anchor: String) -> String { anchored("report.html", anchor) }

    // MARK: Ids

    /// The `id` of a doc heading: its anchor as the renderer made it (`기기별-값`), made
    /// unique across docs in the single file.
    func headingID(_ anchor: String, inDoc slug: String) -> String {
        isSingleFile ? "doc-\(SiteSlug.idPart(slug))--\(anchor)" : anchor
    }

    /// The path of a doc page in the site.
    static func docPath(_ slug: String) -> String { "docs/\(slug).html" }

    /// The `id` of a doc's `<section>` in the single file.
    static func docSectionID(_ slug: String) -> String { "doc-\(SiteSlug.idPart(slug))" }

    private func page(_ path: String, section: String) -> String {
        switch mode {
        case .pages(let root): root + path
        case .singleFile: "#" + section
        }
    }

    private func anchored(_ path: String, _ anchor: String) -> String {
        switch mode {
        case .pages(let root): root + path + "#" + anchor
        case .singleFile: "#" + anchor
        }
    }
}
