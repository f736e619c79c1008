import Testing
@testable import DesignSpecCore

/// Word-number lists as dictionary keys (`WordNumbersKey`): packed when they can be, kept
/// as arrays when not, and equal exactly when the lists are, either way.
@Suite struct WordNumbersKeyTests {
    @Test func equalExactlyWhenTheListsAre() {
        var generator = SplitMix64(seed: 144)
        let numbers: [Int32] = [-1, 0, 1, 2, 0xFFFE, 0xFFFF, 70_000]
        var lists: [[Int32]] = [[]]
        for _ in 0..<400 {
            lists.append((0..<Int(generator.next() % 7)).map { _ in numbers[Int(generator.next() % UInt64(numbers.count))] })
        }
        var byKey: [WordNumbersKey: [Int32]] = [:]
        for list in lists {
            var appended = WordNumbersKey()
            list.forEach { appended.append($0) }
            #expect(appended == WordNumbersKey(list))
            if let known = byKey[appended] { #expect(known == list, "\(known) \(list)") }
            byKey[appended] = list
        }
        #expect(byKey.count == Set(lists).count)
    }

    /// Names of five and six words (their keys kept as arrays) get the suggestions names of
    /// four words get.
    @Test func longNamesGetSuggestions() {
        let index = TokenNameIndex(ExtractionFixture.tokens(["a.b.c.d.medium", "a.b.c.d.e.medium", "a.b.c.medium"]))
        #expect(index.suggestions(for: "a.b.c.d.mediun") == ["a.b.c.d.medium"])
        #expect(index.suggestions(for: "a.b.c.d.e.mediun") == ["a.b.c.d.e.medium"])
        #expect(index.suggestions(for: "a.b.c.x.d.medium") == ["a.b.c.d.medium"])
        #expect(index.suggestions(for: "a.b.c.mediun") == ["a.b.c.medium"])
    }
}
