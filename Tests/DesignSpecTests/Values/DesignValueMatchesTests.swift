import Testing
@testable import DesignSpecCore

@Suite("DesignValue.matches") struct DesignValueMatchesTests {
    @Test(arguments: [
        ("16pt", "16px", true), ("16pt", "16", true), ("16", "16px", true), ("1rem", "16pt", true), ("1em", "16", true),
        ("16pt", "17pt", false), ("16pt", "0.2s", false), ("16pt", "#FFF", false),
        ("#1a73e8", "#1A73E8FF", true), ("#1a73e8", "#1A73E880", false), ("#FFF", "#FFFFFF", true),
        (".blue", "#007AFF", true), ("Color.accentColor", ".blue", true), (".accentColor.opacity(0.15)", "#007AFF26", true),
        ("Color(.systemGray6)", "#F2F2F7", true), (".red", ".blue", false),
        ("0.2s", "200ms", true), ("0.2s", "0.3s", false), ("~1.46s", "1460ms", true),
        (".easeInOut(duration: 0.2)", ".easeInOut(duration: 0.2)", true),
        (".easeInOut(duration: 0.2)", ".easeInOut(duration: 0.3)", false),
        (".easeInOut", ".easeInOut(duration: 0.35)", true),
        (".easeIn(duration: 0.2)", ".easeOut(duration: 0.2)", false),
        (".easeInOut(duration: 0.2) + .opacity", ".easeInOut(duration: 0.2)", true),
        (".spring(response: 0.4, dampingFraction: 0.7)", ".spring(response: 0.4, dampingFraction: 0.7)", true),
        (".spring(response: 0.4, dampingFraction: 0.7)", ".spring(response: 0.5, dampingFraction: 0.7)", false),
        (".spring(response: 0.4, dampingFraction: 0.7)", ".easeInOut(duration: 0.4)", false),
        ("1.0x", "1.0", true), ("1.0x", "1", true), ("1.2x", "1", false), ("72%", "0.72", false), ("72%", "1.2x", false),
        ("72%", "화면 너비의 72%", true), ("화면 너비의 72%", "72% of screen width", false),
        ("0–29", "0-29", true), ("0–29", "0-30", false),
        ("[4, 14, 24]", "[4pt, 14pt, 24pt]", true), ("[4, 14, 24]", "[4, 14]", false),
        ("horizontal 16pt, vertical 12pt", "horizontal 16px, vertical 12", true),
        ("horizontal 16pt, vertical 12pt", "vertical 12pt, horizontal 16pt", false),
        ("44x44pt", "44×44 pt", true), ("44x44pt", "44x36pt", false),
    ])
    func truthTable(a: String, b: String, expected: Bool) throws {
        let x = try #require(ValueParser.parse(a).value, "\(a)")
        let y = try #require(ValueParser.parse(b).value, "\(b)")
        #expect(x.matches(y) == expected, "\(a) ~ \(b)")
        #expect(y.matches(x) == expected, "\(b) ~ \(a)")
    }

    @Test func typedValuesFromTheTokenSide() {
        #expect(DesignValue.dimension(Dimension(16, .px)).matches(.number(16)))
        #expect(DesignValue.number(0.1 + 0.2).matches(.number(0.3)))
        #expect(!DesignValue.number(1).matches(.number(1.000001)))
        let easeInOut = DesignValue.animation(Animation(curve: .timing(name: "easeInOut", CubicBezier(0.42, 0, 0.58, 1)), duration: Duration(seconds: 0.2)))
        #expect(easeInOut.matches(.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))))
        #expect(!easeInOut.matches(.cubicBezier(CubicBezier(0, 0, 1, 1))))
        let defaultCurve = DesignValue.animation(Animation(curve: .timing(name: "default", CubicBezier(0.42, 0, 0.58, 1))))
        #expect(defaultCurve.matches(ValueParser.parse(".easeInOut").value!))
        #expect(DesignValue.dimension(Dimension(.infinity, .pt)).matches(.number(.infinity)))
        #expect(!DesignValue.number(.nan).matches(.number(.nan)))
        #expect(!DesignValue.color(Color(red: .nan, green: 0, blue: 0)).matches(.color(Color(red: 1, green: 0, blue: 0))))
        #expect(DesignValue.string("bold").matches(.string("bold")))
        #expect(DesignValue.fontWeight(600).matches(.fontWeight(600)))
        #expect(!DesignValue.fontWeight(600).matches(.number(600)))
    }

    /// Infinity (a number too large for a `Double`, in a token or a doc) is within no
    /// relative tolerance of a finite number: `abs(a - inf) <= 1e-9 * inf` held for all.
    @Test func infinityMatchesNoFiniteNumber() throws {
        for infinite in [Double.infinity, -.infinity] {
            #expect(!DesignValue.dimension(Dimension(infinite, .px)).matches(.dimension(Dimension(4, .px))))
            #expect(!DesignValue.dimension(Dimension(-5, .px)).matches(.dimension(Dimension(infinite, .px))))
            #expect(!DesignValue.number(infinite).matches(.number(0)))
            #expect(!DesignValue.duration(Duration(milliseconds: infinite)).matches(.duration(Duration(milliseconds: 200))))
            #expect(!DesignValue.range(lower: 0, upper: infinite).matches(.range(lower: 0, upper: 29)))
        }
        #expect(!DesignValue.dimension(Dimension(.infinity, .px)).matches(.dimension(Dimension(-.infinity, .px))))
        // A doc cell of 400 digits reads as infinity.
        let huge = try #require(ValueParser.parse(String(repeating: "9", count: 400) + "px").value)
        #expect(!huge.matches(.dimension(Dimension(4, .px))))
        #expect(!DesignValue.dimension(Dimension(4, .px)).matches(huge))
    }

    @Test func scaleHelpers() {
        let scale: [DesignValue] = [4, 8, 12, 16].map { .dimension(Dimension($0, .pt)) }
        #expect(DesignValue.dimension(Dimension(1, .rem)).scalarPoints == 16)
        #expect(DesignValue.number(5).scalarPoints == 5)
        #expect(DesignValue.dimension(Dimension(.infinity, .pt)).scalarPoints == nil)
        #expect(DesignValue.duration(Duration(seconds: 1)).scalarPoints == nil)
        #expect(DesignValue.number(13).nearest(in: scale) == .dimension(Dimension(12, .pt)))
        #expect(DesignValue.number(10).nearest(in: scale) == .dimension(Dimension(8, .pt)))
        #expect(DesignValue.number(5).distance(to: .dimension(Dimension(4, .px))) == 1)
        #expect(DesignValue.number(16).isMember(of: scale))
        #expect(!DesignValue.number(5).isMember(of: scale))
    }
}
