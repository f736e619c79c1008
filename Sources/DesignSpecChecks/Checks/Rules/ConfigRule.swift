/// `config`: designspec.json has a problem. Made while reading the configuration; the check
/// passes it on.
struct ConfigRule: ModelFindingRule {
    static let description = RuleDescription(
        id: .config, defaultSeverity: .error,
        summary: "designspec.json has a problem.",
        explanation: """
            The configuration file does not parse, has a key DesignSpec does not know \
            (usually a misspelling), or a value of the wrong type. The message gives the key \
            and its place. Rule severities are `error`, `warning` or `off`.
            """)

    static var examples: [RuleExample] { ConfigRuleExamples.all }
}
