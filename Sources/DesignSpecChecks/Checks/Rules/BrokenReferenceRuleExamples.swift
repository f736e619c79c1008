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
            RuleExample(
            "a word too many is suggested away before a longer name",
            doc: "# Colors\n",
            tokens: """
                {
                  "colors": {
                    "$type": "color",
                    "canvas": { "$value": "#FFFFFF" },
                    "background": { "canvas": { "200": { "$value": "#EEEEEE" } } },
                    "page": { "$value": "{colors.background.canvas}" }
                  }
                }
                """,
            expected: [
                "tokens/tokens.json:6:25: error: reference {colors.background.canvas} does not name a token [broken-reference]",
                "    tokens/tokens.json:4:5: note: did you mean `colors.canvas`?",
            ]),
        RuleExample(
            "the note points into the file of the finding",
            files: [
                "doc.md": "# Colors\n",
                "tokens/$themes.json": """
                    [
                      { "name": "Light", "selectedTokenSets": { "light": "enabled" } },
                      { "name": "Dark", "selectedTokenSets": { "dark": "enabled" } }
                    ]
                    """,
                "tokens/light.json": """
                    {
                      "bg": { "canvas": { "value": "#FFFFFF", "type": "color" } },
                      "fg": { "value": "{bg.canvas}", "type": "color" }
                    }
                    """,
                "tokens/dark.json": """
                    {
                      "bg": { "canvas": { "value": "#000000", "type": "color" } },
                      "fg": { "value": "{bg.canvs}", "type": "color" }
                    }
                    """,
            ],
            expected: [
                "tokens/dark.json:3:20: error: reference {bg.canvs} does not name a token [broken-reference]",
                "    tokens/dark.json:2:11: note: did you mean `bg.canvas`?",
            ]),
    ]
}
