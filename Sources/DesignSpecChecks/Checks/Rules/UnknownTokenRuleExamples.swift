/// Examples of `unknown-token`; the tests run each one.
enum UnknownTokenRuleExamples {
    static let tokens = """
        {
          "spacing": {
            "$type": "dimension",
            "base": { "s8": { "$value": "8px" } },
            "medium": { "$value": "16px" }
          }
        }
        """

    /// Names that a doc with a segment too many or too few is close to, by spelling too.
    static let segmentTokens = """
        {
          "spacing": {
            "$type": "dimension",
            "base": { "s8": { "$value": "8px" }, "s28": { "$value": "28px" } }
          },
          "color": {
            "$type": "color",
            "base": { "gray": { "600": { "$value": "#4B5563" } } }
          }
        }
        """

    /// `spacing.xxl` renamed `spacing.2xl`, beside `spacing.xl`.
    static let scaleTokens = """
        {
          "spacing": {
            "$type": "dimension",
            "xl": { "$value": "24px" },
            "2xl": { "$value": "32px" }
          }
        }
        """

    static let all: [RuleExample] = [
        RuleExample(
            "a misspelled name gets the nearest token",
            doc: """
                | 토큰 | 값 |
                | --- | --- |
                | `Spacing.mediun` | 16pt |
                """,
            tokens: tokens,
            expected: [
                "doc.md:3:3: error: unknown token `Spacing.mediun` (no token `spacing.mediun`); did you mean `spacing.medium`, which has the row's value? [unknown-token]",
                "    tokens/tokens.json:5:5: note: `spacing.medium` defined here",
            ]),
        RuleExample(
            "a brace reference with a segment too many",
            doc: """
                | Token | Value |
                | --- | --- |
                | `{spacing.base.size.s8}` | 8pt |
                """,
            tokens: tokens,
            expected: [
                "doc.md:3:3: error: unknown token `{spacing.base.size.s8}`; did you mean `spacing.base.s8`, which has the row's value? [unknown-token]",
                "    tokens/tokens.json:4:15: note: `spacing.base.s8` defined here",
            ]),
        RuleExample(
            "a segment too many goes ahead of a nearer spelling (`s28` is not `s8`)",
            doc: """
                | 용도 | 토큰 | 값 |
                | --- | --- | --- |
                | 카드 간격 | `{spacing.base.size.s8}` | 8pt |
                """,
            tokens: segmentTokens,
            expected: [
                "doc.md:3:11: error: unknown token `{spacing.base.size.s8}`; did you mean `spacing.base.s8`, which has the row's value? [unknown-token]",
                "    tokens/tokens.json:4:15: note: `spacing.base.s8` defined here",
            ]),
        RuleExample(
            "a group left out: the one token with that group inserted",
            doc: """
                | 용도 | 토큰 | 값 |
                | --- | --- | --- |
                | 본문 색 | `{color.base.gray.600}` | #4B5563 |
                | 보조 색 | `{color.gray.600}` | #4B5563 |
                """,
            tokens: segmentTokens,
            expected: [
                "doc.md:4:10: error: unknown token `{color.gray.600}`; did you mean `color.base.gray.600`, which has the row's value? [unknown-token]",
                "    tokens/tokens.json:8:25: note: `color.base.gray.600` defined here",
            ]),
        RuleExample(
            "the token with the row's value goes ahead of a nearer spelling",
            doc: """
                | Token | Value |
                | --- | --- |
                | `spacing.xxl` | 32pt |
                """,
            tokens: scaleTokens,
            expected: [
                "doc.md:3:3: error: unknown token `spacing.xxl` (no token `spacing.xxl`); did you mean `spacing.2xl`, which has the row's value? [unknown-token]",
                "    tokens/tokens.json:5:5: note: `spacing.2xl` defined here",
            ]),
        RuleExample(
            "no token has the row's value: the nearest spelling, and that its value is not the row's",
            doc: """
                | Token | Value |
                | --- | --- |
                | `spacing.xxl` | 40pt |
                """,
            tokens: scaleTokens,
            expected: [
                "doc.md:3:3: error: unknown token `spacing.xxl` (no token `spacing.xxl`); did you mean `spacing.xl`? (but the row states 40pt, and `spacing.xl` is 24px) [unknown-token]",
                "    tokens/tokens.json:4:5: note: `spacing.xl` defined here",
            ]),
        RuleExample(
            "a name in recipe code",
            doc: """
                ## Card

                ```swift
                VStack(spacing: AppTheme.Spacing.mediumm) {}
                ```
                """,
            tokens: tokens,
            expected: [
                "doc.md:4:17: error: unknown token `AppTheme.Spacing.mediumm` (no token `spacing.mediumm`); did you mean `spacing.medium`? [unknown-token]",
                "    tokens/tokens.json:5:5: note: `spacing.medium` defined here",
            ]),
        RuleExample(
            "a name outside every token group is not a token name",
            doc: """
                ## Card

                ```swift
                Text("x").background(AppTheme.Colors.surface)
                ```
                """,
            tokens: tokens),
        RuleExample(
            "a value cell written as a reference to no token",
            doc: """
                | Token | Value |
                | --- | --- |
                | `color.bg.default` | {color.base.grey} |
                """,
            tokens: #"""
                { "color": { "$type": "color",
                    "base": { "white": { "$value": "#FFFFFF" }, "gray": { "$value": "#888888" } },
                    "bg": { "default": { "$value": "{color.base.white}" } } } }
                """#,
            expected: [
                "doc.md:3:24: error: unknown token `{color.base.grey}`; did you mean `color.base.gray`? [unknown-token]",
                "    tokens/tokens.json:2:49: note: `color.base.gray` defined here",
            ]),
        RuleExample(
            "a tokens hint that names no group binds no row",
            doc: """
                <!-- tokens: gridLayot -->
                | 속성 | 값 |
                | --- | --- |
                | `timeHeaderWidth` | 48pt |
                """,
            tokens: #"{ "gridLayout": { "timeHeaderWidth": { "$type": "dimension", "$value": "48px" } } }"#,
            expected: [
                "doc.md:1:1: error: `tokens: gridLayot` names no token group, so no row of the table below is bound to a token and it is not checked [unknown-token]",
                "doc.md:4:3: error: unknown token `timeHeaderWidth` (no token `grid.layot.time.header.width`); did you mean `gridLayout.timeHeaderWidth`, which has the row's value? [unknown-token]",
                "    tokens/tokens.json:1:19: note: `gridLayout.timeHeaderWidth` defined here",
            ]),
    ]
}
