/// The cells of every token table, by their source range: where a finding points, and
/// what the model knows about that cell.
struct TableCellIndex {
    struct ValuePlace {
        var doc: DocModel
        var table: DocTable
        var entry: TableEntry
        var cell: ValueCell
    }

    struct NamePlace {
        var doc: DocModel
        var table: DocTable
        var entry: TableEntry
        var cell: NameCell
        /// The second name column (`Base 토큰`), not the row's own name.
        var isAliasColumn: Bool
    }

    private(set) var values: [SourceRange: ValuePlace] = [:]
    private(set) var names: [SourceRange: NamePlace] = [:]

    init(_ model: DesignModel) {
        for doc in model.docs {
            for table in doc.tables where table.kind == .tokens {
                for entry in table.entries {
                    for cell in entry.values { values[cell.range] = ValuePlace(doc: doc, table: table, entry: entry, cell: cell) }
                    if let name = entry.name {
                        names[name.range] = NamePlace(doc: doc, table: table, entry: entry, cell: name, isAliasColumn: false)
                    }
                    if let alias = entry.aliasTarget {
                        names[alias.range] = NamePlace(doc: doc, table: table, entry: entry, cell: alias, isAliasColumn: true)
                    }
                }
            }
        }
    }
}

extension DocTable {
    /// The group of a `<!-- tokens: GROUP -->` hint, if any.
    var tokensGroup: String? {
        for case .tokens(let group, _) in hints { return group }
        return nil
    }
}
