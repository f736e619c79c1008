import DesignSpecCore
import DesignSpecChecks

/// Everything a site is built from. The builder reads nothing else: no clock, no
/// environment, no file system, so the same input always gives the same bytes.
public struct SiteInput: Sendable {
    /// The site's name, in the header and every page title.
    public var title: String
    /// The docs, each named by its path relative to the content folder
    /// (`MarkdownDocument.file`); the site lists them by section (`SiteSections`).
    public var documents: [MarkdownDocument]
    /// The check's findings, for the report page and the flags on doc pages; nil when the
    /// check did not run.
    public var report: CheckReport?
    /// The design tokens, for the tokens page and search; nil when none were loaded.
    public var tokens: TokenSet?
    /// Code roots and the token groups they stand for (`SemanticColor` → `color`), to
    /// show each token's name in Swift. The most specific group wins.
    public var codePrefixes: [TokenCodeNames.Prefix]
    /// The component recipes; nil reads them from the docs (`SiteRecipe.extract`).
    public var recipes: [SiteRecipe]?
    /// Doc path → page slug, when the caller has chosen them (the model has); else from
    /// the paths (`SiteSlug`).
    public var slugs: [String: String] = [:]
    /// Token name → the places in the docs that use it; nil when unknown (the tokens page
    /// then says nothing about uses rather than "not used").
    public var tokenUses: [String: [SiteTokenUse]]?
    /// Tables (by range) that are not about tokens or values (API parameters,
    /// comparisons): they get no diagram column. Flags still show.
    public var plainTables: Set<SourceRange> = []
    /// Where a token table row names a typography token over property rows: the name
    /// cell's line (column 1) → the token, whose specimen the row shows.
    public var typographyRows: [SourceLocation: String] = [:]
    /// The docs left out of the site because their front matter says `draft: true`, by
    /// path: checked, but no page, no place in the sidebar, search or the single file.
    public var drafts: [String] = []
    /// What the content folder holds that was not read, and why: the report page lists it.
    public var skipped: [SkippedPath] = []
    /// The files beside the docs that the docs link to (`SiteAssets.load`): copied into
    /// the site, images inlined in the single file; nil leaves such links as written.
    public var assets: SiteAssets?
    /// What doc paths start with before their path in the content folder (`content/`).
    public var contentPrefix = ""
    /// Doc path → its title, language and outline, when the model has read them
    /// (`SiteDoc.Reading`); a doc without one is read by the site.
    var docReadings: [String: SiteDoc.Reading] = [:]

    /// The site of `documents` but those whose front matter says `draft: true` (`drafts`).
    public init(title: String, documents: [MarkdownDocument], report: CheckReport? = nil, tokens: TokenSet? = nil,
                codePrefixes: [TokenCodeNames.Prefix] = TokenCodeNames.defaultPrefixes, recipes: [SiteRecipe]? = nil) {
        self.title = title
        self.documents = documents.filter { $0.frontMatter?.isDraft != true }
        drafts = documents.filter { $0.frontMatter?.isDraft == true }.map(\.file).sorted()
        self.report = report
        self.tokens = tokens
        self.codePrefixes = codePrefixes
        self.recipes = recipes
    }
}
