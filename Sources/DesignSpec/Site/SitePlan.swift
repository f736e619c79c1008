/// The input sorted and named once, shared by every page of one build.
struct SitePlan: Sendable {
    var title: String
    var docs: [SiteDoc]
    /// Doc path → slug, to resolve links between docs.
    var slugsByPath: [String: String]
    var report: CheckReport?
    var tokens: TokenSet?
    var codePrefixes: [TokenCodeNames.Prefix]
    /// The recipes: the input's, else those read from the docs.
    var recipes: [SiteRecipe]
    var tokenUses: [String: [SiteTokenUse]]?
    var plainTables: Set<SourceRange>
    var typographyRows: [SourceLocation: String]

    init(_ input: SiteInput) {
        title = input.title
        docs = SiteDoc.prepare(input.documents, slugs: input.slugs)
        slugsByPath = Dictionary(docs.map { ($0.path, $0.slug) }, uniquingKeysWith: { first, _ in first })
        report = input.report
        tokens = input.tokens
        codePrefixes = input.codePrefixes
        tokenUses = input.tokenUses
        plainTables = input.plainTables
        typographyRows = input.typographyRows
        let docs = docs
        recipes = input.recipes ?? docs.flatMap { SiteRecipe.extract(from: $0) }
    }

    /// The findings about one file, in the report's order.
    func findings(inFile path: String) -> [Finding] {
        report?.findings.filter { $0.range.file == path } ?? []
    }
}
