import DesignSpecCore
import Foundation

extension SiteBuilder {
    /// The whole site as one self-contained HTML file: every page a `<section>` (the
    /// overview, search, each doc, tokens, components, report), the stylesheet and the
    /// script (with the search index) inline, every link an in-page anchor. Nothing in
    /// it refers to anything outside it.
    public func buildSingleFile(_ input: SiteInput) throws(TemplateError) -> String {
        let plan = SitePlan(input)
        if keepsPlanUntilExit { KeptUntilExit.keep(plan) }
        let links = SiteLinks.singleFile
        let base = baseContext(plan, links: links, current: .none, pageTitle: plan.title,
                               chrome: SiteChrome(strings: strings), listingEveryDoc: true)

        // Search right after the overview, so it is near the top for a keyboard too.
        let pages: [SitePage] = [.overview, .search] + plan.docs.map { .doc(slug: $0.slug) } + [.tokens, .components, .report]
        let rendered = IndexedConcurrentMap.map(count: pages.count) { index in
            Result { () throws(TemplateError) -> TemplateValue in
                let page = pages[index]
                var context = base
                context.merge(fields(of: page, plan, links: links)) { _, new in new }
                let (id, partial) = Self.singleFileSection(page)
                return ["id": .string(id), "html": .string(try templates.render(partial, .object(context)))]
            }
        }
        var sections: [TemplateValue] = []
        for result in rendered { sections.append(try result.get()) }

        let index = SearchIndex(entries: searchEntries(plan, links: links)).script
        let script = index + Self.inlineSafe(templates.file(Paths.script) ?? "", closing: "</script")
        var context = base
        context["csp"] = .string(ContentSecurityPolicy.singleFile(script: script))
        context["css"] = .string(Self.inlineSafe(templates.file(Paths.css) ?? "", closing: "</style"))
        context["script"] = .string(script)
        context["sections"] = .list(sections)
        return try templates.render("single", .object(context))
    }

    /// A page's `<section>` id and the partial of its body in the single file.
    static func singleFileSection(_ page: SitePage) -> (id: String, partial: String) {
        switch page {
        case .overview, .none: ("overview", "partials/index-body")
        case .search: ("search", "partials/search-body")
        case .doc(let slug): (SiteLinks.docSectionID(slug), "partials/doc-body")
        case .tokens: ("tokens", "partials/tokens-body")
        case .components: ("components", "partials/components-body")
        case .report: ("report", "partials/report-body")
        }
    }

    /// `text` with every `closing` tag opener (any case) written as `<\/…`, so an inline
    /// stylesheet or script cannot end its element early. In CSS and in JavaScript strings
    /// and comments `\/` reads as `/`.
    static func inlineSafe(_ text: String, closing: String) -> String {
        guard text.range(of: closing, options: .caseInsensitive) != nil else { return text }
        var result = ""
        var rest = text[...]
        while let found = rest.range(of: closing, options: .caseInsensitive) {
            result += rest[..<found.lowerBound]
            result += "<\\/" + rest[rest.index(found.lowerBound, offsetBy: 2)..<found.upperBound]
            rest = rest[found.upperBound...]
        }
        return result + rest
    }
}
