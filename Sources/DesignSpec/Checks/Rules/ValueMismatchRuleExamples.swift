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
    ]
}
