/// `ambiguous-inference`: The tool had to guess what a table is, and could read it two ways.
/// Made by the extraction; the check passes it on.
struct AmbiguousInferenceRule: ModelFindingRule {
    static let description = RuleDescription(
        id: "ambiguous-inference", defaultSeverity: .warning,
        summary: "The tool had to guess what a table is, and could read it two ways.",
        explanation: """
            A table's header reads as a token table, but its names do not bind to tokens \
            the way the header suggests. Say what the table is with a hint right before it: \
            `<!-- tokens: GROUP -->` when its names are relative to a group, \
            `<!-- scale: GROUP -->` when its values must be on a scale.
            """)

    static var examples: [RuleExample] { AmbiguousInferenceRuleExamples.all }
}
