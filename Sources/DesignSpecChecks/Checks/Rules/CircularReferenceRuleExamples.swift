/// Examples of `circular-reference`; the tests run each one.
enum CircularReferenceRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "two tokens that alias each other",
            doc: "# Colors\n",
            tokens: """
                {
                  "color": {
                    "$type": "color",
                    "a": { "$value": "{color.b}" },
                    "b": { "$value": "{color.a}" }
                  }
                }
                """,
            expected: [
                "tokens/tokens.json:4:22: error: circular reference: color.a → color.b → color.a [circular-reference]",
                "    tokens/tokens.json:5:22: note: `color.b` is defined here",
            ]),
    ]
}
