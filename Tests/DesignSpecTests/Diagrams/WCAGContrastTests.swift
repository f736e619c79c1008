import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

@Suite struct WCAGContrastTests {
    let white = DiagramFixtures.white
    let black = DiagramFixtures.hex(0x000000)

    @Test func whiteOnBlackIs21() {
        #expect(WCAGContrast.ratio(foreground: white, background: black) == 21)
        #expect(WCAGContrast.ratio(foreground: black, background: white) == 21)
        #expect(WCAGContrast.grade(foreground: black, background: white).label == "21:1")
    }

    @Test func sameColorIs1() {
        #expect(WCAGContrast.ratio(foreground: DiagramFixtures.accent, background: DiagramFixtures.accent) == 1)
    }

    @Test func relativeLuminanceOfKnownColors() {
        #expect(WCAGContrast.relativeLuminance(white) == 1)
        #expect(WCAGContrast.relativeLuminance(black) == 0)
        // #777777: each channel 0.18447 after linearisation.
        #expect(abs(WCAGContrast.relativeLuminance(DiagramFixtures.hex(0x777777)) - 0.18447) < 0.00001)
        // Pure red, green, blue weigh in by the Rec. 709 coefficients.
        #expect(abs(WCAGContrast.relativeLuminance(DiagramFixtures.hex(0xFF0000)) - 0.2126) < 1e-12)
        #expect(abs(WCAGContrast.relativeLuminance(DiagramFixtures.hex(0x00FF00)) - 0.7152) < 1e-12)
    }

    @Test func grey777OnWhiteJustFailsAA() {
        let grade = WCAGContrast.grade(foreground: DiagramFixtures.hex(0x777777), background: white)
        #expect(abs(grade.ratio - 4.478) < 0.001)
        #expect(grade.label == "4.47:1")  // truncated, never rounded up past the threshold
        #expect(!grade.aa)
        #expect(grade.aaLarge)
        #expect(!grade.aaa)
    }

    @Test func knownPairs() {
        // #767676 is the lightest grey that passes AA on white (4.54:1).
        let grey = WCAGContrast.grade(foreground: DiagramFixtures.hex(0x767676), background: white)
        #expect(grey.label == "4.54:1")
        #expect(grey.aa && !grey.aaa)
        // #595959 on white is 7:1 and passes AAA.
        let dark = WCAGContrast.grade(foreground: DiagramFixtures.hex(0x595959), background: white)
        #expect(dark.label == "7:1")
        #expect(dark.aaa)
        // iOS blue on white: 4.0169:1, large text only.
        let blue = WCAGContrast.grade(foreground: DiagramFixtures.accent, background: white)
        #expect(blue.label == "4.01:1")
        #expect(!blue.aa && blue.aaLarge)
    }

    @Test func thresholdsAreInclusiveAndUnrounded() {
        #expect(WCAGContrast.Grade(ratio: 4.5).aa)
        #expect(!WCAGContrast.Grade(ratio: 4.4999).aa)
        #expect(WCAGContrast.Grade(ratio: 4.4999).label == "4.49:1")
        #expect(WCAGContrast.Grade(ratio: 7).aaa)
        #expect(WCAGContrast.Grade(ratio: 3).aaLarge)
        #expect(!WCAGContrast.Grade(ratio: 2.99).aaLarge)
    }

    @Test func translucentForegroundIsCompositedOverTheBackground() {
        // Black at 50% over white is #808080 (128/255 after rounding the mix is 127.5).
        let half = WCAGContrast.ratio(foreground: DiagramFixtures.hex(0x000000, alpha: 0.5), background: white)
        let mixed = WCAGContrast.ratio(foreground: Color(red: 0.5, green: 0.5, blue: 0.5), background: white)
        #expect(half == mixed)
        // Fully transparent text has no contrast at all.
        #expect(WCAGContrast.ratio(foreground: DiagramFixtures.hex(0x000000, alpha: 0), background: white) == 1)
    }

    @Test func outOfRangeAndNonFiniteComponentsAreClamped() {
        let wild = Color(red: 2, green: .nan, blue: -1)
        #expect(WCAGContrast.relativeLuminance(wild) == 0.2126)
        #expect(WCAGContrast.Grade(ratio: .nan).label == "1:1")
    }
}
