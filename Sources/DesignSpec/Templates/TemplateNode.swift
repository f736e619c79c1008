/// One piece of a parsed template. Whitespace rules are settled by the parser: standalone
/// tag lines are already gone, and every template line that remains starts with a
/// `lineStart` node, where a partial's or block's indentation is written. Sections,
/// partials and blocks are boxed (`indirect`): rendering reads every node of a page, and
/// copying one of them is then one reference, not each of its fields.
enum TemplateNode: Hashable, Sendable {
    /// Literal text; a newline only ever at its end.
    case text(String)
    /// The start of a template line and the spaces and tabs that open it.
    case lineStart(indentation: String)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
    case variable(TemplateName, escaped: Bool)
    /// `{{#name}}...{{/name}}` or, inverted, `{{^name}}...{{/name}}`.
    indirect case section(Section)
    /// `{{>name}}`, or a parent `{{<name}}` with the blocks it overrides.
    indirect case partial(Partial)
    /// `{{$name}}default{{/name}}`: a place a parent's child can fill.
    indirect case block(Block)

    struct Section: Hashable, Sendable {
        var name: TemplateName
        var inverted: Bool
        var body: [TemplateNode]
        var location: SourceLocation
    }

    struct Partial: Hashable, Sendable {
        var name: String
        /// The whitespace before the tag when its line is standalone (the partial is
        /// indented by it); nil when the tag shares its line with other content.
        var standaloneIndentation: String?
        /// For a parent tag, the blocks it overrides, by name; empty for a partial.
        var overrides: [String: Block]
        var location: SourceLocation
    }

    struct Block: Hashable, Sendable {
        var name: String
        /// The block's own indentation: removed from its lines where it is defined and
        /// replaced by the indentation where it is expanded. For an opening tag on a
        /// standalone line, the indentation of the line after it; otherwise that of the
        /// opening tag's line.
        var indentation: String
        /// Whether the opening tag's line is standalone, so the body starts a line.
        var startsLine: Bool
        var body: [TemplateNode]
        var location: SourceLocation
    }
}
