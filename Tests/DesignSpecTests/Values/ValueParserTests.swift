import Testing
@testable import DesignSpecCore

@Suite("ValueParser") struct ValueParserTests {
    private func pt(_ v: Double) -> DesignValue { .dimension(Dimension(v, .pt)) }
    private func hex(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> DesignValue {
        .color(Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255))
    }
    private func system(_ name: String, _ r: Int, _ g: Int, _ b: Int, alpha: Double = 1) -> DesignValue {
        .color(Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha, space: name))
    }
    private static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    @Test(arguments: [
        ("16pt", DesignValue.dimension(Dimension(16, .pt))),
        ("16px", .dimension(Dimension(16, .px))),
        ("1.5rem", .dimension(Dimension(1.5, .rem))),
        ("44 pt", .dimension(Dimension(44, .pt))),
        ("16", .number(16)),
        ("1.2", .number(1.2)),
        (".5", .number(0.5)),
        ("-4", .number(-4)),
        ("1.0x", .ratio(Ratio(1.0, .multiplier))),
        ("1.2x", .ratio(Ratio(1.2, .multiplier))),
        ("72%", .ratio(Ratio(0.72, .percent))),
        ("화면 너비의 72%", .ratio(Ratio(0.72, .percent, of: "화면 너비"))),
        ("화면 너비의 72% 크기", .ratio(Ratio(0.72, .percent, of: "화면 너비"))),
        ("72% of screen width", .ratio(Ratio(0.72, .percent, of: "screen width"))),
        ("0.2s", .duration(Duration(milliseconds: 200))),
        ("200ms", .duration(Duration(milliseconds: 200))),
        ("0–29", .range(lower: 0, upper: 29)),
        ("0-29", .range(lower: 0, upper: 29)),
        ("0~29", .range(lower: 0, upper: 29)),
        ("20-24pt", .range(lower: 20, upper: 24)),
        ("[4, 14, 24]", .list([.number(4), .number(14), .number(24)])),
        ("[2, 7, 14, 19, 24]", .list([2, 7, 14, 19, 24].map { .number($0) })),
        ("4, 8, 12, 28pt", .list([4, 8, 12, 28].map { .dimension(Dimension($0, .pt)) })),
        ("44x44pt", .composite([.init("width", .dimension(Dimension(44, .pt))), .init("height", .dimension(Dimension(44, .pt)))])),
        ("44×44 pt", .composite([.init("width", .dimension(Dimension(44, .pt))), .init("height", .dimension(Dimension(44, .pt)))])),
        ("24x24", .composite([.init("width", .dimension(Dimension(24, .unitless))), .init("height", .dimension(Dimension(24, .unitless)))])),
        ("horizontal 16pt, vertical 12pt", .composite([.init("horizontal", .dimension(Dimension(16, .pt))), .init("vertical", .dimension(Dimension(12, .pt)))])),
        ("16pt horizontal, 8pt vertical", .composite([.init("horizontal", .dimension(Dimension(16, .pt))), .init("vertical", .dimension(Dimension(8, .pt)))])),
    ])
    func plainForms(text: String, expected: DesignValue) {
        #expect(ValueParser.parse(text).value == expected)
    }

    @Test func hexColors() {
        #expect(ValueParser.parse("#2F6BFF").value == hex(0x2F, 0x6B, 0xFF))
        #expect(ValueParser.parse("#2f6bff80").value == hex(0x2F, 0x6B, 0xFF, 0x80))
        #expect(ValueParser.parse("#FFF").value == hex(255, 255, 255))
        #expect(ValueParser.parse("#0008").value == hex(0, 0, 0, 0x88))
    }

    @Test func swiftUIColors() {
        #expect(ValueParser.parse(".blue").value == system("blue", 0x00, 0x7A, 0xFF))
        #expect(ValueParser.parse(".red").value == system("red", 0xFF, 0x3B, 0x30))
        #expect(ValueParser.parse("Color.accentColor").value == system("accentColor", 0x00, 0x7A, 0xFF))
        #expect(ValueParser.parse(".accentColor.opacity(0.15)").value == system("accentColor", 0x00, 0x7A, 0xFF, alpha: 0.15))
        #expect(ValueParser.parse("accentColor.opacity(0.15)").value == system("accentColor", 0x00, 0x7A, 0xFF, alpha: 0.15))
        #expect(ValueParser.parse("Color(.systemGray6)").value == system("systemGray6", 0xF2, 0xF2, 0xF7))
        #expect(ValueParser.parse("Color(.systemGray5).opacity(0.6)").value == system("systemGray5", 0xE5, 0xE5, 0xEA, alpha: 0.6))
        #expect(ValueParser.parse(".clear").value == system("clear", 0, 0, 0, alpha: 0))
        #expect(ValueParser.parse("Color(red: 1, green: 0.5, blue: 0)").value == .color(Color(red: 1, green: 0.5, blue: 0)))
        #expect(ValueParser.parse(".blue, .red").value == .list([system("blue", 0x00, 0x7A, 0xFF), system("red", 0xFF, 0x3B, 0x30)]))
    }

    @Test func animations() {
        #expect(ValueParser.parse(".easeInOut(duration: 0.2)").value
            == .animation(Animation(curve: .timing(name: "easeInOut", Self.easeInOut), duration: Duration(seconds: 0.2))))
        #expect(ValueParser.parse(".easeOut").value == .animation(Animation(curve: .timing(name: "easeOut", CubicBezier(0, 0, 0.58, 1)))))
        #expect(ValueParser.parse(".linear(duration: 1)").value
            == .animation(Animation(curve: .timing(name: "linear", CubicBezier(0, 0, 1, 1)), duration: Duration(seconds: 1))))
        #expect(ValueParser.parse(".spring(response: 0.4, dampingFraction: 0.7)").value
            == .animation(Animation(curve: .spring(response: 0.4, dampingFraction: 0.7))))
        #expect(ValueParser.parse("0.5s easeOut").value
            == .animation(Animation(curve: .timing(name: "easeOut", CubicBezier(0, 0, 0.58, 1)), duration: Duration(seconds: 0.5))))
    }

    @Test func animationsWithTransitions() {
        #expect(ValueParser.parse(".easeInOut(duration: 0.2) + .opacity.combined(with: .scale(scale: 0.95))").value
            == .animation(Animation(curve: .timing(name: "easeInOut", Self.easeInOut), duration: Duration(seconds: 0.2),
                                    transitions: ["opacity", "scale(0.95)"])))
        #expect(ValueParser.parse(".easeInOut(duration: 0.25) + .move(edge: .trailing).combined(with: .opacity)").value
            == .animation(Animation(curve: .timing(name: "easeInOut", Self.easeInOut), duration: Duration(seconds: 0.25),
                                    transitions: ["move(trailing)", "opacity"])))
        #expect(ValueParser.parse(".opacity.combined(with: .scale(scale: 0.9, anchor: .bottom))").value
            == .composite([.init("transitions", .list([.string("opacity"), .string("scale(0.9, bottom)")]))]))
    }

    @Test func spansAndTolerances() {
        #expect(ValueParser.parse("16pt") == .value(pt(16), span: 0..<4, approximate: false))
        #expect(ValueParser.parse("  16pt  ") == .value(pt(16), span: 2..<6, approximate: false))
        #expect(ValueParser.parse("약 16pt") == .value(pt(16), span: 2..<6, approximate: true))
        #expect(ValueParser.parse("~1.46s") == .value(.duration(Duration(milliseconds: 1460)), span: 1..<6, approximate: true))
        #expect(ValueParser.parse("14pt 고정") == .value(pt(14), span: 0..<4, approximate: false))
        #expect(ValueParser.parse("`.easeOut`") == .value(.animation(Animation(curve: .timing(name: "easeOut", CubicBezier(0, 0, 0.58, 1)))), span: 1..<9, approximate: false))
        #expect(ValueParser.parse("24pt.") == .value(pt(24), span: 0..<4, approximate: false))
        #expect(ValueParser.parse("16pt horizontal, 8pt vertical.").value == .composite([.init("horizontal", pt(16)), .init("vertical", pt(8))]))
        #expect(ValueParser.parse("5..") == .notAValue)
        #expect(ValueParser.parse(" 화면 너비의 72%") == .value(.ratio(Ratio(0.72, .percent, of: "화면 너비")), span: 1..<11, approximate: false))
    }

    @Test func mistakes() {
        #expect(ValueParser.parse("12ptt") == .invalid(ValueParseError(message: "unknown unit 'ptt' in '12ptt'", offset: 0, length: 5)))
        #expect(ValueParser.parse("#GGG") == .invalid(ValueParseError(message: "'#GGG' is not a hex color", offset: 0, length: 4)))
        #expect(ValueParser.parse(" #12345") == .invalid(ValueParseError(message: "'#12345' is not a hex color", offset: 1, length: 6)))
        #expect(ValueParser.parse("44x44pp") == .invalid(ValueParseError(message: "unknown unit 'pp' in '44x44pp'", offset: 0, length: 7)))
        #expect(ValueParser.parse("[4, 12ptt]") == .invalid(ValueParseError(message: "unknown unit 'ptt' in '12ptt'", offset: 4, length: 5)))
        #expect(ValueParser.parse("12ptt").offset == 0)
    }

    @Test(arguments: [
        "", "   ", "Platform-native: SwiftUI 네이티브 컴포넌트 우선", "64pt bold monospaced", "3개", "12시 방향에서 반시계로 줄어듦",
        "5% 미만이면 강제 .red 전환", ".round", "Use Case", "# heading", "16 apples", "Color(\"Brand\")",
    ])
    func notValues(text: String) {
        #expect(ValueParser.parse(text) == .notAValue)
    }
}
