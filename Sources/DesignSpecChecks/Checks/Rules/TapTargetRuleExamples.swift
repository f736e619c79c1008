/// Examples of `tap-target`; the tests run each one.
enum TapTargetRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "a recipe named for a button: its top-level view is the button",
            doc: """
                ### Toolbar Icon Button

                ```swift
                Image(systemName: icon)
                    .frame(width: 36, height: 36)
                ```
                """,
            tokens: "{}",
            expected: [
                "doc.md:5:5: warning: tap target is 36×36pt, under the 44×44pt minimum (Apple HIG) [tap-target]",
            ]),
        RuleExample(
            "a Button's own frame, inside a stack",
            doc: """
                ## 닫기 버튼

                ```swift
                HStack {
                    Button(action: close) { Image(systemName: "xmark") }
                        .frame(width: 30)
                }
                ```
                """,
            tokens: "{}",
            expected: [
                "doc.md:6:9: warning: tap target is 30pt wide, under the 44×44pt minimum (Apple HIG) [tap-target]",
            ]),
        RuleExample(
            "a frame on a control's label sizes the control, grown by its padding",
            doc: """
                ## 공유

                ```swift
                Button(action: share) {
                    Image(systemName: "square.and.arrow.up")
                        .frame(width: 28, height: 28)
                        .padding(.horizontal, 8)
                }
                ```
                """,
            tokens: "{}",
            expected: [
                "doc.md:7:9: warning: tap target is 44×28pt, under the 44×44pt minimum (Apple HIG) [tap-target]",
            ]),
        RuleExample(
            "a decoration inside a chip, and a grown hit area",
            doc: """
                ### Chip Button

                ```swift
                HStack(spacing: 4) {
                    Circle().fill(color).frame(width: 12, height: 12)
                    Text(title)
                }
                ```

                ### Icon Button

                ```swift
                Image(systemName: icon)
                    .frame(width: 24, height: 24)
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
                ```
                """,
            tokens: "{}"),
    ]
}
