/// One parsed Markdown file: its top-level blocks, each with its source range in
/// characters (see `SourceRange`).
public struct MarkdownDocument: Hashable, Sendable {
    /// The path the ranges name, as given to `MarkdownParser.parse(_:file:)`.
    public var file: String
    public var blocks: [Markdown.Block]

    public init(file: String, blocks: [Markdown.Block]) {
        self.file = file
        self.blocks = blocks
    }
}
