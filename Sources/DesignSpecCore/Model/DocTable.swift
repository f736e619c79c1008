/// A GFM table of a doc, with what the extraction made of it. `index` is its position among
/// the doc's tables in document order (`MarkdownDocument.tables`), so the renderer can find
/// it again.
public struct DocTable: Hashable, Sendable {
    /// What the extraction took the table for.
    public enum Kind: String, Hashable, Sendable {
        /// Rows name tokens (a name column) and give their values.
        case tokens
        /// Rows give values for uses, with no token names (`사용처 | 값`); checked only
        /// against a scale when a `<!-- scale: -->` hint says so.
        case usage
        /// Not about tokens (API parameters, comparisons, naming patterns): never checked.
        case plain
    }

    /// Its position among the doc's tables, from 0.
    public var index: Int
    /// From the header row to the last row.
    public var range: SourceRange
    /// Token table, usage table or plain.
    public var kind: Kind
    /// Why the table was or was not taken, for `designspec model` and the site
    /// (`name column "Token", value column "Value"`).
    public var reason: String
    /// The header's columns, with what each was read as.
    public var columns: [TableColumn]
    /// The body rows, in order, as the columns read them.
    public var entries: [TableEntry]
    /// The hints in HTML comments right before the table.
    public var hints: [DocHint]

    /// The table at `index` in its doc, read as `kind` for `reason`.
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
}
