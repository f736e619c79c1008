extension DesignModel {
    /// Calls `body` with every entry of every token table (`DocTable.Kind.tokens`), in doc
    /// and row order, read in place, and the address of the entry's name cell (another
    /// cell's is `address.sibling(_:)`): a `for` loop over the arrays copied
    /// each doc, table and entry it visited (a dozen counted references an entry, for every
    /// rule that walks every cell: 12,000 entries in drift1000).
    package func forEachTokenEntry(_ body: (_ entry: borrowing TableEntry, _ address: TableCellAddress) -> Void) {
        forEachTokenTable { table, doc, tableIndex in
            table.entries.withUnsafeBufferPointer { entries in
                for entry in entries.indices {
                    body(entries[entry], TableCellAddress(doc: doc, table: tableIndex, entry: entry, cell: .name))
                }
            }
        }
    }
}

extension DesignModel {
    /// Calls `body` with every value cell of every token table's entries, with its entry
    /// and its address, in doc, row and column order, both read in place. A closure over
    /// each entry's cells inside `forEachTokenEntry`'s would capture the entry, and the
    /// capture copied it (a dozen counted references) once per entry, on every core at
    /// once while value-mismatch and off-scale walk the same entries.
    package func forEachTokenValue(_ body: (_ entry: borrowing TableEntry, _ cell: borrowing ValueCell,
                                            _ address: TableCellAddress) -> Void) {
        forEachTokenTable { table, doc, tableIndex in
            table.entries.withUnsafeBufferPointer { entries in
                for entry in entries.indices {
                    entries[entry].values.withUnsafeBufferPointer { cells in
                        for cell in cells.indices {
                            body(entries[entry], cells[cell], TableCellAddress(doc: doc, table: tableIndex, entry: entry, cell: .value(cell)))
                        }
                    }
                }
            }
        }
    }

    /// Calls `body` with every token table, in doc and table order, read in place, with
    /// the doc's index and the table's.
    private func forEachTokenTable(_ body: (_ table: borrowing DocTable, _ doc: Int, _ table: Int) -> Void) {
        docs.withUnsafeBufferPointer { docs in
            for doc in docs.indices {
                docs[doc].tables.withUnsafeBufferPointer { tables in
                    for table in tables.indices where tables[table].kind == .tokens { body(tables[table], doc, table) }
                }
            }
        }
    }
}
