/// Examples of `ConfigRule`; the tests run each one.
enum ConfigRuleExamples {
    static let all: [RuleExample] = []
}
