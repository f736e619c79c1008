import DesignSpecCore
import DesignSpecChecks

/// The input sorted and named once, shared by every page of one build.
struct SitePlan: Sendable {
    var title: String
    /// The docs in sidebar order (`SiteSections`): prev/next, the overview and search follow it.
    var docs: [SiteDoc]
    /// The folders as sections, and each doc's (`docs` order).
    var sections: SiteSections
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
    /// The files beside the docs, and doc paths' prefix before their content path.
    var assets: SiteAssets?
    var contentPrefix: String
    /// Doc path → its headings' anchors, to tell broken `#anchor` links.
    var anchorsByPath: [String: Set<String>]
    /// The doc table cells' values, parsed once for every page (`CellValueMemo`).
    let cellValues = CellValueMemo()
    /// Swift code highlighted once for the doc pages and the components page.
    let highlighted = SwiftHighlightMemo()
    /// Doc path → its index in `docs`.
    private var docIndexByPath: [String: Int]
    /// Doc slug → its index in `docs`.
    private var docIndexBySlug: [String: Int]
    /// The findings by where they start, to find a token's.
    private var findingsByPosition: FindingsByPosition
    /// File → the findings about it, in the report's order.
    private var findingsByFile: [String: [Finding]]

    init(_ input: SiteInput) {
        title = input.title
        // Three unlike parts, each serial, at once (drift1000: ~30 M instructions each, all
        // of them on one core while the other waited before the pages could start).
        let (prepared, findings, listed) = ConcurrentParts.run({
            let prepared = SiteDoc.prepare(input.documents, slugs: input.slugs, readings: input.docReadings)
            let sections = SiteSections(prepared)
            return (docs: sections.order.map { prepared[$0] }, sections: sections)
        }, {
            let byFile = Dictionary(grouping: input.report?.findings ?? []) { $0.range.file }
            return (byFile: byFile, byPosition: FindingsByPosition(input.report?.findings ?? []))
        }, {
            SiteBuilder.listedTokenGroups(input.tokens)
        })
        let docs = prepared.docs
        self.docs = docs
        sections = prepared.sections
        slugsByPath = Dictionary(docs.map { ($0.path, $0.slug) }, uniquingKeysWith: { first, _ in first })
        docIndexByPath = Dictionary(docs.indices.map { (docs[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        docIndexBySlug = Dictionary(docs.indices.map { (docs[$0].slug, $0) }, uniquingKeysWith: { first, _ in first })
        findingsByFile = findings.byFile
        findingsByPosition = findings.byPosition
        report = input.report
        tokens = input.tokens
        listedTokens = listed
        codePrefixes = input.codePrefixes
        tokenUses = input.tokenUses
        plainTables = input.plainTables
        typographyRows = input.typographyRows
        skipped = input.skipped
        assets = input.assets
        contentPrefix = input.contentPrefix
        anchorsByPath = Dictionary(docs.map { ($0.path, Set($0.outline.map(\.anchor))) }, uniquingKeysWith: { first, _ in first })
        recipes = input.recipes ?? docs.flatMap { SiteRecipe.extract(from: $0) }
    }

    /// The findings about one file, in the report's order.
    func findings(inFile path: String) -> [Finding] {
        findingsByFile[path] ?? []
    }

    /// The findings about one token, in the report's order: those that start in its
    /// definition (from its key to the end of its value) or in a value it has in another
    /// file (a dark-mode file's).
    func findings(about token: Token) -> [Finding] {
        let key = token.definitionRange, value = token.valueRange
        var ranges = [value.file == key.file && key.start <= value.end ? SourceRange(start: key.start, end: value.end) : key]
        for modeValue in token.values where modeValue.rawRange.file != key.file && !ranges.contains(modeValue.rawRange) {
            ranges.append(modeValue.rawRange)
        }
        guard ranges.count > 1 else { return findingsByPosition.findings(startingIn: ranges[0]) }
        var seen = Set<Finding>()
        return ranges.flatMap { findingsByPosition.findings(startingIn: $0) }.filter { seen.insert($0).inserted }
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
