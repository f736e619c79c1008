/// A doc's leading YAML front matter, read as the subset `FrontMatterParser` reads: its
/// `key: value` entries in order, and what in it could not be read.
public struct FrontMatter: Hashable, Sendable {
    /// One scalar or list of scalars, as the subset types them.
    public enum Value: Hashable, Sendable {
        case string(String)
        case bool(Bool)
        case integer(Int)
        case list([String])
        /// `key:` with nothing after it, `~` or `null`.
        case null

        /// The scalar as text (`2` for an integer); nil for a list or null.
        public var text: String? {
            switch self {
            case .string(let text): text
            case .bool(let value): value ? "true" : "false"
            case .integer(let value): String(value)
            case .list, .null: nil
            }
        }
    }

    /// One `key: value` line of the block (or a key with its list of `- item` lines).
    public struct Entry: Hashable, Sendable {
        /// The key, as written.
        public var key: String
        /// The value read.
        public var value: Value
        /// Where the key starts.
        public var location: SourceLocation
    }

    /// Something in the block outside the subset or of the wrong type for its key.
    public struct Problem: Hashable, Sendable {
        /// What is wrong, in English and Korean.
        public var text: FindingMessage
        /// Where the problem starts.
        public var location: SourceLocation

        /// The English message, as the check writes it.
        public var message: String { text.english.plain }
    }

    /// The entries in order, the first of each key only.
    public var entries: [Entry] = []
    /// What the block holds outside the subset, or of the wrong type; the check reports each as `front-matter`.
    public var problems: [Problem] = []
    /// The lines the block takes, both `---` lines included.
    public var lines: ClosedRange<Int>

    /// The value of the first entry named `key`, if any.
    public func value(_ key: String) -> Value? {
        entries.first { $0.key == key }?.value
    }

    /// `title`, when a non-empty scalar.
    public var title: String? { nonEmptyText("title") }
    /// `description`, when a non-empty scalar.
    public var description: String? { nonEmptyText("description") }
    /// `status` (`stable`, `beta`, `deprecated`, `experimental`, or any word), lowercased.
    public var status: String? { nonEmptyText("status")?.lowercased() }
    /// `order`, when an integer.
    public var order: Int? {
        if case .integer(let order) = value("order") { return order }
        return nil
    }
    /// `draft: true`.
    public var isDraft: Bool { value("draft") == .bool(true) }

    /// The statuses the site knows and styles; any other word is shown as it is.
    public static let knownStatuses = ["stable", "beta", "deprecated", "experimental"]

    private func nonEmptyText(_ key: String) -> String? {
        guard let text = value(key)?.text?.trimmingSpaces(), !text.isEmpty else { return nil }
        return text
    }
}
