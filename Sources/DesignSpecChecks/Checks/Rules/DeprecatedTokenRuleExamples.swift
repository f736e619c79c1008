/// Examples of `deprecated-token`; the tests run each one.
enum DeprecatedTokenRuleExamples {
    static let tokens = """
        {
          "spacing": {
            "$type": "dimension",
            "large": { "$value": "24px" },
            "big": { "$value": "24px", "$deprecated": "Renamed; use {spacing.large}." },
            "huge": { "$value": "48px", "$deprecated": true }
          }
        }
        """

    static let all: [RuleExample] = [
        RuleExample(
            "a table row and recipe code name deprecated tokens",
            doc: """
                | Token | Value |
                | --- | --- |
                | `Spacing.big` | 24pt |

                ## 카드

                ```swift
                VStack(spacing: AppTheme.Spacing.huge) {}
                ```
                """,
            tokens: tokens,
            expected: [
                "doc.md:3:3: warning: `spacing.big` is deprecated: Renamed; use {spacing.large}. [deprecated-token]",
                "    tokens/tokens.json:5:5: note: deprecated here",
                "doc.md:8:17: warning: `spacing.huge` is deprecated [deprecated-token]",
                "    tokens/tokens.json:6:5: note: deprecated here",
            ]),
        RuleExample(
            "the replacement",
            doc: """
                | Token | Value |
                | --- | --- |
                | `Spacing.large` | 24pt |
                """,
            tokens: tokens),
    ]
}
