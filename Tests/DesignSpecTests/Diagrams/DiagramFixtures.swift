@testable import DesignSpecCore
@testable import DesignSpecSite

/// Fixed inputs for the golden diagrams, taken from the seed design docs.
enum DiagramFixtures {
    static func hex(_ value: UInt32, alpha: Double = 1) -> Color {
        Color(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
              blue: Double(value & 0xFF) / 255, alpha: alpha)
    }

    static let white = hex(0xFFFFFF)
    static let accent = hex(0x007AFF)
    static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    /// Each golden file's name and the diagram drawn into it.
    static let goldens: [(name: String, render: @Sendable () -> String)] = [
        ("swatch", {
            ColorSwatchDiagram(id: "swatch-brand", name: "SemanticColor.Bg.Brand.default", color: hex(0x1A73E8), pairs: [
                ContrastPair(foreground: white, background: hex(0x1A73E8),
                             foregroundName: "fg.on-brand", backgroundName: "bg.brand"),
                ContrastPair(foreground: hex(0x777777), background: white,
                             foregroundName: "fg.neutral.tertiary", backgroundName: "bg.neutral"),
            ]).render()
        }),
        ("swatch-translucent", {
            ColorSwatchDiagram(id: "swatch-accent-15", name: "accentColor.opacity(0.15)",
                               color: hex(0x007AFF, alpha: 0.15)).render()
        }),
        ("spacing", {
            SpacingScaleDiagram(id: "spacing-scale", steps: [
                ("Spacing.xxSmall", 4), ("Spacing.xSmall", 8), ("Spacing.small", 12), ("Spacing.medium", 16),
                ("Spacing.large", 24), ("Spacing.xLarge", 32), ("Spacing.xxLarge", 48),
            ].map { SpacingScaleDiagram.Step(label: $0.0, value: Dimension($0.1, .pt)) }).render()
        }),
        ("progress-ring", { ring.render() }),
        ("progress-ring-levels", { ring.renderLevels() }),
        ("device-layout", {
            DeviceLayoutDiagram(id: "grid-layout", title: "GridLayout", constants: [
                .init(name: "timeHeaderWidth", iphone: .dimension(Dimension(48, .pt)), ipad: .dimension(Dimension(60, .pt))),
                .init(name: "dayHeaderHeight", iphone: .dimension(Dimension(36, .pt)), ipad: .dimension(Dimension(48, .pt))),
                .init(name: "baseMinuteHeight", iphone: .number(1.2), ipad: .number(1.6)),
                .init(name: "minColumnWidth", iphone: .dimension(Dimension(44, .pt)), ipad: .dimension(Dimension(80, .pt))),
                .init(name: "fontSize scale", iphone: .ratio(Ratio(1, .multiplier)), ipad: .ratio(Ratio(1.2, .multiplier))),
            ]).render()
        }),
        ("motion-ease", {
            MotionCurveDiagram(id: "motion-edit-panel", name: "Edit panel slide", animation: Animation(
                curve: .timing(name: "easeInOut", easeInOut), duration: Duration(seconds: 0.25),
                transitions: ["move(trailing)", "opacity"])).render()
        }),
        ("motion-spring", {
            MotionCurveDiagram(id: "motion-fab", name: "Floating button / handles", animation: Animation(
                curve: .spring(response: 0.4, dampingFraction: 0.7))).render()
        }),
        ("tap-target-fail", {
            TapTargetDiagram(id: "tap-toolbar", name: "Toolbar Icon Button",
                             width: Dimension(36, .pt), height: Dimension(36, .pt)).render()
        }),
        ("tap-target-pass", {
            TapTargetDiagram(id: "tap-icon", name: "Icon button", width: Dimension(44, .pt), height: Dimension(48, .pt)).render()
        }),
        ("typography", {
            TypographySpecimen(id: "type-heading1", name: "Typography.heading1", fontFamily: ["SUIT"],
                               size: Dimension(28, .pt), lineHeight: .length(Dimension(42, .pt)),
                               letterSpacing: .ratio(Ratio(-0.02, .percent)), weight: 700).render()
        }),
        ("corner-radius", {
            CornerRadiusPreview(id: "radius-cta", radius: Dimension(14, .pt)).render()
        }),
        ("palette-index", {
            PaletteIndexPreview(id: "palette", total: 30, groups: [
                .init(name: "dark", range: 0...9), .init(name: "medium", range: 10...19), .init(name: "light", range: 20...29),
            ], picks: [[4, 14, 24], [2, 7, 14, 19, 24]]).render()
        }),
    ]

    static let ring = ProgressRingDiagram(
        id: "ring", lineWidth: Dimension(18, .pt), sizeRatio: Ratio(0.72, .percent, of: "화면 너비"),
        trackColor: hex(0x007AFF, alpha: 0.15), progressColor: accent, progress: 0.6)
}
