/// Examples of `TapTargetRule`; the tests run each one.
enum TapTargetRuleExamples {
    static let all: [RuleExample] = []
}
