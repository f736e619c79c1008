/// `deprecated-token`: a doc or recipe uses a token marked `$deprecated`.
struct DeprecatedTokenRule: ContextCheckRule {
    static let description = RuleDescription(
        id: "deprecated-token", defaultSeverity: .warning,
        summary: "A doc or recipe uses a deprecated token.",
        explanation: """
            The token file marks the token `$deprecated` (with a reason, when it gives one, \
            often naming the replacement). Docs should teach the replacement, not the \
            deprecated name: update the table row or the recipe code.
            """)

    static var examples: [RuleExample] { DeprecatedTokenRuleExamples.all }

    func findings(in model: DesignModel, context: CheckContext) -> [Finding] {
        context.docTokenNames.compactMap { name in
            guard let tokenName = name.binding.tokenName, let token = model.tokens[tokenName],
                  let deprecation = token.deprecation else { return nil }
            var message = "`\(tokenName)` is deprecated"
            if case .reason(let reason) = deprecation { message += ": " + reason }
            return finding(message, at: name.range, notes: [Finding.Note("deprecated here", at: token.definitionRange)])
        }
    }
}
