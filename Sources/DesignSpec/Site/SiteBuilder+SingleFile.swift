import Foundation

extension SiteBuilder {
    /// The whole site as one self-contained HTML file: every page a `<section>` (the
    /// overview, search, each doc, tokens, components, report), the stylesheet and the
    /// script (with the search index) inline, every link an in-page anchor. Nothing in
    /// it refers to anything outside it.
    public func buildSingleFile(_ input: SiteInput) throws(TemplateError) -> String {
        let plan = SitePlan(input)
        let links = SiteLinks.singleFile
        let base = baseContext(plan, links: links, current: .none, pageTitle: plan.title,
                               chrome: SiteChrome(strings: strings), listingEveryDoc: true)

        func section(_ id: String, _ partial: String, _ fields: [String: TemplateValue]) throws(TemplateError) -> TemplateValue {
            var context = base
            context.merge(fields) { _, new in new }
            return ["id": .string(id), "html": .string(try templates.render(partial, .object(context)))]
        }

        var sections: [TemplateValue] = []
        sections.append(try section("overview", "partials/index-body", indexFields(plan, links: links)))
        // Search right after the overview, so it is near the top for a keyboard too.
        sections.append(try section("search", "partials/search-body", [:]))
        for doc in plan.docs {
            sections.append(try section(SiteLinks.docSectionID(doc.slug), "partials/doc-body", docFields(doc, plan, links: links)))
        }
        sections.append(try section("tokens", "partials/tokens-body", tokensFields(plan, links: links)))
        sections.append(try section("components", "partials/components-body", componentsFields(plan, links: links)))
        sections.append(try section("report", "partials/report-body", reportFields(plan, links: links)))

        let index = SearchIndex(entries: searchEntries(plan, links: links)).script
        let script = index + Self.inlineSafe(templates.file(Paths.script) ?? "", closing: "</script")
        var context = base
        context["csp"] = .string(ContentSecurityPolicy.singleFile(script: script))
        context["css"] = .string(Self.inlineSafe(templates.file(Paths.css) ?? "", closing: "</style"))
        context["script"] = .string(script)
        context["sections"] = .list(sections)
        return try templates.render("single", .object(context))
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
