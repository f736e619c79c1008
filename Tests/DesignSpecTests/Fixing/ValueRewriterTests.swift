import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// A token's value written in the doc's own form.
@Suite struct ValueRewriterTests {
    /// The doc's text, the token's value (as a token file would write it, parsed by the
    /// doc parser here for brevity), and what the cell must then say.
    @Test(arguments: [
        ("20pt", "24px", "24pt"),
        ("20px", "24pt", "24px"),
        ("20", "24px", "24"),
        ("20 pt", "24px", "24 pt"),
        ("1.25rem", "24px", "1.5rem"),
        ("-0.56pt", "-0.6px", "-0.6pt"),
        ("0.2s", "300ms", "0.3s"),
        ("200ms", "0.25s", "250ms"),
        ("0.20s", "300ms", "0.30s"),
        ("1.0x", "1.2", "1.2x"),
        ("1.0x", "2", "2.0x"),
        ("72%", "80%", "80%"),
        ("화면 너비의 72%", "80%", "화면 너비의 80%"),
        ("44×44pt", "48x48pt", "48×48pt"),
        ("horizontal 16pt, vertical 12pt", "horizontal 16pt, vertical 8pt", "horizontal 16pt, vertical 8pt"),
        ("#1a73e8", "#2F6BFF", "#2f6bff"),
        ("#1A73E8FF", "#2f6bff", "#2F6BFFFF"),
        ("#1A73E8", "#2F6BFF80", "#2F6BFF80"),
        ("#FFF", "#EEEEEE", "#EEE"),
        ("#FFF", "#EEF0F3", "#EEF0F3"),
        ("#123456", "#abcdef", "#ABCDEF"),
        ("rgb(26, 115, 232)", "#2F6BFF", "rgb(47, 107, 255)"),
        ("rgb(26 115 232)", "#2F6BFF", "rgb(47 107 255)"),
        ("rgba(26, 115, 232, 1)", "#2F6BFF", "rgba(47, 107, 255, 1)"),
        ("rgb(26, 115, 232)", "#2F6BFF80", "rgb(47, 107, 255, 0.502)"),
        ("rgb(26 115 232 / 50%)", "#2F6BFF80", "rgb(47 107 255 / 50.196%)"),
        ("RGB(26, 115, 232)", "#2F6BFF", "RGB(47, 107, 255)"),
        (".easeInOut(duration: 0.2)", ".easeInOut(duration: 0.3)", ".easeInOut(duration: 0.3)"),
        (".easeInOut(duration: 0.2)", ".easeOut(duration: 0.2)", ".easeOut(duration: 0.2)"),
        (".easeInOut(duration: 0.2) + .opacity.combined(with: .scale(scale: 0.95))", ".easeInOut(duration: 0.25)",
         ".easeInOut(duration: 0.25) + .opacity.combined(with: .scale(scale: 0.95))"),
        (".spring(response: 0.4, dampingFraction: 0.7)", ".spring(response: 0.5, dampingFraction: 0.8)",
         ".spring(response: 0.5, dampingFraction: 0.8)"),
        (".easeInOut", "easeOut", ".easeOut"),
    ])
    func writesInTheDocsForm(_ written: String, _ token: String, _ expected: String) throws {
        let stated = try #require(ValueParser.parse(written).value)
        let value = try #require(ValueParser.parse(token).value)
        #expect(ValueRewriter.rewrite(written, stated: stated, expected: value) == expected)
    }

    @Test func aCubicBezierTokenRenamesTheCurve() throws {
        let stated = try #require(ValueParser.parse("`.easeInOut`").value)
        #expect(ValueRewriter.rewrite(".easeInOut", stated: stated, expected: .cubicBezier(CubicBezier(0, 0, 0.58, 1))) == ".easeOut")
        // No SwiftUI curve has these points: not fixable in this form.
        #expect(ValueRewriter.rewrite(".easeInOut", stated: stated, expected: .cubicBezier(CubicBezier(0.2, 0, 0, 1))) == nil)
    }

    @Test(arguments: [
        (".blue", "#2F6BFF"),              // a named colour cannot say another colour
        ("16pt", "200ms"),                 // a length cannot say a duration
        ("4, 8, 12", "4, 8"),              // a list of another length
        (".easeInOut", ".easeInOut(duration: 0.3)"), // no duration written to change
        (".spring(response: 0.4, dampingFraction: 0.7)", ".easeInOut(duration: 0.3)"),
    ])
    func refusesWhatTheFormCannotSay(_ written: String, _ token: String) throws {
        let stated = try #require(ValueParser.parse(written).value)
        let value = try #require(ValueParser.parse(token).value)
        #expect(ValueRewriter.rewrite(written, stated: stated, expected: value) == nil)
    }

    /// Whatever the form and the token, a rewrite that is made says the token's value.
    @Test func everyRewriteReadsBackAsTheToken() throws {
        let forms = ["20pt", "20px", "20", "1.5rem", "-2pt", "0.2s", "200ms", "1.0x", "72%", "화면 너비의 72%", "44×44pt",
                     "20-24pt", "[4, 8]", "#FFF", "#1a73e8", "#1A73E8FF", "rgb(26, 115, 232)", "rgba(26 115 232 / 50%)", ".easeInOut(duration: 0.2)", ".easeOut",
                     ".spring(response: 0.4, dampingFraction: 0.7)", "0.5s easeOut"]
        let tokens = ["24px", "0", "-0.5px", "1.25rem", "350ms", "0.3s", "1.2", "80%", "50x50pt", "8-12pt", "[12, 16]",
                      "#EEF0F3", "#2F6BFF80", "#ABC", ".easeInOut(duration: 0.35)", ".linear(duration: 0.1)",
                      ".spring(response: 0.5, dampingFraction: 0.9)", "easeIn"]
        var made = 0
        for form in forms {
            let stated = try #require(ValueParser.parse(form).value, "\(form)")
            for token in tokens {
                let expected = try #require(ValueParser.parse(token).value, "\(token)")
                guard let rewritten = ValueRewriter.rewrite(form, stated: stated, expected: expected) else { continue }
                made += 1
                let reread = ValueParser.parse(rewritten).value
                #expect(reread.map { StatedValue.agrees($0, expected) } == true, "\(form) for \(token) gave \(rewritten)")
            }
        }
        #expect(made >= 50)
    }

    @Test func numbersAreFoundWithTheirSign() {
        let literals = NumberLiteral.all(in: Array("20-24pt, -4, h1, .5"))
        #expect(literals.map(\.value) == [20, 24, -4, 0.5])
        #expect(literals[3].writing(0.75) == ".75")
        #expect(NumberLiteral.all(in: Array("−0.5"))[0].writing(-1.25) == "−1.25")
    }
}
