extension Markdown {
    /// A paragraph.
    public struct Paragraph: Hashable, Sendable {
        /// Its text, as inlines.
        public var inlines: [Inline]
        /// From its first character to its last.
        public var range: SourceRange

        /// A paragraph of `inlines` at `range`.
        public init(inlines: [Inline], range: SourceRange) {
            self.inlines = inlines
            self.range = range
        }
    }
}
