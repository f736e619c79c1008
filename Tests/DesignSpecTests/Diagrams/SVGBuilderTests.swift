import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

@Suite struct SVGBuilderTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.001, "0"), (1, "1"), (1.5, "1.5"), (1.25, "1.25"), (1.256, "1.26"), (1.254, "1.25"),
        (0.1 + 0.2, "0.3"), (-2.5, "-2.5"), (100, "100"), (0.05, "0.05"), (280.8, "280.8"), (1e20, "1000000000000"),
        (Double.nan, "0"), (Double.infinity, "0"),
    ])
    func numbersAreFormattedDeterministically(_ value: Double, _ expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }

    @Test func elementsEscapeAttributesAndText() {
        let element = SVGElement("g").set("class", #"a"b"#)
            .adding([SVGElement.text("<&>", x: 1, y: 2.5), SVGElement.rect(x: 0, y: 0, width: -3, height: 4)])
        #expect(element.markup == """
            <g class="a&quot;b">
            <text x="1" y="2.5" font-size="12" fill="var(--ds-fg, currentColor)">&lt;&amp;&gt;</text>
            <rect x="0" y="0" width="0" height="4"/>
            </g>
            """)
    }

    @Test func nilAttributesAreLeftOut() {
        #expect(SVGElement("rect").set("rx", nil as Double?).set("fill", nil as String?).markup == "<rect/>")
    }

    @Test func pathDataUsesFormattedNumbers() {
        let path = SVGPath().move(0, 1.006).line(-0.001, 2).arc(radius: 5, largeArc: true, clockwise: true, to: 3, 4).close()
        #expect(path.data == "M0 1.01 L0 2 A5 5 0 1 1 3 4 Z")
    }

    @Test func literalColorsAreHexWithAlphaApart() {
        let color = DiagramFixtures.hex(0x1A73E8, alpha: 0.15)
        #expect(DiagramPaint.literal(color) == "#1A73E8")
        #expect(DiagramPaint.opacity(color) == 0.15)
        #expect(DiagramPaint.opacity(DiagramFixtures.accent) == nil)
        #expect(DiagramPaint.literal(Color(red: .nan, green: 2, blue: -1)) == "#00FF00")
    }

    @Test func labelsAreCutAtGraphemes() {
        #expect(DiagramText.truncated("다람쥐 헌 쳇바퀴에", to: 4) == "다람쥐…")
        #expect(DiagramText.truncated("short", to: 10) == "short")
    }
}
