extension DesignModel {
    /// Calls `body` with every entry of every token table (`DocTable.Kind.tokens`), in doc
    /// and row order, read in place: a `for` loop over the arrays copied
    /// each doc, table and entry it visited (a dozen counted references an entry, for every
    /// rule that walks every cell: 12,000 entries in drift1000).
    package func forEachTokenEntry(_ body: (_ entry: borrowing TableEntry) -> Void) {
        forEachTable(where: { $0.kind == .tokens }) { table in
            table.entries.withUnsafeBufferPointer { entries in
                for entry in entries.indices { body(entries[entry]) }
            }
        }
    }
}

extension DesignModel {
    /// Calls `body` with every value cell of every token table's entries, with its entry,
    /// in doc, row and column order, both read in place. A closure over each entry's cells
    /// inside `forEachTokenEntry`'s would capture the entry, and the capture copied it (a
    /// dozen counted references) once per entry, on every core at once while value-mismatch
    /// and off-scale walk the same entries.
    package func forEachTokenValue(_ body: (_ entry: borrowing TableEntry, _ cell: borrowing ValueCell) -> Void) {
        forEachTable(where: { $0.kind == .tokens }) { table in
            table.entries.withUnsafeBufferPointer { entries in
                for entry in entries.indices {
                    entries[entry].values.withUnsafeBufferPointer { cells in
                        for cell in cells.indices { body(entries[entry], cells[cell]) }
                    }
                }
            }
        }
    }

    /// Calls `body` with every table that `isIncluded`, in doc and table order, read in place.
    func forEachTable(where isIncluded: (borrowing DocTable) -> Bool, _ body: (_ table: borrowing DocTable) -> Void) {
        docs.withUnsafeBufferPointer { docs in
            for doc in docs.indices {
                docs[doc].tables.withUnsafeBufferPointer { tables in
                    for table in tables.indices where isIncluded(tables[table]) { body(tables[table]) }
                }
            }
        }
    }
}
