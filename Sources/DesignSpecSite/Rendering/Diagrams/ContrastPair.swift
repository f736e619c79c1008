import DesignSpecCore

/// A declared foreground/background pair (Semantic `fg` on `bg` of the same role) whose
/// contrast a swatch diagram shows.
public struct ContrastPair: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    /// The foreground's name, such as `color.fg.neutral.default`.
    public var foregroundName: String
    /// The background's name, such as `color.bg.neutral.default`.
    public var backgroundName: String

    public init(foreground: Color, background: Color, foregroundName: String = "foreground", backgroundName: String = "background") {
        self.foreground = foreground
        self.background = background
        self.foregroundName = foregroundName
        self.backgroundName = backgroundName
    }

    public var grade: WCAGContrast.Grade {
        WCAGContrast.grade(foreground: foreground, background: background)
    }
}
