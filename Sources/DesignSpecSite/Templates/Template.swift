/// A Mustache template, parsed once and rendered many times.
public struct Template: Hashable, Sendable {
    /// The name errors point at: a path such as `templates/page.mustache`.
    public let source: String
    let nodes: [TemplateNode]

    /// Parses `text`; throws a `TemplateError` at the first mistake, located in `source`.
    public init(parsing text: String, source: String) throws(TemplateError) {
        self.source = source
        var scanner = TemplateScanner(text: text, source: source)
        nodes = try TemplateParser(tokens: try scanner.tokens()).parse()
    }
}
