/// Examples of `unchecked-column`; the tests run each one.
enum UncheckedColumnRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "a column of values under a header the extraction does not read",
            doc: """
                | Token | Spec | Use |
                | --- | --- | --- |
                | `spacing.medium` | 16px | Padding |
                """,
            tokens: #"{ "spacing": { "medium": { "$type": "dimension", "$value": "16px" } } }"#,
            expected: [
                "doc.md:1:11: warning: column 'Spec' holds values (16px) but is not checked: its header names no value, mode or part; head it 'Value' or '값' to compare it with the tokens, or 'Description' or '설명' if it is not a value [unchecked-column]",
            ]),
        RuleExample(
            "the same column headed Pixel Value",
            doc: """
                | Token | Pixel Value | Use |
                | --- | --- | --- |
                | `spacing.medium` | 16px | Padding |
                """,
            tokens: #"{ "spacing": { "medium": { "$type": "dimension", "$value": "16px" } } }"#),
        RuleExample(
            "a column of prose under a header the extraction does not read",
            doc: """
                | Token | Where |
                | --- | --- |
                | `spacing.medium` | Card padding |
                """,
            tokens: #"{ "spacing": { "medium": { "$type": "dimension", "$value": "16px" } } }"#),
        RuleExample(
            "columns for modes the tokens do not have, and values under no known header",
            files: [
                "doc.md": """
                    | Token | Light | High contrast | Sepia |
                    | --- | --- | --- | --- |
                    | `color.bg` | #FFFFFF | #FFFFFF | #F4ECD8 |
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
                "doc.md:1:19: warning: column 'High contrast' is read as the mode 'high contrast', which the tokens do not have (modes: Dark, Light), so it is not checked; head it with one of the tokens' modes [unchecked-column]",
                "doc.md:1:35: warning: column 'Sepia' holds values (#F4ECD8) but is not checked: its header names no value, mode or part; head it 'Value' or '값' (or a mode of the tokens: Dark, Light) to compare it with the tokens, or 'Description' or '설명' if it is not a value [unchecked-column]",
            ]),
    ]
}
