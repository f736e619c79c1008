/// Examples of `invalid-value`; the tests run each one.
enum InvalidValueRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "a color that is not one",
            doc: "# 토큰\n",
            tokens: """
                {
                  "color": { "$type": "color", "brand": { "$value": "#12345" } }
                }
                """,
            expected: [
                "tokens/tokens.json:2:53: error: token `color.brand` has an invalid color value: `#12345` is not a color [invalid-value]",
            ]),
    ]
}
