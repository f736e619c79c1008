/// Examples of `UnknownRuleRule`; the tests run each one.
enum UnknownRuleRuleExamples {
    static let all: [RuleExample] = []
}
