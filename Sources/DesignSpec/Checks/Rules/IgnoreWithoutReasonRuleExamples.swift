/// Examples of `IgnoreWithoutReasonRule`; the tests run each one.
enum IgnoreWithoutReasonRuleExamples {
    static let all: [RuleExample] = []
}
