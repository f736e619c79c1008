import Testing
@testable import DesignSpecCore

/// Every SwiftUI recipe of the seed docs (`/work/shared/seeds/000_*.txt`, `001_*.txt`,
/// `002_*.txt`), copied as written, Korean comments included.
@Suite("Seed recipes") struct SeedRecipeTests {
    private let origin = DesignSpecCore.SourceLocation(file: "content/ios-design-tokens.md", line: 57, column: 1)

    private func scan(_ marked: String) -> (RecipeScan, (Int) -> DesignSpecCore.SourceLocation) {
        let code = MarkedSwiftCode(marked)
        let o = origin
        return (SwiftScanner.scan(code: code.code, origin: o), { code.location($0, origin: o) })
    }

    private func color(_ name: String, _ r: Int, _ g: Int, _ b: Int, alpha: Double = 1) -> DesignValue {
        .color(Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha, space: name))
    }

    @Test func subToolbarChipButton() {
        let (result, at) = scan("""
        HStack(spacing: ①5) {
            Circle().fill(color).frame(width: ②12, height: ③12)
            Text(title)
        }
        .padding(.horizontal, ④10).padding(.vertical, ⑤6)
        .background(RoundedRectangle(cornerRadius: ⑥8).fill(
            isSelected ? ⑦Color.accentColor.opacity(⑧0.2) : ⑨Color(.systemGray5).opacity(⑩0.6)
        ))
        .overlay(RoundedRectangle(cornerRadius: ⑪8).stroke(
            isSelected ? ⑫Color.accentColor : ⑬.clear, lineWidth: ⑭1.5
        ))
        """)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.spacing, scanPt(5), at(1)),
            ScannedLiteral(.frameWidth, scanPt(12), at(2)),
            ScannedLiteral(.frameHeight, scanPt(12), at(3)),
            ScannedLiteral(.padding(edges: [.horizontal]), scanPt(10), at(4)),
            ScannedLiteral(.padding(edges: [.vertical]), scanPt(6), at(5)),
            ScannedLiteral(.cornerRadius, scanPt(8), at(6)),
            ScannedLiteral(.color, color("accentColor", 0x00, 0x7A, 0xFF, alpha: 0.2), at(7)),
            ScannedLiteral(.opacity, .number(0.2), at(8)),
            ScannedLiteral(.color, color("systemGray5", 0xE5, 0xE5, 0xEA, alpha: 0.6), at(9)),
            ScannedLiteral(.opacity, .number(0.6), at(10)),
            ScannedLiteral(.cornerRadius, scanPt(8), at(11)),
            ScannedLiteral(.color, color("accentColor", 0x00, 0x7A, 0xFF), at(12)),
            ScannedLiteral(.color, color("clear", 0, 0, 0, alpha: 0), at(13)),
            ScannedLiteral(.lineWidth, scanPt(1.5), at(14)),
        ])
        #expect(result.literals.map(\.range.start.description).prefix(2) == [
            "content/ios-design-tokens.md:57:17", "content/ios-design-tokens.md:58:39",
        ])
        #expect(result.literals[3].context == ".padding(.horizontal, 10)")
        #expect(result.literals[6].context == ".fill(isSelected ? Color.accentColor.opacity(0.2) : Color(.systemGray5).opacity(0.6))")
        #expect(result.literals[13].context == ".stroke(isSelected ? Color.accentColor : .clear, lineWidth: 1.5)")
        #expect(result.tokenReferences.isEmpty && result.skipped.isEmpty && !result.hasInteractiveElement)
    }

    @Test func toolbarIconButton() {
        let (result, at) = scan("""
        Image(systemName: icon)
            .font(.system(size: ①18))
            .frame(width: ②36, height: ③36)
            .background(RoundedRectangle(cornerRadius: ④8).fill(
                isActive ? ⑤Color.accentColor.opacity(⑥0.15) : ⑦.clear
            ))
        """)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.fontSize, scanPt(18), at(1)),
            ScannedLiteral(.frameWidth, scanPt(36), at(2)),
            ScannedLiteral(.frameHeight, scanPt(36), at(3)),
            ScannedLiteral(.cornerRadius, scanPt(8), at(4)),
            ScannedLiteral(.color, color("accentColor", 0x00, 0x7A, 0xFF, alpha: 0.15), at(5)),
            ScannedLiteral(.opacity, .number(0.15), at(6)),
            ScannedLiteral(.color, color("clear", 0, 0, 0, alpha: 0), at(7)),
        ])
        // The heading says "Button"; the code alone does not: extraction decides from the name.
        #expect(!result.hasInteractiveElement)
    }

    @Test func actionCTAButton() {
        let (result, at) = scan("""
        Text(label)
            .font(①.title2.bold())
            .frame(maxWidth: ②.infinity)
            .padding(.vertical, ③16)
            .background(color)
            .foregroundStyle(④.white)
            .clipShape(RoundedRectangle(cornerRadius: ⑤14))
            .buttonStyle(.plain)   // List 안에서 이중 탭 방지
        """)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.fontStyle, .string("title2"), at(1), interactive: true),
            ScannedLiteral(.maxWidth, scanPt(.infinity), at(2), interactive: true),
            ScannedLiteral(.padding(edges: [.vertical]), scanPt(16), at(3), interactive: true),
            ScannedLiteral(.color, color("white", 255, 255, 255), at(4), interactive: true),
            ScannedLiteral(.cornerRadius, scanPt(14), at(5), interactive: true),
        ])
        #expect(result.hasInteractiveElement)
    }

    @Test func sheetStandardSettingsHasNoDesignLiterals() {
        let (result, _) = scan("""
        .presentationDetents([.medium])          // 단순 확인용
        .presentationDetents([.medium, .large])  // 내용이 길어질 수 있을 때
        .presentationBackground(.thinMaterial)
        .presentationDragIndicator(.visible)
        // 반드시 NavigationStack 래핑
        """)
        #expect(result == RecipeScan())
    }

    @Test func cardListRow() {
        let (result, at) = scan("""
        .listStyle(.plain)
        .listRowSeparator(.hidden)
        .listRowBackground(①Color.clear)
        .listRowInsets(EdgeInsets(top: ②6, leading: ③16, bottom: ④6, trailing: ⑤16))
        // 카드 배경: Color(.systemGray6), cornerRadius: 14pt
        """)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.color, color("clear", 0, 0, 0, alpha: 0), at(1)),
            ScannedLiteral(.padding(edges: [.top]), scanPt(6), at(2)),
            ScannedLiteral(.padding(edges: [.leading]), scanPt(16), at(3)),
            ScannedLiteral(.padding(edges: [.bottom]), scanPt(6), at(4)),
            ScannedLiteral(.padding(edges: [.trailing]), scanPt(16), at(5)),
        ])
    }

    @Test func floatingActionButton() {
        let (result, at) = scan("""
        ZStack {
            listContent
            if editMode == .inactive {
                VStack {
                    Spacer()
                    Button(action: action) { /* Capsule 스타일 */ }
                        .padding(.bottom, ①32)
                }
                .transition(②.opacity.combined(with: .scale(scale: ③0.9, anchor: .bottom)))
            }
        }
        // List 마지막 행: Color.clear.frame(height: 80) — FAB 가림 방지
        """)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.padding(edges: [.bottom]), scanPt(32), at(1), interactive: true),
            ScannedLiteral(.transition, .composite([.init("transitions", .list([.string("opacity"), .string("scale(0.9, bottom)")]))]), at(2)),
            ScannedLiteral(.scale, .number(0.9), at(3)),
        ])
        #expect(result.literals[1].range.end.column == 80)
        #expect(result.hasInteractiveElement)
    }

    @Test func splashScreen() {
        let (result, at) = scan("""
        ZStack {
            ①Color(UIColor.systemBackground)
            ContentView().opacity(showSplash ? 0 : 1)
            if showSplash { SplashView() }
        }
        .task {
            try? await Task.sleep(for: .seconds(②1.4))
            showSplash = false
        }
        """)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.color, color("systemBackground", 255, 255, 255), at(1)),
            ScannedLiteral(.duration, .duration(Duration(milliseconds: 1400)), at(2)),
        ])
        #expect(result.literals[0].context == "Color(UIColor.systemBackground)")
    }

    @Test func cardLayoutPatternWithTokenNames() {
        let (result, at) = scan("""
        VStack(alignment: .leading, spacing: ①AppTheme.Spacing.xSmall) {
            // Card content
        }
        .padding(②AppTheme.Spacing.medium)
        .background(③AppTheme.Colors.surface)
        .clipShape(RoundedRectangle(cornerRadius: ④AppTheme.Style.cornerRadius))
        .shadow(color: ⑤.black.opacity(⑥0.06), radius: ⑦8, y: ⑧4)
        """)
        #expect(result.literals.map(ScannedLiteral.init) == [
            ScannedLiteral(.color, color("black", 0, 0, 0, alpha: 0.06), at(5)),
            ScannedLiteral(.opacity, .number(0.06), at(6)),
            ScannedLiteral(.shadowRadius, scanPt(8), at(7)),
            ScannedLiteral(.shadowOffsetY, scanPt(4), at(8)),
        ])
        #expect(result.tokenReferences.map { "\($0.name)|\($0.kind.map { "\($0)" } ?? "-")|\($0.range.start)" } == [
            "AppTheme.Spacing.xSmall|spacing|\(at(1))",
            "AppTheme.Spacing.medium|padding(edges: [DesignSpecCore.LiteralKind.Edge.all])|\(at(2))",
            "AppTheme.Colors.surface|color|\(at(3))",
            "AppTheme.Style.cornerRadius|cornerRadius|\(at(4))",
        ])
    }

    @Test func makersDesignSystemUsage() {
        let (result, at) = scan("""
        // AppDelegate 또는 @main
        @MainActor
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            FontLoader.registerIfNeeded()
            return true
        }
        label.setTypography(①Typography.heading1)
        view.backgroundColor = ②SemanticColor.Bg.Neutral.default
        view.layer.borderColor = ③SemanticColor.Stroke.Brand.default.cgColor
        button.backgroundColor = ④SemanticColor.Bg.Danger.Default.pressed
        """)
        #expect(result.literals.isEmpty && result.skipped.isEmpty)
        #expect(result.tokenReferences.map { "\($0.name)@\($0.range.start)" } == [
            "Typography.heading1@\(at(1))", "SemanticColor.Bg.Neutral.default@\(at(2))",
            "SemanticColor.Stroke.Brand.default@\(at(3))", "SemanticColor.Bg.Danger.Default.pressed@\(at(4))",
        ])
    }
}
