/// Examples of `duplicate-key`; the tests run each one.
enum DuplicateKeyRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "a key written twice in one object",
            doc: "# Radius\n",
            tokens: """
                {
                  "radius": {
                    "$type": "dimension",
                    "control": { "$value": "8px" },
                    "control": { "$value": "10px" }
                  }
                }
                """,
            expected: [
                "tokens/tokens.json:5:5: warning: duplicate key \"control\" in this object; the last one is used [duplicate-key]",
                "    tokens/tokens.json:4:5: note: \"control\" is first defined here",
            ]),
    ]
}
