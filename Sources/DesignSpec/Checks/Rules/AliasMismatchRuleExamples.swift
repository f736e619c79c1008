/// Examples of `alias-mismatch`; the tests run each one.
enum AliasMismatchRuleExamples {
    static let tokens = """
        {
          "color": {
            "$type": "color",
            "base": { "white": { "$value": "#FFFFFF" }, "gray": { "50": { "$value": "#F7F8FA" } } },
            "bg": { "$value": "{color.base.gray.50}" },
            "fg": { "$value": "#1B1D22" }
          }
        }
        """

    static let all: [RuleExample] = [
        RuleExample(
            "the token aliases another Base token than the doc says",
            doc: """
                | 토큰 | Base 토큰 | 값 |
                | --- | --- | --- |
                | `SemanticColor.bg` | `BaseColor.white` | #FFFFFF |
                """,
            tokens: tokens,
            expected: [
                "doc.md:3:24: error: BaseColor.white here, but `color.bg` aliases `color.base.gray.50`, not `color.base.white` [alias-mismatch]",
                "    tokens/tokens.json:5:5: note: `color.bg` defined here",
                "    tokens/tokens.json:4:77: note: aliases `color.base.gray.50`: #F7F8FA",
            ]),
        RuleExample(
            "the token holds a raw value where the doc promises an alias",
            doc: """
                | Token | Base token | Value |
                | --- | --- | --- |
                | `{color.fg}` | `{color.base.white}` | #1B1D22 |
                """,
            tokens: tokens,
            expected: [
                "doc.md:3:18: error: {color.base.white} here, but `color.fg` holds the raw value #1B1D22, not `color.base.white` [alias-mismatch]",
                "    tokens/tokens.json:6:5: note: `color.fg` defined here",
            ]),
        RuleExample(
            "the alias the doc names",
            doc: """
                | Token | Base token | Value |
                | --- | --- | --- |
                | `{color.bg}` | `{color.base.gray.50}` | #F7F8FA |
                """,
            tokens: tokens),
    ]
}
