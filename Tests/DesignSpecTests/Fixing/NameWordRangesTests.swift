import Testing
@testable import DesignSpecCore

@Suite struct NameWordRangesTests {
    /// `wordRanges` finds the words `split` makes, as written.
    @Test(arguments: ["SemanticColor.Bg.Secondary.Default.hover", "BaseColor.gray600", "UIColor", "xxSmall", "heading1",
                      "{spacing.x-large}", "간격.작게", "Ｓpacing.ｌarge", ""])
    func rangesMatchTheWords(_ text: String) {
        let characters = Array(text)
        let words = NameWords.wordRanges(characters).map { String(characters[$0]).lowercased() }
        #expect(words == NameWords.split(text))
    }
}
