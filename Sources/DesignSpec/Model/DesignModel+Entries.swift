extension DesignModel {
    /// Calls `body` with every entry of every token table (`DocTable.Kind.tokens`), in doc
    /// and row order, read in place: a `for` loop over the arrays copied
    /// each doc, table and entry it visited (a dozen counted references an entry, for every
    /// rule that walks every cell: 12,000 entries in drift1000).
    func forEachTokenEntry(_ body: (_ entry: borrowing TableEntry) -> Void) {
        docs.withUnsafeBufferPointer { docs in
            for doc in docs.indices {
                docs[doc].tables.withUnsafeBufferPointer { tables in
                    for table in tables.indices where tables[table].kind == .tokens {
                        tables[table].entries.withUnsafeBufferPointer { entries in
                            for entry in entries.indices { body(entries[entry]) }
                        }
                    }
                }
            }
        }
    }
}

extension TableEntry {
    /// Calls `body` with each value cell, in order, read in place (see `forEachTokenEntry`).
    func forEachValue(_ body: (_ cell: borrowing ValueCell) -> Void) {
        values.withUnsafeBufferPointer { cells in
            for cell in cells.indices { body(cells[cell]) }
        }
    }
}
