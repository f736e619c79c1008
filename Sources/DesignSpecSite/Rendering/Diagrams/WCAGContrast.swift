import DesignSpecCore
import Foundation

/// WCAG 2.x relative luminance and contrast ratio
/// (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
package enum WCAGContrast {
    /// The relative luminance of the color's sRGB components (alpha ignored), 0...1.
    /// Components are clamped to 0...1; non-finite ones count as 0.
    package static func relativeLuminance(_ color: Color) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio (1...21) of `foreground` drawn over `background`. A translucent
    /// foreground is composited over the background first, and a translucent background
    /// over white (the page), as a reader would see them.
    package static func ratio(foreground: Color, background: Color) -> Double {
        let white = Color(red: 1, green: 1, blue: 1)
        let ground = composite(background, over: white)
        let figure = composite(foreground, over: ground)
        let a = relativeLuminance(figure)
        let b = relativeLuminance(ground)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// What a contrast ratio passes. Thresholds are not rounded: 4.49 fails AA.
    package struct Grade: Hashable, Sendable {
        package let ratio: Double
        /// Normal text, level AA: at least 4.5.
        package var aa: Bool { ratio >= 4.5 }
        /// Normal text, level AAA: at least 7.
        package var aaa: Bool { ratio >= 7 }
        /// Large text (18pt, or 14pt bold), level AA: at least 3.
        package var aaLarge: Bool { ratio >= 3 }

        package init(ratio: Double) { self.ratio = ratio }

        /// The ratio as people write it, `4.47:1`, truncated (not rounded) to two decimals
        /// so the label never claims more contrast than there is.
        package var label: String {
            let truncated = (ratio.isFinite ? ratio * 100 : 100).rounded(.down) / 100
            return SVGNumber.format(truncated) + ":1"
        }
    }

    package static func grade(foreground: Color, background: Color) -> Grade {
        Grade(ratio: ratio(foreground: foreground, background: background))
    }

    /// The sRGB transfer function undone. WCAG 2.0 printed the threshold as 0.03928; the
    /// sRGB standard's 0.04045 is used here (no 8-bit value lies between the two).
    static func linear(_ component: Double) -> Double {
        let c = DiagramPaint.clamped(component)
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// `top` over `bottom` with source-over alpha, in sRGB; the result is opaque when
    /// `bottom` is.
    static func composite(_ top: Color, over bottom: Color) -> Color {
        let alpha = DiagramPaint.clamped(top.alpha)
        func mix(_ a: Double, _ b: Double) -> Double {
            DiagramPaint.clamped(a) * alpha + DiagramPaint.clamped(b) * (1 - alpha)
        }
        return Color(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green),
                     blue: mix(top.blue, bottom.blue), alpha: 1)
    }
}
