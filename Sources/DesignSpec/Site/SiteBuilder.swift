/// Builds the static site from docs (and, as the model grows, tokens and recipes):
/// the pages rendered with the `TemplateLibrary`, the stylesheet, the script and the
/// search index, all in memory as `SiteFiles`. Writing them is `SiteWriter`'s job.
///
/// The output depends on the input alone: everything is sorted, nothing reads the clock
/// or the environment, so building twice gives identical bytes.
public struct SiteBuilder: Sendable {
    public var templates: TemplateLibrary
    public var strings: SiteStrings
    /// Written into the footer and `<meta name="generator">`.
    public var version: String

    public init(templates: TemplateLibrary = .builtIn, strings: SiteStrings = .english, version: String = CommandLineTool.version) {
        self.templates = templates
        self.strings = strings
        self.version = version
    }

    /// The paths of the multi-page site's fixed files.
    public enum Paths {
        public static let index = "index.html"
        public static let tokens = "tokens.html"
        public static let components = "components.html"
        public static let report = "report.html"
        public static let search = "search.html"
        public static let css = "assets/site.css"
        public static let script = "assets/site.js"
        public static let searchIndex = "assets/search-index.js"
    }

    /// The multi-page site: `index.html`, `docs/<slug>.html`, `tokens.html`,
    /// `components.html`, `report.html`, `search.html` and the assets.
    public func build(_ input: SiteInput) throws(TemplateError) -> SiteFiles {
        let plan = SitePlan(input)
        var files = SiteFiles()
        func page(_ template: String, _ path: String, _ current: SitePage, _ title: String,
                  _ fields: (SiteLinks) -> [String: TemplateValue]) throws(TemplateError) {
            let links = SiteLinks.page(at: path)
            var context = baseContext(plan, links: links, current: current, pageTitle: title)
            context.merge(fields(links)) { _, new in new }
            files.add(path, try templates.render(template, .object(context)))
        }

        try page("index", Paths.index, .overview, strings["overview"]) { indexFields(plan, links: $0) }
        for doc in plan.docs {
            try page("doc", SiteLinks.docPath(doc.slug), .doc(slug: doc.slug), doc.title) { docFields(doc, plan, links: $0) }
        }
        try page("tokens", Paths.tokens, .tokens, strings["tokens"]) { tokensFields(plan, links: $0) }
        try page("components", Paths.components, .components, strings["components"]) { componentsFields(plan, links: $0) }
        try page("report", Paths.report, .report, strings["report"]) { reportFields(plan, links: $0) }
        try page("search", Paths.search, .search, strings["search"]) { _ in [:] }

        files.add(Paths.css, templates.file(Paths.css) ?? "")
        files.add(Paths.script, templates.file(Paths.script) ?? "")
        files.add(Paths.searchIndex, SearchIndex(entries: searchEntries(plan, links: .page(at: Paths.search))).script)
        return files
    }

    /// Everything one page needs, under the names layout.mustache documents.
    func baseContext(_ plan: SitePlan, links: SiteLinks, current: SitePage, pageTitle: String) -> [String: TemplateValue] {
        let navItems: [(String, String, SitePage)] = [
            (strings["docs"], links.home, .overview),
            (strings["tokens"], links.tokens, .tokens),
            (strings["components"], links.components, .components),
            (strings["report"], links.report, .report),
            (strings["search"], links.search, .search),
        ]
        var inDocs = false
        if case .doc = current { inDocs = true }
        let nav: [TemplateValue] = navItems.map { label, url, page in
            ["label": .string(label), "url": .string(url), "current": .bool(page == current),
             "inSection": .bool(page == .overview && inDocs)]
        }
        let docsNav: [TemplateValue] = plan.docs.map { doc in
            ["title": .string(doc.title), "url": .string(links.doc(doc.slug)), "lang": .string(doc.language),
             "current": .bool(current == .doc(slug: doc.slug))]
        }
        return [
            "lang": .string(strings.language),
            "root": .string(links.root),
            "csp": .string(ContentSecurityPolicy.pages),
            "siteTitle": .string(plan.title),
            "pageTitle": .string(pageTitle),
            "s": strings.templateValue,
            "nav": .list(nav),
            "docsNav": .list(docsNav),
            "links": [
                "home": .string(links.home), "docs": .string(links.home), "tokens": .string(links.tokens),
                "components": .string(links.components), "report": .string(links.report), "search": .string(links.search),
            ],
            "version": .string(version),
        ]
    }
}
