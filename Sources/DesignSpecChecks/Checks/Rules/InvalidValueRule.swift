/// `invalid-value`: A token's value cannot be read as its type. Made by the token loader; the
/// check passes it on.
struct InvalidValueRule: ModelFindingRule {
    static let description = RuleDescription(
        id: .invalidValue, defaultSeverity: .error,
        summary: "A token's value cannot be read as its type.",
        explanation: """
            The value does not fit the token's `$type` (declared on the token or inherited \
            from its groups): a dimension without a unit, a color that is not a color, a \
            duration in an unknown unit, an alias to a token of another type, a reference \
            opened inside another (`{{spacing.a}}`), a number too large for a `Double` \
            (`1e309`: it reads as infinity, which no value can be compared with). The token has \
            no value until it is fixed.
            """)

    static var examples: [RuleExample] { InvalidValueRuleExamples.all }
}
