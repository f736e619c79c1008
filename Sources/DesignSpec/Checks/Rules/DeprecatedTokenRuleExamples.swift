/// Examples of `DeprecatedTokenRule`; the tests run each one.
enum DeprecatedTokenRuleExamples {
    static let all: [RuleExample] = []
}
