import Testing
@testable import DesignSpecCore

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

    /// The token name index splits an ASCII token's whole name (its path joined with `.`)
    /// instead of each segment: the same words, camelCase, digits, acronyms and empty
    /// segments at the joins included.
    @Test func anASCIINameHasItsSegmentsWords() {
        var generator = SplitMix64(seed: 34)
        let pieces = ["a", "B", "z", "UI", "Color", "x", "9", "12", "-", "_", ""]
        for _ in 0..<2000 {
            let path = (0...Int(generator.next() % 4)).map { _ in
                (0..<Int(generator.next() % 4)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            }
            #expect(NameWords.split(path.joined(separator: ".")) == path.flatMap(NameWords.split), "\(path)")
        }
    }

    /// ASCII names are split on bytes: the same words as by characters (`wordRanges`,
    /// lower-cased), on generated names of camelCase, acronyms, digits and separators.
    @Test func asciiNamesSplitAsByCharacters() {
        var generator = SplitMix64(seed: 55)
        let pieces = ["a", "B", "z", "UI", "Color", "xxSmall", "9", "12", "-", "_", ".", "/", " ", "{", "}", "`", "ABc", "Zz"]
        for _ in 0..<3000 {
            let name = (0..<Int(generator.next() % 8)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let characters = Array(name)
            let byCharacters = NameWords.wordRanges(characters).map { String(characters[$0]).lowercased() }
            #expect(NameWords.splitASCII(name) == byCharacters, "\(name)")
        }
    }

    /// `join` writes what `joined(separator:)` does: no words, one, empty ones, Hangul,
    /// long ones that no longer fit in a small string.
    @Test func joinIsJoined() {
        let lists: [[String]] = [[], ["color"], ["", ""], ["", "a", ""], ["color", "bg", "neutral", "default"],
                                 ["색상", "기본", "회색"], ["e\u{301}", "x"], Array(repeating: "spacing", count: 9)]
        for words in lists {
            #expect(NameWords.join(words, separator: UInt8(ascii: ".")) == words.joined(separator: "."), "\(words)")
            #expect(NameWords.join(words, separator: UInt8(ascii: " ")).utf8.elementsEqual(words.joined(separator: " ").utf8))
        }
    }
}
