import DesignSpecCore

/// A doc's Markdown rendered for one page of the site.
struct RenderedDoc: Sendable {
    /// The `id` of the page's `<h1>`.
    var titleID: String
    /// The body HTML: the doc without the leading level-1 heading the page shows as its
    /// title. Built by `MarkdownHTMLRenderer`; every text in it is escaped.
    var html: String
    /// Headings below the title, for the table of contents.
    var toc: [Markdown.OutlineEntry]
}
