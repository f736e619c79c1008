import Testing
@testable import DesignSpecCore

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
        // Read again (its normalized text now remembered): the same meaning.
        #expect(HeaderVocabulary.meaning(of: header, knownModes: []) == meaning)
        // The token set's modes still decide for a remembered header.
        #expect(HeaderVocabulary.meaning(of: header, knownModes: ["역할"]) == (header == "역할" ? .mode("역할") : meaning))
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

    /// The one look-up answers what asking the sets one by one, in their order, answered:
    /// every word of every set, with and without the token set's modes holding it, and
    /// headers around `vs`.
    @Test func oneLookUpAnswersAsTheSetsInOrder() {
        func bySets(_ header: String, knownModes: Set<String>) -> Meaning {
            typealias V = HeaderVocabulary
            let text = V.normalize(header)
            if V.names.contains(text) { return .name }
            if V.nameOrProperty.contains(text) { return .nameOrProperty }
            if V.properties.contains(text) { return .property }
            if V.values.contains(text) { return .value }
            if V.modes.contains(text) || knownModes.contains(text) { return .mode(text) }
            if V.descriptions.contains(text) { return .description }
            if V.parameters.contains(text) { return .parameter }
            if V.types.contains(text) { return .type }
            if V.defaults.contains(text) { return .defaultValue }
            if V.patterns.contains(text) { return .pattern }
            if V.comparisons.contains(text) || text.hasPrefix("vs ") || text.contains(" vs ") { return .comparison }
            if V.hasTokenWord(text) { return .name }
            if text == "token" || text.hasSuffix("토큰") || text.hasSuffix("token") { return .name }
            return .other
        }
        let sets = [HeaderVocabulary.names, HeaderVocabulary.nameOrProperty, HeaderVocabulary.properties, HeaderVocabulary.values,
                    HeaderVocabulary.modes, HeaderVocabulary.descriptions, HeaderVocabulary.parameters, HeaderVocabulary.types,
                    HeaderVocabulary.defaults, HeaderVocabulary.patterns, HeaderVocabulary.comparisons]
        let others = ["Apple vs Banana", "vs Banana", "Apple vs. Banana", "Apples vsBanana", "a vs", "사과 vs 배", "Casual", "역할",
                      "Base token", "Mode", "  Dark   Mode  ", "Token (px)", ""]
        for header in sets.flatMap({ $0.sorted() }) + others {
            let text = HeaderVocabulary.normalize(header)
            for known in [Set<String>(), [text], ["casual"]] {
                #expect(HeaderVocabulary.meaning(of: header, knownModes: known) == bySets(header, knownModes: known),
                        "\(header) with modes \(known.sorted())")
            }
        }
        #expect(HeaderVocabulary.meaning(of: "Apple vs Banana", knownModes: []) == .comparison)
        #expect(HeaderVocabulary.meaning(of: "사과 vs 배", knownModes: []) == .comparison)
        #expect(HeaderVocabulary.meaning(of: "Apple vs. Banana", knownModes: []) == .other)
    }

    /// `normalize` reads ASCII headers on bytes and leaves a header without whitespace
    /// unsplit: the same text as lower-casing, splitting and joining every header, on
    /// generated headers of Korean and English words, modes, parentheses and Unicode spaces.
    @Test func normalizesAsBySplittingEveryHeader() {
        func bySplitting(_ header: String) -> String {
            var text = header.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open != text.startIndex {
                text = String(text[..<open]).trimmingSpaces()
            }
            for suffix in [" mode", " 모드"] where text.hasSuffix(suffix) && text.count > suffix.count {
                text = String(text.dropLast(suffix.count))
            }
            return text
        }
        var generator = SplitMix64(seed: 21)
        let pieces = ["Dark", "MODE", "mode", "모드", "사용처", "값", "(pt)", "(", ")", " ", "\t", "\u{3000}", "\u{A0}", "\r\n",
                      "e\u{301}", "\u{85}", "x", "Ü"]
        for _ in 0..<3000 {
            let header = (0..<Int(generator.next() % 6)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(HeaderVocabulary.normalize(header) == bySplitting(header), "\(header.debugDescription)")
        }
    }

    /// A mode header in Korean or English and the usual variants is the token set's mode
    /// of that meaning, as the token set spells it (lower-cased).
    @Test(arguments: [
        ("라이트", "light"), ("라이트 모드", "light"), ("Light 값", "light"), ("Light mode", "light"), ("Dark (HEX)", "dark"),
        ("다크", "dark"), ("다크 테마", "dark"), ("Compact", "compact"), ("iOS", "ios"), ("Android 값", "android"),
        ("Sepia 모드", "sepia"), ("Regular (pt)", "regular"),
    ])
    func modeHeadersByMeaning(header: String, mode: String) {
        let known = ["light", "dark", "compact", "regular", "ios", "android", "sepia"]
        #expect(HeaderVocabulary.meaning(of: header, knownModes: known) == .mode(mode))
    }

    @Test func aModeHeaderIsTheTokenSetsSpellingOfThatMode() {
        #expect(HeaderVocabulary.meaning(of: "Light", knownModes: ["라이트"]) == .mode("라이트"))
        #expect(HeaderVocabulary.meaning(of: "다크 모드", knownModes: ["dark-mode"]) == .mode("dark-mode"))
        // Without the tokens' modes, the usual mode words stay modes; other words do not.
        #expect(HeaderVocabulary.meaning(of: "라이트", knownModes: []) == .mode("light"))
        #expect(HeaderVocabulary.meaning(of: "Sepia 모드", knownModes: []) == .other)
    }

    @Test(arguments: [
        ("Pixel Value", Meaning.value), ("px", .value), ("HEX 값", .value), ("수치", .value),
        ("변수명", .name), ("Style 이름", .name), ("Style", .name), ("참조", .name),
        ("Size", .field(["fontSize"])), ("크기", .field(["fontSize"])), ("Line height", .field(["lineHeight"])),
        ("행간", .field(["lineHeight"])), ("굵기", .field(["fontWeight"])), ("Font", .field(["fontFamily"])),
        ("X", .field(["offsetX", "x"])), ("Blur", .field(["blur"])), ("Spread", .field(["spread"])),
        ("Color", .field(["color"])), ("Size (pt)", .field(["fontSize"])),
    ])
    func readsTheWordsRealDocsUse(header: String, meaning: Meaning) {
        #expect(HeaderVocabulary.meaning(of: header, knownModes: []) == meaning)
    }

    @Test func aWeightWrittenAsANumberIsTheNumberTypedWeight() {
        #expect(StatedValue.agrees(.fontWeight(700), .number(700)) == true)
        #expect(StatedValue.agrees(.fontWeight(700), .number(600)) == false)
    }
}
