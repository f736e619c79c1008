import DesignSpecCore

/// `value-mismatch`: a doc table states a value for a token, for a mode, and the token
/// holds another. The values are compared typed (`16pt` = `16px`, `0.2s` = `200ms`).
struct ValueMismatchRule: CheckRule {
    static let description = RuleDescription(
        id: .valueMismatch, defaultSeverity: .error,
        summary: "A doc states a value for a token that the token does not hold.",
        explanation: """
            A token table row names a token and gives its value (per mode when the table has \
            mode columns such as iPhone/iPad or Light/Dark). The value is parsed and compared \
            with the token's resolved value by meaning: 16pt, 16px and 16 are the same length, \
            0.2s is 200ms, #1a73e8 is #1A73E8FF. When they differ, either the doc is stale or \
            the token changed: fix whichever is wrong. The note points at the token's \
            definition and the aliases its value comes through.
            """)

    static var examples: [RuleExample] { ValueMismatchRuleExamples.all }

    func findings(in model: DesignModel) -> [Finding] {
        var findings: [Finding] = []
        var notes = DefinitionNotes()
        let tokens = model.tokens
        model.forEachTokenValue { entry, cell, address in
            guard var finding = check(cell, of: entry, tokens: tokens, notes: &notes) else { return }
            finding.fix = .rewrite(address, .tokenValue)
            findings.append(finding)
        }
        return findings
    }

    /// The definition notes of each token and cell mode a finding was made for, and the
    /// resolved value as the message writes it: docs state wrong values for the same tokens
    /// again and again (drift1000: 6,522 findings), and the notes (a token's definition and
    /// its alias chain, with the resolved value written out) and the value's text depend
    /// only on the token and the mode value.
    private struct DefinitionNotes {
        private struct Key: Hashable {
            let token: String
            let mode: String?
        }

        private var made: [Key: [Finding.Note]] = [:]
        private var displayed: [Key: String] = [:]

        /// `token.definitionNotes(for: modeValue)`, where `modeValue` is `token`'s for `mode`.
        mutating func notes(of token: Token, mode: String?, modeValue: TokenModeValue) -> [Finding.Note] {
            let key = Key(token: token.name, mode: mode)
            if let known = made[key] { return known }
            let notes = token.definitionNotes(for: modeValue)
            made[key] = notes
            return notes
        }

        /// `value.displayString`, where `value` is `token`'s resolved value for `mode`.
        mutating func display(of value: DesignValue, token: Token, mode: String?) -> String {
            let key = Key(token: token.name, mode: mode)
            if let known = displayed[key] { return known }
            let text = value.displayString
            displayed[key] = text
            return text
        }
    }

    private func check(_ cell: borrowing ValueCell, of entry: borrowing TableEntry, tokens: TokenSet,
                       notes known: inout DefinitionNotes) -> Finding? {
        guard let name = cell.token, let token = tokens[name], let modeValue = token.modeValue(for: cell.mode),
              var expected = modeValue.resolved else { return nil }
        if let property = cell.property {
            guard let field = StatedValue.field(property, of: expected) else { return nil }
            expected = field
        }
        // Written only for a finding: most cells agree.
        var subject: MessageText {
            var text: MessageText = "\(code: name)"
            if let property = cell.property { text += " \(property)" }
            if let mode = cell.mode, token.values.contains(where: { $0.mode != nil }) { text += " (\(mode))" }
            return text
        }
        // A field of a composite is written on its own; a whole value once per token and mode.
        func expectedText() -> String {
            cell.property == nil ? known.display(of: expected, token: token, mode: cell.mode) : expected.displayString
        }
        guard let stated = cell.value else {
            guard let error = cell.error else { return nil }
            let holds = expectedText()
            return finding(FindingMessage(en: "\(MessageText(plain: error)); \(subject) is \(holds)",
                                          ko: "\(MessageText(plain: error)); \(subject) 값은 \(holds)입니다"),
                           at: cell.range, notes: known.notes(of: token, mode: cell.mode, modeValue: modeValue))
        }
        guard StatedValue.agrees(stated, expected) == false else { return nil }
        if Self.followsAnotherAlias(cell, of: entry, stated: stated, tokens: tokens) { return nil }
        var notes = known.notes(of: token, mode: cell.mode, modeValue: modeValue)
        if let number = expected.bareNumber, let unit = stated.writtenUnit {
            let bare = DesignValue.format(number)
            notes.append(Finding.Note(FindingMessage(
                en: "the token holds the bare number \(bare), so only the number of \(cell.text) is compared, not its unit '\(unit)'",
                ko: "토큰 값이 단위 없는 수 \(bare)여서 \(cell.text)의 수만 비교하고 단위 '\(unit)'는 비교하지 않습니다"),
                at: modeValue.rawRange))
        }
        let holds = expectedText()
        return finding(FindingMessage(en: "\(cell.text) here, but \(subject) is \(holds)",
                                      ko: "여기는 \(cell.text)이지만 \(subject) 값은 \(holds)입니다"),
                       at: cell.range, notes: notes)
    }

    /// Whether the row's alias column names another token than the token aliases (or, in
    /// a composite's row, another part than the composite references), and the stated
    /// value is that other token's: then the row is consistent with itself and
    /// `alias-mismatch` reports the one real difference.
    static func followsAnotherAlias(_ cell: ValueCell, of entry: TableEntry, stated: DesignValue, tokens: TokenSet) -> Bool {
        if cell.property != nil, let part = entry.parts.first(where: { $0.range.start.line == cell.range.start.line }),
           let partName = part.binding.tokenName, let partValue = tokens[partName]?.values.first?.resolved {
            return StatedValue.agrees(stated, partValue) == true
        }
        guard cell.property == nil, let targetName = entry.aliasTarget?.binding.tokenName, let target = tokens[targetName],
              let name = cell.token, let token = tokens[name],
              !token.values.contains(where: { $0.aliasChain.contains { $0.name == targetName } }),
              let targetValue = target.modeValue(for: cell.mode)?.resolved else { return false }
        return stated.matches(targetValue)
    }
}
