/// One parsed Markdown file: its top-level blocks, each with its source range in
/// characters (see `SourceRange`).
public struct MarkdownDocument: Hashable, Sendable {
    /// The path the ranges name, as given to `MarkdownParser.parse(_:file:)`.
    public var file: String
    /// The top-level blocks, in document order.
    public var blocks: [Markdown.Block] {
        didSet { allBlocks = Self.flatten(blocks) }
    }
    /// Every block in document order, containers before their content: top-level blocks,
    /// and the blocks inside quotes and list items. Stored: tables, headings, the title,
    /// the language and the prose token names each walk it.
    public private(set) var allBlocks: [Markdown.Block]
    /// The leading YAML front matter, when the doc starts with one (`FrontMatterParser`).
    public var frontMatter: FrontMatter?

    /// A document of `file`'s top-level `blocks`.
    public init(file: String, blocks: [Markdown.Block]) {
        self.file = file
        self.blocks = blocks
        allBlocks = Self.flatten(blocks)
    }

    /// `blocks` and the blocks inside them, containers first, walked with a stack of the
    /// block lists being read (each with the index of its next block): no list of children
    /// is made, reversed or copied on the way, and no nesting can exhaust the call stack.
    private static func flatten(_ blocks: [Markdown.Block]) -> [Markdown.Block] {
        var result: [Markdown.Block] = []
        result.reserveCapacity(blocks.count)
        var pending: [(blocks: [Markdown.Block], next: Int)] = [(blocks, 0)]
        while let top = pending.indices.last {
            let index = pending[top].next
            guard index < pending[top].blocks.count else {
                pending.removeLast()
                continue
            }
            pending[top].next = index + 1
            result.append(pending[top].blocks[index])
            switch pending[top].blocks[index] {
            case .blockQuote(let quote):
                pending.append((quote.blocks, 0))
            case .list(let list):
                // The first item's blocks on top: they come first.
                for item in list.items.reversed() where !item.blocks.isEmpty {
                    pending.append((item.blocks, 0))
                }
            default:
                break
            }
        }
        return result
    }

    /// Documents are equal when their file, blocks and front matter are (`allBlocks` follows `blocks`).
    public static func == (lhs: MarkdownDocument, rhs: MarkdownDocument) -> Bool {
        lhs.file == rhs.file && lhs.blocks == rhs.blocks && lhs.frontMatter == rhs.frontMatter
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(blocks)
        hasher.combine(frontMatter)
    }
}
