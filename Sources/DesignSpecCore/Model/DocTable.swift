/// A GFM table of a doc, with what the extraction made of it. `index` is its position among
/// the doc's tables in document order (`MarkdownDocument.tables`), so the renderer can find
/// it again.
public struct DocTable: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// Rows name tokens (a name column) and give their values.
        case tokens
        /// Rows give values for uses, with no token names (`사용처 | 값`); checked only
        /// against a scale when a `<!-- scale: -->` hint says so.
        case usage
        /// Not about tokens (API parameters, comparisons, naming patterns): never checked.
        case plain
    }

    public var index: Int
    public var range: SourceRange
    public var kind: Kind
    /// Why the table was or was not taken, for `designspec model` and the site
    /// (`name column "Token", value column "Value"`).
    public var reason: String
    public var columns: [TableColumn]
    public var entries: [TableEntry]
    /// The hints in HTML comments right before the table.
    public var hints: [DocHint]

    public init(index: Int, range: SourceRange, kind: Kind, reason: String, columns: [TableColumn],
                entries: [TableEntry], hints: [DocHint]) {
        self.index = index
        self.range = range
        self.kind = kind
        self.reason = reason
        self.columns = columns
        self.entries = entries
        self.hints = hints
    }

    /// The group of a `<!-- scale: GROUP -->` hint, if any.
    public var scaleGroup: String? {
        for case .scale(let group, _) in hints { return group }
        return nil
    }

    /// The rules silenced by `<!-- designspec-ignore: RULE -->` hints.
    public var ignoredRules: Set<String> {
        var rules: Set<String> = []
        for case .ignore(let rule, _, _) in hints { rules.insert(rule) }
        return rules
    }
}
