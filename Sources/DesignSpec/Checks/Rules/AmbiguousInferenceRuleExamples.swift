/// Examples of `ambiguous-inference`; the tests run each one.
enum AmbiguousInferenceRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "a token-table header whose names are relative to a group the doc does not say",
            doc: """
                | Property | Value |
                | --- | --- |
                | `timeHeaderWidth` | 48pt |
                """,
            tokens: #"{ "gridLayout": { "timeHeaderWidth": { "$type": "dimension", "$value": "48px" } } }"#,
            expected: [
                "doc.md:1:1: warning: the header reads as a token table (name column 'Property'), but no name in it is in a token group (1 row); add '<!-- tokens: GROUP -->' if the names are relative to a group [ambiguous-inference]",
            ]),
        RuleExample(
            "the same table with its group said",
            doc: """
                <!-- tokens: gridLayout -->
                | Property | Value |
                | --- | --- |
                | `timeHeaderWidth` | 48pt |
                """,
            tokens: #"{ "gridLayout": { "timeHeaderWidth": { "$type": "dimension", "$value": "48px" } } }"#),
    ]
}
