/// Everything a site is built from. The builder reads nothing else: no clock, no
/// environment, no file system, so the same input always gives the same bytes.
public struct SiteInput: Sendable {
    /// The site's name, in the header and every page title.
    public var title: String
    /// The docs, each named by its path relative to the content folder
    /// (`MarkdownDocument.file`); the site lists them sorted by that path.
    public var documents: [MarkdownDocument]
    /// The check's findings, for the report page and the flags on doc pages; nil when the
    /// check did not run.
    public var report: CheckReport?

    public init(title: String, documents: [MarkdownDocument], report: CheckReport? = nil) {
        self.title = title
        self.documents = documents
        self.report = report
    }
}
