extension Markdown {
    /// A GFM pipe table. Every row has exactly `alignments.count` cells: cmark pads short
    /// rows with empty cells and drops the extra cells of long ones.
    public struct Table: Hashable, Sendable {
        /// One per column, from the delimiter row (`:--`, `:-:`, `--:`).
        public var alignments: [TableAlignment]
        public var header: TableRow
        /// The body rows, without the header.
        public var rows: [TableRow]
        public var range: SourceRange

        public init(alignments: [TableAlignment], header: TableRow, rows: [TableRow], range: SourceRange) {
            self.alignments = alignments
            self.header = header
            self.rows = rows
            self.range = range
        }
    }

    public enum TableAlignment: String, Hashable, Sendable {
        case none, left, center, right
    }

    public struct TableRow: Hashable, Sendable {
        public var cells: [TableCell]
        public var range: SourceRange

        public init(cells: [TableCell], range: SourceRange) {
            self.cells = cells
            self.range = range
        }
    }

    public struct TableCell: Hashable, Sendable {
        public var inlines: [Inline]
        /// The cell's text, from its first to its last non-blank character (the pipes and
        /// padding excluded). A cell that cmark added to pad a short row has an empty range
        /// at the end of its row.
        public var range: SourceRange

        public init(inlines: [Inline], range: SourceRange) {
            self.inlines = inlines
            self.range = range
        }

        /// The cell's text without markup (`{spacing.medium}`, `16pt`).
        public var plainText: String { inlines.plainText }
    }
}
