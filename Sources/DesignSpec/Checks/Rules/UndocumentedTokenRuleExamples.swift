/// Examples of `UndocumentedTokenRule`; the tests run each one.
enum UndocumentedTokenRuleExamples {
    static let all: [RuleExample] = []
}
