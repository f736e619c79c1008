/// Examples of `unknown-rule`; the tests run each one.
enum UnknownRuleRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "a misspelled rule id",
            doc: """
                <!-- designspec-ignore: off-scal 시드 000의 스케일을 그대로 옮김 -->
                <!-- scale: spacing -->
                | 값 |
                | --- |
                | 20pt |
                """,
            tokens: #"{ "spacing": { "$type": "dimension", "s16": { "$value": "16px" } } }"#,
            expected: [
                "doc.md:1:1: warning: designspec-ignore names no rule `off-scal`, so it silences nothing; did you mean `off-scale`? [unknown-rule]",
            ]),
    ]
}
