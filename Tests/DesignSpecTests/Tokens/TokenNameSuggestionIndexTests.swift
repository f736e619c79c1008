import Testing
@testable import DesignSpecCore

/// The suggestion index for broken references gives exactly what comparing the name with
/// every token gives (`TokenNameSuggestions.nearest`), and `broken-reference` findings
/// keep their "did you mean" notes.
@Suite struct TokenNameSuggestionIndexTests {
    /// Dotted names of a small alphabet (upper case, Hangul, a combining mark, `\r\n`
    /// included) so that many are near each other and every length is present.
    @Test func agreesWithComparingEveryName() {
        var generator = SplitMix64(seed: 13)
        let alphabet = Array("abAB1.색상e\u{301}") + ["\r\n"]
        func name() -> String {
            String((0..<(1 + Int(generator.next() % 12))).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
        let names = Array(Set((0..<400).map { _ in name() })).sorted()
        let index = TokenNameSuggestionIndex(names)
        for query in 0..<500 {
            let typo = query % 3 == 0 ? names[query % names.count] : name()
            let excluding = query % 2 == 0 ? names[(query * 7) % names.count] : nil
            let limit = 1 + query % 4
            let expected = TokenNameSuggestions.nearest(to: typo, in: names, excluding: excluding, limit: limit)
            #expect(index.nearest(to: typo, excluding: excluding, limit: limit) == expected, "\(typo)")
        }
    }

    @Test func aBrokenReferenceSuggestsTheNearestTokens() throws {
        let folder = try ExtractionTempFolder()
        try folder.write("content/tokens/t.json", """
            {"space": {"$type": "dimension", "medium": {"$value": "16px"}, "median": {"$value": "12px"}},
             "gap": {"$type": "dimension", "$value": "{space.mediun}"}}
            """)
        let model = try ProjectLoader(workingDirectory: folder.url, content: "content").load()
        let broken = try #require(model.findings.first { $0.rule == .brokenReference })
        #expect(broken.message == "reference {space.mediun} does not name a token")
        #expect(broken.notes.map(\.message) == ["did you mean `space.median`?", "did you mean `space.medium`?"])
        #expect(broken.notes.map { "\($0.range.start)" } == ["content/tokens/t.json:1:64", "content/tokens/t.json:1:34"])
    }
}
