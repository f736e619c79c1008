import Testing
@testable import DesignSpecCore

@Suite("SwiftScanner") struct SwiftScannerTests {
    private let origin = DesignSpecCore.SourceLocation(file: "docs/컴포넌트.md", line: 20, column: 1)

    private func scan(_ marked: MarkedSwiftCode, origin: DesignSpecCore.SourceLocation? = nil) -> (RecipeScan, (Int) -> DesignSpecCore.SourceLocation) {
        let o = origin ?? self.origin
        return (SwiftScanner.scan(code: marked.code, origin: o), { marked.location($0, origin: o) })
    }

    private static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    private func color(_ name: String, _ r: Int, _ g: Int, _ b: Int, alpha: Double = 1) -> DesignValue {
        .color(Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha, space: name))
    }

    @Test func layoutLiterals() {
        let code = MarkedSwiftCode("""
        VStack(alignment: .leading, spacing: ①8) {
            Text("안녕").padding(②12)
        }
        .padding(.horizontal, ③16)
        .padding([.top, .bottom], ④4)
        .frame(width: ⑤36, height: ⑥36)
        .frame(minWidth: ⑦44, minHeight: ⑧44)
        .frame(maxWidth: ⑨.infinity, maxHeight: ⑩200)
        .listRowInsets(EdgeInsets(top: ⑪6, leading: ⑫16, bottom: ⑬6, trailing: ⑭16))
        .clipShape(RoundedRectangle(cornerRadius: ⑮14))
        .cornerRadius(⑯10)
        Grid(horizontalSpacing: ⑰4, verticalSpacing: ⑱24) { }
        Spacer(minLength: ⑲20)
        .clipShape(.rect(cornerRadius: ⑳12))
        """)
        let (result, at) = scan(code)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.spacing, scanPt(8), at(1)),
            ScannedLiteral(.padding(edges: [.all]), scanPt(12), at(2)),
            ScannedLiteral(.padding(edges: [.horizontal]), scanPt(16), at(3)),
            ScannedLiteral(.padding(edges: [.top, .bottom]), scanPt(4), at(4)),
            ScannedLiteral(.frameWidth, scanPt(36), at(5)),
            ScannedLiteral(.frameHeight, scanPt(36), at(6)),
            ScannedLiteral(.minWidth, scanPt(44), at(7)),
            ScannedLiteral(.minHeight, scanPt(44), at(8)),
            ScannedLiteral(.maxWidth, scanPt(.infinity), at(9)),
            ScannedLiteral(.maxHeight, scanPt(200), at(10)),
            ScannedLiteral(.padding(edges: [.top]), scanPt(6), at(11)),
            ScannedLiteral(.padding(edges: [.leading]), scanPt(16), at(12)),
            ScannedLiteral(.padding(edges: [.bottom]), scanPt(6), at(13)),
            ScannedLiteral(.padding(edges: [.trailing]), scanPt(16), at(14)),
            ScannedLiteral(.cornerRadius, scanPt(14), at(15)),
            ScannedLiteral(.cornerRadius, scanPt(10), at(16)),
            ScannedLiteral(.spacing, scanPt(4), at(17)),
            ScannedLiteral(.spacing, scanPt(24), at(18)),
            ScannedLiteral(.spacing, scanPt(20), at(19)),
            ScannedLiteral(.cornerRadius, scanPt(12), at(20)),
        ])
        // Exact ranges and contexts of two of them.
        #expect(result.literals[0].range.description == "docs/컴포넌트.md:20:38")
        #expect(result.literals[0].range.end == DesignSpecCore.SourceLocation(file: "docs/컴포넌트.md", line: 20, column: 38))
        #expect(result.literals[4].context == ".frame(width: 36, height: 36)")
        #expect(result.literals[8].range.end == DesignSpecCore.SourceLocation(file: "docs/컴포넌트.md", line: 27, column: 26))
        #expect(result.literals[10].context == "EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)")
        #expect(result.skipped.isEmpty)
        #expect(!result.hasInteractiveElement)
    }

    @Test func typeStrokeAndEffectLiterals() {
        let code = MarkedSwiftCode("""
        Image(systemName: "star")
            .font(.system(size: ①18, weight: .bold))
            .font(②.title2.bold())
            .overlay(Circle().stroke(③.red, lineWidth: ④1.5))
            .opacity(⑤0.5)
            .scaleEffect(⑥0.9)
            .shadow(color: ⑦.black.opacity(⑧0.06), radius: ⑨8, x: ⑩-2, y: ⑪4)
            .offset(x: ⑫4, y: ⑬-8)
            .blur(radius: ⑭3)
            .lineSpacing(⑮6)
            .kerning(⑯-0.5)
            .border(⑰Color.gray, width: ⑱1)
        """)
        let (result, at) = scan(code)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.fontSize, scanPt(18), at(1)),
            ScannedLiteral(.fontStyle, .string("title2"), at(2)),
            ScannedLiteral(.color, color("red", 0xFF, 0x3B, 0x30), at(3)),
            ScannedLiteral(.lineWidth, scanPt(1.5), at(4)),
            ScannedLiteral(.opacity, .number(0.5), at(5)),
            ScannedLiteral(.scale, .number(0.9), at(6)),
            ScannedLiteral(.color, color("black", 0, 0, 0, alpha: 0.06), at(7)),
            ScannedLiteral(.opacity, .number(0.06), at(8)),
            ScannedLiteral(.shadowRadius, scanPt(8), at(9)),
            ScannedLiteral(.shadowOffsetX, scanPt(-2), at(10)),
            ScannedLiteral(.shadowOffsetY, scanPt(4), at(11)),
            ScannedLiteral(.offsetX, scanPt(4), at(12)),
            ScannedLiteral(.offsetY, scanPt(-8), at(13)),
            ScannedLiteral(.blurRadius, scanPt(3), at(14)),
            ScannedLiteral(.lineSpacing, scanPt(6), at(15)),
            ScannedLiteral(.letterSpacing, scanPt(-0.5), at(16)),
            ScannedLiteral(.color, color("gray", 0x8E, 0x8E, 0x93), at(17)),
            ScannedLiteral(.lineWidth, scanPt(1), at(18)),
        ])
        let shadowColor = result.literals[6]
        #expect(shadowColor.range.end.column == 39)   // `.black.opacity(0.06)` ends at the `)`
        #expect(shadowColor.context == ".shadow(color: .black.opacity(0.06), radius: 8, x: -2, y: 4)")
    }

    @Test func motionLiterals() {
        let code = MarkedSwiftCode("""
        withAnimation(①.easeInOut(duration: 0.2)) { show.toggle() }
        content.animation(②.spring(response: 0.4, dampingFraction: 0.7), value: x)
        content.animation(③.easeOut.delay(④0.1), value: y)
        content.transition(⑤.opacity.combined(with: .scale(scale: ⑥0.9, anchor: .bottom)))
        try? await Task.sleep(for: .seconds(⑦1.4))
        try await Task.sleep(nanoseconds: ⑧500_000_000)
        DispatchQueue.main.asyncAfter(deadline: .now() + ⑨0.5) { }
        let bounce = ⑩Animation.spring(response: 0.3, dampingFraction: 0.6)
        let quick = ⑪.linear(duration: 0.1)
        try await Task.sleep(for: .milliseconds(⑫250))
        """)
        let (result, at) = scan(code)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.animation, .animation(Animation(curve: .timing(name: "easeInOut", Self.easeInOut), duration: Duration(seconds: 0.2))), at(1)),
            ScannedLiteral(.animation, .animation(Animation(curve: .spring(response: 0.4, dampingFraction: 0.7))), at(2)),
            ScannedLiteral(.animation, .animation(Animation(curve: .timing(name: "easeOut", CubicBezier(0, 0, 0.58, 1)))), at(3)),
            ScannedLiteral(.delay, .duration(Duration(seconds: 0.1)), at(4)),
            ScannedLiteral(.transition, .composite([.init("transitions", .list([.string("opacity"), .string("scale(0.9, bottom)")]))]), at(5)),
            ScannedLiteral(.scale, .number(0.9), at(6)),
            ScannedLiteral(.duration, .duration(Duration(seconds: 1.4)), at(7)),
            ScannedLiteral(.duration, .duration(Duration(milliseconds: 500)), at(8)),
            ScannedLiteral(.duration, .duration(Duration(seconds: 0.5)), at(9)),
            ScannedLiteral(.animation, .animation(Animation(curve: .spring(response: 0.3, dampingFraction: 0.6))), at(10)),
            ScannedLiteral(.animation, .animation(Animation(curve: .timing(name: "linear", CubicBezier(0, 0, 1, 1)), duration: Duration(seconds: 0.1))), at(11)),
            ScannedLiteral(.duration, .duration(Duration(milliseconds: 250)), at(12)),
        ])
        #expect(result.literals[0].range.end.column == 39)
        #expect(result.literals[0].context == "withAnimation(.easeInOut(duration: 0.2))")
    }

    @Test func colorLiterals() {
        let code = MarkedSwiftCode("""
        Text("a")
            .foregroundStyle(①.white)
            .background(②Color.accentColor)
            .listRowBackground(③Color.clear)
            .tint(④Color(.systemGray6))
            .fill(⑤Color(.systemGray5).opacity(⑥0.6))
            .background(⑦Color(UIColor.systemBackground))
            .fill(color)
            .background(.thinMaterial)
            .foregroundStyle(⑧Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        """)
        let (result, at) = scan(code)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.color, color("white", 255, 255, 255), at(1)),
            ScannedLiteral(.color, color("accentColor", 0, 0x7A, 0xFF), at(2)),
            ScannedLiteral(.color, color("clear", 0, 0, 0, alpha: 0), at(3)),
            ScannedLiteral(.color, color("systemGray6", 0xF2, 0xF2, 0xF7), at(4)),
            ScannedLiteral(.color, color("systemGray5", 0xE5, 0xE5, 0xEA, alpha: 0.6), at(5)),
            ScannedLiteral(.opacity, .number(0.6), at(6)),
            ScannedLiteral(.color, color("systemBackground", 255, 255, 255), at(7)),
            ScannedLiteral(.color, .color(Color(red: 1, green: 0, blue: 0, alpha: 0.5)), at(8)),
        ])
        #expect(result.literals[4].range.end.column == 42)
    }

    @Test func interactiveElements() {
        let code = MarkedSwiftCode("""
        Button(action: save) {
            Text("저장").padding(①8)
        }
        .frame(minHeight: ②44)
        Text("x").padding(③4)
        Image(systemName: "gear").frame(width: ④24, height: ⑤24).onTapGesture { }
        Toggle("On", isOn: $on).padding(⑥2)
        VStack(spacing: ⑦3) { }
        Text(label).frame(maxWidth: ⑧.infinity).buttonStyle(.plain)
        NavigationLink(value: item) { Label("a", systemImage: "b") }.padding(⑨10)
        Button { save() } label: {
            Image(systemName: "plus").frame(width: ⑩44, height: ⑪44)
        }
        Text("after").padding(⑫1)
        """)
        let (result, at) = scan(code)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.padding(edges: [.all]), scanPt(8), at(1), interactive: true),
            ScannedLiteral(.minHeight, scanPt(44), at(2), interactive: true),
            ScannedLiteral(.padding(edges: [.all]), scanPt(4), at(3)),
            ScannedLiteral(.frameWidth, scanPt(24), at(4), interactive: true),
            ScannedLiteral(.frameHeight, scanPt(24), at(5), interactive: true),
            ScannedLiteral(.padding(edges: [.all]), scanPt(2), at(6), interactive: true),
            ScannedLiteral(.spacing, scanPt(3), at(7)),
            ScannedLiteral(.maxWidth, scanPt(.infinity), at(8), interactive: true),
            ScannedLiteral(.padding(edges: [.all]), scanPt(10), at(9), interactive: true),
            ScannedLiteral(.frameWidth, scanPt(44), at(10), interactive: true),
            ScannedLiteral(.frameHeight, scanPt(44), at(11), interactive: true),
            ScannedLiteral(.padding(edges: [.all]), scanPt(1), at(12)),
        ])
        #expect(result.hasInteractiveElement)
        #expect(!SwiftScanner.scan(code: "Text(\"a\").padding(4)", origin: origin).hasInteractiveElement)
    }

    @Test func positionsAfterKoreanTextAndInIndentedFences() {
        let code = MarkedSwiftCode("""
        .buttonStyle(.plain)   // List 안에서 이중 탭 방지
        .padding(.bottom, ①32) // 하단 여백
        Text("안녕하세요").padding(②12) /* 주석 */ .opacity(③0.5)
        // 카드 배경: Color(.systemGray6), cornerRadius: 14pt
        한글이름.frame(height: ④80)
        """)
        let indented = DesignSpecCore.SourceLocation(file: "docs/버튼.md", line: 40, column: 4)
        let (result, at) = scan(code, origin: indented)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.padding(edges: [.bottom]), scanPt(32), at(1), interactive: true),
            ScannedLiteral(.padding(edges: [.all]), scanPt(12), at(2)),
            ScannedLiteral(.opacity, .number(0.5), at(3)),
            ScannedLiteral(.frameHeight, scanPt(80), at(4)),
        ])
        #expect(result.literals.map(\.range.start.description) == [
            "docs/버튼.md:41:22", "docs/버튼.md:42:26", "docs/버튼.md:42:48", "docs/버튼.md:44:23",
        ])
    }

    @Test func tokenReferences() {
        let code = MarkedSwiftCode("""
        VStack(alignment: .leading, spacing: ①AppTheme.Spacing.xSmall) { }
        .padding(.vertical, ②AppTheme.Spacing.medium)
        .background(③AppTheme.Colors.surface)
        .clipShape(RoundedRectangle(cornerRadius: ④AppTheme.Style.cornerRadius))
        .font(⑤Typography.heading1)
        view.backgroundColor = ⑥SemanticColor.Bg.Neutral.default
        view.layer.borderColor = ⑦SemanticColor.Stroke.Brand.default.cgColor
        button.backgroundColor = ⑧SemanticColor.Bg.Secondary.Default.hover
        FontLoader.registerIfNeeded()
        UIApplication.LaunchOptionsKey.url
        let c = ⑨BaseColor.gray600
        """)
        let (result, at) = scan(code)
        let found = result.tokenReferences.map { "\($0.name) \($0.kind.map { "\($0)" } ?? "-") \($0.range.start)" }
        let l = { (n: Int) in at(n).description }
        #expect(found == [
            "AppTheme.Spacing.xSmall spacing \(l(1))",
            "AppTheme.Spacing.medium padding(edges: [DesignSpecCore.LiteralKind.Edge.vertical]) \(l(2))",
            "AppTheme.Colors.surface color \(l(3))",
            "AppTheme.Style.cornerRadius cornerRadius \(l(4))",
            "Typography.heading1 fontStyle \(l(5))",
            "SemanticColor.Bg.Neutral.default - \(l(6))",
            "SemanticColor.Stroke.Brand.default - \(l(7))",
            "SemanticColor.Bg.Secondary.Default.hover - \(l(8))",
            "BaseColor.gray600 - \(l(9))",
        ])
        #expect(result.tokenReferences[1].range.end.column == 43)
        #expect(result.tokenReferences[1].context == ".padding(.vertical, AppTheme.Spacing.medium)")
        #expect(result.literals.isEmpty)
    }

    @Test func codeItDoesNotUnderstandIsSkipped() {
        let code = "Text(\"a\".padding(4)\nlet s = \"never closed\n§ ]"
        let result = SwiftScanner.scan(code: code, origin: origin)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.padding(edges: [.all]), scanPt(4), DesignSpecCore.SourceLocation(file: origin.file, line: 20, column: 18)),
        ])
        #expect(result.skipped.map { "\($0.start.line):\($0.start.column)-\($0.end.line):\($0.end.column)" } == [
            "20:5-22:3", "21:9-21:21", "22:1-22:1", "22:3-22:3",
        ])
    }

    @Test func hostileNestingIsNeitherFatalNorDeep() {
        let n = 10_000
        let parens = String(repeating: "(", count: n) + "x" + String(repeating: ")", count: n)
        #expect(SwiftScanner.scan(code: parens, origin: origin).literals.isEmpty)
        let calls = String(repeating: "f(", count: n) + ".padding(1)" + String(repeating: ")", count: n)
        let result = SwiftScanner.scan(code: calls, origin: origin)
        #expect(result.literals.map(\.range.start.column) == [2 * n + 10])
        #expect(result.skipped.isEmpty)   // every call is visited on its own
        let deepColor = String(repeating: "Color(", count: n) + String(repeating: ")", count: n) + ".padding(3)"
        let color = SwiftScanner.scan(code: deepColor, origin: origin)
        #expect(color.skipped.map(\.description) == ["docs/컴포넌트.md:20:1"])
        #expect(color.literals.map(\.value) == [scanPt(3)])
        let deepTransition = ".transition(" + String(repeating: ".opacity.combined(with: ", count: 1_000) + ".opacity"
            + String(repeating: ")", count: 1_001)
        let transition = SwiftScanner.scan(code: deepTransition, origin: origin)
        #expect(transition.skipped.map(\.description) == ["docs/컴포넌트.md:20:13"])
        #expect(transition.literals.isEmpty)
        let unclosed = String(repeating: "[{(", count: n)
        #expect(SwiftScanner.scan(code: unclosed, origin: origin).skipped.count == 3 * n)
        let strings = String(repeating: "\"\\(", count: n)
        #expect(SwiftScanner.scan(code: strings, origin: origin).skipped.count == 1)
        #expect(ValueParser.parse(String(repeating: "[", count: n) + String(repeating: "]", count: n)) == .notAValue)
        #expect(ValueParser.parse(".opacity" + String(repeating: ".combined(with: .opacity", count: n) + String(repeating: ")", count: n)) == .notAValue)
    }
}
