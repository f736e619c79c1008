import Testing
@testable import DesignSpec

@Suite struct HeaderVocabularyTests {
    typealias Meaning = HeaderVocabulary.Meaning

    @Test(arguments: [
        // Name columns.
        ("Token", Meaning.name), ("토큰", .name), ("Name", .name), ("이름", .name), ("토큰명", .name),
        ("Semantic token", .name), ("Base 토큰", .name), ("Token name", .name), ("Variable", .name), ("변수", .name),
        ("Property", .nameOrProperty), ("속성", .nameOrProperty),
        // Property labels of multi-row tokens.
        ("항목", .property), ("Item", .property), ("Attribute", .property),
        // Values and modes.
        ("Value", .value), ("값", .value), ("Raw value", .value), ("값 (pt)", .value), ("HEX", .value),
        ("iPhone", .mode("iphone")), ("iPad", .mode("ipad")), ("Light", .mode("light")), ("Dark mode", .mode("dark")),
        ("Dark 모드", .mode("dark")),
        // Descriptions.
        ("Use Case", .description), ("Description", .description), ("사용처", .description), ("용도", .description),
        ("설명", .description), ("비고", .description), ("Usage", .description),
        // Signs of tables that are not about tokens.
        ("파라미터", .parameter), ("Parameter", .parameter), ("인자", .parameter), ("타입", .type), ("Type", .type),
        ("기본값", .defaultValue), ("Default", .defaultValue), ("패턴", .pattern), ("Naming pattern", .pattern),
        ("vs", .comparison), ("Before", .comparison), ("장점", .comparison),
        ("역할", .other), ("접근", .other),
    ])
    func readsHeaderSynonyms(header: String, meaning: Meaning) {
        #expect(HeaderVocabulary.meaning(of: header, knownModes: []) == meaning)
    }

    @Test func modesOfTheTokenSetAreModeColumns() {
        #expect(HeaderVocabulary.meaning(of: "Casual", knownModes: ["casual"]) == .mode("casual"))
        #expect(HeaderVocabulary.meaning(of: "Casual", knownModes: []) == .other)
    }
}
