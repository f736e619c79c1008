/// Examples of `undocumented-token`; the tests run each one.
enum UndocumentedTokenRuleExamples {
    static let tokens = """
        {
          "radius": {
            "$type": "dimension",
            "base": { "r8": { "$value": "8px" } },
            "control": { "$value": "{radius.base.r8}" },
            "sheet": { "$value": "{radius.base.r8}" }
          }
        }
        """

    static let all: [RuleExample] = [
        RuleExample(
            "a Semantic token no doc mentions; Base tokens need no doc",
            doc: """
                | 토큰 | 값 | 용도 |
                | --- | --- | --- |
                | `{radius.control}` | 8pt | 툴바 아이콘 버튼 |
                """,
            tokens: tokens,
            expected: [
                "tokens/tokens.json:6:5: warning: `radius.sheet` is a public (Semantic) token that no doc mentions [undocumented-token]",
            ]),
        RuleExample(
            "recipe code mentions a token too",
            doc: """
                | 토큰 | 값 |
                | --- | --- |
                | `{radius.control}` | 8pt |

                ## Sheet

                ```swift
                RoundedRectangle(cornerRadius: AppTheme.Radius.sheet)
                ```
                """,
            tokens: tokens),
        RuleExample(
            "a code span in the prose mentions a token too",
            doc: """
                | 토큰 | 값 |
                | --- | --- |
                | `{radius.control}` | 8pt |

                시트의 모서리는 *`{radius.sheet}`* 를 씁니다.
                """,
            tokens: tokens),
            RuleExample(
            "a code block of any language mentions a token too, as CSS does",
            doc: """
                ```json
                { "cornerRadius": "{radius.control}" }
                ```

                ```css
                .sheet { border-radius: var(--radius-sheet); }
                ```
                """,
            tokens: tokens),
        RuleExample(
            "Figma's slash path and an SCSS variable under a code root mention a token too",
            files: [
                "doc.md": """
                    컨트롤은 `radius/control` 을 씁니다.

                    ```scss
                    .sheet { border-radius: $ds-radius-sheet; }
                    ```
                    """,
                "tokens/tokens.json": tokens,
                "designspec.json": #"{ "prefixes": { "ds": "" } }"#,
            ]),
        RuleExample(
            "a file whose name holds a Base word holds Base tokens",
            files: [
                "doc.md": """
                    | Token | Value |
                    | --- | --- |
                    | `{radius.control}` | 8pt |
                    """,
                "tokens/primitive-radius.light.json": #"{ "radius": { "r8": { "$type": "dimension", "$value": "8px" } } }"#,
                "tokens/radius.json": """
                    {
                      "radius": {
                        "control": { "$type": "dimension", "$value": "{radius.r8}" },
                        "sheet": { "$type": "dimension", "$value": "{radius.r8}" }
                      }
                    }
                    """,
            ],
            expected: [
                "tokens/radius.json:4:5: warning: `radius.sheet` is a public (Semantic) token that no doc mentions [undocumented-token]",
            ]),
    ]
}
