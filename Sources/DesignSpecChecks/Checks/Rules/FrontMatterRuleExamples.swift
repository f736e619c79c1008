/// Examples of `front-matter`; the tests run each one.
enum FrontMatterRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "a bad order, a draft that is not a boolean and a nested map",
            doc: """
                ---
                title: 간격
                order: first
                draft: yes
                owner:
                  team: design
                ---
                # Spacing
                """,
            tokens: #"{ "spacing": { "$type": "dimension", "s16": { "$value": "16px" } } }"#,
            expected: [
                "doc.md:3:8: warning: `order` must be an integer (`order: 2`), not `first`; the doc is ordered as if it had none [front-matter]",
                "doc.md:4:8: warning: `draft` must be `true` or `false`, not `yes`; the doc is not taken for a draft [front-matter]",
                "doc.md:6:3: warning: an indented line: nested maps are outside the front matter DesignSpec reads (`key: value` lines, lists of scalars) [front-matter]",
            ]),
        RuleExample(
            "front matter that is never closed",
            doc: """
                ---
                title: Spacing

                # Spacing
                """,
            tokens: #"{ "spacing": { "$type": "dimension", "s16": { "$value": "16px" } } }"#,
            expected: [
                "doc.md:1:1: warning: the front matter opened by `---` on line 1 is never closed by a `---` or `...` line, so none of it is read and the doc is shown as it is [front-matter]",
            ]),
        RuleExample(
            "front matter in the subset",
            doc: """
                ---
                title: "간격 가이드"  # the sidebar's title
                description: 'Spacing: the scale and where it''s used'
                order: 1
                status: beta
                draft: false
                tags: [spacing, layout]
                owners:
                  - design
                  - platform
                ---
                # Spacing
                """,
            tokens: #"{ "spacing": { "$type": "dimension", "s16": { "$value": "16px" } } }"#),
    ]
}
