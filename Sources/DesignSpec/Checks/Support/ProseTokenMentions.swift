/// Token names written in the prose of the docs: code spans in paragraphs and headings
/// (`{spacing.medium}`, `.padding(AppTheme.Spacing.medium)`), bound like recipe code. A
/// token named there is documented, so `undocumented-token` leaves it alone; nothing else
/// is reported from prose (a code span is often an example, not a claim).
enum ProseTokenMentions {
    /// The names of the tokens the docs' prose names.
    static func tokenNames(in model: DesignModel) -> Set<String> {
        // `{a.b.c}`, or a dotted name from an upper-case root (`Spacing.medium`,
        // `SemanticColor.Bg.Neutral.default`).
        let namePattern = #/\{[A-Za-z0-9_.\-]+\}|[A-Z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_\-]+)+/#
        let binder = TokenBinder(index: TokenNameIndex(model.tokens), prefixes: model.configuration.prefixes)
        var names = Set<String>()
        for doc in model.docs {
            for span in codeSpans(in: doc.markdown) {
                for match in span.matches(of: namePattern) {
                    if case .token(let name) = binder.bind(String(match.output), style: .code) { names.insert(name) }
                }
            }
        }
        return names
    }

    /// The code spans of every paragraph and heading, nested emphasis and links included.
    private static func codeSpans(in markdown: MarkdownDocument) -> [String] {
        var pending: [Markdown.Inline] = []
        for block in markdown.allBlocks {
            switch block {
            case .paragraph(let paragraph): pending += paragraph.inlines
            case .heading(let heading): pending += heading.inlines
            default: break
            }
        }
        var spans: [String] = []
        while let inline = pending.popLast() {
            switch inline {
            case .code(let code): spans.append(code)
            case .emphasis(let children), .strong(let children), .strikethrough(let children): pending += children
            case .link(let link): pending += link.children
            default: break
            }
        }
        return spans
    }
}
