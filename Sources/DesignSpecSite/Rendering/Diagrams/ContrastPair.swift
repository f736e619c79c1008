import DesignSpecCore

/// A declared foreground/background pair (Semantic `fg` on `bg` of the same role) whose
/// contrast a swatch diagram shows.
package struct ContrastPair: Hashable, Sendable {
    package var foreground: Color
    package var background: Color
    /// The foreground's name, such as `color.fg.neutral.default`.
    package var foregroundName: String
    /// The background's name, such as `color.bg.neutral.default`.
    package var backgroundName: String

    package init(foreground: Color, background: Color, foregroundName: String = "foreground", backgroundName: String = "background") {
        self.foreground = foreground
        self.background = background
        self.foregroundName = foregroundName
        self.backgroundName = backgroundName
    }

    package var grade: WCAGContrast.Grade {
        WCAGContrast.grade(foreground: foreground, background: background)
    }
}
