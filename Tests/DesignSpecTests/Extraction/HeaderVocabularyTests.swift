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

    /// ASCII headers are read on bytes: the same normalized text and token words as
    /// reading them by characters, on generated headers of letters, digits, `-`, `_`,
    /// parentheses and every ASCII whitespace (CRLF included).
    @Test func asciiHeadersReadAsByCharacters() {
        var generator = SplitMix64(seed: 8)
        let pieces = ["Token", "tokens", "A", "z", "7", "-", "_", "(", ")", " ", "  ", "\t", "\r\n", "\n", "\u{0B}", "\u{0C}", "\r"]
        for _ in 0..<2000 {
            let header = (0..<Int(generator.next() % 7)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(HeaderVocabulary.collapsedASCII(header)
                == header.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " "), "\(header.debugDescription)")
            let normalized = HeaderVocabulary.normalize(header)
            let words = normalized.split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0 == "_" })
            #expect(HeaderVocabulary.hasTokenWord(normalized) == words.contains(where: { $0 == "token" || $0 == "tokens" }),
                    "\(header.debugDescription)")
        }
    }

    @Test func modesOfTheTokenSetAreModeColumns() {
        #expect(HeaderVocabulary.meaning(of: "Casual", knownModes: ["casual"]) == .mode("casual"))
        #expect(HeaderVocabulary.meaning(of: "Casual", knownModes: []) == .other)
    }
}
