/// `duplicate-token`: The same token is defined twice. Made by the token loader; the check
/// passes it on.
struct DuplicateTokenRule: ModelFindingRule {
    static let description = RuleDescription(
        id: .duplicateToken, defaultSeverity: .error,
        summary: "The same token is defined twice.",
        explanation: """
            Two definitions give the same token path in the same mode (in one file or across \
            files): the later one wins, silently, in most tools. Keep one definition; the note \
            points at the first.
            """)

    static var examples: [RuleExample] { DuplicateTokenRuleExamples.all }
}
