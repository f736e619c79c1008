import DesignSpecCore

/// A component recipe as the components page shows it: a heading whose section holds
/// Swift code, with its facts, notes and diagrams.
public struct SiteRecipe: Sendable, Hashable {
    /// A `key: value` note (`cornerRadius: 14pt`).
    public struct Fact: Sendable, Hashable {
        /// The key as written: `cornerRadius`.
        public var key: String
        /// The value as written: `14pt`.
        public var value: String

        /// The fact `key`: `value`.
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// An inline SVG diagram (built by a `SVGDiagram` from typed values) and its caption.
    public struct Diagram: Sendable, Hashable {
        /// The SVG element, ready to inline.
        public var svg: String
        /// What the diagram shows, under it.
        public var caption: String

        /// A diagram of `svg`, captioned `caption`.
        public init(svg: String, caption: String) {
            self.svg = svg
            self.caption = caption
        }
    }

    /// The heading's text.
    public var name: String
    /// The doc it is written in (`MarkdownDocument.file`) and its heading's anchor there.
    public var docPath: String
    /// The heading's anchor on the doc's page.
    public var anchor: String
    /// The heading's place, and the last line of the recipe's section (for findings).
    public var range: SourceRange
    /// The last line of the recipe's section.
    public var endLine: Int
    /// The recipe's Swift code.
    public var code: String
    /// The `key: value` notes.
    public var facts: [Fact]
    /// The other notes, as written.
    public var notes: [String]
    /// Diagrams drawn from the code's and the facts' values.
    public var diagrams: [Diagram]

    /// A recipe `name` of the doc `docPath`, its section from `range` to `endLine`.
    public init(name: String, docPath: String, anchor: String, range: SourceRange, endLine: Int, code: String,
                facts: [Fact], notes: [String], diagrams: [Diagram]) {
        self.name = name
        self.docPath = docPath
        self.anchor = anchor
        self.range = range
        self.endLine = endLine
        self.code = code
        self.facts = facts
        self.notes = notes
        self.diagrams = diagrams
    }
}
