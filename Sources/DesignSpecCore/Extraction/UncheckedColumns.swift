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
                let koreanModes = modes.isEmpty ? "" : "(또는 토큰의 모드: \(modeList))"
                findings.append(Finding(
                    rule: .uncheckedColumn, severity: .warning,
                    FindingMessage(
                        en: "column '\(column.header)' holds values (\(example)) but is not checked: its header names no "
                            + "value, mode or part; head it 'Value' or '값'\(modeWords) to compare it with the tokens, "
                            + "or 'Description' or '설명' if it is not a value",
                        ko: "'\(column.header)' 열에 값(\(example))이 있지만 검사하지 않았습니다. 머리글이 값, 모드, 부분 어느 것도 아닙니다. "
                            + "토큰과 비교하려면 머리글을 '값' 또는 'Value'\(koreanModes)로, 값이 아니면 '설명' 또는 'Description'으로 쓰세요"),
                    at: column.range))
            case .value(let mode?):
                guard !known.isEmpty, !known.contains(mode.lowercased()),
                      !Self.readsModeTokens(docTable, mode: mode) else { continue }
                findings.append(Finding(
                    rule: .uncheckedColumn, severity: .warning,
                    FindingMessage(
                        en: "column '\(column.header)' is read as the mode '\(mode)', which the tokens do not have "
                            + "(modes: \(modeList)), so it is not checked; head it with one of the tokens' modes",
                        ko: "'\(column.header)' 열은 모드 '\(mode)'(으)로 읽히는데 토큰에 그 모드가 없어(모드: \(modeList)) "
                            + "검사하지 않았습니다. 머리글에 토큰의 모드 하나를 쓰세요"),
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
