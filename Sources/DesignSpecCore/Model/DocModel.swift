/// One Markdown doc and what was extracted from it.
public struct DocModel: Hashable, Sendable {
    /// Display path relative to the working folder (`content/01-spacing.md`).
    public var path: String
    /// The page's path stem on the site, mirroring the doc's path in the content folder
    /// (`foundations/01-spacing`, a folder's README or index `foundations/index`), unique among docs.
    public var slug: String
    /// The doc's title: its front matter's `title`, else its first level-1 heading, else its file name.
    public var title: String
    /// The doc as parsed, with positions in characters.
    public var markdown: MarkdownDocument
    /// Every heading with its anchor, in document order.
    public var headings: [Markdown.OutlineEntry]
    /// Every GFM table of the doc, in document order, token table or not.
    public var tables: [DocTable]
    /// The component recipes: headings with SwiftUI code, in document order.
    public var recipes: [Recipe]
    /// The tokens named in code spans of the prose (`{spacing.medium}`, `Spacing.medium`):
    /// documented, for `undocumented-token`.
    public var proseTokenNames: Set<String>
    /// Every link and image, with where its URL is written, for `broken-link`.
    public var links: [DocLink] = []

    /// The doc at `path`, its page at `slug`, with what was extracted from it.
    public init(path: String, slug: String, title: String, markdown: MarkdownDocument,
                headings: [Markdown.OutlineEntry], tables: [DocTable], recipes: [Recipe], proseTokenNames: Set<String> = []) {
        self.path = path
        self.slug = slug
        self.title = title
        self.markdown = markdown
        self.headings = headings
        self.tables = tables
        self.recipes = recipes
        self.proseTokenNames = proseTokenNames
    }

    /// `ko` or `en`, from the text: worked out when asked, as the model's JSON and the site
    /// ask once per doc and `check` never does (it was 2.4% of a drift-heavy check).
    public var language: String { markdown.language }
}
