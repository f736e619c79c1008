/// The input sorted and named once, shared by every page of one build.
struct SitePlan: Sendable {
    var title: String
    var docs: [SiteDoc]
    /// Doc path → slug, to resolve links between docs.
    var slugsByPath: [String: String]
    var report: CheckReport?
    var tokens: TokenSet?
    /// The tokens the tokens page lists, by group, and how many the set has
    /// (`SiteBuilder.listedTokenGroups`): made once, for the tokens page and search.
    var listedTokens: (groups: [(name: String, tokens: [Token])], total: Int)
    var codePrefixes: [TokenCodeNames.Prefix]
    /// The recipes: the input's, else those read from the docs.
    var recipes: [SiteRecipe]
    var tokenUses: [String: [SiteTokenUse]]?
    var plainTables: Set<SourceRange>
    var typographyRows: [SourceLocation: String]
    var skipped: [SkippedPath]
    /// The doc table cells' values, parsed once for every page (`CellValueMemo`).
    let cellValues = CellValueMemo()
    /// Swift code highlighted once for the doc pages and the components page.
    let highlighted = SwiftHighlightMemo()
    /// Doc path → its index in `docs`.
    private var docIndexByPath: [String: Int]
    /// Doc slug → its index in `docs`.
    private var docIndexBySlug: [String: Int]
    /// File → line → the findings starting there, in the report's order.
    private var findingsByLine: [String: [Int: [Finding]]]
    /// File → the findings about it, in the report's order.
    private var findingsByFile: [String: [Finding]]

    init(_ input: SiteInput) {
        title = input.title
        // Three unlike parts, each serial, at once (drift1000: ~30 M instructions each, all
        // of them on one core while the other waited before the pages could start).
        let (docs, findings, listed) = ConcurrentParts.run({
            SiteDoc.prepare(input.documents, slugs: input.slugs, readings: input.docReadings)
        }, {
            let byFile = Dictionary(grouping: input.report?.findings ?? []) { $0.range.file }
            return (byFile: byFile, byLine: byFile.mapValues { Dictionary(grouping: $0) { $0.range.start.line } })
        }, {
            SiteBuilder.listedTokenGroups(input.tokens)
        })
        self.docs = docs
        slugsByPath = Dictionary(docs.map { ($0.path, $0.slug) }, uniquingKeysWith: { first, _ in first })
        docIndexByPath = Dictionary(docs.indices.map { (docs[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        docIndexBySlug = Dictionary(docs.indices.map { (docs[$0].slug, $0) }, uniquingKeysWith: { first, _ in first })
        findingsByFile = findings.byFile
        findingsByLine = findings.byLine
        report = input.report
        tokens = input.tokens
        listedTokens = listed
        codePrefixes = input.codePrefixes
        tokenUses = input.tokenUses
        plainTables = input.plainTables
        typographyRows = input.typographyRows
        skipped = input.skipped
        recipes = input.recipes ?? docs.flatMap { SiteRecipe.extract(from: $0) }
    }

    /// The findings about one file, in the report's order.
    func findings(inFile path: String) -> [Finding] {
        findingsByFile[path] ?? []
    }

    /// The findings that start on one line of a file, in the report's order.
    func findings(inFile path: String, line: Int) -> [Finding] {
        findingsByLine[path]?[line] ?? []
    }

    /// The doc whose path is `path`, if it has a page.
    func doc(atPath path: String) -> SiteDoc? {
        docIndexByPath[path].map { docs[$0] }
    }

    /// The doc whose page is `docs/<slug>.html`.
    func doc(slug: String) -> SiteDoc? {
        docIndexBySlug[slug].map { docs[$0] }
    }

    /// The position of the doc with that slug in `docs`.
    func docIndex(slug: String) -> Int? {
        docIndexBySlug[slug]
    }

    /// The position of a doc in `docs` (the order of the sidebar and of prev/next).
    func docIndex(atPath path: String) -> Int? {
        docIndexByPath[path]
    }
}
