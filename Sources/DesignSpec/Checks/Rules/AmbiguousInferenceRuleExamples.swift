/// Examples of `AmbiguousInferenceRule`; the tests run each one.
enum AmbiguousInferenceRuleExamples {
    static let all: [RuleExample] = []
}
