import DesignSpecCore

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
        var column: NameColumn
    }

    /// Which name a cell gives: the row's own, or one of the second name column's readings.
    enum NameColumn {
        /// The row's token.
        case name
        /// The token the row's token aliases (`Token | Base 토큰`).
        case aliasTarget
        /// A token that aliases the row's (`Base | Semantic`), or a composite's part.
        case aliasedByOrPart
    }

    private(set) var values: [SourceRange: ValuePlace] = [:]
    /// Several when a cell names several tokens (`Base | Semantic`: `a, b`), in order.
    private(set) var names: [SourceRange: [NamePlace]] = [:]

    init(_ model: DesignModel) {
        for doc in model.docs {
            for table in doc.tables where table.kind == .tokens {
                for entry in table.entries {
                    for cell in entry.values { values[cell.range] = ValuePlace(doc: doc, table: table, entry: entry, cell: cell) }
                    if let name = entry.name {
                        names[name.range, default: []].append(NamePlace(doc: doc, table: table, entry: entry, cell: name, column: .name))
                    }
                    if let alias = entry.aliasTarget {
                        names[alias.range, default: []].append(NamePlace(doc: doc, table: table, entry: entry, cell: alias, column: .aliasTarget))
                    }
                    for other in entry.aliasedBy + entry.parts {
                        names[other.range, default: []].append(NamePlace(doc: doc, table: table, entry: entry, cell: other,
                                                                        column: .aliasedByOrPart))
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
