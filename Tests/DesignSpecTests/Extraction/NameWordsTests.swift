import Testing
@testable import DesignSpec

@Suite struct NameWordsTests {
    @Test(arguments: [
        ("SemanticColor.Bg.Secondary.Default.hover", "semantic color bg secondary default hover"),
        ("color.bg.secondary.default-hover", "color bg secondary default hover"),
        ("BaseColor.gray600", "base color gray 600"),
        ("Typography.heading1", "typography heading 1"),
        ("{spacing.medium}", "spacing medium"),
        ("Spacing.xxSmall", "spacing xx small"),
        ("xx-small", "xx small"),
        ("gridLayout.timeHeaderWidth", "grid layout time header width"),
        ("fontSize scale", "font size scale"),
        ("UIColor.systemGray6", "ui color system gray 6"),
        ("motion_duration__splash-fade-in", "motion duration splash fade in"),
        ("`radius.control`", "radius control"),
        ("간격.기본값2", "간격 기본값 2"),
        ("", ""),
    ])
    func splitsIntoLowerCaseWords(name: String, words: String) {
        #expect(NameWords.key(name) == words)
    }
}
