/// Examples of `value-mismatch`; the tests run each one.
enum ValueMismatchRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "a mode column disagrees with the token for that mode",
            doc: """
                # 그리드

                <!-- tokens: gridLayout -->
                | 속성 | iPhone | iPad |
                | --- | --- | --- |
                | `dayHeaderHeight` | 36pt | 48pt |
                """,
            tokens: """
                {
                  "gridLayout": {
                    "dayHeaderHeight": {
                      "$type": "dimension",
                      "iphone": { "$value": "40px" },
                      "ipad": { "$value": "48px" }
                    }
                  }
                }
                """,
            expected: [
                "doc.md:6:23: error: 36pt here, but `gridLayout.dayHeaderHeight.iphone` is 40px [value-mismatch]",
                "    tokens/tokens.json:5:7: note: `gridLayout.dayHeaderHeight.iphone` defined here",
            ]),
        RuleExample(
            "the notes follow the alias chain to the value",
            doc: """
                | Token | Value |
                | --- | --- |
                | `Spacing.medium` | 12pt |
                """,
            tokens: """
                {
                  "spacing": {
                    "$type": "dimension",
                    "base": { "s16": { "$value": "16px" } },
                    "medium": { "$value": "{spacing.base.s16}" }
                  }
                }
                """,
            expected: [
                "doc.md:3:22: error: 12pt here, but `spacing.medium` is 16px [value-mismatch]",
                "    tokens/tokens.json:5:5: note: `spacing.medium` defined here",
                "    tokens/tokens.json:4:34: note: aliases `spacing.base.s16`: 16px",
            ]),
        RuleExample(
            "a property row of a typography token",
            doc: """
                | 토큰 | 항목 | 값 |
                | --- | --- | --- |
                | `Typography.heading1` | fontSize | 30pt |
                |  | lineHeight | 1.4 |
                """,
            tokens: """
                {
                  "typography": {
                    "heading": {
                      "1": {
                        "$type": "typography",
                        "$value": { "fontFamily": "SUIT", "fontSize": "28px", "fontWeight": 700, "lineHeight": 1.4 }
                      }
                    }
                  }
                }
                """,
            expected: [
                "doc.md:3:38: error: 30pt here, but `typography.heading.1` fontSize is 28px [value-mismatch]",
                "    tokens/tokens.json:4:7: note: `typography.heading.1` defined here",
            ]),
        RuleExample(
            "a value written wrong is reported with the token's value",
            doc: """
                | Token | Value |
                | --- | --- |
                | `{radius.control}` | 8ptt |
                """,
            tokens: """
                { "radius": { "control": { "$type": "dimension", "$value": "8px" } } }
                """,
            expected: [
                "doc.md:3:24: error: unknown unit 'ptt' in '8ptt'; `radius.control` is 8px [value-mismatch]",
                "    tokens/tokens.json:1:15: note: `radius.control` defined here",
            ]),
        RuleExample(
            "values are compared by meaning, not spelling",
            doc: """
                | Token | Value |
                | --- | --- |
                | `{size.a}` | 16pt |
                | `{size.b}` | 16 |
                | `{motion.fast}` | 0.2s |
                | `{color.brand}` | #1a73e8 |
                | `{scale.ipad}` | 1.2x |
                | `{motion.curve}` | `.easeInOut` |
                | `{font.weight.bold}` | 700 |
                | `{font.family}` | SUIT |
                """,
            tokens: """
                {
                  "size": { "$type": "dimension", "a": { "$value": { "value": 16, "unit": "px" } }, "b": { "$value": "16px" } },
                  "motion": {
                    "fast": { "$type": "duration", "$value": "200ms" },
                    "curve": { "$type": "cubicBezier", "$value": [0.42, 0, 0.58, 1] }
                  },
                  "color": { "brand": { "$type": "color", "$value": "#1A73E8FF" } },
                  "scale": { "ipad": { "$type": "number", "$value": 1.2 } },
                  "font": { "weight": { "bold": { "$type": "fontWeight", "$value": 700 } }, "family": { "$type": "fontFamily", "$value": "SUIT" } }
                }
                """),
        RuleExample(
            "a bare number in the tokens and a unit in the doc: only the numbers compare",
            doc: """
                | 토큰 | 값 | 설명 |
                | --- | --- | --- |
                | `{letterSpacing.tight}` | -1.5% | 제목 자간 |
                | `{letterSpacing.wide}` | 2% | 캡션 자간 |
                | `{lineHeight.body}` | 150% | 본문 행간 |
                | `{lineHeight.heading}` | 1.3 | 제목 행간 |
                """,
            tokens: """
                {
                  "letterSpacing": { "$type": "number", "tight": { "$value": -1.5 }, "wide": { "$value": 1.5 } },
                  "lineHeight": { "$type": "number", "body": { "$value": 1.5 }, "heading": { "$value": 1.3 } }
                }
                """,
            expected: [
                "doc.md:4:28: error: 2% here, but `letterSpacing.wide` is 1.5 [value-mismatch]",
                "    tokens/tokens.json:2:70: note: `letterSpacing.wide` defined here",
                "    tokens/tokens.json:2:90: note: the token holds the bare number 1.5, so only the number of 2% is compared, not its unit '%'",
            ]),
        RuleExample(
            "a typography token with its parts as columns, compared part by part",
            doc: """
                | Token | Font | Size | Weight | Line height |
                | --- | --- | --- | --- | --- |
                | `typography.body` | SUIT | 16pt | 400 | 1.5 |
                """,
            tokens: #"""
                { "typography": { "body": { "$type": "typography",
                  "$value": { "fontFamily": "SUIT", "fontSize": "17px", "fontWeight": 400, "lineHeight": 1.5 } } } }
                """#,
            expected: [
                "doc.md:3:30: error: 16pt here, but `typography.body` fontSize is 17px [value-mismatch]",
                "    tokens/tokens.json:1:19: note: `typography.body` defined here",
            ]),
        RuleExample(
            "part columns in Korean, of a shadow and of a group of part tokens",
            doc: """
                | 토큰 | 크기 | 행간 | 굵기 |
                | --- | --- | --- | --- |
                | `typography.caption` | 12pt | 16pt | 500 |

                | Token | X | Y | Blur | Spread | Color |
                | --- | --- | --- | --- | --- | --- |
                | `shadow.card` | 0 | 2px | 8px | 0 | #00000033 |
                """,
            tokens: #"""
                { "typography": { "caption": {
                    "fontSize": { "$type": "dimension", "$value": "12px" },
                    "lineHeight": { "$type": "dimension", "$value": "18px" },
                    "fontWeight": { "$type": "fontWeight", "$value": 500 } } },
                  "shadow": { "card": { "$type": "shadow",
                    "$value": { "color": "#00000033", "offsetX": "0px", "offsetY": "4px", "blur": "8px", "spread": "0px" } } } }
                """#,
            expected: [
                "doc.md:3:33: error: 16pt here, but `typography.caption.lineHeight` is 18px [value-mismatch]",
                "    tokens/tokens.json:3:5: note: `typography.caption.lineHeight` defined here",
                "doc.md:7:23: error: 2px here, but `shadow.card` offsetY is 4px [value-mismatch]",
                "    tokens/tokens.json:5:15: note: `shadow.card` defined here",
            ]),
        RuleExample(
            "a weight written 700 against a number-typed weight token is the same weight",
            doc: """
                | Semantic token | Base token | Raw value |
                | --- | --- | --- |
                | `typography.heading.1` | `typography.base.size.28` | 28pt |
                |  | `typography.base.weight.bold` | 700 |
                """,
            tokens: #"""
                { "typography": {
                    "base": { "size": { "28": { "$type": "dimension", "$value": "28px" } },
                              "weight": { "bold": { "$type": "number", "$value": 700 } } },
                    "heading": { "1": { "$type": "typography", "$value": {
                      "fontSize": "{typography.base.size.28}", "fontWeight": "{typography.base.weight.bold}" } } } } }
                """#),
        RuleExample(
            "mode columns named in Korean and in variants of the tokens' modes",
            files: [
                "doc.md": """
                    | 토큰 | 라이트 모드 | Dark (HEX) |
                    | --- | --- | --- |
                    | `color.bg` | #FFFFFF | #111111 |
                    """,
                "tokens/$themes.json": #"""
                    [ { "name": "Light", "selectedTokenSets": { "light": "enabled" } },
                      { "name": "Dark", "selectedTokenSets": { "dark": "enabled" } } ]
                    """#,
                "tokens/$metadata.json": #"{ "tokenSetOrder": ["light", "dark"] }"#,
                "tokens/light.json": ##"{ "color": { "bg": { "type": "color", "value": "#FFFFFF" } } }"##,
                "tokens/dark.json": ##"{ "color": { "bg": { "type": "color", "value": "#000000" } } }"##,
            ],
            expected: [
                "doc.md:3:26: error: #111111 here, but `color.bg` (Dark) is #000000 [value-mismatch]",
                "    tokens/light.json:1:14: note: `color.bg` defined here",
            ]),
    ]
}
