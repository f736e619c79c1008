import Foundation

/// Turns a GFM table into a `DocTable`: its kind and the reason, its columns, and for token
/// and usage tables its entries with bound names and parsed values.
///
/// - **tokens**: a name column (Token, Name, Property, 토큰, 이름, 속성, …) and value
///   columns (Value, 값, or modes: iPhone, iPad, Light, Dark, …). A second name column is
///   the alias target of the first (`Semantic token | Base token | Raw value`), the tokens
///   that alias it (`Base | Semantic`) or a composite's parts, as `SecondNameColumn`
///   decides from the tokens and the headers. A property
///   column (`항목`, Item; or Property beside another name column) makes rows with a blank
///   name cell continue the token above, one property per row. A name column without
///   value columns makes a token table only when some name cell names a token.
/// - **usage**: no name column; a use column (사용처, Use case, …) and value columns, or
///   value columns under a `<!-- scale: g -->` hint (a one-column table included).
/// - **plain**: anything else: API parameters (파라미터 | 타입 | 기본값), naming patterns,
///   comparisons, tables without name and value columns. Never checked.
struct TableExtractor {
    let binder: TokenBinder
    /// The tokens, to read a second name column by what they reference.
    let tokens: TokenSet
    /// The header rows read before, for the binder's modes.
    let headers: TableHeaderMemo

    /// Extracts table number `index` of a doc, with the hints right before it; findings
    /// (`ambiguous-inference`) go to `findings`.
    func extract(_ table: Markdown.Table, index: Int, hints: [DocHint], findings: inout [Finding]) -> DocTable {
        var tokensGroup: String?
        var scaleGroup: String?
        for hint in hints {
            switch hint {
            case .tokens(let group, _): tokensGroup = tokensGroup ?? group
            case .scale(let group, _): scaleGroup = scaleGroup ?? group
            case .ignore: break
            }
        }
        var header = headers.read(table, hasTokensHint: tokensGroup != nil, hasScaleHint: scaleGroup != nil)
        if let nameColumn = header.nameColumn, let second = header.aliasColumn {
            let reading = readSecondColumn(table, nameColumn: nameColumn, second: second, group: tokensGroup, header: header)
            header.columns[second].role = reading.role
            header.columns[second].reading = reading.description
        }
        func make(_ kind: DocTable.Kind, _ reason: String, _ entries: [TableEntry] = []) -> DocTable {
            DocTable(index: index, range: table.range, kind: kind, reason: reason, columns: header.columns,
                     entries: entries, hints: hints)
        }
        if tokensGroup == nil, let reason = plainReason(header) {
            return make(.plain, reason)
        }
        if let nameColumn = header.nameColumn {
            let entries = tokenEntries(table, header: header, nameColumn: nameColumn, group: tokensGroup)
            // Counted in one pass, each binding read in place: no array of the name cells,
            // and no copy of one.
            var nameCount = 0
            var hasBound = false
            var allUnchecked = true
            for index in entries.indices {
                guard let binding = entries[index].name?.binding else { continue }
                nameCount += 1
                if Self.isBound(binding) { hasBound = true }
                if case .none = binding {} else { allUnchecked = false }
            }
            if let tokensGroup, !hasBound, let hint = hints.first(where: { if case .tokens = $0 { true } else { false } }),
               binder.index.group(words: NameWords.split(tokensGroup)) == nil, !tokens.contains(tokensGroup) {
                findings.append(Finding(
                    rule: .unknownToken, severity: .error,
                    FindingMessage(
                        en: "\(code: "tokens: \(tokensGroup)") names no token group, so no row of the table below is bound to a "
                            + "token and it is not checked",
                        ko: "\(code: "tokens: \(tokensGroup)")이(가) 가리키는 토큰 그룹이 없어 아래 표의 어떤 행도 토큰과 이어지지 않았고 "
                            + "검사하지 않았습니다"),
                    at: hint.range))
            }
            var parts: [String] = []
            if let tokensGroup { parts.append("rows relative to '\(tokensGroup)' (tokens hint)") }
            parts.append(header.nameColumnNote ?? "name column '\(header.columns[nameColumn].header)'")
            parts += describe(header)
            if header.valueColumns.isEmpty {
                guard hasBound else {
                    return make(.plain, "name column '\(header.columns[nameColumn].header)' but no value column, and no cell names a token")
                }
                parts.append("no value column")
            }
            if tokensGroup == nil, nameCount > 0, !hasBound, allUnchecked {
                findings.append(Finding(
                    rule: .ambiguousInference, severity: .warning,
                    FindingMessage(
                        en: "the header reads as a token table (name column '\(header.columns[nameColumn].header)'), "
                            + "but no name in it is in a token group (\(nameCount) \(nameCount == 1 ? "row" : "rows")); "
                            + "add '<!-- tokens: GROUP -->' if the names are relative to a group",
                        ko: "머리글은 토큰 표(이름 열 '\(header.columns[nameColumn].header)')로 읽히지만 이름 중 토큰 그룹에 속한 것이 "
                            + "없습니다(\(nameCount)행). 이름이 그룹 기준이라면 '<!-- tokens: GROUP -->'을 붙이세요"),
                    at: table.range))
            }
            return make(.tokens, parts.joined(separator: ", "), entries)
        }
        if !header.valueColumns.isEmpty, scaleGroup != nil || !header.descriptionColumns.isEmpty {
            var parts = ["no name column"]
            if let scaleGroup { parts.append("values on the '\(scaleGroup)' scale (scale hint)") }
            parts += describe(header)
            return make(.usage, parts.joined(separator: ", "), usageEntries(table, header: header))
        }
        if header.valueColumns.isEmpty {
            return make(.plain, scaleGroup == nil ? "no name column and no value column" : "scale hint but no value column")
        }
        return make(.plain, "value column but no name column, no use column and no scale hint")
    }

    /// Why the header says the table is not about tokens, if it does.
    func plainReason(_ header: TableColumnReader.Header) -> String? {
        func quoted(_ headers: [String]) -> String { headers.map { "'\($0)'" }.joined(separator: ", ") }
        if !header.parameterHeaders.isEmpty {
            return "API parameter table (\(quoted(header.parameterHeaders + header.typeHeaders + header.defaultHeaders)))"
        }
        if !header.typeHeaders.isEmpty, !header.defaultHeaders.isEmpty {
            return "API parameter table (\(quoted(header.typeHeaders + header.defaultHeaders)))"
        }
        if !header.typeHeaders.isEmpty, header.valueColumns.isEmpty, let property = header.propertyColumn {
            return "API attribute table (\(quoted([header.columns[property].header] + header.typeHeaders)))"
        }
        if !header.patternHeaders.isEmpty { return "naming-pattern table (\(quoted(header.patternHeaders)))" }
        if !header.comparisonHeaders.isEmpty { return "comparison table (\(quoted(header.comparisonHeaders)))" }
        return nil
    }

    /// The reason's words for the columns other than the name column.
    func describe(_ header: TableColumnReader.Header) -> [String] {
        var parts: [String] = []
        if let alias = header.aliasColumn { parts.append("alias-target column '\(header.columns[alias].header)'") }
        if let users = header.aliasedByColumn { parts.append("aliased-by column '\(header.columns[users].header)'") }
        if let part = header.partColumn { parts.append("part column '\(header.columns[part].header)'") }
        if let property = header.propertyColumn { parts.append("property column '\(header.columns[property].header)'") }
        let values = header.valueColumns.map { index -> String in
            if case .value(let mode?) = header.columns[index].role { return "'\(header.columns[index].header)' (mode \(mode))" }
            if let field = header.columns[index].fields.first { return "'\(header.columns[index].header)' (part \(field))" }
            return "'\(header.columns[index].header)'"
        }
        if !values.isEmpty { parts.append((values.count == 1 ? "value column " : "value columns ") + values.joined(separator: ", ")) }
        let descriptions = header.descriptionColumns.map { "'\(header.columns[$0].header)'" }
        if !descriptions.isEmpty {
            parts.append((descriptions.count == 1 ? "use column " : "use columns ") + descriptions.joined(separator: ", "))
        }
        return parts
    }

    static func isBound(_ binding: TokenBinding) -> Bool {
        switch binding {
        case .token, .group, .ambiguous: true
        case .unknown, .none: false
        }
    }

    // MARK: - Entries

    func tokenEntries(_ table: Markdown.Table, header: TableColumnReader.Header, nameColumn: Int, group: String?) -> [TableEntry] {
        let rows = table.rows
        guard rows.count >= 2 * Self.rowsPerRun else {
            return tokenEntries(rows[...], header: header, nameColumn: nameColumn, group: group)
        }
        // A huge table (a 400,000-row listing) is read in runs of rows on all cores, one
        // run after another in the result. A run starts only at a row that starts an entry:
        // a row that continues the entry above (a blank name cell) stays in its run.
        var runStarts = [0]
        var start = Self.rowsPerRun
        while start < rows.count {
            if !names(of: rows[start], header: header, nameColumn: nameColumn).continues {
                runStarts.append(start)
                start += Self.rowsPerRun
            } else {
                start += 1
            }
        }
        let starts = runStarts
        let runs = IndexedConcurrentMap.map(count: starts.count) { run in
            let end = run + 1 < starts.count ? starts[run + 1] : rows.count
            return tokenEntries(rows[starts[run]..<end], header: header, nameColumn: nameColumn, group: group)
        }
        var entries: [TableEntry] = []
        entries.reserveCapacity(runs.reduce(0) { $0 + $1.count })
        for run in runs { entries += run }
        return entries
    }

    /// How many rows one parallel run of `tokenEntries` reads, at least.
    static let rowsPerRun = 4096

    /// A row's name cells' texts, and whether it continues the entry above it rather than
    /// starting one: a blank name cell, and a blank second name cell unless that column
    /// lists parts or aliases.
    private struct RowNames {
        var name: String
        var second: String
        var continues: Bool
    }

    private func names(of row: Markdown.TableRow, header: TableColumnReader.Header, nameColumn: Int) -> RowNames {
        let nameText = Self.nameText(row.cells[nameColumn])
        let secondText = header.secondNameColumn.map { Self.nameText(row.cells[$0]) } ?? ""
        return RowNames(name: nameText, second: secondText,
                        continues: nameText.isEmpty && (secondText.isEmpty || header.partColumn != nil || header.aliasedByColumn != nil))
    }

    /// The entries of `rows`, in order; a continuing first row starts an entry of its own.
    private func tokenEntries(_ rows: ArraySlice<Markdown.TableRow>, header: TableColumnReader.Header, nameColumn: Int,
                              group: String?) -> [TableEntry] {
        var entries: [TableEntry] = []
        let second = header.secondNameColumn
        for row in rows {
            let texts = names(of: row, header: header, nameColumn: nameColumn)
            let nameText = texts.name
            let secondText = texts.second
            if texts.continues, var last = entries.popLast() {
                var partField: String?
                if let column = header.aliasedByColumn, !secondText.isEmpty {
                    last.aliasedBy += Self.names(in: row.cells[column]).map { nameCell(row.cells[column], text: $0, group: group) }
                }
                if let column = header.partColumn, !secondText.isEmpty {
                    let part = nameCell(row.cells[column], text: secondText, group: group)
                    last.parts.append(part)
                    partField = field(of: part, in: last.name)
                }
                last.values += valueCells(row, header: header, binding: last.name?.binding, partField: partField, group: group)
                last.description = Self.join(last.description, description(row, header: header))
                last.range = SourceRange(start: last.range.start, end: row.range.end)
                entries.append(last)
                continue
            }
            // The entry's parts are made first and the entry once, straight into the array
            // (filling a `TableEntry` field by field copied it on the way in).
            let name = nameText.isEmpty ? nil : nameCell(row.cells[nameColumn], text: nameText, group: group)
            var aliasTarget: NameCell?
            var aliasedBy: [NameCell] = []
            var parts: [NameCell] = []
            var partField: String?
            if let second, !secondText.isEmpty {
                let cell = row.cells[second]
                switch header.columns[second].role {
                case .aliasedBy:
                    aliasedBy = Self.names(in: cell).map { nameCell(cell, text: $0, group: group) }
                case .part:
                    let part = nameCell(cell, text: secondText, group: group)
                    parts = [part]
                    partField = field(of: part, in: name)
                default:
                    aliasTarget = nameCell(cell, text: secondText, group: group)
                }
            }
            entries.append(TableEntry(name: name, aliasTarget: aliasTarget, aliasedBy: aliasedBy, parts: parts,
                                      values: valueCells(row, header: header, binding: name?.binding, partField: partField,
                                                         group: group),
                                      description: description(row, header: header), range: row.range))
        }
        for index in entries.indices { weighStatedValues(&entries[index]) }
        return entries
    }

    /// An unknown name's suggestions, reordered by the values its row states: a token
    /// whose value agrees with the row goes first (`TokenNameSuggestions.ranked`).
    private func weighStatedValues(_ entry: inout TableEntry) {
        guard case .unknown(let reference, let suggestions)? = entry.name?.binding,
              entry.values.contains(where: { $0.value != nil }) else { return }
        let group = binder.index.group(words: reference.split(separator: ".").dropLast().map(String.init))
        let ranked = TokenNameSuggestions.ranked(suggestions, reference: reference, group: group, cells: entry.values, tokens: tokens)
        entry.name?.binding = .unknown(reference: reference, suggestions: ranked)
    }

    private func nameCell(_ cell: Markdown.TableCell, text: String, group: String?) -> NameCell {
        NameCell(text: text, range: cell.range, binding: binder.bind(text, style: .cell, group: group))
    }

    /// The field of the composite `name` binds to that the part fills, if the tokens say.
    private func field(of part: NameCell, in name: NameCell?) -> String? {
        guard let partToken = part.binding.tokenName, let compositeName = name?.binding.tokenName,
              let composite = tokens[compositeName], composite.type.isComposite else { return nil }
        return CompositeParts.field(for: partToken, in: composite, tokens: tokens)?.field
    }

    /// Reads the second name column from the rows' bindings and the headers.
    func readSecondColumn(_ table: Markdown.Table, nameColumn: Int, second: Int, group: String?,
                          header: TableColumnReader.Header) -> SecondNameColumn.Reading {
        var rows: [SecondNameColumn.Row] = []
        var first: String?
        for row in table.rows {
            let nameText = Self.nameText(row.cells[nameColumn])
            if !nameText.isEmpty { first = binder.bind(nameText, style: .cell, group: group).tokenName }
            let seconds = Self.names(in: row.cells[second]).compactMap { binder.bind($0, style: .cell, group: group).tokenName }
            rows.append(SecondNameColumn.Row(first: first, seconds: seconds))
        }
        return SecondNameColumn.read(firstHeader: header.columns[nameColumn].header, secondHeader: header.columns[second].header,
                                     rows: rows, tokens: tokens)
    }

    func usageEntries(_ table: Markdown.Table, header: TableColumnReader.Header) -> [TableEntry] {
        table.rows.map { row in
            TableEntry(name: nil, aliasTarget: nil, values: valueCells(row, header: header, binding: nil),
                       description: description(row, header: header), range: row.range)
        }
    }

    /// The row's non-empty value cells, parsed, with the token each states.
    func valueCells(_ row: Markdown.TableRow, header: TableColumnReader.Header, binding: TokenBinding?,
                    partField: String? = nil, group: String? = nil) -> [ValueCell] {
        let written = header.propertyColumn.map { row.cells[$0].plainText.trimmingSpaces() }
        let property = written.flatMap { $0.isEmpty ? nil : $0 } ?? partField
        let rowLabel = property.flatMap { $0.isEmpty ? nil : $0 }
        var cells: [ValueCell] = []
        for column in header.valueColumns {
            guard case .value(let mode) = header.columns[column].role else { continue }
            let cell = row.cells[column]
            let text = cell.plainText.trimmingSpaces()
            guard !text.isEmpty else { continue }
            var token = binding.flatMap { binder.token(for: $0, mode: mode) }
            var label = rowLabel
            if label == nil, !header.columns[column].fields.isEmpty, let binding {
                let part = PartColumn(fields: header.columns[column].fields, header: header.columns[column].header,
                                      isOnly: header.valueColumns.count == 1)
                (token, label) = part.target(binding: binding, mode: mode, token: token, tokens: tokens, index: binder.index)
            }
            // A `{group.token}` value is the token's alias, not a value: compared as one.
            if CompositeParts.reference(text) != nil {
                let reference = NameCell(text: text, range: cell.range, binding: binder.bind(text, style: .cell, group: group))
                cells.append(ValueCell(mode: mode, property: label, text: text, range: cell.range, value: nil, error: nil,
                                       token: token, reference: reference))
                continue
            }
            var value: DesignValue?
            var error: String?
            switch ValueParser.parse(text) {
            case .value(let parsed, _, _): value = parsed
            case .invalid(let problem): error = problem.message
            case .notAValue: break
            }
            value = PropertyValues.coerce(value, text: text, property: label)
            if value != nil { error = nil }
            cells.append(ValueCell(mode: mode, property: label, text: text,
                                   range: cell.range, value: value, error: error, token: token))
        }
        return cells
    }

    /// The description cells' texts joined with ` / `, nil when all are empty; joined as
    /// they come (most rows have one use column: no array of texts).
    func description(_ row: Markdown.TableRow, header: TableColumnReader.Header) -> String? {
        var joined: String?
        for column in header.descriptionColumns {
            let text = row.cells[column].plainText.trimmingSpaces()
            if !text.isEmpty { joined = Self.join(joined, text) }
        }
        return joined
    }

    static func join(_ a: String?, _ b: String?) -> String? {
        guard let a else { return b }
        guard let b else { return a }
        return a + " / " + b
    }

    /// The names a cell lists: each code span, else the text split at commas and line
    /// breaks (`color.bg.brand, color.text.link`).
    static func names(in cell: Markdown.TableCell) -> [String] {
        var spans: [String] = []
        for inline in cell.inlines {
            if case .code(let code) = inline { spans.append(code.trimmingSpaces()) }
        }
        if !spans.isEmpty { return spans.filter { !$0.isEmpty } }
        return cell.plainText.split { $0 == "," || $0 == "、" || $0.isNewline }
            .map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// A name cell's name: its first code span when it has one (backticks are not part of
    /// the name), else its text.
    static func nameText(_ cell: Markdown.TableCell) -> String {
        for inline in cell.inlines {
            if case .code(let code) = inline { return code.trimmingSpaces() }
        }
        return cell.plainText.trimmingSpaces()
    }
}
