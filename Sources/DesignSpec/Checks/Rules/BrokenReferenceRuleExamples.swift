/// Examples of `BrokenReferenceRule`; the tests run each one.
enum BrokenReferenceRuleExamples {
    static let all: [RuleExample] = []
}
