extension Markdown {
    public struct Paragraph: Hashable, Sendable {
        public var inlines: [Inline]
        public var range: SourceRange

        public init(inlines: [Inline], range: SourceRange) {
            self.inlines = inlines
            self.range = range
        }
    }
}
