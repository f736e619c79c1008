/// One parsed Markdown file: its top-level blocks, each with its source range in
/// characters (see `SourceRange`).
public struct MarkdownDocument: Hashable, Sendable {
    /// The path the ranges name, as given to `MarkdownParser.parse(_:file:)`.
    public var file: String
    public var blocks: [Markdown.Block] {
        didSet { allBlocks = Self.flatten(blocks) }
    }
    /// Every block in document order, containers before their content: top-level blocks,
    /// and the blocks inside quotes and list items. Stored: tables, headings, the title,
    /// the language and the prose token names each walk it.
    public private(set) var allBlocks: [Markdown.Block]

    public init(file: String, blocks: [Markdown.Block]) {
        self.file = file
        self.blocks = blocks
        allBlocks = Self.flatten(blocks)
    }

    private static func flatten(_ blocks: [Markdown.Block]) -> [Markdown.Block] {
        var result: [Markdown.Block] = []
        var pending = Array(blocks.reversed())
        while let block = pending.popLast() {
            result.append(block)
            pending += block.children.reversed()
        }
        return result
    }

    /// Documents are equal when their file and blocks are (`allBlocks` follows `blocks`).
    public static func == (lhs: MarkdownDocument, rhs: MarkdownDocument) -> Bool {
        lhs.file == rhs.file && lhs.blocks == rhs.blocks
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(blocks)
    }
}
