import DesignSpecCore

/// The paints diagrams use for strokes and labels. They are CSS custom properties with
/// fallbacks, so the page's stylesheet picks light or dark; only swatch and token colors
/// are literal (`DiagramPaint.literal`).
enum DiagramPaint {
    /// Labels and primary strokes.
    static let foreground = "var(--ds-fg, currentColor)"
    /// Secondary labels and guides.
    static let muted = "var(--ds-muted, #8a8a8a)"
    /// Grid lines and frames.
    static let grid = "var(--ds-grid, #9a9a9a)"
    /// Diagram fills behind data (bars, frames), used with an opacity.
    static let accent = "var(--ds-accent, currentColor)"

    static let monospace = "ui-monospace, SFMono-Regular, Menlo, monospace"

    /// A literal sRGB color as `#RRGGBB` (alpha goes in `fill-opacity`), with components
    /// clamped to 0...1 and non-finite values taken as 0.
    static func literal(_ color: Color) -> String {
        var hex = "#"
        for component in [color.red, color.green, color.blue] {
            let byte = Int((clamped(component) * 255).rounded())
            hex.unicodeScalars.append(hexDigit(byte / 16))
            hex.unicodeScalars.append(hexDigit(byte % 16))
        }
        return hex
    }

    private static func hexDigit(_ value: Int) -> Unicode.Scalar {
        Unicode.Scalar(UInt8(value < 10 ? 48 + value : 55 + value))  // 0-9, A-F
    }

    /// The color's alpha, clamped, or nil when opaque (so no attribute is written).
    static func opacity(_ color: Color) -> Double? {
        let alpha = clamped(color.alpha)
        return alpha >= 1 ? nil : alpha
    }

    static func clamped(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0
    }
}

extension SVGElement {
    /// Filled with a literal token color and its alpha.
    func filled(_ color: Color) -> SVGElement {
        filled(DiagramPaint.literal(color), opacity: DiagramPaint.opacity(color))
    }
}
