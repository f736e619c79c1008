/// `duplicate-key`: A JSON object has the same key twice. Made by the JSON reader; the check
/// passes it on.
struct DuplicateKeyRule: ModelFindingRule {
    static let description = RuleDescription(
        id: .duplicateKey, defaultSeverity: .warning,
        summary: "A JSON object has the same key twice.",
        explanation: """
            JSON does not forbid repeated keys, but readers disagree on which one wins; \
            DesignSpec, like most, uses the last. Remove the duplicate so every tool reads the \
            same token.
            """)

    static var examples: [RuleExample] { DuplicateKeyRuleExamples.all }
}
