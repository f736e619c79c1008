/// Examples of `json-syntax`; the tests run each one.
enum JSONSyntaxRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "a trailing comma",
            doc: "# Radius\n",
            tokens: """
                {
                  "radius": { "$type": "dimension", "control": { "$value": "8px" }, }
                }
                """,
            expected: [
                "tokens/tokens.json:2:67: error: trailing comma before '}' [json-syntax]",
            ]),
    ]
}
