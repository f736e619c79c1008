/// Examples of `InvalidValueRule`; the tests run each one.
enum InvalidValueRuleExamples {
    static let all: [RuleExample] = []
}
