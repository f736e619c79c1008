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

    public struct Link: Hashable, Sendable {
        public var destination: String
        /// Empty when the link has no title.
        public var title: String
        public var children: [Inline]

        public init(destination: String, title: String = "", children: [Inline]) {
            self.destination = destination
            self.title = title
            self.children = children
        }
    }

    public struct Image: Hashable, Sendable {
        public var source: String
        public var title: String
        /// The alternative text's inlines.
        public var children: [Inline]

        public init(source: String, title: String = "", children: [Inline]) {
            self.source = source
            self.title = title
            self.children = children
        }
    }
}
