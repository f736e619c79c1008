/// Examples of `DuplicateKeyRule`; the tests run each one.
enum DuplicateKeyRuleExamples {
    static let all: [RuleExample] = []
}
