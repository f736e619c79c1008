import DesignSpecCore

/// The token-table cell a finding's fix names, found by its address in the model, with
/// the doc, the table and the entry it is in.
struct CellPlace {
    var doc: DocModel
    var table: DocTable
    var entry: TableEntry
    var cell: TableCellAddress.Cell

    /// The cell at `address` in `model`; nil when the model has none there.
    init?(_ address: TableCellAddress, in model: DesignModel) {
        guard model.docs.indices.contains(address.doc), model.docs[address.doc].tables.indices.contains(address.table) else {
            return nil
        }
        doc = model.docs[address.doc]
        table = doc.tables[address.table]
        guard table.entries.indices.contains(address.entry) else { return nil }
        entry = table.entries[address.entry]
        cell = address.cell
        guard name != nil || value != nil else { return nil }
    }

    /// The value cell, when the place is one.
    var value: ValueCell? {
        guard case .value(let index) = cell, entry.values.indices.contains(index) else { return nil }
        return entry.values[index]
    }

    /// The name cell, when the place is one: the row's, the second name column's, or a
    /// value cell's reference.
    var name: NameCell? {
        func element<T>(_ index: Int, of array: [T]) -> T? { array.indices.contains(index) ? array[index] : nil }
        switch cell {
        case .name: return entry.name
        case .aliasTarget: return entry.aliasTarget
        case .aliasedBy(let index): return element(index, of: entry.aliasedBy)
        case .part(let index): return element(index, of: entry.parts)
        case .reference(let index): return element(index, of: entry.values)?.reference
        case .value: return nil
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
