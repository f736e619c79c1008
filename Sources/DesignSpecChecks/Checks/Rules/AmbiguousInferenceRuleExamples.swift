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
            RuleExample(
            "a token file named like Tokens Studio's sets, without $themes or $metadata",
            doc: "# Colors\n",
            tokens: """
                {
                  "primitive/colors": { "gray": { "value": "#111111", "type": "color" } },
                  "semantic/colors": { "fg": { "value": "{gray}", "type": "color" } }
                }
                """,
            expected: [
                "tokens/tokens.json:2:3: warning: this looks like a Tokens Studio single-file export (sets `primitive/colors`, `semantic/colors`) without `$themes` or `$metadata`; read as plain nested groups, so `primitive/colors` is the first segment of its tokens' names [ambiguous-inference]",
            ]),
    ]
}
