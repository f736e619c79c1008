/// Examples of `ValueMismatchRule`; the tests run each one.
enum ValueMismatchRuleExamples {
    static let all: [RuleExample] = []
}
