/// The files the site is rendered with: Mustache templates (`*.mustache`), parsed once,
/// and assets such as CSS and scripts, by their path relative to the templates folder.
///
/// `builtIn` holds the files of the repository's `templates/` folder, built into the
/// binary; `init(overridingWith:)` lays a user's folder over them file by file.
public struct TemplateLibrary: Sendable {
    /// What a partial or parent tag naming a missing template does.
    public enum MissingPartialPolicy: Sendable {
        /// Throws `TemplateError.Kind.partialNotFound`: a typo in a site template.
        case fail
        /// Renders nothing, as the Mustache spec asks.
        case renderEmpty
    }

    /// One file: its contents and the path errors name it by.
    struct Entry: Sendable {
        var contents: String
        var source: String
    }

    /// What a partial the library lacks renders as: an error unless set otherwise.
    public var missingPartials: MissingPartialPolicy = .fail
    let entries: [String: Entry]
    private let templates: [String: Result<Template, TemplateError>]

    /// The built-in files, named `templates/<path>` in errors.
    public static let builtIn = TemplateLibrary(files: EmbeddedTemplates.files, sourcePrefix: "templates/")

    /// A library of the given files, each parsed now when it is a template.
    init(entries: [String: Entry]) {
        self.entries = entries
        var templates: [String: Result<Template, TemplateError>] = [:]
        for (path, entry) in entries where path.hasSuffix(Self.templateExtension) {
            templates[path] = Result { () throws(TemplateError) in
                try Template(parsing: entry.contents, source: entry.source)
            }
        }
        self.templates = templates
    }

    /// A library of in-memory files (relative path → contents), named `<prefix><path>` in
    /// errors; for tests and tools.
    public init(files: [String: String], sourcePrefix: String = "") {
        self.init(entries: files.reduce(into: [:]) { result, pair in
            result[pair.key] = Entry(contents: pair.value, source: sourcePrefix + pair.key)
        })
    }

    static let templateExtension = ".mustache"

    /// The file a template name refers to: `page` and `page.mustache` are `page.mustache`.
    static func fileName(ofTemplate name: String) -> String {
        name.hasSuffix(templateExtension) ? name : name + templateExtension
    }

    /// Every file's relative path, sorted.
    public var paths: [String] { entries.keys.sorted() }

    /// The contents of a file (a template or an asset), or nil when there is none.
    public func file(_ path: String) -> String? {
        entries[path]?.contents
    }

    /// The parsed template `name` (`page` or `page.mustache`), nil when there is none;
    /// throws when the file does not parse.
    public func template(named name: String) throws(TemplateError) -> Template? {
        guard let result = templates[Self.fileName(ofTemplate: name)] else { return nil }
        return try result.get()
    }

    /// Throws the first error of any template, in path order; use it to report broken
    /// templates before rendering anything.
    public func validate() throws(TemplateError) {
        for path in templates.keys.sorted() {
            _ = try templates[path]?.get()
        }
    }

    /// Renders the template `name` (`page` or `page.mustache`) with `context`.
    public func render(_ name: String, _ context: TemplateValue) throws(TemplateError) -> String {
        String(decoding: try renderedBytes(name, context), as: UTF8.self)
    }

    /// `render(name, context)` as UTF-8 bytes.
    func renderedBytes(_ name: String, _ context: TemplateValue) throws(TemplateError) -> [UInt8] {
        guard let template = try template(named: name) else {
            throw TemplateError(.templateNotFound(name), at: nil)
        }
        return try renderedBytes(template, context)
    }

    /// Renders a template parsed elsewhere, with partials from this library.
    public func render(_ template: Template, _ context: TemplateValue) throws(TemplateError) -> String {
        String(decoding: try renderedBytes(template, context), as: UTF8.self)
    }

    /// `render(template, context)` as UTF-8 bytes, as a site's files are written.
    func renderedBytes(_ template: Template, _ context: TemplateValue) throws(TemplateError) -> [UInt8] {
        var renderer = TemplateRenderer(library: self, context: context)
        try renderer.render(template.nodes[...], TemplateRenderer.Scope())
        return renderer.output
    }
}
