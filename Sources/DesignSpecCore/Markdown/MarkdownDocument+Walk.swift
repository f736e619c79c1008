extension MarkdownDocument {
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
