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
        RuleExample(
            "a reference in a reference, and a number too large for a Double",
            doc: "# 간격\n",
            tokens: """
                {
                  "spacing": {
                    "$type": "dimension",
                    "a": { "$value": "4px" },
                    "nested": { "$value": "{{spacing.a}}" },
                    "inf": { "$value": { "value": 1e309, "unit": "px" } }
                  }
                }
                """,
            expected: [
                "tokens/tokens.json:5:27: error: token `spacing.nested` has an invalid dimension value: `{{spacing.a}}` opens a reference inside another; a reference is one name in single braces: `{spacing.a}` [invalid-value]",
                "tokens/tokens.json:6:24: error: token `spacing.inf` has an invalid dimension value: `1e309` is too large for a number (it reads as infinity) [invalid-value]",
            ]),
    ]
}
