import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

/// What each diagram decides, asserted on its output: pass/fail, red, scale, bad input.
@Suite struct DiagramBehaviourTests {
    @Test func tapTargetPassesOnlyAtTheMinimumInBothDirections() {
        func passes(_ width: Double, _ height: Double) -> Bool {
            TapTargetDiagram(id: "t", name: "t", width: Dimension(width, .pt), height: Dimension(height, .pt)).passes
        }
        #expect(passes(44, 44))
        #expect(!passes(36, 36))
        #expect(!passes(44, 43.9))
        #expect(passes(.infinity, 44))  // .frame(maxWidth: .infinity)
        #expect(!passes(.nan, 44))
        let svg = TapTargetDiagram(id: "t", name: "Chip", width: Dimension(.infinity, .pt), height: Dimension(30, .pt)).render()
        #expect(svg.contains(">frame ∞ × 30 pt</text>"))
        #expect(svg.contains(">✕ below the 44 × 44 pt minimum</text>"))
    }

    @Test func ringTurnsRedOnlyUnderTheThreshold() {
        let ring = DiagramFixtures.ring
        #expect(ring.isRed(0.04))
        #expect(!ring.isRed(0.05))
        var low = ring
        low.progress = 0.04
        #expect(low.render().contains(##"stroke="#FF3B30""##))
        #expect(!ring.render().contains(##"stroke="#FF3B30""##))
    }

    @Test func ringArcEndsWhereTheProgressSays() {
        var quarter = DiagramFixtures.ring
        quarter.progress = 0.25
        // Center (109.5, 164), radius 65.7: a quarter runs clockwise from 12 to 3 o'clock.
        #expect(quarter.render().contains(#"d="M109.5 98.3 A65.7 65.7 0 0 1 175.2 164""#))
        var empty = DiagramFixtures.ring
        empty.progress = 0
        #expect(!empty.render().contains("ds-ring-progress"))
        var wild = DiagramFixtures.ring
        wild.progress = .nan
        #expect(!wild.render().contains("ds-ring-progress"))
    }

    @Test func spacingBarsAreToScale() {
        let svg = SpacingScaleDiagram(id: "s", steps: [
            .init(label: "a", value: Dimension(4, .pt)), .init(label: "b", value: Dimension(3, .rem)),
        ]).render()
        // 3rem = 48pt, the largest, fills 288 px at 6 px per point; 4pt is 24 px.
        #expect(svg.contains(#"width="24" height="14""#))
        #expect(svg.contains(#"width="288" height="14""#))
        #expect(svg.contains(">48pt</text>"))
    }

    @Test func negativeAndNonFiniteLengthsDrawAsNothing() {
        let svg = SpacingScaleDiagram(id: "s", steps: [
            .init(label: "neg", value: Dimension(-8, .pt)), .init(label: "nan", value: Dimension(.nan, .pt)),
        ]).render()
        #expect(svg.contains(#"width="0" height="14""#))
        #expect(svg.contains(">-8pt</text>"))
        #expect(svg.contains(">0pt</text>"))
    }

    @Test func paletteSaysWhichPicksAreOutOfRange() {
        let svg = PaletteIndexPreview(id: "p", total: 30, groups: [.init(name: "all", range: 0...29)], picks: [[4, 31, -1]]).render()
        #expect(svg.contains(">outside 0–29: 31, -1</text>"))
        #expect(svg.contains("3-dot preview: indices 4, 31, -1."))
    }

    @Test func typographyConvertsRelativeMetricsToPoints() {
        let svg = TypographySpecimen(id: "t", name: "body", fontFamily: ["SUIT", "Pretendard"], size: Dimension(16, .pt),
                                     lineHeight: .ratio(Ratio(1.5, .multiplier)),
                                     letterSpacing: .length(Dimension(-0.02, .em)), weight: 400).render()
        #expect(svg.contains("size 16pt · line height 1.5x = 24pt · letter spacing -0.02em = -0.32pt · weight 400"))
        #expect(svg.contains(#"font-family="&quot;SUIT&quot;, &quot;Pretendard&quot;, system-ui, sans-serif""#))
        #expect(svg.contains(#"letter-spacing="-0.32""#))
        #expect(svg.contains(#"lang="ko" class="ds-specimen-sample">다람쥐 헌 쳇바퀴에 타고파</text>"#))
    }

    @Test func timingCurveWithoutDurationSaysSo() {
        let svg = MotionCurveDiagram(id: "m", name: "linear", animation: Animation(
            curve: .timing(name: "linear", CubicBezier(0, 0, 1, 1)))).render()
        #expect(svg.contains(">duration not set</text>"))
        #expect(svg.contains(#"d="M44 200 L"#))
        #expect(svg.contains(" L244 40\""))
    }
}
