/// `json-syntax`: A token file is not valid JSON. Made by the token loader; the check passes it on.
struct JSONSyntaxRule: ModelFindingRule {
    static let description = RuleDescription(
        id: .jsonSyntax, defaultSeverity: .error,
        summary: "A token file is not valid JSON.",
        explanation: """
            The token file does not parse as JSON (a trailing comma, a comment, an unclosed \
            string): none of its tokens are read, and docs that name them report unknown \
            tokens. The message gives the exact place.
            """)

    static var examples: [RuleExample] { JSONSyntaxRuleExamples.all }
}
