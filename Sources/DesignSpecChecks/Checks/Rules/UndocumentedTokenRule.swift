import DesignSpecCore

/// `undocumented-token`: a public (Semantic) token that no doc mentions.
struct UndocumentedTokenRule: ContextCheckRule {
    static let description = RuleDescription(
        id: .undocumentedToken, defaultSeverity: .warning,
        summary: "A public (Semantic) token that no doc mentions.",
        explanation: """
            Semantic tokens are the public API of the design system: code uses them by name, \
            so each should appear in some doc (a token table row, recipe code, or a code span in \
            the prose such as `{radius.sheet}` or `Spacing.medium`). Base tokens \
            are internal and need not be documented. Document the token, or, if it is internal, \
            move it under a Base group (`base`, `primitive`, `core`, `global`, or the \
            configuration's `baseGroups`).
            """)

    static var examples: [RuleExample] { UndocumentedTokenRuleExamples.all }

    func findings(in model: DesignModel, context: CheckContext) -> [Finding] {
        // Looked up in both sets, not in their union (a copy of every documented name).
        let documented = model.documentedTokenNames(docTokenNames: context.docTokenNames)
        let inProse = ProseTokenMentions.tokenNames(in: model)
        return model.tokens.tokens.compactMap { token in
            guard token.layer == .semantic, !documented.contains(token.name), !inProse.contains(token.name) else { return nil }
            return finding(FindingMessage(en: "\(code: token.name) is a public (Semantic) token that no doc mentions",
                                          ko: "어떤 문서에도 나오지 않는 공개(Semantic) 토큰입니다: \(code: token.name)"),
                           at: token.definitionRange)
        }
    }
}
