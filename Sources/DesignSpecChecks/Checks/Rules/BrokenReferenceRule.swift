/// `broken-reference`: A token references a token that does not exist. Made by the token
/// loader; the check passes it on.
struct BrokenReferenceRule: ModelFindingRule {
    static let description = RuleDescription(
        id: .brokenReference, defaultSeverity: .error,
        summary: "A token references a token that does not exist.",
        explanation: """
            An alias (`{color.base.blue.500}`) or a reference inside a composite value or a \
            math expression names no token. The token cannot be resolved, and every token \
            that aliases it fails too. The message suggests the nearest existing name; fix \
            the reference or add the token.
            """)

    static var examples: [RuleExample] { BrokenReferenceRuleExamples.all }
}
