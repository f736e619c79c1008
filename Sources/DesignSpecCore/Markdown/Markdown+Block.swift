extension Markdown {
    /// A block-level node. Every case carries its source range.
    public enum Block: Hashable, Sendable {
        case heading(Heading)
        case paragraph(Paragraph)
        case blockQuote(BlockQuote)
        case list(List)
        case codeBlock(CodeBlock)
        case thematicBreak(ThematicBreak)
        case table(Table)
        case htmlBlock(HTMLBlock)

        /// Where the block is in its file.
        public var range: SourceRange {
            switch self {
            case .heading(let node): node.range
            case .paragraph(let node): node.range
            case .blockQuote(let node): node.range
            case .list(let node): node.range
            case .codeBlock(let node): node.range
            case .thematicBreak(let node): node.range
            case .table(let node): node.range
            case .htmlBlock(let node): node.range
            }
        }

        /// The blocks directly inside this one (a quote's blocks, every item's blocks of a
        /// list); empty for leaf blocks.
        public var children: [Block] {
            switch self {
            case .blockQuote(let quote): quote.blocks
            case .list(let list): list.items.flatMap(\.blocks)
            default: []
            }
        }
    }
}
