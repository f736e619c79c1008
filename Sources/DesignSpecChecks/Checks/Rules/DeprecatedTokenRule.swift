import DesignSpecCore

/// `deprecated-token`: a doc or recipe uses a token marked `$deprecated`.
struct DeprecatedTokenRule: ContextCheckRule {
    static let description = RuleDescription(
        id: .deprecatedToken, defaultSeverity: .warning,
        summary: "A doc or recipe uses a deprecated token.",
        explanation: """
            The token file marks the token `$deprecated` (with a reason, when it gives one, \
            often naming the replacement). Docs should teach the replacement, not the \
            deprecated name: update the table row or the recipe code.
            """)

    static var examples: [RuleExample] { DeprecatedTokenRuleExamples.all }

    func findings(in model: DesignModel, context: CheckContext) -> [Finding] {
        // The deprecated tokens by name, found once (the last of a name wins, as in the
        // set): most names are of tokens that are not, and are not copied out of the set.
        let tokens = model.tokens.tokens
        var deprecated: [String: Token] = [:]
        for index in tokens.indices {
            if tokens[index].deprecation != nil {
                deprecated[tokens[index].name] = tokens[index]
            } else if !deprecated.isEmpty {
                deprecated[tokens[index].name] = nil
            }
        }
        guard !deprecated.isEmpty else { return [] }
        return context.docTokenNames.compactMap { name in
            guard let tokenName = name.binding.tokenName, let token = deprecated[tokenName],
                  let deprecation = token.deprecation else { return nil }
            var message = FindingMessage(en: "\(code: tokenName) is deprecated", ko: "\(code: tokenName) 토큰은 더 이상 쓰지 않습니다(deprecated)")
            if case .reason(let reason) = deprecation { message += FindingMessage(en: ": \(reason)", ko: ": \(reason)") }
            return finding(message, at: name.range,
                           notes: [Finding.Note(FindingMessage(en: "deprecated here", ko: "여기서 deprecated로 표시됨"), at: token.definitionRange)])
        }
    }
}
