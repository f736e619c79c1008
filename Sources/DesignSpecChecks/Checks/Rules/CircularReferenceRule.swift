/// `circular-reference`: Tokens reference each other in a loop. Made by the token loader; the
/// check passes it on.
struct CircularReferenceRule: ModelFindingRule {
    static let description = RuleDescription(
        id: .circularReference, defaultSeverity: .error,
        summary: "Tokens reference each other in a loop.",
        explanation: """
            A token's alias chain comes back to a token already on it (`a → b → a`), or is \
            longer than the loader follows. None of the tokens on the loop has a value. Break \
            the loop: one of them must hold a literal value or alias a token outside it.
            """)

    static var examples: [RuleExample] { CircularReferenceRuleExamples.all }
}
