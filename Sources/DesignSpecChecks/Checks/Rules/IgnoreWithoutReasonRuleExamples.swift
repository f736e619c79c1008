/// Examples of `ignore-without-reason`; the tests run each one.
enum IgnoreWithoutReasonRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "an ignore with no reason, and one with no rule",
            doc: """
                <!-- designspec-ignore: off-scale -->
                <!-- scale: spacing -->
                | 값 |
                | --- |
                | 20pt |

                ## Chip

                <!-- designspec-ignore -->
                ```swift
                HStack(spacing: 5) {}
                ```
                """,
            tokens: #"{ "spacing": { "$type": "dimension", "s16": { "$value": "16px" } } }"#,
            expected: [
                "doc.md:1:1: warning: designspec-ignore: off-scale gives no reason; say why after the rule id [ignore-without-reason]",
                "doc.md:9:1: warning: designspec-ignore names no rule; write '<!-- designspec-ignore: RULE reason -->' [ignore-without-reason]",
            ]),
        RuleExample(
            "an ignore with its reason",
            doc: """
                <!-- designspec-ignore: off-scale 시드 000의 스케일을 그대로 옮긴 표 -->
                <!-- scale: spacing -->
                | 값 |
                | --- |
                | 20pt |
                """,
            tokens: #"{ "spacing": { "$type": "dimension", "s16": { "$value": "16px" } } }"#),
    ]
}
