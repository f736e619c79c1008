import Testing
@testable import DesignSpecCore

/// The header's column positions, kept as the columns change, are what looking through the
/// columns finds.
@Suite struct TableColumnReaderTests {
    @Test func positionsAgreeWithLookingThroughTheColumns() {
        var generator = SplitMix64(seed: 55)
        let roles: [TableColumn.Role] = [.name, .aliasTarget, .aliasedBy, .part, .property, .value(mode: nil),
                                         .value(mode: "dark"), .description, .other]
        let range = SourceRange(file: "a.md", line: 1, column: 1, endLine: 1, endColumn: 1)
        func column() -> TableColumn {
            TableColumn(header: "h", role: roles[Int(generator.next() % UInt64(roles.count))], range: range)
        }
        for _ in 0..<500 {
            var header = TableColumnReader.Header(columns: [])
            for _ in 0..<Int(generator.next() % 6) { header.columns.append(column()) }
            if !header.columns.isEmpty, generator.next() % 2 == 0 {
                header.columns[Int(generator.next() % UInt64(header.columns.count))].role = column().role
            }
            func first(_ role: TableColumn.Role) -> Int? { header.columns.firstIndex { $0.role == role } }
            #expect(header.nameColumn == first(.name))
            #expect(header.aliasColumn == first(.aliasTarget))
            #expect(header.aliasedByColumn == first(.aliasedBy))
            #expect(header.partColumn == first(.part))
            #expect(header.propertyColumn == first(.property))
            #expect(header.valueColumns == header.columns.indices.filter {
                if case .value = header.columns[$0].role { true } else { false }
            })
            #expect(header.descriptionColumns == header.columns.indices.filter { header.columns[$0].role == .description })
        }
    }
}
