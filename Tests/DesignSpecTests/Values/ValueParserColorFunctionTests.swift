import Testing
@testable import DesignSpecCore

/// Doc values written as CSS colour functions (`rgb()`, `rgba()`, `hsl()`, `hsla()`): the
/// same `DesignValue.color` the hex form gives, so they compare with tokens by meaning.
@Suite("ValueParser: CSS colour functions") struct ValueParserColorFunctionTests {
    private func rgb(_ r: Int, _ g: Int, _ b: Int, alpha: Double = 1) -> DesignValue {
        .color(Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha))
    }

    @Test func rgbIsTheHexColor() {
        let text = "rgb(26, 115, 232)"
        #expect(ValueParser.parse(text) == .value(rgb(26, 115, 232), span: 0..<17, approximate: false))
        #expect(ValueParser.parse(text).value == ValueParser.parse("#1A73E8").value)
    }

    @Test(arguments: [
        ("rgba(26, 115, 232, 0.5)", 0.5),
        ("rgb(26 115 232 / 50%)", 0.5),
        ("rgba(26 115 232 / 0.25)", 0.25),
        ("RGB(26,115,232)", 1),
        ("rgb( 26 , 115 , 232 , 100% )", 1),
    ])
    func rgbFormsAndAlpha(_ text: String, _ alpha: Double) {
        #expect(ValueParser.parse(text).value == rgb(26, 115, 232, alpha: alpha))
    }

    @Test func rgbPercentagesAreOfTheFullChannel() {
        #expect(ValueParser.parse("rgb(100%, 0%, 50%)").value == .color(Color(red: 1, green: 0, blue: 0.5)))
        #expect(ValueParser.parse("rgb(none 0 255)").value == rgb(0, 0, 255))
    }

    @Test(arguments: [
        ("hsl(0, 100%, 50%)", [0.0, 100, 50], 1.0, "#FF0000"),
        ("hsl(120deg 100% 25%)", [120, 100, 25], 1, "#008000"),
        ("hsla(210, 50%, 50%, 0.5)", [210, 50, 50], 0.5, "#4080BF80"),
        ("hsl(0.5turn 100 50 / 25%)", [180, 100, 50], 0.25, "#00FFFF40"),
    ])
    func hslIsConvertedToSRGB(_ text: String, _ components: [Double], _ alpha: Double, _ hex: String) throws {
        let value = try #require(ValueParser.parse(text).value)
        #expect(value == .color(try #require(Color(space: "hsl", components: components, alpha: alpha))))
        guard case .color(let color) = value else { return }
        #expect(color.hex == hex)
    }

    @Test func colorFunctionsInListsAndSentences() {
        #expect(ValueParser.parse("rgb(255, 0, 0), #00F").value == .list([rgb(255, 0, 0), rgb(0, 0, 255)]))
        #expect(ValueParser.parse("약 rgb(255, 0, 0).") == .value(rgb(255, 0, 0), span: 2..<16, approximate: true))
        #expect(ValueParser.parse("`rgb(255 0 0)`") == .value(rgb(255, 0, 0), span: 1..<13, approximate: false))
    }

    @Test(arguments: [
        ("rgb(300, 0)", "'rgb(300, 0)' is not a color: rgb() takes 3 values and an optional alpha, not 2", 0, 11),
        ("rgb(300, 0, 0)", "'rgb(300, 0, 0)' is not a color: '300' is outside 0–255", 0, 14),
        (" rgba(26, 115, 232, 1.5)", "'rgba(26, 115, 232, 1.5)' is not a color: '1.5' is outside 0–1", 1, 23),
        ("rgb(26 115 232 0.5)", "'rgb(26 115 232 0.5)' is not a color: rgb() takes 3 values and an optional `/ alpha`, not 4", 0, 19),
        ("rgb(26, , 232)", "'rgb(26, , 232)' is not a color: a value is missing", 0, 14),
        ("rgb(red, 0, 0)", "'rgb(red, 0, 0)' is not a color: 'red' is not a number", 0, 14),
        ("hsl(0, 120%, 50%)", "'hsl(0, 120%, 50%)' is not a color: '120%' is outside 0–100%", 0, 17),
        ("hsl(0, 100%, 50%", "'hsl(0, 100%, 50%' is not a color: hsl() has no closing parenthesis", 0, 16),
    ])
    func malformedFunctionsAreInvalidWhereTheyAre(_ text: String, _ message: String, _ offset: Int, _ length: Int) {
        #expect(ValueParser.parse(text) == .invalid(ValueParseError(message: message, offset: offset, length: length)))
    }

    @Test(arguments: ["rgb(1, 2, 3) on white", "rgbish(1, 2, 3)", "the hsl() space"])
    func prose(_ text: String) {
        #expect(ValueParser.parse(text) == .notAValue)
    }
}
