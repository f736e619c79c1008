extension Markdown {
    /// An inline node: the content of paragraphs, headings and table cells.
    public enum Inline: Hashable, Sendable {
        case text(String)
        /// A code span's content.
        case code(String)
        case emphasis([Inline])
        case strong([Inline])
        case strikethrough([Inline])
        case link(Link)
        case image(Image)
        /// Raw inline HTML as written (`<br>`); never written to a page as HTML.
        case html(String)
        case softBreak
        case hardBreak

        /// Whether this is a `.text`, asked without copying its string.
        var isText: Bool {
            if case .text = self { true } else { false }
        }
    }

    /// A link: `[text](destination "title")`.
    public struct Link: Hashable, Sendable {
        /// The URL as written (cmark's destination).
        public var destination: String
        /// Empty when the link has no title.
        public var title: String
        /// The link text's inlines.
        public var children: [Inline]

        /// A link to `destination` with `title`, showing `children`.
        public init(destination: String, title: String = "", children: [Inline]) {
            self.destination = destination
            self.title = title
            self.children = children
        }
    }

    /// An image: `![alt](source "title")`.
    public struct Image: Hashable, Sendable {
        /// The image's URL as written.
        public var source: String
        /// Empty when the image has no title.
        public var title: String
        /// The alternative text's inlines.
        public var children: [Inline]

        /// An image at `source` with `title`, its alternative text `children`.
        public init(source: String, title: String = "", children: [Inline]) {
            self.source = source
            self.title = title
            self.children = children
        }
    }
}
