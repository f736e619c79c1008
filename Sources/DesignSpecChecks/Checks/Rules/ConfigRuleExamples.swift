/// Examples of `config`; the tests run each one.
enum ConfigRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "a misspelled key and an unknown rule",
            files: [
                "designspec.json": """
                    {
                      "content": ".",
                      "prefixs": { "AppTheme": "" },
                      "rules": { "off-scal": "off", "tap-target": "loud" }
                    }
                    """,
                "doc.md": "# Docs\n",
            ],
            expected: [
                "designspec.json:3:3: error: unknown key 'prefixs' in the configuration; did you mean 'prefixes'? [config]",
                "designspec.json:4:14: error: unknown rule 'off-scal'; did you mean 'off-scale'? [config]",
                "designspec.json:4:47: error: rule 'tap-target' must be error, warning or off, not 'loud' [config]",
            ]),
    ]
}
