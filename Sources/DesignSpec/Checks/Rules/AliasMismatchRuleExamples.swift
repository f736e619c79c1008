/// Examples of `AliasMismatchRule`; the tests run each one.
enum AliasMismatchRuleExamples {
    static let all: [RuleExample] = []
}
