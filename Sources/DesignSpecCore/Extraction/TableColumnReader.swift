/// Gives each column of a table its role from its header (`HeaderVocabulary`) and the
/// hints before the table.
struct TableColumnReader {
    /// What the header says about the whole table, besides the roles.
    struct Header: Sendable {
        var columns: [TableColumn] {
            didSet { positions = Positions(columns) }
        }
        /// Signals that the table is not about tokens, with the headers that gave them.
        var parameterHeaders: [String] = []
        var typeHeaders: [String] = []
        var defaultHeaders: [String] = []
        var patternHeaders: [String] = []
        var comparisonHeaders: [String] = []
        /// How the name column was found when the header did not say (`first column, by
        /// the tokens hint`), for the reason.
        var nameColumnNote: String?

        /// Where each role is, found again whenever a column changes (a header has a few
        /// columns, and every row of the table asks).
        private(set) var positions: Positions

        init(columns: [TableColumn]) {
            self.columns = columns
            positions = Positions(columns)
        }

        /// The first column of each role, and every value and description column, in order.
        struct Positions: Sendable {
            var name, aliasTarget, aliasedBy, part, property: Int?
            var values: [Int] = []
            var descriptions: [Int] = []

            init(_ columns: [TableColumn]) {
                for (index, column) in columns.enumerated() {
                    switch column.role {
                    case .name: name = name ?? index
                    case .aliasTarget: aliasTarget = aliasTarget ?? index
                    case .aliasedBy: aliasedBy = aliasedBy ?? index
                    case .part: part = part ?? index
                    case .property: property = property ?? index
                    case .value: values.append(index)
                    case .description: descriptions.append(index)
                    case .other: break
                    }
                }
            }
        }

        var nameColumn: Int? { positions.name }
        var aliasColumn: Int? { positions.aliasTarget }
        var aliasedByColumn: Int? { positions.aliasedBy }
        var partColumn: Int? { positions.part }
        /// The second name column a row may fill: alias targets, aliasing tokens or parts.
        var secondNameColumn: Int? { aliasColumn ?? aliasedByColumn ?? partColumn }
        var propertyColumn: Int? { positions.property }
        var valueColumns: [Int] { positions.values }
        var descriptionColumns: [Int] { positions.descriptions }
    }

    /// Reads the header row of `table`. `modes` maps lower-cased mode names to the token
    /// set's spelling.
    static func read(_ table: Markdown.Table, modes: [String: String], hasTokensHint: Bool, hasScaleHint: Bool) -> Header {
        let cells = table.header.cells
        // Each cell's text is made once (a cell's plain text is worked out from its inlines).
        return read(written: cells.map(\.plainText), ranges: cells.map(\.range), modes: modes,
                    hasTokensHint: hasTokensHint, hasScaleHint: hasScaleHint)
    }

    /// `read` of a header row whose cells' plain texts are `written`, at `ranges`.
    static func read(written: [String], ranges: [SourceRange], modes: [String: String], hasTokensHint: Bool,
                     hasScaleHint: Bool) -> Header {
        let meanings = written.map { HeaderVocabulary.meaning(of: $0, knownModes: modes.keys) }
        let hasName = meanings.contains(.name)
        var header = Header(columns: [])
        // The columns are gathered apart and set once: each change of `header.columns`
        // works out the positions of every role again.
        var columns: [TableColumn] = []
        columns.reserveCapacity(ranges.count)
        var nameCount = 0
        for (column, range) in ranges.enumerated() {
            let meaning = meanings[column]
            let text = written[column].trimmingSpaces()
            var role: TableColumn.Role
            var fields: [String] = []
            switch meaning {
            case .name:
                role = .name
            case .nameOrProperty:
                role = hasName || nameCount > 0 ? .property : .name
            case .property:
                role = .property
            case .value:
                role = .value(mode: nil)
            case .mode(let mode):
                role = .value(mode: modes[mode] ?? mode)
            case .field(let names):
                role = .value(mode: nil)
                fields = names
            case .description:
                role = .description
            case .parameter:
                role = .other
                header.parameterHeaders.append(text)
            case .type:
                role = .other
                header.typeHeaders.append(text)
            case .defaultValue:
                role = .other
                header.defaultHeaders.append(text)
            case .pattern:
                role = .other
                header.patternHeaders.append(text)
            case .comparison:
                role = .other
                header.comparisonHeaders.append(text)
            case .other:
                role = .other
            }
            if role == .name {
                nameCount += 1
                if nameCount == 2 { role = .aliasTarget } else if nameCount > 2 { role = .other }
            }
            columns.append(TableColumn(header: text, role: role, range: range, fields: fields))
        }
        header.columns = columns
        if hasTokensHint, header.nameColumn == nil,
           let first = header.columns.indices.first(where: { header.columns[$0].role == .other || header.columns[$0].role == .property }) {
            header.columns[first].role = .name
            header.nameColumnNote = "column '\(header.columns[first].header)' read as names (tokens hint)"
        }
        // Under a scale hint the values are what a usage table is for: with no name and no
        // value header, the columns that say nothing else hold them (`사용처 | 크기`, a
        // lone column).
        if hasScaleHint, header.valueColumns.isEmpty, header.nameColumn == nil {
            for index in header.columns.indices where header.columns[index].role == .other {
                header.columns[index].role = .value(mode: nil)
            }
        }
        return header
    }
}
