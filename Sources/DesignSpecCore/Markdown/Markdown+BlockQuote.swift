extension Markdown {
    public struct BlockQuote: Hashable, Sendable {
        /// The quote's blocks; for an alert, without its `[!KIND]` marker.
        public var blocks: [Block]
        public var range: SourceRange
        /// The kind of GitHub alert the quote is (`> [!NOTE]`), nil for a plain quote.
        public var alert: AlertKind?

        public init(blocks: [Block], range: SourceRange, alert: AlertKind? = nil) {
            self.blocks = blocks
            self.range = range
            self.alert = alert
        }
    }
}
