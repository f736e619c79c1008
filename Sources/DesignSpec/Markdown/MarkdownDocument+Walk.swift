extension MarkdownDocument {
    /// Every block in document order, containers before their content: top-level blocks,
    /// and the blocks inside quotes and list items.
    public var allBlocks: [Markdown.Block] {
        var result: [Markdown.Block] = []
        var pending = Array(blocks.reversed())
        while let block = pending.popLast() {
            result.append(block)
            pending += block.children.reversed()
        }
        return result
    }

    /// Every table, in document order.
    public var tables: [Markdown.Table] {
        allBlocks.compactMap { if case .table(let table) = $0 { table } else { nil } }
    }

    /// Every code block, in document order.
    public var codeBlocks: [Markdown.CodeBlock] {
        allBlocks.compactMap { if case .codeBlock(let code) = $0 { code } else { nil } }
    }

    /// Every heading, in document order.
    public var headings: [Markdown.Heading] {
        allBlocks.compactMap { if case .heading(let heading) = $0 { heading } else { nil } }
    }
}
