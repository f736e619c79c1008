/// Examples of `DuplicateTokenRule`; the tests run each one.
enum DuplicateTokenRuleExamples {
    static let all: [RuleExample] = []
}
