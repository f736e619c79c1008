/// Examples of `OffScaleRule`; the tests run each one.
enum OffScaleRuleExamples {
    static let all: [RuleExample] = []
}
