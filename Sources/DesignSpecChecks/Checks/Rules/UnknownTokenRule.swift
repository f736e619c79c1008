import DesignSpecCore

/// `unknown-token`: a doc names a token, in a group that tokens have, that does not exist.
struct UnknownTokenRule: ContextCheckRule {
    static let description = RuleDescription(
        id: .unknownToken, defaultSeverity: .error,
        summary: "A doc names a token that does not exist.",
        explanation: """
            A table cell or recipe code names a token (`{spacing.medium}`, `Spacing.medium`, \
            `SemanticColor.Bg.Neutral.default`) in a group that the token files have, but no \
            token has those words. The token was renamed or removed, or the name is misspelled; \
            the message suggests the nearest existing name. In a table row, a token whose value \
            agrees with the row's goes ahead of nearer spellings, and the message says when the \
            suggestion has the row's value or when it does not. Names match by their words, so \
            `Spacing.xxSmall`, `spacing.xx-small` and `{spacing.xx_small}` are the same name.
            """)

    static var examples: [RuleExample] { UnknownTokenRuleExamples.all }

    func findings(in model: DesignModel, context: CheckContext) -> [Finding] {
        // Names are read in place: most are known, and `compactMap` copied each one.
        var findings: [Finding] = []
        context.docTokenNames.withUnsafeBufferPointer { names in
            for index in names.indices {
                guard case .unknown(let reference, let suggestions) = names[index].binding else { continue }
                findings.append(finding(names[index], reference: reference, suggestions: suggestions, tokens: model.tokens))
            }
        }
        // A tokens hint naming no group, found by the extraction.
        for var found in model.findings where found.rule == Self.description.id {
            found.fix = .byHand("it is not in a token table's name cell")
            findings.append(found)
        }
        return findings
    }

    private func finding(_ name: borrowing DocTokenName, reference: String, suggestions: [String], tokens: TokenSet) -> Finding {
        var message = FindingMessage(en: "unknown token \(code: name.text)", ko: "없는 토큰입니다: \(code: name.text)")
        // A code-style name maps to a token name; show what it was looked up as.
        if !name.text.hasPrefix("{") {
            message += FindingMessage(en: " (no token \(code: reference))", ko: " (\(code: reference) 토큰 없음)")
        }
        if let nearest = suggestions.first {
            switch TokenNameSuggestions.agreement(of: nearest, with: name.statedValues, tokens: tokens) {
            case .agrees:
                message += FindingMessage(en: "; did you mean \(code: nearest), which has the row's value?",
                                          ko: "; 행의 값을 가진 \(code: nearest) 토큰을 뜻했나요?")
            case .disagrees(let stated, let value):
                message += FindingMessage(en: "; did you mean \(code: nearest)? (but the row states \(stated), and \(code: nearest) is \(value))",
                                          ko: "; \(code: nearest) 토큰을 뜻했나요? (다만 행의 값은 \(stated), \(code: nearest) 토큰의 값은 \(value))")
            case .unstated:
                message += FindingMessage(en: "; did you mean \(code: nearest)?", ko: "; \(code: nearest) 토큰을 뜻했나요?")
            }
        }
        let notes = suggestions.prefix(1).compactMap { suggestion in
            tokens.definitionRange(of: suggestion).map { Finding.Note(.definedHere(suggestion), at: $0) }
        }
        let fix = name.cell.map { FindingFix.rewrite($0, .suggestedName) } ?? .byHand("it is in recipe code, which fix never rewrites")
        return finding(message, at: name.range, notes: notes, fix: fix)
    }
}
