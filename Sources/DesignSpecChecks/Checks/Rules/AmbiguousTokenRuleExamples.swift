/// Examples of `ambiguous-token`; the tests run each one.
enum AmbiguousTokenRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "two tokens with the same words",
            doc: """
                | Token | Value |
                | --- | --- |
                | `Color.Bg.default` | #FFFFFF |
                """,
            tokens: """
                {
                  "color": {
                    "$type": "color",
                    "bg": { "default": { "$value": "#FFFFFF" } },
                    "bg-default": { "$value": "#FFFFFF" }
                  }
                }
                """,
            expected: [
                "doc.md:3:3: warning: `Color.Bg.default` matches 2 tokens: `color.bg-default`, `color.bg.default`; their names differ only in punctuation [ambiguous-token]",
                "    tokens/tokens.json:5:5: note: `color.bg-default` defined here",
                "    tokens/tokens.json:4:13: note: `color.bg.default` defined here",
            ]),
        RuleExample(
            "names whose words differ",
            doc: """
                | Token | Value |
                | --- | --- |
                | `{color.bg.default}` | #FFFFFF |
                """,
            tokens: """
                {
                  "color": {
                    "$type": "color",
                    "bg": { "default": { "$value": "#FFFFFF" } },
                    "bg-subtle": { "$value": "#F7F8FA" }
                  }
                }
                """),
        RuleExample(
            "a name a segment off from exactly one token is that token's unknown-token, not ambiguous",
            doc: """
                | 용도 | 토큰 | 값 |
                | --- | --- | --- |
                | 카드 간격 | `{spacing.base.size.s8}` | 8pt |
                | 보조 색 | `{color.gray.600}` | #4B5563 |
                """,
            tokens: UnknownTokenRuleExamples.segmentTokens),
    ]
}
