extension Markdown {
    /// An ATX (`## Title`) or setext heading.
    public struct Heading: Hashable, Sendable {
        /// 1 through 6.
        public var level: Int
        /// The heading's text, as inlines.
        public var inlines: [Inline]
        /// The heading's line (or lines, for setext).
        public var range: SourceRange

        /// A heading of `level` with `inlines`, at `range`.
        public init(level: Int, inlines: [Inline], range: SourceRange) {
            self.level = level
            self.inlines = inlines
            self.range = range
        }

        /// The heading's text without markup.
        public var plainText: String { inlines.plainText }
    }
}
