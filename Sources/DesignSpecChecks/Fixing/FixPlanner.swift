import DesignSpecCore

/// Turns a check report into the edits `designspec fix` makes, from the model (never from
/// the findings' words): the cell each finding points at, the token it names, the value
/// or name the token has, written in the cell's own form.
///
/// - `value-mismatch`: the value of the cell's token in the cell's mode (the field, in a
///   property row), written as the cell writes values (`ValueRewriter`).
/// - `unknown-token` in a table cell with one confident suggestion: that name, spelled as
///   the cell spells names (`TokenNameStyler`); the row's values are then checked against
///   the token and fixed too (the check could not compare them before). In a row's name
///   cell, only a suggestion whose value agrees with the row's is confident: a rename to a
///   token of another value would duplicate a row and lose a step of the scale. Not the
///   name without its last segment (`radius.control` for `radius.control.small`): a guess.
/// - `alias-mismatch`: the token the row's token really aliases, spelled as the column
///   spells it, and the row's values that followed the wrong alias.
/// - `off-scale`, `tap-target`, and any of the above that cannot be fixed: left, each with
///   why. Recipe code and code blocks are never edited: only token-table cells are.
///
/// Each edit is checked before it is kept: the new value parses and agrees with the
/// token, the new name binds to the token.
package struct FixPlanner {
    static let fixableRules = ["value-mismatch", "unknown-token", "alias-mismatch"]
    static let listedRules = ["off-scale", "tap-target"]
    /// The rules `--rule` accepts.
    package static let rules = fixableRules + listedRules

    let model: DesignModel
    /// The docs' bytes, by display path; a doc that is missing here cannot be edited.
    let sources: [String: FixSourceFile]
    /// Why a doc cannot be edited (`not valid UTF-8`, `a symbolic link`), by display path.
    let unwritable: [String: String]
    let binder: TokenBinder
    let docs: [String: DocModel]

    package init(model: DesignModel, sources: [String: FixSourceFile], unwritable: [String: String] = [:]) {
        self.model = model
        self.sources = sources
        self.unwritable = unwritable
        binder = TokenBinder(index: TokenNameIndex(model.tokens), prefixes: model.configuration.effectivePrefixes)
        docs = Dictionary(model.docs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The plan for `findings` (a report's, sorted), limited to `rules`.
    package func plan(_ findings: [Finding], rules: Set<String>) -> FixPlan {
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
            let outcome: Result<FixPlan, FixRefusal>
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
            case .success(let part):
                keep(part.edits)
                plan.left += part.left
            case .failure(let refusal): plan.left.append(FixPlan.Left(finding: finding, reason: refusal.reason))
            }
        }
        plan.edits.sort { ($0.file, $0.line, $0.columns.lowerBound) < ($1.file, $1.line, $1.columns.lowerBound) }
        plan.left.sort { $0.finding < $1.finding }
        return plan
    }

    // MARK: - The three rules

    private func fixValue(_ finding: Finding, cells: TableCellIndex) -> Result<FixPlan, FixRefusal> {
        guard let place = cells.values[finding.range] else { return .refused("it is not in a token table's value cell") }
        guard let token = place.cell.token else { return .refused("the cell names no one token") }
        return valueEdit(place, token: token, finding: finding).map { FixPlan(edits: [$0]) }
    }

    private func fixUnknownName(_ finding: Finding, cells: TableCellIndex) -> Result<FixPlan, FixRefusal> {
        guard let places = cells.names[finding.range] else {
            return .refused(isInRecipe(finding.range) ? "it is in recipe code, which fix never rewrites"
                                                      : "it is not in a token table's name cell")
        }
        let unknown = places.filter { if case .unknown = $0.cell.binding { true } else { false } }
        guard unknown.count == 1, let place = unknown.first, case .unknown(let reference, let suggestions) = place.cell.binding else {
            return .refused(unknown.isEmpty ? "the name is no longer unknown" : "the cell names several unknown tokens; fix them by hand")
        }
        let target: String
        switch statedValueTarget(for: reference, in: suggestions, place: place) {
        case .success(let found?): target = found
        case .success(nil):
            guard let found = Self.confidentSuggestion(for: reference, in: suggestions) else {
                return .refused(suggestions.isEmpty ? "no token name is near enough to suggest"
                                : "several names are as near (" + Self.quoted(suggestions) + "); choose one by hand")
            }
            target = found
        case .failure(let refusal): return .failure(refusal)
        }
        if Self.isReferenceWithoutItsLastWord(target, reference: reference) {
            return .refused("`\(target)` is the name without its last segment; the doc may name a token still to be made: choose by hand")
        }
        let group = place.table.tokensGroup
        if group != nil, place.table.columns.contains(where: { if case .value(_?) = $0.role { true } else { false } }) {
            return .refused("the row names a group of per-mode tokens, and the suggestion one token")
        }
        return nameEdit(place, to: target, finding: finding).map { edit in
            place.column == .name ? followingValueEdits(place, token: target, after: edit) : FixPlan(edits: [edit])
        }
    }

    private func fixAlias(_ finding: Finding, cells: TableCellIndex) -> Result<FixPlan, FixRefusal> {
        guard let place = cells.names[finding.range]?.first(where: { $0.column == .aliasTarget }) else {
            return .refused("it is not in an alias-target column (`Token | Base token`)")
        }
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
        return nameEdit(place, to: target, finding: finding).map { followingValueEdits(place, token: name, after: $0) }
    }

    /// For a row's name cell that states values: the suggestion to rename to, which must
    /// agree with them (`TokenNameSuggestions.agreement`), the nearest of those that do
    /// when it is nearer than the others; refused when no suggestion agrees and the one
    /// fix would have chosen disagrees ("the row states 32pt, `spacing.xl` is 24px").
    /// Nil when the values decide nothing: no suggestion can be compared with them (the
    /// row states none, or only what no suggestion's value can be compared with).
    private func statedValueTarget(for reference: String, in suggestions: [String],
                                   place: TableCellIndex.NamePlace) -> Result<String?, FixRefusal> {
        guard place.column == .name else { return .success(nil) }
        let agreements = suggestions.map { TokenNameSuggestions.agreement(of: $0, with: place.entry.values, tokens: model.tokens) }
        let agreeing = zip(suggestions, agreements).filter { $0.1 == .agrees }.map(\.0)
        if !agreeing.isEmpty {
            guard let target = Self.confidentSuggestion(for: reference, in: agreeing) else {
                return .refused("several names have the row's value (" + Self.quoted(agreeing) + "); choose one by hand")
            }
            return .success(target)
        }
        let byName = Self.confidentSuggestion(for: reference, in: suggestions) ?? suggestions.first
        guard let byName, let index = suggestions.firstIndex(of: byName),
              case .disagrees(let stated, let value) = agreements[index] else { return .success(nil) }
        return .refused("the row states \(stated), `\(byName)` is \(value)")
    }

    static func quoted(_ names: [String]) -> String {
        names.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// Whether `name`'s words are those of the dotted words `reference` but the last
    /// (`radius.control` for `radius.control.small`): a guess, not a misspelling.
    static func isReferenceWithoutItsLastWord(_ name: String, reference: String) -> Bool {
        let words = reference.split(separator: ".")
        return words.count > 1 && NameWords.split(name).joined(separator: ".") == words.dropLast().joined(separator: ".")
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
}
