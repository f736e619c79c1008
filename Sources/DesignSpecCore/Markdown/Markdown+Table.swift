extension Markdown {
    /// A GFM pipe table. Every row has exactly `alignments.count` cells: cmark pads short
    /// rows with empty cells and drops the extra cells of long ones.
    public struct Table: Hashable, Sendable {
        /// One per column, from the delimiter row (`:--`, `:-:`, `--:`).
        public var alignments: [TableAlignment]
        /// The header row.
        public var header: TableRow
        /// The body rows, without the header.
        public var rows: [TableRow]
        /// From the header row to the last body row.
        public var range: SourceRange

        /// A table of `header` and `rows`, its columns aligned by `alignments`, at `range`.
        public init(alignments: [TableAlignment], header: TableRow, rows: [TableRow], range: SourceRange) {
            self.alignments = alignments
            self.header = header
            self.rows = rows
            self.range = range
        }
    }

    /// How a column's delimiter aligns it: `---` none, `:--` left, `:-:` center, `--:` right.
    public enum TableAlignment: String, Hashable, Sendable {
        case none, left, center, right
    }

    /// A row of a table.
    public struct TableRow: Hashable, Sendable {
        /// The row's cells, one per column.
        public var cells: [TableCell]
        /// The row's line.
        public var range: SourceRange

        /// A row of `cells` at `range`.
        public init(cells: [TableCell], range: SourceRange) {
            self.cells = cells
            self.range = range
        }
    }

    /// A cell of a table row.
    public struct TableCell: Hashable, Sendable {
        /// The cell's text, as inlines.
        public var inlines: [Inline]
        /// The cell's text, from its first to its last non-blank character (the pipes and
        /// padding excluded). A cell that cmark added to pad a short row has an empty range
        /// at the end of its row.
        public var range: SourceRange

        /// A cell of `inlines` at `range`.
        public init(inlines: [Inline], range: SourceRange) {
            self.inlines = inlines
            self.range = range
        }

        /// The cell's text without markup (`{spacing.medium}`, `16pt`).
        public var plainText: String { inlines.plainText }
    }
}
