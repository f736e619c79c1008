/// Examples of `off-scale`; the tests run each one.
enum OffScaleRuleExamples {
    static let tokens = """
        {
          "spacing": {
            "$type": "dimension",
            "s4": { "$value": "4px" }, "s8": { "$value": "8px" }, "s12": { "$value": "12px" },
            "s16": { "$value": "16px" }, "s24": { "$value": "24px" }
          },
          "radius": { "$type": "dimension", "control": { "$value": "8px" }, "container": { "$value": "14px" } },
          "motion": { "$type": "duration", "fast": { "$value": "200ms" }, "slow": { "$value": "0.3s" } }
        }
        """

    static let all: [RuleExample] = [
        RuleExample(
            "values of a scale table, a pair included",
            doc: """
                <!-- scale: spacing -->
                | 사용처 | 값 |
                | --- | --- |
                | 섹션 간 간격 | 20pt |
                | 카드 내부 패딩 | horizontal 16pt, vertical 10pt |
                | 없음 | 0 |
                """,
            tokens: tokens,
            expected: [
                "doc.md:4:13: warning: 20pt is not on the spacing scale (4, 8, 12, 16, 24); nearest: 16pt, 24pt [off-scale]",
                "doc.md:5:14: warning: vertical 10pt is not on the spacing scale (4, 8, 12, 16, 24); nearest: 8pt, 12pt [off-scale]",
            ]),
        RuleExample(
            "recipe spacing, padding, corner radius and animation duration",
            doc: """
                ## Chip

                ```swift
                HStack(spacing: 5) { Text(title) }
                    .padding(.horizontal, 10)
                    .background(RoundedRectangle(cornerRadius: 6))
                    .animation(.easeInOut(duration: 0.25), value: isOn)
                ```
                """,
            tokens: tokens,
            expected: [
                "doc.md:4:17: warning: 5pt is not on the spacing scale (4, 8, 12, 16, 24); nearest: 4pt [off-scale]",
                "doc.md:5:27: warning: 10pt is not on the spacing scale (4, 8, 12, 16, 24); nearest: 8pt, 12pt [off-scale]",
                "doc.md:6:48: warning: 6pt is not on the radius scale (8, 14); nearest: 8pt [off-scale]",
                "doc.md:7:16: warning: 0.25s is not on the duration scale (0.2s, 0.3s); nearest: 0.2s, 0.3s [off-scale]",
            ]),
        RuleExample(
            "a sleep times the app, not the motion; a token's own row is value-mismatch's",
            doc: """
                <!-- scale: spacing -->
                | Token | Value |
                | --- | --- |
                | `{spacing.s16}` | 20pt |

                ## Splash

                ```swift
                try? await Task.sleep(for: .seconds(1.4))
                ```
                """,
            tokens: tokens),
        RuleExample(
            "a scale of another type: durations compare in milliseconds",
            doc: """
                <!-- scale: duration -->
                | 사용처 | 값 |
                | --- | --- |
                | 시트 등장 | `.easeInOut(duration: 0.35)` |
                | 버튼 눌림 | 200ms |
                """,
            tokens: tokens,
            expected: [
                "doc.md:4:11: warning: 0.35s is not on the duration scale (0.2s, 0.3s); nearest: 0.3s [off-scale]",
            ]),
        RuleExample(
            "a scale hint that names no tokens",
            doc: """
                <!-- scale: spacng -->
                | 값 |
                | --- |
                | 4pt |
                """,
            tokens: tokens,
            expected: [
                "doc.md:1:1: warning: `scale: spacng` names no token group or kind of scale that tokens have, so the table is not checked [off-scale]",
            ]),
    ]
}
