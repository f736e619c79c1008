/// Examples of `unused-hint`; the tests run each one.
enum UnusedHintRuleExamples {
    static let tokens = #"{ "gridLayout": { "timeHeaderWidth": { "$type": "dimension", "$value": "48px" } } }"#

    static let all: [RuleExample] = [
        RuleExample(
            "a tokens hint with a paragraph between it and the table",
            doc: """
                <!-- tokens: gridLayout -->
                The grid's widths:

                | 속성 | 값 |
                | --- | --- |
                | `timeHeaderWidth` | 48pt |
                """,
            tokens: tokens,
            expected: [
                "doc.md:1:1: warning: `tokens: gridLayout` is not right before a table, so it binds no row; put it on the line before the table's header [unused-hint]",
            ]),
        RuleExample(
            "the hint right before the table, a blank line between",
            doc: """
                The grid's widths:

                <!-- tokens: gridLayout -->

                | 속성 | 값 |
                | --- | --- |
                | `timeHeaderWidth` | 48pt |
                """,
            tokens: tokens),
    ]
}
