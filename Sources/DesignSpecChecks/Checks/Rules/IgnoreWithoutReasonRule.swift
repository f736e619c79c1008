/// `ignore-without-reason`: A designspec-ignore comment gives no rule or no reason. Made by the
/// extraction; the check passes it on.
struct IgnoreWithoutReasonRule: ModelFindingRule {
    static let description = RuleDescription(
        id: .ignoreWithoutReason, defaultSeverity: .warning,
        summary: "A designspec-ignore comment gives no rule or no reason.",
        explanation: """
            `<!-- designspec-ignore: RULE reason -->` silences one rule for the next table or \
            code block. The reason is for the next reader: a silenced check with no reason \
            looks like a mistake. The ignore still applies; write why after the rule id.
            """)

    static var examples: [RuleExample] { IgnoreWithoutReasonRuleExamples.all }
}
