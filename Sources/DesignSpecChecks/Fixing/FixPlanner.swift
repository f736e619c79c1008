import DesignSpecCore

/// Turns a check report into the edits `designspec fix` makes: each finding carries its
/// fix (`FindingFix`: the cell, by its address in the model, and what goes in it, from the
/// tokens), written here in the cell's own form.
///
/// - `value-mismatch`: the value of the cell's token in the cell's mode (the field, in a
///   property row), written as the cell writes values (`ValueRewriter`).
/// - `unknown-token` in a table cell with one confident suggestion: that name, spelled as
///   the cell spells names (`TokenNameStyler`); the row's values are then checked against
///   the token and fixed too (the check could not compare them before). In a row's name
///   cell, only a suggestion whose value agrees with the row's is confident: a rename to a
///   token of another value would duplicate a row and lose a step of the scale. Not the
///   name without its last segment (`radius.control` for `radius.control.small`): a guess.
/// - `alias-mismatch` in an alias column or a reference written as a value: the token the
///   rule found the row's token really aliases, spelled as the cell spells it, and the
///   alias column's row values that followed the wrong alias.
/// - `off-scale`, `tap-target`, and any of the above whose fix is by hand or cannot be
///   made: left, each with why. Recipe code and code blocks are never edited: only
///   token-table cells are.
///
/// Each edit is checked before it is kept: the new value parses and agrees with the
/// token, the new name binds to the token.
package struct FixPlanner {
    /// The rules whose findings `fix` fixes (those that carry a `FindingFix`) or lists
    /// (off-scale and tap-target, whose messages name the nearest values): what `--rule` accepts.
    package static let rules: [RuleID] = [.valueMismatch, .unknownToken, .aliasMismatch, .offScale, .tapTarget]

    let model: DesignModel
    /// The docs' bytes, by display path; a doc that is missing here cannot be edited.
    let sources: [String: FixSourceFile]
    /// Why a doc cannot be edited (`not valid UTF-8`, `a symbolic link`), by display path.
    let unwritable: [String: String]
    let binder: TokenBinder

    package init(model: DesignModel, sources: [String: FixSourceFile], unwritable: [String: String] = [:]) {
        self.model = model
        self.sources = sources
        self.unwritable = unwritable
        binder = TokenBinder(index: TokenNameIndex(model.tokens), prefixes: model.configuration.effectivePrefixes)
    }

    /// The plan for `findings` (a report's, sorted), limited to `rules`: each finding's own
    /// fix, made at the cell it names; a finding without one is listed as it is.
    package func plan(_ findings: [Finding], rules: Set<RuleID>) -> FixPlan {
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
            switch finding.fix {
            case .rewrite(let address, let change)?:
                outcome = fix(finding, at: address, with: change)
            case .byHand(let reason)?:
                outcome = .refused(reason)
            case nil:
                outcome = .success(FixPlan(left: [FixPlan.Left(finding: finding, reason: nil)]))
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

    private func fix(_ finding: Finding, at address: TableCellAddress, with change: FindingFix.Change) -> Result<FixPlan, FixRefusal> {
        guard let place = CellPlace(address, in: model) else { return .refused("the doc changed since it was read") }
        switch change {
        case .tokenValue:
            guard let cell = place.value, let token = cell.token else { return .refused("the cell names no one token") }
            return valueEdit(cell, in: place, token: token, finding: finding).map { FixPlan(edits: [$0]) }
        case .suggestedName:
            guard let cell = place.name else { return .refused("it is not in a token table's name cell") }
            return fixUnknownName(cell, in: place, finding: finding)
        case .alias(let target):
            guard let cell = place.name else { return .refused("it is not in a token table's name cell") }
            return nameEdit(cell, in: place, to: target, finding: finding).map { edit in
                // An alias column's row states the values the wrong alias had.
                guard place.cell == .aliasTarget, let name = place.entry.name?.binding.tokenName else { return FixPlan(edits: [edit]) }
                return followingValueEdits(place, token: name, after: edit)
            }
        }
    }

    private func fixUnknownName(_ cell: NameCell, in place: CellPlace, finding: Finding) -> Result<FixPlan, FixRefusal> {
        guard case .unknown(let reference, let suggestions) = cell.binding else { return .refused("the name is no longer unknown") }
        // A `Base | Semantic` cell naming several tokens (`a, b`) is one range for each.
        if case .aliasedBy = place.cell, place.entry.aliasedBy.count(where: { $0.range == cell.range && $0.binding.isUnknown }) > 1 {
            return .refused("the cell names several unknown tokens; fix them by hand")
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
        return nameEdit(cell, in: place, to: target, finding: finding).map { edit in
            place.cell == .name ? followingValueEdits(place, token: target, after: edit) : FixPlan(edits: [edit])
        }
    }

    /// For a row's name cell that states values: the suggestion to rename to, which must
    /// agree with them (`TokenNameSuggestions.agreement`), the nearest of those that do
    /// when it is nearer than the others; refused when no suggestion agrees and the one
    /// fix would have chosen disagrees ("the row states 32pt, `spacing.xl` is 24px").
    /// Nil when the values decide nothing: no suggestion can be compared with them (the
    /// row states none, or only what no suggestion's value can be compared with).
    private func statedValueTarget(for reference: String, in suggestions: [String],
                                   place: CellPlace) -> Result<String?, FixRefusal> {
        guard place.cell == .name else { return .success(nil) }
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
