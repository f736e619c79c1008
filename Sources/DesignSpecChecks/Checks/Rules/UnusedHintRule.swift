/// `unused-hint`: a hint comment that applies to nothing. Made by the extraction; the check
/// passes it on.
struct UnusedHintRule: ModelFindingRule {
    static let description = RuleDescription(
        id: .unusedHint, defaultSeverity: .warning,
        summary: "A tokens hint is not right before a table, so it binds no row.",
        explanation: """
            `<!-- tokens: GROUP -->` says that the rows of the table right after it name tokens \
            relative to GROUP. Before a paragraph, a list, a code block or nothing, it binds \
            nothing, and the table it was meant for is read without it. Put it right before \
            the table's header (blank lines between are fine, other text is not).
            """)

    static var examples: [RuleExample] { UnusedHintRuleExamples.all }
}
