/// `ambiguous-inference`: The tool had to guess what a table or a token file is, and could
/// read it two ways. Made by the extraction and the token loader; the check passes it on.
struct AmbiguousInferenceRule: ModelFindingRule {
    static let description = RuleDescription(
        id: .ambiguousInference, defaultSeverity: .warning,
        summary: "The tool had to guess what a table or a token file is, and could read it two ways.",
        explanation: """
            A table's header reads as a token table, but its names do not bind to tokens \
            the way the header suggests. Say what the table is with a hint right before it: \
            `<!-- tokens: GROUP -->` when its names are relative to a group, \
            `<!-- scale: GROUP -->` when its values must be on a scale. A token file whose \
            top-level keys are named like Tokens Studio's sets (`primitive/colors`) but that \
            has no `$themes` or `$metadata` is read as plain nested groups: export it with \
            them, or as a folder.
            """)

    static var examples: [RuleExample] { AmbiguousInferenceRuleExamples.all }
}
