/// Examples of `AmbiguousTokenRule`; the tests run each one.
enum AmbiguousTokenRuleExamples {
    static let all: [RuleExample] = []
}
