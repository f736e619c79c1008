/// The columns of a token table that are not checked although they hold values
/// (`unchecked-column`): a column under a header that says nothing the extraction reads
/// (`Pixel`, `Android`) whose cells are values, and a mode column for a mode the tokens do
/// not have.
struct UncheckedColumns {
    /// The token set's modes, as it spells them.
    let modes: [String]

    /// The findings for `docTable`, read from `table`.
    func findings(_ table: Markdown.Table, read docTable: DocTable) -> [Finding] {
        guard docTable.kind == .tokens else { return [] }
        var findings: [Finding] = []
        let known = Set(modes.map { $0.lowercased() })
        let modeList = modes.sorted().joined(separator: ", ")
        for (index, column) in docTable.columns.enumerated() {
            switch column.role {
            case .other:
                guard let example = table.rows.lazy.map({ $0.cells[index].plainText.trimmingSpaces() })
                    .first(where: Self.isValue) else { continue }
                let modeWords = modes.isEmpty ? "" : " (or a mode of the tokens: \(modeList))"
                findings.append(Finding(
                    rule: "unchecked-column", severity: .warning,
                    message: "column '\(column.header)' holds values (\(example)) but is not checked: its header names no "
                        + "value, mode or part; head it 'Value' or '값'\(modeWords) to compare it with the tokens, "
                        + "or 'Description' or '설명' if it is not a value",
                    at: column.range))
            case .value(let mode?):
                guard !known.isEmpty, !known.contains(mode.lowercased()),
                      !Self.readsModeTokens(docTable, mode: mode) else { continue }
                findings.append(Finding(
                    rule: "unchecked-column", severity: .warning,
                    message: "column '\(column.header)' is read as the mode '\(mode)', which the tokens do not have "
                        + "(modes: \(modeList)), so it is not checked; head it with one of the tokens' modes",
                    at: column.range))
            default:
                continue
            }
        }
        return findings
    }

    /// Whether some cell of the column for `mode` states a token of its own
    /// (`gridLayout.timeHeaderWidth.ipad` under a tokens hint) rather than its row's.
    static func readsModeTokens(_ table: DocTable, mode: String) -> Bool {
        table.entries.contains { entry in
            entry.values.contains { $0.mode == mode && $0.token != nil && $0.token != entry.name?.binding.tokenName }
        }
    }

    /// Whether a cell's text is a value the tokens could hold, or a `{reference}`.
    static func isValue(_ text: String) -> Bool {
        if CompositeParts.reference(text) != nil { return true }
        if case .value = ValueParser.parse(text) { return true }
        return false
    }
}
