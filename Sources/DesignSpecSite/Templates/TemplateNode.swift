import DesignSpecCore

/// One piece of a parsed template. Whitespace rules are settled by the parser: standalone
/// tag lines are already gone, and every template line that remains starts with a
/// `lineStart` node, where a partial's or block's indentation is written. Sections are a
/// class, partials and blocks boxed (`indirect`): rendering reads every node of a page,
/// and copying one of them is then one reference, not each of its fields.
enum TemplateNode: Hashable, Sendable {
    /// Literal text as UTF-8, a newline only ever at its end. Bytes, not a `String`: the
    /// renderer only ever appends them to its output.
    case text([UInt8])
    /// The start of a template line and the spaces and tabs that open it.
    case lineStart(indentation: String)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
    case variable(TemplateName, escaped: Bool)
    /// `{{#name}}...{{/name}}` or, inverted, `{{^name}}...{{/name}}`.
    case section(Section)
    /// `{{>name}}`, or a parent `{{<name}}` with the blocks it overrides.
    indirect case partial(Partial)
    /// `{{$name}}default{{/name}}`: a place a parent's child can fill.
    indirect case block(Block)

    /// Immutable, compared and hashed by its fields like a struct.
    final class Section: Hashable, Sendable {
        let name: TemplateName
        let inverted: Bool
        let body: [TemplateNode]
        let location: SourceLocation

        init(name: TemplateName, inverted: Bool, body: [TemplateNode], location: SourceLocation) {
            self.name = name
            self.inverted = inverted
            self.body = body
            self.location = location
        }

        static func == (lhs: Section, rhs: Section) -> Bool {
            lhs === rhs || (lhs.name == rhs.name && lhs.inverted == rhs.inverted && lhs.body == rhs.body
                && lhs.location == rhs.location)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(inverted)
            hasher.combine(body)
            hasher.combine(location)
        }
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
