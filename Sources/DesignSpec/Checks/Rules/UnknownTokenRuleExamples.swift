/// Examples of `UnknownTokenRule`; the tests run each one.
enum UnknownTokenRuleExamples {
    static let all: [RuleExample] = []
}
