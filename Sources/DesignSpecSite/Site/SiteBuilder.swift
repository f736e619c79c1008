import DesignSpecCore

/// Builds the static site from docs (and, as the model grows, tokens and recipes):
/// the pages rendered with the `TemplateLibrary`, the stylesheet, the script and the
/// search index, all in memory as `SiteFiles`. Writing them is `SiteWriter`'s job.
///
/// The output depends on the input alone: everything is sorted, nothing reads the clock
/// or the environment, so building twice gives identical bytes. Pages are rendered on
/// every core (`IndexedConcurrentMap`): each is a pure function of the plan, and the
/// results are gathered in a fixed order, so the bytes never depend on scheduling.
public struct SiteBuilder: Sendable {
    /// The page templates: the built-in ones, or a `--templates` folder over them.
    public var templates: TemplateLibrary
    /// The site's words in its language (`SiteStrings.english`, `.korean`).
    public var strings: SiteStrings
    /// Written into the footer and `<meta name="generator">`.
    public var version: String
    /// Whether the plan a build makes (the docs, the findings by line, the memos of cell
    /// values and highlighted code), each page's template context and the search entries
    /// are kept until the process exits instead of freed when the build returns
    /// (`KeptUntilExit`): for the executable, which exits right after, so the operating
    /// system takes it back at once (freeing the plan was the last ~7 ms of a drift1000
    /// build, on one core).
    public var keepsPlanUntilExit = false

    /// A builder rendering with `templates` and `strings`, naming `version` in each page.
    public init(templates: TemplateLibrary = .builtIn, strings: SiteStrings = .english, version: String = DesignSpecVersion.current) {
        self.templates = templates
        self.strings = strings
        self.version = version
    }

    /// The paths of the multi-page site's fixed files.
    public enum Paths {
        /// The overview page.
        public static let index = "index.html"
        /// The tokens page.
        public static let tokens = "tokens.html"
        /// The components page.
        public static let components = "components.html"
        /// The check report page.
        public static let report = "report.html"
        /// The search page.
        public static let search = "search.html"
        /// The stylesheet.
        public static let css = "assets/site.css"
        /// The site's script (search, the sidebar).
        public static let script = "assets/site.js"
        /// The search index, a script so search works from `file://`.
        public static let searchIndex = "assets/search-index.js"
    }

    /// One file of the multi-page site.
    enum File: Sendable {
        case page(SitePage)
        case searchIndex
        case asset(String)
        /// A file beside the docs that a doc links to, copied as it is.
        case docAsset(path: String, bytes: [UInt8])
    }

    /// The multi-page site in memory: `index.html`, `docs/<slug>.html`, `tokens.html`,
    /// `components.html`, `report.html`, `search.html` and the assets.
    public func build(_ input: SiteInput) throws(TemplateError) -> SiteFiles {
        let collector = SiteFiles.Collector()
        try build(input, into: collector)
        return collector.collected
    }

    /// The multi-page site, each file handed to `sink` as soon as it is rendered (from
    /// any thread), so the site is never in memory all at once. On a template error some
    /// files may have been handed over already: `SiteWriter` then discards them.
    public func build(_ input: SiteInput, into sink: some SiteFileSink) throws(TemplateError) {
        let plan = SitePlan(input)
        if keepsPlanUntilExit { KeptUntilExit.keep(plan) }
        // The big single pages first, so the two cores finish together; a template error
        // is reported from the first file in this order.
        let fixed: [File] = [.page(.tokens), .page(.report), .page(.components), .searchIndex,
                             .page(.overview), .page(.search)]
        let files = fixed + plan.docs.map { .page(.doc(slug: $0.slug)) } + [.asset(Paths.css), .asset(Paths.script)]
            + Self.docAssets(plan).map { File.docAsset(path: $0.path, bytes: $0.bytes) }
        let pageLinks = Set(files.compactMap { file -> SiteLinks? in
            guard case .page(let page) = file else { return nil }
            return .page(at: describe(page, plan).path)
        })
        let chrome = SiteChrome(strings: strings, plan: plan, pageLinks: pageLinks)
        let failures = IndexedConcurrentMap.map(count: files.count) { index -> TemplateError? in
            do throws(TemplateError) {
                let (path, bytes) = try render(files[index], plan, chrome)
                sink.add(path, bytes: bytes)
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// One file's path and UTF-8 text.
    private func render(_ file: File, _ plan: SitePlan, _ chrome: SiteChrome) throws(TemplateError) -> (String, [UInt8]) {
        switch file {
        case .asset(let path):
            return (path, Array((templates.file(path) ?? "").utf8))
        case .docAsset(let path, let bytes):
            return (path, bytes)
        case .searchIndex:
            let entries = searchEntries(plan, links: .page(at: Paths.search))
            let bytes = SearchIndex(entries: entries).scriptBytes
            if keepsPlanUntilExit { KeptUntilExit.keep(entries) }
            return (Paths.searchIndex, bytes)
        case .page(let page):
            let (template, path, title) = describe(page, plan)
            let links = SiteLinks.page(at: path)
            var context = baseContext(plan, links: links, current: page, pageTitle: title, chrome: chrome)
            context.merge(fields(of: page, plan, links: links)) { _, new in new }
            let bytes = try templates.renderedBytes(template, .object(context))
            // A page's context is thousands of small values (the tokens page's rows, the
            // report's findings), as the search index's entries are: freeing them one by
            // one was 2% of a drift1000 build.
            if keepsPlanUntilExit { KeptUntilExit.keep(context) }
            return (path, bytes)
        }
    }

    /// The files beside the docs to copy: every linked file but one whose site path a
    /// doc page has (`guide.html` beside `guide.md`), which the page keeps.
    static func docAssets(_ plan: SitePlan) -> [(path: String, bytes: [UInt8])] {
        let pages = Set(plan.docs.map { SiteLinks.docPath($0.slug) })
        return (plan.assets?.copies ?? []).filter { !pages.contains($0.path) }
    }

    /// A page's template, path and title.
    private func describe(_ page: SitePage, _ plan: SitePlan) -> (template: String, path: String, title: String) {
        switch page {
        case .overview, .none: ("index", Paths.index, strings["overview"])
        case .doc(let slug): ("doc", SiteLinks.docPath(slug), plan.doc(slug: slug)?.title ?? slug)
        case .tokens: ("tokens", Paths.tokens, strings["tokens"])
        case .components: ("components", Paths.components, strings["components"])
        case .report: ("report", Paths.report, strings["report"])
        case .search: ("search", Paths.search, strings["search"])
        }
    }

    /// The fields of a page's own content, beside the chrome's.
    func fields(of page: SitePage, _ plan: SitePlan, links: SiteLinks) -> TemplateObject {
        switch page {
        case .overview, .none: indexFields(plan, links: links)
        case .doc(let slug): plan.doc(slug: slug).map { docFields($0, plan, links: links) } ?? [:]
        case .tokens: tokensFields(plan, links: links)
        case .components: componentsFields(plan, links: links)
        case .report: reportFields(plan, links: links)
        case .search: [:]
        }
    }
}
