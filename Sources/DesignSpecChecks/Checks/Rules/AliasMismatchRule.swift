import DesignSpecCore

/// `alias-mismatch`: a table's second name column says how two tokens are linked, and the
/// token files say otherwise: the first aliases the second (`Token | Base token`), the
/// second aliases the first (`Base | Semantic`), or a part of the first, a composite,
/// references the second (`typography.heading1 | typography.base.weight.bold`).
struct AliasMismatchRule: CheckRule {
    static let description = RuleDescription(
        id: .aliasMismatch, defaultSeverity: .error,
        summary: "A doc says how tokens reference each other, and the token file disagrees.",
        explanation: """
            A table's second name column links each row's token to others, read from its \
            header and from what the tokens reference (`designspec model` says how): in \
            `Token | Base token | Value` the Semantic token's alias chain must pass through \
            the Base token; in `Base | Semantic | 값` every Semantic token listed must alias \
            the Base token; in a composite table (`typography.heading1 | \
            typography.base.weight.bold | 700`) the composite's part must reference the \
            token named. When the JSON references another token, or holds a raw value where \
            the doc promises an alias, the layers have drifted: the Semantic token no longer \
            follows the palette the doc describes.
            """)

    static var examples: [RuleExample] { AliasMismatchRuleExamples.all }

    func findings(in model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        // Entries are read in place (`forEachTokenEntry`), and only a row with a second name
        // column has something to compare: the token is not copied out of the set for every
        // other row.
        // Which side of a second column read the other way, or as a composite's parts, is
        // wrong is a person's call.
        let byHand = FindingFix.byHand("it is not in an alias-target column (`Token | Base token`)")
        model.forEachTokenEntry { entry, address in
            for (index, cell) in entry.values.enumerated() {
                guard let reference = cell.reference, let targetName = reference.binding.tokenName,
                      let name = cell.token, let token = model.tokens[name],
                      let finding = referenceFinding(token, cell: cell, target: targetName, reference: reference,
                                                     at: address.sibling(.reference(index)), tokens: model.tokens) else { continue }
                findings.append(finding)
            }
            guard entry.aliasTarget != nil || !entry.aliasedBy.isEmpty || !entry.parts.isEmpty,
                  let name = entry.name?.binding.tokenName, let token = model.tokens[name] else { return }
            if let target = entry.aliasTarget, let targetName = target.binding.tokenName,
               let modeValue = token.values.first,
               let finding = aliasFinding(token, aliases: targetName, cell: target,
                                          fix: Self.aliasFix(modeValue, of: token, written: target, at: address.sibling(.aliasTarget),
                                                             tokens: model.tokens)) {
                findings.append(finding)
            }
            for user in entry.aliasedBy {
                guard let userName = user.binding.tokenName, let userToken = model.tokens[userName],
                      let finding = aliasFinding(userToken, aliases: name, cell: user, fix: byHand) else { continue }
                findings.append(finding)
            }
            for part in entry.parts {
                guard let partName = part.binding.tokenName, model.tokens.contains(partName),
                      var finding = partFinding(token, part: partName, cell: part, tokens: model.tokens) else { continue }
                finding.fix = byHand
                findings.append(finding)
            }
        }
        return findings
    }

    /// The finding when `token` does not alias `targetName` in any mode, at the cell that
    /// says it does.
    private func aliasFinding(_ token: Token, aliases targetName: String, cell: NameCell, fix: FindingFix) -> Finding? {
        guard let modeValue = token.values.first, token.name != targetName,
              !token.values.contains(where: { $0.aliasChain.contains { $0.name == targetName } }) else { return nil }
        let actual = modeValue.aliasChain.first.map { FindingMessage.aliases($0.name) } ?? .rawValue(modeValue.resolved)
        return finding(.linkedOtherwise(cell.text, subject: "\(code: token.name)", actual, target: targetName),
                       at: cell.range, notes: token.definitionNotes(for: modeValue), fix: fix)
    }

    /// The fix of a cell that names the alias of `token`'s `modeValue`: the token it really
    /// aliases, or, for a cell that names a Base token, the Base token of its chain.
    private static func aliasFix(_ modeValue: TokenModeValue, of token: Token, written: NameCell, at address: TableCellAddress,
                                 tokens: TokenSet) -> FindingFix {
        guard let first = modeValue.aliasChain.first else {
            return .byHand("`\(token.name)` holds a raw value, so there is no alias to write")
        }
        if let name = written.binding.tokenName, tokens[name]?.layer == .base,
           let base = modeValue.aliasChain.first(where: { tokens[$0.name]?.layer == .base }) {
            return .rewrite(address, .alias(base.name))
        }
        return .rewrite(address, .alias(first.name))
    }

    /// The finding when no part of the composite `token` references `part`.
    /// The finding for a value cell written as a reference (`{color.base.white}`) whose
    /// token, in the cell's mode (or the cell's field of a composite), references another.
    private func referenceFinding(_ token: Token, cell: ValueCell, target: String, reference: NameCell,
                                  at address: TableCellAddress, tokens: TokenSet) -> Finding? {
        guard let modeValue = token.modeValue(for: cell.mode), token.name != target else { return nil }
        var subject: MessageText = "\(code: token.name)"
        if let mode = cell.mode, token.values.contains(where: { $0.mode != nil }) { subject += " (\(mode))" }
        let actual: FindingMessage
        let fix: FindingFix
        if let property = cell.property {
            guard let field = CompositeParts.fields(of: token).first(where: { PartColumn.key($0.field) == PartColumn.key(property) })
            else { return nil }
            if let fieldReference = field.reference {
                guard !CompositeParts.reaches(fieldReference, target, in: tokens) else { return nil }
                actual = .takesField(field.field, from: fieldReference)
                fix = .rewrite(address, .alias(fieldReference))
            } else {
                let value = StatedValue.field(field.field, of: modeValue.resolved ?? .composite([]))
                actual = .rawField(field.field, value)
                fix = .byHand("`\(token.name)` holds its \(field.field) as a raw value, so there is no alias to write")
            }
        } else {
            guard !modeValue.aliasChain.contains(where: { $0.name == target }) else { return nil }
            actual = modeValue.aliasChain.first.map { FindingMessage.aliases($0.name) } ?? .rawValue(modeValue.resolved)
            fix = Self.aliasFix(modeValue, of: token, written: reference, at: address, tokens: tokens)
        }
        return finding(.linkedOtherwise(reference.text, subject: subject, actual, target: target),
                       at: reference.range, notes: token.definitionNotes(for: modeValue), fix: fix)
    }

    private func partFinding(_ token: Token, part: String, cell: NameCell, tokens: TokenSet) -> Finding? {
        guard token.type.isComposite, let modeValue = token.values.first else { return nil }
        let fields = CompositeParts.fields(of: token)
        if fields.contains(where: { $0.reference.map { CompositeParts.reaches($0, part, in: tokens) } == true }) { return nil }
        let actual: FindingMessage
        if let field = CompositeParts.field(for: part, in: token, tokens: tokens) {
            if let reference = field.reference {
                actual = .takesField(field.field, from: reference)
            } else {
                let value = StatedValue.field(field.field, of: modeValue.resolved ?? .composite([]))
                actual = .rawField(field.field, value)
            }
        } else {
            actual = FindingMessage(en: "references no part of that name", ko: "그런 이름의 부분을 참조하지 않습니다")
        }
        return finding(.linkedOtherwise(cell.text, subject: "\(code: token.name)", actual, target: part),
                       at: cell.range, notes: token.definitionNotes(for: modeValue))
    }
}

/// The words of `alias-mismatch`: what the doc says here, and what the token does instead.
extension FindingMessage {
    /// `` `{a}` here, but `b` aliases `c`, not `a` ``: `actual` is a predicate (`aliases …`).
    static func linkedOtherwise(_ stated: String, subject: MessageText, _ actual: FindingMessage, target: String) -> FindingMessage {
        FindingMessage(en: "\(stated) here, but \(subject) \(actual.english), not \(code: target)",
                       ko: "여기는 \(stated)이지만 \(subject) 토큰은 \(code: target) 대신 \(actual.korean)")
    }

    static func aliases(_ name: String) -> FindingMessage {
        FindingMessage(en: "aliases \(code: name)", ko: "\(code: name) 토큰을 참조합니다")
    }

    static func rawValue(_ value: DesignValue?) -> FindingMessage {
        let display = value?.displayString
        return FindingMessage(en: "holds the raw value \(display ?? "as written")",
                              ko: "원시 값 \(display ?? "(적힌 그대로)")을(를) 가집니다")
    }

    static func takesField(_ field: String, from reference: String) -> FindingMessage {
        FindingMessage(en: "takes its \(field) from \(code: reference)", ko: "\(field) 값을 \(code: reference) 토큰에서 가져옵니다")
    }

    static func rawField(_ field: String, _ value: DesignValue?) -> FindingMessage {
        let display = value?.displayString
        return FindingMessage(en: "holds its \(field) as the raw value \(display ?? "as written")",
                              ko: "\(field) 값을 원시 값 \(display ?? "(적힌 그대로)")(으)로 가집니다")
    }
}
