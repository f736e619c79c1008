extension Markdown {
    /// A block quote (`> …`), which may be a GitHub alert.
    public struct BlockQuote: Hashable, Sendable {
        /// The quote's blocks; for an alert, without its `[!KIND]` marker.
        public var blocks: [Block]
        /// From the first `>` to the end of the last line.
        public var range: SourceRange
        /// The kind of GitHub alert the quote is (`> [!NOTE]`), nil for a plain quote.
        public var alert: AlertKind?

        /// A quote of `blocks` at `range`; `alert` when it is one.
        public init(blocks: [Block], range: SourceRange, alert: AlertKind? = nil) {
            self.blocks = blocks
            self.range = range
            self.alert = alert
        }
    }
}
