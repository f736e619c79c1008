import Testing
@testable import DesignSpecCore

@Suite struct TokenBindingMemoTests {
    @Test func aNameBoundAgainIsAnsweredFromTheMemoWithTheSameBinding() {
        let binder = ExtractionFixture.binder(ExtractionFixture.sampleTokens)
        let first = binder.bind("Spacing.mediun", style: .cell)
        #expect(binder.memo.count == 1)
        #expect(binder.bind("Spacing.mediun", style: .cell) == first)
        #expect(binder.memo.count == 1)
        #expect(first == .unknown(reference: "spacing.mediun", suggestions: ["spacing.medium"]))
    }

    @Test func styleAndGroupAreKeptApart() {
        let binder = ExtractionFixture.binder(ExtractionFixture.sampleTokens)
        let name = "SemanticColor.Stroke.Brand.default.cgColor"
        #expect(binder.bind(name, style: .code) == .token("color.stroke.brand.default"))
        #expect(binder.bind(name, style: .cell) == .unknown(reference: "color.stroke.brand.default.cg.color", suggestions: []))
        #expect(binder.bind("timeHeaderWidth", style: .cell, group: "gridLayout") == .group("gridLayout.timeHeaderWidth"))
        #expect(binder.bind("timeHeaderWidth", style: .cell) == .none(reason: "no token group 'time'"))
        #expect(binder.memo.count == 4)
    }

    @Test func aFullMemoStillBindsButKeepsNoMore() {
        let memo = SharedMemo<TokenBinder.MemoKey, TokenBinding>(capacity: 2)
        var made = 0
        for text in ["a", "b", "c", "c", "a"] {
            let binding = memo.value(for: TokenBinder.MemoKey(text: ExactText(text), style: .cell, group: nil)) {
                made += 1
                return .none(reason: text)
            }
            #expect(binding == .none(reason: text))
        }
        // `a` and `b` are kept; `c` is made each time.
        #expect(made == 4)
        #expect(memo.count == 2)
    }

    @Test func bindingOnManyThreadsGivesEveryNameItsOwnBinding() {
        let binder = ExtractionFixture.binder(ExtractionFixture.sampleTokens)
        let fresh = ExtractionFixture.binder(ExtractionFixture.sampleTokens)
        let names = ["Spacing.mediun", "{spacing.medium}", "BaseColor.gray650", "AppTheme.Colors.surface", "{radius.contrl}"]
        let expected = names.map { fresh.bind($0, style: .cell) }
        // Every thread binds every name, meeting the others at the memo.
        let bound = IndexedConcurrentMap.map(count: 64) { _ in names.map { binder.bind($0, style: .cell) } }
        for bindings in bound { #expect(bindings == expected) }
        #expect(binder.memo.count <= names.count)
    }
}
