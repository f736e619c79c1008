extension Markdown {
    public struct BlockQuote: Hashable, Sendable {
        public var blocks: [Block]
        public var range: SourceRange

        public init(blocks: [Block], range: SourceRange) {
            self.blocks = blocks
            self.range = range
        }
    }
}
