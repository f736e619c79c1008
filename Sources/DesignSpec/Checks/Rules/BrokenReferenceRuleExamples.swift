/// Examples of `broken-reference`; the tests run each one.
enum BrokenReferenceRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "an alias to a misspelled token",
            doc: "# Spacing\n",
            tokens: """
                {
                  "spacing": {
                    "$type": "dimension",
                    "base": { "s16": { "$value": "16px" } },
                    "medium": { "$value": "{spacing.base.s61}" }
                  }
                }
                """,
            expected: [
                "tokens/tokens.json:5:27: error: reference {spacing.base.s61} does not name a token [broken-reference]",
                "    tokens/tokens.json:4:15: note: did you mean `spacing.base.s16`?",
            ]),
    ]
}
