import DesignSpecCore

/// A component recipe as the components page shows it: a heading whose section holds
/// Swift code, with its facts, notes and diagrams.
public struct SiteRecipe: Sendable, Hashable {
    /// A `key: value` note (`cornerRadius: 14pt`).
    public struct Fact: Sendable, Hashable {
        public var key: String
        public var value: String

        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// An inline SVG diagram (built by a `SVGDiagram` from typed values) and its caption.
    public struct Diagram: Sendable, Hashable {
        public var svg: String
        public var caption: String

        public init(svg: String, caption: String) {
            self.svg = svg
            self.caption = caption
        }
    }

    public var name: String
    /// The doc it is written in (`MarkdownDocument.file`) and its heading's anchor there.
    public var docPath: String
    public var anchor: String
    /// The heading's place, and the last line of the recipe's section (for findings).
    public var range: SourceRange
    public var endLine: Int
    public var code: String
    public var facts: [Fact]
    public var notes: [String]
    public var diagrams: [Diagram]

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
