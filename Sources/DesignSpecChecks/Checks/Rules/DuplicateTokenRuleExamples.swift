/// Examples of `duplicate-token`; the tests run each one.
enum DuplicateTokenRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "the same token in two files",
            files: [
                "doc.md": "# Radius\n",
                "tokens/a.tokens.json": #"{ "radius": { "$type": "dimension", "control": { "$value": "8px" } } }"#,
                "tokens/b.tokens.json": #"{ "radius": { "$type": "dimension", "control": { "$value": "10px" } } }"#,
            ],
            expected: [
                "tokens/b.tokens.json:1:37: error: token `radius.control` is defined again; the definition at tokens/a.tokens.json:1:37 is overridden [duplicate-token]",
                "    tokens/a.tokens.json:1:37: note: first definition of `radius.control`",
            ]),
    ]
}
