import DesignSpecCore

/// A template that cannot be parsed or rendered, with the place in the template that is
/// wrong. `description` reads `page.mustache:3:5: section 'items' is never closed`.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the template.
    public enum Kind: Hashable, Sendable {
        /// `{{` with no closing delimiter after it.
        case unclosedTag(closingDelimiter: String)
        /// A tag with no name, or a name with an empty segment (`a..b`) or a space in it.
        case invalidName(String)
        /// `{{=...=}}` that does not hold two delimiters separated by whitespace.
        case invalidDelimiters(String)
        /// A section, inverted section, parent or block that is never closed.
        case unclosedSection(String)
        /// `{{/name}}` that closes something other than the innermost open section.
        case mismatchedClose(expected: String, found: String, openedAt: SourceLocation)
        /// `{{/name}}` with nothing open.
        case unexpectedClose(String)
        /// Sections, partials and parents nested deeper than `limit`.
        case nestingTooDeep(limit: Int)
        /// Partials and parents including each other deeper than `limit`.
        case recursionLimit(partial: String, limit: Int)
        /// `{{>name}}` or `{{<name}}` naming a template the library does not have.
        case partialNotFound(String)
        /// `render(name)` naming a template the library does not have.
        case templateNotFound(String)
        /// A file in a templates folder that could not be read.
        case unreadableFile(path: String, reason: String)
    }

    /// What is wrong.
    public var kind: Kind
    /// Where in which template; nil for errors about a whole template or file.
    public var location: SourceLocation?

    /// The error `kind` at `location` (nil: the whole template or file).
    public init(_ kind: Kind, at location: SourceLocation?) {
        self.kind = kind
        self.location = location
    }

    /// The message without the location.
    public var message: String {
        switch kind {
        case .unclosedTag(let delimiter):
            "tag is never closed: expected '\(delimiter)'"
        case .invalidName(let name):
            name.isEmpty ? "tag has no name" : "invalid tag name '\(name)'"
        case .invalidDelimiters(let content):
            "invalid set-delimiter tag '\(content)': expected two delimiters separated by whitespace, without '='"
        case .unclosedSection(let name):
            "section '\(name)' is never closed"
        case .mismatchedClose(let expected, let found, let openedAt):
            "closing tag '\(found)' does not match section '\(expected)' opened at \(openedAt.line):\(openedAt.column)"
        case .unexpectedClose(let name):
            "closing tag '\(name)' has no open section"
        case .nestingTooDeep(let limit):
            "sections and partials nested more than \(limit) deep"
        case .recursionLimit(let partial, let limit):
            "partial '\(partial)' nested more than \(limit) deep: does it include itself?"
        case .partialNotFound(let name):
            "partial '\(name)' not found (looked for \(TemplateLibrary.fileName(ofTemplate: name)))"
        case .templateNotFound(let name):
            "template '\(name)' not found (looked for \(TemplateLibrary.fileName(ofTemplate: name)))"
        case .unreadableFile(let path, let reason):
            "cannot read template file \(path): \(reason)"
        }
    }

    /// `path:line:col: message`, or just the message when there is no location.
    public var description: String {
        guard let location else { return message }
        return "\(location): \(message)"
    }
}
