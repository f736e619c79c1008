import Testing
@testable import DesignSpecCore

/// The "did you mean" index (by index, not a scan; a segment too many
/// or too few first).
@Suite struct TokenNameNeighboursTests {
    private func index(_ names: [String]) -> TokenNameIndex {
        TokenNameIndex(ExtractionFixture.tokens(names))
    }

    @Test func aSegmentTooManyComesBeforeANearerSpelling() {
        let index = index(["spacing.base.s8", "spacing.base.s28", "spacing.base.s12"])
        // `spacing.base.s.28` is as near by edit distance and first by name: not the one.
        #expect(index.suggestions(for: "spacing.base.size.s.8") == ["spacing.base.s8"])
    }

    @Test func aMisspelledLastWordIsNotAWordTooMany() {
        let index = index(["color.background.brand", "color.background.brand.secondary", "color.background.brand.hover"])
        #expect(index.suggestions(for: "color.background.brand.secondery") == ["color.background.brand.secondary"])
        #expect(index.suggestions(for: "color.background.brand.secodnary") == ["color.background.brand.secondary"])
    }

    @Test func aSegmentTooFewFindsEveryTokenWithOneMore() {
        #expect(index(["color.base.gray.600", "color.base.gray.500"]).suggestions(for: "color.gray.600") == ["color.base.gray.600"])
        #expect(index(["color.brand.gray.600", "color.base.gray.600", "color.gray.700"]).suggestions(for: "color.gray.600")
            == ["color.base.gray.600", "color.brand.gray.600"])
        #expect(index(["color.brand.gray.600", "color.base.gray.600", "color.gray.650"]).suggestions(for: "color.gray.600")
            == ["color.base.gray.600", "color.brand.gray.600"])
    }

    /// A segment too many at the end (a stranger's drifted docs: `radius.control.small`)
    /// gets the name without it, when nothing nearer is a token.
    @Test func theLastSegmentTooManyWhenNothingIsNearer() {
        let index = index(["radius.control", "radius.container", "motion.duration.standard"])
        #expect(index.suggestions(for: "radius.control.small") == ["radius.control"])
        #expect(index.suggestions(for: "motion.duration.standard.fast") == ["motion.duration.standard"])
        // Two too many: none.
        #expect(index.suggestions(for: "radius.control.small.x") == [])
        // A nearer token wins: a misspelled last word is its token's, not its group's.
        let brand = self.index(["color.brand", "color.brand.secondary"])
        #expect(brand.suggestions(for: "color.brand.secondery") == ["color.brand.secondary"])
        #expect(brand.suggestions(for: "color.brand.tertiary") == ["color.brand"])
    }

    @Test func oneEditAwayBeforeTwo() {
        let index = index(["spacing.medium", "spacing.mediums", "spacing.median"])
        #expect(index.suggestions(for: "spacing.mediun") == ["spacing.median", "spacing.medium"])
        // Two letters swapped: two edits.
        #expect(index.suggestions(for: "spacing.meduim") == ["spacing.medium"])
    }

    @Test func wordsJoinedOrSplit() {
        let index = index(["spacing.xSmall", "radius.control"])
        #expect(index.suggestions(for: "spacing.xsmall") == ["spacing.xSmall"])
        #expect(index.suggestions(for: "radius.con.trol") == ["radius.control"])
    }

    @Test func aMisspelledWordAndAWordTooFew() {
        let index = index(["gridLayout.timeHeaderWidth.ipad", "gridLayout.timeHeaderWidth.iphone"])
        #expect(index.suggestions(for: "grid.layout.time.header.widht") == ["gridLayout.timeHeaderWidth.ipad"])
    }

    @Test func koreanNames() {
        let index = index(["색상.기본.회색", "색상.기본.파랑", "색상.강조.회색"])
        #expect(index.suggestions(for: "색상.기본.회삭") == ["색상.기본.회색"])
        #expect(index.suggestions(for: "색상.회색") == ["색상.강조.회색", "색상.기본.회색"])
    }

    @Test func onlyNamesThatShareTheFirstWordAndNoneTooFar() {
        let index = index(["spacing.medium", "radius.medium"])
        #expect(index.suggestions(for: "spacing.large") == [])
        #expect(index.suggestions(for: "space.medium") == [])
    }

    /// The deletions the index is made of: every string with up to two characters deleted,
    /// each once; ASCII words on bytes, others on characters, the same strings either way.
    @Test func deletionsOfAWord() {
        #expect(TokenNameNeighbours.deletions(of: "abc", upTo: 1) == ["abc", "bc", "ac", "ab"])
        #expect(TokenNameNeighbours.deletions(of: "aab", upTo: 2) == ["aab", "ab", "aa", "a", "b"])
        #expect(TokenNameNeighbours.deletions(of: "ab", upTo: 2) == ["ab", "a", "b", ""])
        #expect(TokenNameNeighbours.deletions(of: "", upTo: 2) == [""])
        #expect(TokenNameNeighbours.deletions(of: "색상", upTo: 2) == ["색상", "색", "상", ""])
        #expect(TokenNameNeighbours.deletions(of: "회색1", upTo: 1) == ["회색1", "색1", "회1", "회색"])
        // Every ASCII word of a small alphabet against deleting characters one at a time.
        var generator = SplitMix64(seed: 5)
        for _ in 0..<300 {
            let word = String((0..<Int(generator.next() % 8)).map { _ in Array("ab1Z")[Int(generator.next() % 4)] })
            var expected: Set<String> = [word]
            var frontier: Set<String> = [word]
            for _ in 0..<2 {
                frontier = Set(frontier.flatMap { text in
                    text.indices.map { index in var shorter = text; shorter.remove(at: index); return shorter }
                })
                expected.formUnion(frontier)
            }
            #expect(TokenNameNeighbours.deletions(of: word) == expected, "\(word)")
        }
    }

    /// A short ASCII word's deletions worked out on its packed key are the strings
    /// `deletions` makes, each packed (`ShortASCIIKey`), and a key is its bytes.
    @Test func deletionsOfAPackedWord() {
        func text(_ key: UInt64) -> String {
            var bytes: [UInt8] = []
            var rest = key
            while rest != 0 { bytes.insert(UInt8(rest & 0xFF), at: 0); rest >>= 8 }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(ShortASCIIKey.key("ab") == 0x6162)
        #expect(ShortASCIIKey.key("") == 0)
        #expect(ShortASCIIKey.key("abcdefgh") == 0x6162_6364_6566_6768)
        #expect(ShortASCIIKey.key("abcdefghi") == nil)
        #expect(ShortASCIIKey.key("회색") == nil)
        #expect(ShortASCIIKey.key("a\u{0}") == nil)
        var generator = SplitMix64(seed: 89)
        for _ in 0..<300 {
            let word = String((0..<Int(generator.next() % 9)).map { _ in Array("ab1Z")[Int(generator.next() % 4)] })
            let key = ShortASCIIKey.key(word)!
            #expect(text(key) == word)
            for count in 0...2 {
                var made: Set<String> = []
                ShortASCIIKey.forEachDeletion(of: key, length: word.utf8.count, upTo: count) { deletion, deleted in
                    #expect(text(deletion).count == word.count - deleted)
                    made.insert(text(deletion))
                }
                #expect(made == TokenNameNeighbours.deletions(of: word, upTo: count), "\(word) \(count)")
            }
        }
    }

    /// For a name one edit from a token, the first suggestion is what comparing the name
    /// with every token (the old way, `TokenNameSuggestions.nearest`) finds first.
    @Test func oneEditAwayAgreesWithTheScan() {
        var generator = SplitMix64(seed: 13)
        var names: [String] = []
        for index in 0..<600 {
            names.append(index % 2 == 0 ? "semantic.space.role\(index)" : "color.base.c\(index)")
        }
        let index = index(names)
        let dotted = names.map { NameWords.split($0).joined(separator: ".") }
        for _ in 0..<200 {
            let target = dotted[Int(generator.next() % UInt64(dotted.count))]
            var characters = Array(target)
            let position = Int(generator.next() % UInt64(characters.count))
            guard characters[position] != "." else { continue }
            characters[position] = characters[position].isNumber ? "7" : "q"
            let typo = String(characters)
            guard typo != target, !dotted.contains(typo) else { continue }
            let first = typo.split(separator: ".").first.map(String.init)
            let sameGroup = dotted.filter { $0.split(separator: ".").first.map(String.init) == first }
            let scanned = TokenNameSuggestions.nearest(to: typo, in: sameGroup, limit: 1)
            let expected = scanned.first.flatMap { match in names.first { NameWords.split($0).joined(separator: ".") == match } }
            #expect(index.suggestions(for: typo).first == expected, "\(typo)")
        }
    }

    /// The words within one or two edits of a word, found through the deletions (one
    /// deletion each for one edit), are the words comparing it with every token word finds:
    /// ASCII, Hangul and a letter with a combining accent (two scalars, one character).
    @Test func nearWordsAgreeWithComparingEveryWord() {
        var generator = SplitMix64(seed: 21)
        let letters = ["a", "b", "c", "e\u{301}", "가", "각"]
        let digits = ["1", "2", "3"]
        func word(_ alphabet: [String]) -> String {
            (0...Int(generator.next() % 5)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
        }
        var names: Set<String> = []
        for _ in 0..<400 { names.insert("g.\(word(letters)).\(word(digits))") }
        let index = index(names.sorted())
        let words = Set(names.flatMap(NameWords.split)).sorted()
        for _ in 0..<300 {
            let asked = generator.next() % 2 == 0 ? word(letters) : word(digits)
            let scalars = Array(asked.unicodeScalars)
            for distance in 1...TokenNameNeighbours.maximumWordDistance {
                let expected = words.filter {
                    TokenNameSuggestions.editDistance(scalars, Array($0.unicodeScalars), limit: distance) <= distance
                }
                #expect(index.neighbours.tokenWords(within: distance, of: asked) == expected, "\(asked) within \(distance)")
            }
        }
    }

    /// Words and deletions of at most eight ASCII bytes are kept packed, longer ones by
    /// their text (`WordDeletionTable`): words of 6 to 11 letters, whose deletions fall on
    /// both sides of that line, find the words comparing with every word finds, and so do
    /// the splits and joins of long words.
    @Test func longWordsAgreeWithComparingEveryWord() {
        var generator = SplitMix64(seed: 55)
        func word() -> String {
            String((0..<(6 + Int(generator.next() % 6))).map { _ in Array("abc")[Int(generator.next() % 3)] })
        }
        var names: Set<String> = []
        for _ in 0..<300 { names.insert("g.\(word())") }
        let index = index(names.sorted())
        let words = Set(names.flatMap(NameWords.split)).sorted()
        for _ in 0..<200 {
            let asked = word()
            let scalars = Array(asked.unicodeScalars)
            for distance in 1...TokenNameNeighbours.maximumWordDistance {
                let expected = words.filter {
                    TokenNameSuggestions.editDistance(scalars, Array($0.unicodeScalars), limit: distance) <= distance
                }
                #expect(index.neighbours.tokenWords(within: distance, of: asked) == expected, "\(asked) within \(distance)")
            }
        }
        let long = self.index(["spacing.extralarge", "spacing.extra.large.inset", "radius.controlcorner"])
        #expect(long.suggestions(for: "spacing.extra.large") == ["spacing.extralarge"])
        #expect(long.suggestions(for: "spacing.extralarge.inset") == ["spacing.extra.large.inset"])
        #expect(long.suggestions(for: "radius.control.corner") == ["radius.controlcorner"])
    }

    /// A word past `longestSpelledWord` is matched only as it is: deleting up to two of its
    /// n letters made n² strings of n letters (cubic: a 2,000-letter word took 15 s,
    /// 4,000 minutes), so it has no deletions, no near words but itself, and no splits; up
    /// to the limit, everything is as before.
    @Test func aWordPastTheLimitIsMatchedOnlyAsItIs() {
        let limit = TokenNameNeighbours.longestSpelledWord
        #expect(limit == 64)
        // No two letters next to each other alike, so every deletion of one is different.
        func word(_ count: Int, from first: Int = 0) -> String {
            String((0..<count).map { Character(Unicode.Scalar(UInt8(97 + ($0 + first) % 26))) })
        }
        func misspelled(_ word: String) -> String { String(word.prefix(10)) + "z" + String(word.dropFirst(11)) }
        #expect(TokenNameNeighbours.deletions(of: word(limit), upTo: 1).count == limit + 1)
        #expect(TokenNameNeighbours.deletions(of: word(limit)).count == 1 + limit + limit * (limit - 1) / 2)
        #expect(TokenNameNeighbours.deletions(of: word(limit + 1)) == [word(limit + 1)])
        #expect(TokenNameNeighbours.deletions(of: word(300)) == [word(300)])
        let hangul = String(repeating: "가나", count: limit / 2 + 1)
        #expect(TokenNameNeighbours.deletions(of: hangul) == [hangul])
        #expect(TokenNameNeighbours.deletions(of: String(hangul.dropFirst(2)), upTo: 1).count == limit + 1)

        let (short, long) = (word(limit), word(limit + 1))
        // Two words written as one: split when the one is at most 64 letters.
        let (left, right) = (word(31, from: 5), word(33, from: 36))
        let (longLeft, longRight) = (word(32, from: 5), word(33, from: 37))
        let index = index(["spacing.\(short)", "spacing.\(long)", "spacing.\(left).\(right)",
                           "spacing.\(longLeft).\(longRight)", "spacing.small"])
        #expect(index.suggestions(for: "spacing.\(misspelled(short))") == ["spacing.\(short)"])
        #expect(index.suggestions(for: "spacing.\(misspelled(long))") == [])
        #expect(index.neighbours.tokenWords(within: 2, of: misspelled(short)) == [short])
        #expect(index.neighbours.tokenWords(within: 2, of: misspelled(long)) == [])
        #expect(index.neighbours.tokenWords(within: 2, of: long) == [long])
        #expect(index.neighbours.tokenWords(within: 1, of: long + "x") == [])
        #expect(index.suggestions(for: "spacing.\(left)\(right)") == ["spacing.\(left).\(right)"])
        #expect(index.suggestions(for: "spacing.\(longLeft)\(longRight)") == [])
        #expect(index.suggestions(for: "spacing.smal") == ["spacing.small"])
        #expect(index.suggestions(for: "spacing.\(word(300))") == [])
    }

    /// A name asked for again gets the suggestions it got the first time (remembered), the
    /// same as an index that never saw it gives.
    @Test func aRepeatedNameGetsTheSameSuggestions() {
        let names = ["spacing.medium", "spacing.mediums", "spacing.median", "color.base.gray.600", "color.brand.gray.600"]
        let asked = ["spacing.mediun", "color.gray.600", "spacing.meduim", "spacing.large"]
        let index = index(names)
        let first = asked.map { index.suggestions(for: $0) }
        #expect(asked.map { index.suggestions(for: $0) } == first)
        #expect(asked.map { self.index(names).suggestions(for: $0) } == first)
        #expect(first[0] == ["spacing.median", "spacing.medium"])
    }
}

/// A small deterministic generator (SplitMix64), so the test's names are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
