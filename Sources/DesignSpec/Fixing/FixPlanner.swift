/// Turns a check report into the edits `designspec fix` makes, from the model (never from
/// the findings' words): the cell each finding points at, the token it names, the value
/// or name the token has, written in the cell's own form.
///
/// - `value-mismatch`: the value of the cell's token in the cell's mode (the field, in a
///   property row), written as the cell writes values (`ValueRewriter`).
/// - `unknown-token` in a table cell with exactly one suggestion: that name, spelled as
///   the cell spells names (`TokenNameStyler`); the row's values are then checked against
///   the token and fixed too (the check could not compare them before).
/// - `alias-mismatch`: the token the row's token really aliases, spelled as the column
///   spells it, and the row's values that followed the wrong alias.
/// - `off-scale`, `tap-target`, and any of the above that cannot be fixed: left, each with
///   why. Recipe code and code blocks are never edited: only token-table cells are.
///
/// Each edit is checked before it is kept: the new value parses and agrees with the
/// token, the new name binds to the token.
struct FixPlanner {
    static let fixableRules = ["value-mismatch", "unknown-token", "alias-mismatch"]
    static let listedRules = ["off-scale", "tap-target"]
    /// The rules `--rule` accepts.
    static let rules = fixableRules + listedRules

    let model: DesignModel
    /// The docs' bytes, by display path; a doc that is missing here cannot be edited.
    let sources: [String: FixSourceFile]
    /// Why a doc cannot be edited (`not valid UTF-8`, `a symbolic link`), by display path.
    let unwritable: [String: String]
    let binder: TokenBinder
    private let docs: [String: DocModel]

    init(model: DesignModel, sources: [String: FixSourceFile], unwritable: [String: String] = [:]) {
        self.model = model
        self.sources = sources
        self.unwritable = unwritable
        binder = TokenBinder(index: TokenNameIndex(model.tokens), prefixes: model.configuration.prefixes)
        docs = Dictionary(model.docs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The plan for `findings` (a report's, sorted), limited to `rules`.
    func plan(_ findings: [Finding], rules: Set<String>) -> FixPlan {
        let cells = TableCellIndex(model)
        var plan = FixPlan()
        // One edit per cell: a cell is known by its line and its last column.
        var editedCells = Set<SourceLocation>()
        func keep(_ edits: [CellEdit]) {
            for edit in edits where editedCells.insert(SourceLocation(file: edit.file, line: edit.line, column: edit.cellEndColumn)).inserted {
                plan.edits.append(edit)
            }
        }
        for finding in findings where rules.contains(finding.rule) {
            let outcome: Result<[CellEdit], FixRefusal>
            switch finding.rule {
            case "value-mismatch": outcome = fixValue(finding, cells: cells)
            case "unknown-token": outcome = fixUnknownName(finding, cells: cells)
            case "alias-mismatch": outcome = fixAlias(finding, cells: cells)
            case "off-scale", "tap-target":
                plan.left.append(FixPlan.Left(finding: finding, reason: nil))
                continue
            default:
                continue
            }
            switch outcome {
            case .success(let edits): keep(edits)
            case .failure(let refusal): plan.left.append(FixPlan.Left(finding: finding, reason: refusal.reason))
            }
        }
        plan.edits.sort { ($0.file, $0.line, $0.columns.lowerBound) < ($1.file, $1.line, $1.columns.lowerBound) }
        return plan
    }

    // MARK: - The three rules

    private func fixValue(_ finding: Finding, cells: TableCellIndex) -> Result<[CellEdit], FixRefusal> {
        guard let place = cells.values[finding.range] else { return .refused("it is not in a token table's value cell") }
        guard let token = place.cell.token else { return .refused("the cell names no one token") }
        return valueEdit(place, token: token, finding: finding).map { [$0] }
    }

    private func fixUnknownName(_ finding: Finding, cells: TableCellIndex) -> Result<[CellEdit], FixRefusal> {
        guard let place = cells.names[finding.range] else {
            return .refused(isInRecipe(finding.range) ? "it is in recipe code, which fix never rewrites"
                                                      : "it is not in a token table's name cell")
        }
        guard case .unknown(let reference, let suggestions) = place.cell.binding else {
            return .refused("the name is no longer unknown")
        }
        guard let target = Self.confidentSuggestion(for: reference, in: suggestions) else {
            return .refused(suggestions.isEmpty ? "no token name is near enough to suggest"
                            : "several names are as near (" + suggestions.map { "`\($0)`" }.joined(separator: ", ") + "); choose one by hand")
        }
        let group = place.table.tokensGroup
        if group != nil, place.table.columns.contains(where: { if case .value(_?) = $0.role { true } else { false } }) {
            return .refused("the row names a group of per-mode tokens, and the suggestion one token")
        }
        var edits: [CellEdit] = []
        switch nameEdit(place, to: target, finding: finding) {
        case .success(let edit): edits.append(edit)
        case .failure(let refusal): return .failure(refusal)
        }
        if !place.isAliasColumn { edits += followingValueEdits(place, token: target) }
        return .success(edits)
    }

    private func fixAlias(_ finding: Finding, cells: TableCellIndex) -> Result<[CellEdit], FixRefusal> {
        guard let place = cells.names[finding.range], place.isAliasColumn else { return .refused("it is not in an alias column") }
        guard let name = place.entry.name?.binding.tokenName, let token = model.tokens[name], let modeValue = token.values.first else {
            return .refused("the row names no one token")
        }
        guard let first = modeValue.aliasChain.first else {
            return .refused("`\(name)` holds a raw value, so there is no alias to write")
        }
        // A Base column names the Base token the value comes from.
        var target = first.name
        if let written = place.cell.binding.tokenName, model.tokens[written]?.layer == .base,
           let base = modeValue.aliasChain.first(where: { model.tokens[$0.name]?.layer == .base }) {
            target = base.name
        }
        var edits: [CellEdit] = []
        switch nameEdit(place, to: target, finding: finding) {
        case .success(let edit): edits.append(edit)
        case .failure(let refusal): return .failure(refusal)
        }
        edits += followingValueEdits(place, token: name)
        return .success(edits)
    }

    /// The suggestion to rename to: the only one, or the first when it is nearer (in edit
    /// distance over the dotted words) than every other.
    static func confidentSuggestion(for reference: String, in suggestions: [String]) -> String? {
        guard let first = suggestions.first else { return nil }
        func distance(_ name: String) -> Int {
            TokenNameSuggestions.editDistance(Array(reference.lowercased()), Array(NameWords.split(name).joined(separator: ".")))
        }
        let nearest = distance(first)
        return suggestions.dropFirst().allSatisfy { distance($0) > nearest } ? first : nil
    }

    // MARK: - Edits

    /// The edits for a row's value cells that do not agree with `token`, once its name or
    /// alias is fixed; each under a `value-mismatch` finding of its own cell.
    private func followingValueEdits(_ place: TableCellIndex.NamePlace, token: String) -> [CellEdit] {
        place.entry.values.compactMap { cell in
            guard let cellToken = cell.token ?? binder.token(for: .token(token), mode: cell.mode),
                  let stated = cell.value, let expected = expectedValue(of: cellToken, for: cell),
                  ValueMismatchRule.agrees(stated, expected) == false else { return nil }
            let finding = Finding(rule: "value-mismatch", severity: .error,
                                  message: "\(cell.text) here, but `\(cellToken)` is \(expected.displayString)", at: cell.range)
            let valuePlace = TableCellIndex.ValuePlace(doc: place.doc, table: place.table, entry: place.entry, cell: cell)
            return try? valueEdit(valuePlace, token: cellToken, finding: finding).get()
        }
    }

    /// The value `token` holds for the cell's mode (the field, in a property row).
    private func expectedValue(of token: String, for cell: ValueCell) -> DesignValue? {
        guard let expected = model.tokens[token]?.modeValue(for: cell.mode)?.resolved else { return nil }
        guard let property = cell.property else { return expected }
        return ValueMismatchRule.field(property, of: expected)
    }

    private func valueEdit(_ place: TableCellIndex.ValuePlace, token: String, finding: Finding) -> Result<CellEdit, FixRefusal> {
        let cell = place.cell
        guard let stated = cell.value else { return .refused("the cell's value cannot be read") }
        guard let expected = expectedValue(of: token, for: cell) else { return .refused("`\(token)` has no value to write here") }
        let text: CellText
        switch cellText(cell.range) {
        case .success(let found): text = found
        case .failure(let refusal): return .failure(refusal)
        }
        // The value as the extraction read it (the cell's text without markup), and the
        // same characters in the source: where the parser finds them, else their one
        // occurrence (`**16pt**`).
        let plain = Array(cell.text)
        guard case .value(_, let plainSpan, _) = ValueParser.parse(cell.text) else { return .refused("the cell's value cannot be read") }
        let oldCharacters = Array(plain[plainSpan])
        let span: Range<Int>
        if case .value(_, let sourceSpan, _) = ValueParser.parse(String(text.characters)),
           text.characters[sourceSpan].elementsEqual(oldCharacters) {
            span = sourceSpan
        } else if let only = Self.onlyOccurrence(of: oldCharacters, in: text.characters) {
            span = only
        } else {
            return .refused("the cell's markup hides its value")
        }
        let old = String(oldCharacters)
        guard let new = ValueRewriter.rewrite(old, stated: stated, expected: expected), new != old else {
            return .refused("the cell writes the value in a form that cannot state \(expected.displayString)")
        }
        var changed = plain
        changed.replaceSubrange(plainSpan, with: Array(new))
        let reread = PropertyValues.coerce(ValueParser.parse(String(changed)).value, text: String(changed), property: cell.property)
        guard let reread, ValueMismatchRule.agrees(reread, expected) == true else {
            return .refused("the cell writes the value in a form that cannot state \(expected.displayString)")
        }
        return .success(edit(finding, text: text, span: span, old: old, new: new, table: place.table))
    }

    private func nameEdit(_ place: TableCellIndex.NamePlace, to target: String, finding: Finding) -> Result<CellEdit, FixRefusal> {
        let text: CellText
        switch cellText(place.cell.range) {
        case .success(let found): text = found
        case .failure(let refusal): return .failure(refusal)
        }
        let written = Array(place.cell.text)
        guard let span = Self.onlyOccurrence(of: written, in: text.characters) else {
            return .refused("the cell's markup hides its name")
        }
        guard let new = TokenNameStyler(binder: binder).rename(place.cell.text, to: target, group: place.table.tokensGroup) else {
            return .refused("`\(target)` cannot be written in the style of `\(place.cell.text)`")
        }
        return .success(edit(finding, text: text, span: span, old: place.cell.text, new: new, table: place.table))
    }

    private func edit(_ finding: Finding, text: CellText, span: Range<Int>, old: String, new: String, table: DocTable) -> CellEdit {
        CellEdit(finding: finding, line: text.line,
                 columns: (text.firstColumn + span.lowerBound)...(text.firstColumn + span.upperBound - 1),
                 cellEndColumn: text.firstColumn + text.characters.count - 1,
                 tableLines: table.range.start.line...table.range.end.line, oldText: old, newText: new)
    }

    // MARK: - Source text

    /// A cell's source characters, markup included, and where they start.
    struct CellText {
        var line: Int
        var firstColumn: Int
        var characters: [Character]
    }

    private func cellText(_ range: SourceRange) -> Result<CellText, FixRefusal> {
        if let reason = unwritable[range.file] { return .refused(reason) }
        guard let source = sources[range.file] else { return .refused("the doc cannot be read") }
        guard range.start.line == range.end.line, let (characters, _) = source.characters(ofLine: range.start.line),
              range.start.column >= 1, range.end.column >= range.start.column, range.end.column <= characters.count,
              !isInCodeBlock(range) else {
            return .refused("the doc changed since it was read")
        }
        return .success(CellText(line: range.start.line, firstColumn: range.start.column,
                                 characters: Array(characters[(range.start.column - 1)..<range.end.column])))
    }

    /// Where `needle` is in `characters`, when it is there exactly once.
    static func onlyOccurrence(of needle: [Character], in characters: [Character]) -> Range<Int>? {
        guard !needle.isEmpty, characters.count >= needle.count else { return nil }
        let starts = (0...(characters.count - needle.count)).filter { characters[$0..<$0 + needle.count].elementsEqual(needle) }
        return starts.count == 1 ? starts[0]..<starts[0] + needle.count : nil
    }

    private func isInRecipe(_ range: SourceRange) -> Bool {
        docs[range.file]?.recipes.contains { $0.tokenReferences.contains { $0.reference.range == range } } ?? false
    }

    /// Whether a range is inside a code block of its doc (never true of a table cell; a
    /// guard, so no edit can reach code).
    private func isInCodeBlock(_ range: SourceRange) -> Bool {
        guard let doc = docs[range.file] else { return false }
        return doc.markdown.allBlocks.contains { block in
            guard case .codeBlock(let code) = block else { return false }
            return code.range.start.line <= range.start.line && range.end.line <= code.range.end.line
        }
    }
}

/// Why a finding cannot be fixed, in the words the output prints after "not fixable
/// automatically".
struct FixRefusal: Error {
    var reason: String
}

extension Result where Failure == FixRefusal {
    static func refused(_ reason: String) -> Self { .failure(FixRefusal(reason: reason)) }
}
