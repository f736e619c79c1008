/// Examples of `CircularReferenceRule`; the tests run each one.
enum CircularReferenceRuleExamples {
    static let all: [RuleExample] = []
}
