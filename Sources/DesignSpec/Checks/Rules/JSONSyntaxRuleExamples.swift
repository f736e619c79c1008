/// Examples of `JSONSyntaxRule`; the tests run each one.
enum JSONSyntaxRuleExamples {
    static let all: [RuleExample] = []
}
