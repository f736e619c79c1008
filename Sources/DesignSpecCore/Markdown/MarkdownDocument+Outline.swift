extension Markdown {
    /// A heading and its anchor, for a page's table of contents.
    public struct OutlineEntry: Hashable, Sendable {
        /// The heading's level, 1 through 6.
        public var level: Int
        /// The heading's plain text.
        public var text: String
        /// The `id` the renderer gives the heading (`기기별-값`), unique in its document.
        public var anchor: String
        /// Where the heading is.
        public var range: SourceRange

        /// The heading of `level` reading `text`, with `anchor`, at `range`.
        public init(level: Int, text: String, anchor: String, range: SourceRange) {
            self.level = level
            self.text = text
            self.anchor = anchor
            self.range = range
        }
    }
}

extension MarkdownDocument {
    /// Every heading with the anchor `MarkdownHTMLRenderer` gives it, in document order.
    public var outline: [Markdown.OutlineEntry] {
        var slugger = HeadingSlugger()
        return headings.map { heading in
            let text = heading.plainText
            return Markdown.OutlineEntry(level: heading.level, text: text, anchor: slugger.uniqueSlug(text), range: heading.range)
        }
    }
}
