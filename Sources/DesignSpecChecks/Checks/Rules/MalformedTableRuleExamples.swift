/// Examples of `malformed-table`; the tests run each one.
enum MalformedTableRuleExamples {
    static let tokens = #"{ "spacing": { "small": { "$type": "dimension", "$value": "8px" }, "medium": { "$type": "dimension", "$value": "16px" } } }"#

    static let all: [RuleExample] = [
        RuleExample(
            "a token table whose delimiter row has a cell too few: a paragraph to every reader",
            doc: """
                # Spacing

                | Token | Value | Use |
                | --- | --- |
                | `spacing.medium` | 16px | Padding |
                """,
            tokens: tokens,
            expected: [
                "doc.md:3:1: warning: this looks like a token table ('Token | Value | Use'), but its delimiter row has 2 cells for the header's 3: Markdown readers (cmark-gfm, GitHub) show it as a paragraph, and it is not checked; give the delimiter row one cell per column [malformed-table]",
            ]),
        RuleExample(
            "a row with a cell too few, its value read as the use, and a row with a cell too many",
            doc: """
                | Token | Use | Value |
                | --- | --- | --- |
                | `spacing.small` | Gaps | 8px |
                | `spacing.medium` | 16px |
                | `spacing.small` | Gaps | 8px | 4px |
                """,
            tokens: tokens,
            expected: [
                "doc.md:4:1: warning: this row has 2 cells but the header has 3: 'Value' is read as empty, so a value written in the row may sit under another column; write one cell per column (an empty cell is '| |') [malformed-table]",
                "doc.md:5:1: warning: this row has 4 cells but the header has 3: Markdown readers drop '4px'; write one cell per column [malformed-table]",
            ]),
        RuleExample(
            "a paragraph of pipes that is no token table",
            doc: """
                | a | b | c |
                | --- | --- |
                """,
            tokens: tokens),
    ]
}
