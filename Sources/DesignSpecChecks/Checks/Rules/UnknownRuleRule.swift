import DesignSpecCore

/// `unknown-rule`: a `designspec-ignore` comment names a rule that does not exist, so it
/// silences nothing.
struct UnknownRuleRule: CheckRule {
    static let description = RuleDescription(
        id: .unknownRule, defaultSeverity: .warning,
        summary: "A designspec-ignore comment names a rule that does not exist.",
        explanation: """
            `<!-- designspec-ignore: RULE reason -->` silences the rule with that id for the \
            next table or code block. An id that no rule has (often a misspelling) silences \
            nothing, so the findings it was meant to hide still show. The message suggests \
            the nearest rule id.
            """)

    static var examples: [RuleExample] { UnknownRuleRuleExamples.all }

    func findings(in model: DesignModel) -> [Finding] {
        let ids = RuleID.allCases.map(\.rawValue)
        var findings: [Finding] = []
        for doc in model.docs {
            let hints = doc.tables.flatMap(\.hints) + doc.recipes.flatMap(\.hints)
            for case .ignore(let rule, _, let range) in hints where !rule.isEmpty && RuleID(rawValue: rule) == nil {
                var message = FindingMessage(en: "designspec-ignore names no rule \(code: rule), so it silences nothing",
                                             ko: "designspec-ignore에 적힌 \(code: rule) 규칙은 없어서 아무것도 숨기지 않습니다")
                if let nearest = Suggestions.nearest(to: rule, in: ids, limit: 1).first {
                    message += FindingMessage(en: "; did you mean \(code: nearest)?", ko: "; \(code: nearest) 규칙을 뜻했나요?")
                }
                findings.append(finding(message, at: range))
            }
        }
        return findings
    }
}
