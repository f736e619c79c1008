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
            files: [
                "doc.md": """
                    | 토큰 | Base 토큰 | 값 |
                    | --- | --- | --- |
                    | `SemanticColor.bg` | `BaseColor.white` | #FFFFFF |
                    """,
                "tokens/tokens.json": tokens,
                "designspec.json": #"{ "prefixes": { "SemanticColor": "color", "BaseColor": "color.base" } }"#,
            ],
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
        RuleExample(
            "a Base | Semantic table: the Semantic tokens listed must alias the Base token",
            doc: """
                | Base | Semantic | 값 |
                | --- | --- | --- |
                | `color.base.gray.50` | `color.bg` | #F7F8FA |
                | `color.base.white` | `color.bg`, `color.fg` | #FFFFFF |
                """,
            tokens: tokens,
            expected: [
                "doc.md:4:24: error: color.bg here, but `color.bg` aliases `color.base.gray.50`, not `color.base.white` [alias-mismatch]",
                "    tokens/tokens.json:5:5: note: `color.bg` defined here",
                "    tokens/tokens.json:4:77: note: aliases `color.base.gray.50`: #F7F8FA",
                "doc.md:4:24: error: color.fg here, but `color.fg` holds the raw value #1B1D22, not `color.base.white` [alias-mismatch]",
                "    tokens/tokens.json:6:5: note: `color.fg` defined here",
            ]),
        RuleExample(
            "a composite over several rows: each part must be what the composite references",
            doc: """
                | 토큰 | 구성 토큰 | 값 |
                | --- | --- | --- |
                | `typography.heading1` | `typography.base.size.24` | 24pt |
                |  | `typography.base.weight.bold` | 700 |
                | `typography.body` | `typography.base.size.16` | 16pt |
                |  | `typography.base.weight.bold` | 400 |
                """,
            tokens: """
                {
                  "typography": {
                    "base": {
                      "size": { "$type": "dimension", "16": { "$value": "16px" }, "24": { "$value": "24px" } },
                      "weight": { "$type": "fontWeight", "regular": { "$value": 400 }, "bold": { "$value": 700 } }
                    },
                    "heading1": { "$type": "typography",
                      "$value": { "fontSize": "{typography.base.size.24}", "fontWeight": "{typography.base.weight.bold}" } },
                    "body": { "$type": "typography",
                      "$value": { "fontSize": "{typography.base.size.16}", "fontWeight": "{typography.base.weight.regular}" } }
                  }
                }
                """,
            expected: [
                "doc.md:6:6: error: typography.base.weight.bold here, but `typography.body` takes its fontWeight from `typography.base.weight.regular`, not `typography.base.weight.bold` [alias-mismatch]",
                "    tokens/tokens.json:9:5: note: `typography.body` defined here",
            ]),
        RuleExample(
            "a value cell written as a reference to another token than the JSON aliases",
            doc: """
                | Token | Value |
                | --- | --- |
                | `color.bg.default` | {color.base.gray} |
                """,
            tokens: #"""
                { "color": { "$type": "color",
                    "base": { "white": { "$value": "#FFFFFF" }, "gray": { "$value": "#888888" } },
                    "bg": { "default": { "$value": "{color.base.white}" } } } }
                """#,
            expected: [
                "doc.md:3:24: error: {color.base.gray} here, but `color.bg.default` aliases `color.base.white`, not `color.base.gray` [alias-mismatch]",
                "    tokens/tokens.json:3:13: note: `color.bg.default` defined here",
                "    tokens/tokens.json:2:36: note: aliases `color.base.white`: #FFFFFF",
            ]),
    ]
}
