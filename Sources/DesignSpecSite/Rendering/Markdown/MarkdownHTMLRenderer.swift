import DesignSpecCore

/// Renders a `MarkdownDocument` as an HTML fragment, from the Swift tree (never with
/// cmark's renderer).
///
/// - Every text and attribute goes through `HTML.escape`.
/// - Raw HTML is never passed through: HTML blocks are dropped (comments are directives,
///   other HTML is the author's markup, which a static page cannot trust), inline HTML is
///   dropped too, keeping the text around it, except a `<br>` (`<br/>`, `<br />`) which
///   becomes the renderer's own `<br>` so line breaks in table cells survive.
/// - Links and images whose URL is not `http`, `https`, `mailto`, a relative path or a
///   `#anchor` lose their URL: a link renders its text, an image its alternative text.
/// - Headings get `id` anchors from `HeadingSlugger` (Hangul kept), the same ones
///   `MarkdownDocument.outline` lists.
/// - Task list items get a disabled checkbox; tables use `<thead>`/`<tbody>` with
///   `style="text-align: ..."` on aligned cells; code blocks are
///   `<pre><code class="language-swift">`; a GitHub alert (`> [!NOTE]`) is a callout,
///   `<div class="callout callout-note" role="note">` with an icon and its title.
///
/// Hooks let later stages replace how some nodes render: an override returns the HTML to
/// use instead, or nil to keep the default. The HTML an override returns is written as
/// is, so it must do its own escaping.
public struct MarkdownHTMLRenderer: Sendable {
    /// The rendered fragment and the anchors of its headings.
    public struct Output: Hashable, Sendable {
        /// The HTML of the document's blocks, without a page around them.
        public var html: String
        /// Every heading with its `id`, in document order.
        public var outline: [Markdown.OutlineEntry]

        /// The fragment `html`, with its headings' `outline`.
        public init(html: String, outline: [Markdown.OutlineEntry]) {
            self.html = html
            self.outline = outline
        }
    }

    /// Replaces the default `<table>` of a table (to enrich token tables with diagrams).
    public var tableOverride: (@Sendable (Markdown.Table) -> String?)?
    /// Like `tableOverride`, but appends the table's HTML to the page's UTF-8 itself, or
    /// returns false to leave the table to `tableOverride` and the default: the site's
    /// tables are most of a doc page, and handing each over as a string of its own copied
    /// it several times on the way.
    var tableWriter: (@Sendable (Markdown.Table, inout [UInt8]) -> Bool)?
    /// Replaces the default `<pre><code>` of a code block (to render recipes).
    public var codeBlockOverride: (@Sendable (Markdown.CodeBlock) -> String?)?
    /// Replaces the default `<ul>`/`<ol>` of a list (to add a diagram after a list of facts).
    public var listOverride: (@Sendable (Markdown.List) -> String?)?
    /// Rewrites link and image URLs before they are checked and written (turning
    /// `spacing.md` into `spacing.html`).
    public var rewriteURL: (@Sendable (String) -> String)?
    /// Decides what each link (`isImage` false) or image becomes, instead of
    /// `rewriteURL`: the site's links to files beside the docs, broken links and images
    /// inlined in the single file.
    var renderLink: (@Sendable (_ url: String, _ isImage: Bool) -> LinkRendering)?

    /// What `renderLink` makes of a link or an image.
    enum LinkRendering: Sendable, Equatable {
        /// A URL, allowed or not by `SafeURL` as any other.
        case url(String)
        /// An image's `data:` URL, made by the site from the image's bytes: written as is.
        case imageData(String)
        /// The link's text (an image's alternative text), then `note`, if any, in a
        /// `<span class="link-note">`; `broken` marks the text as a broken link.
        case text(note: String?, broken: Bool)
    }
    /// The title of a GitHub alert's callout (`Note`, `참고`); English unless set.
    public var alertTitle: @Sendable (Markdown.AlertKind) -> String = { $0.englishTitle }

    /// A renderer with the given hooks; nil keeps the default HTML.
    public init(
        tableOverride: (@Sendable (Markdown.Table) -> String?)? = nil,
        codeBlockOverride: (@Sendable (Markdown.CodeBlock) -> String?)? = nil,
        rewriteURL: (@Sendable (String) -> String)? = nil
    ) {
        self.tableOverride = tableOverride
        self.codeBlockOverride = codeBlockOverride
        self.rewriteURL = rewriteURL
    }

    /// The document's HTML: headings with `id`s, unsafe URLs dropped, raw HTML escaped.
    public func render(_ document: MarkdownDocument) -> Output {
        render(document, outline: document.outline)
    }

    /// `render(_:)` of a document whose outline (`document.outline`) was made already.
    public func render(_ document: MarkdownDocument, outline: [Markdown.OutlineEntry]) -> Output {
        Output(html: String(knownValidUTF8: renderUTF8(document, outline: outline)), outline: outline)
    }

    /// The HTML of `render(_:outline:)` as UTF-8, for a caller that cuts or edits it before
    /// it becomes a string (the site's page body), so that it is made into one only once.
    func renderUTF8(_ document: MarkdownDocument, outline: [Markdown.OutlineEntry]) -> [UInt8] {
        var writer = MarkdownHTMLWriter(renderer: self, anchors: outline.map(\.anchor))
        writer.write(document.blocks)
        return writer.bytes
    }

    /// The HTML of inline content alone (for a table cell in an enriched table).
    public func renderInlines(_ inlines: [Markdown.Inline]) -> String {
        var writer = MarkdownHTMLWriter(renderer: self, anchors: [])
        writer.write(inlines)
        return writer.html
    }

    /// The default HTML of a table, for an override that only wraps or annotates it.
    public func renderDefault(_ table: Markdown.Table) -> String {
        var writer = MarkdownHTMLWriter(renderer: self, anchors: [])
        writer.writeTable(table)
        return writer.html
    }

    /// The default HTML of a list, for an override that only adds to it.
    public func renderDefault(_ list: Markdown.List) -> String {
        var writer = MarkdownHTMLWriter(renderer: self, anchors: [])
        writer.writeList(list)
        return writer.html
    }

    /// The default HTML of a code block, for an override that only wraps or annotates it.
    public func renderDefault(_ codeBlock: Markdown.CodeBlock) -> String {
        var writer = MarkdownHTMLWriter(renderer: self, anchors: [])
        writer.writeCodeBlock(codeBlock)
        return writer.html
    }
}
