extension Markdown {
    /// An ATX (`## Title`) or setext heading.
    public struct Heading: Hashable, Sendable {
        /// 1 through 6.
        public var level: Int
        public var inlines: [Inline]
        public var range: SourceRange

        public init(level: Int, inlines: [Inline], range: SourceRange) {
            self.level = level
            self.inlines = inlines
            self.range = range
        }

        /// The heading's text without markup.
        public var plainText: String { inlines.plainText }
    }
}
