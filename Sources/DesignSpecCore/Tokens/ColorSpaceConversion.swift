import Foundation

/// Converts colors written in other color spaces to sRGB for display and comparison.
/// Formulas from CSS Color 4: decode the transfer function to linear light, convert with
/// the D65 matrices, encode with the sRGB transfer function, then clip to the sRGB gamut.
package enum ColorSpaceConversion {
    /// The color spaces `sRGB(space:components:)` understands (DTCG 2025.10 names).
    package static let supportedSpaces: Set<String> = ["srgb", "srgb-linear", "display-p3", "hsl", "oklch", "oklab"]

    /// sRGB components (0...1, clipped) for `components` written in `space`, or nil when the
    /// space is unknown or the component count is not 3.
    package static func sRGB(space: String, components: [Double]) -> (red: Double, green: Double, blue: Double)? {
        guard let unclipped = unclippedSRGB(space: space, components: components) else { return nil }
        return (clip(unclipped.0), clip(unclipped.1), clip(unclipped.2))
    }

    /// Like `sRGB(space:components:)` but without clipping: out-of-gamut colors give
    /// components below 0 or above 1.
    package static func unclippedSRGB(space: String, components c: [Double]) -> (Double, Double, Double)? {
        guard c.count == 3 else { return nil }
        switch space {
        case "srgb":
            return (c[0], c[1], c[2])
        case "srgb-linear":
            return (encode(c[0]), encode(c[1]), encode(c[2]))
        case "display-p3":
            let linear = (decode(c[0]), decode(c[1]), decode(c[2]))
            let xyz = multiply(p3ToXYZ, linear)
            let rgb = multiply(xyzToLinearSRGB, xyz)
            return (encode(rgb.0), encode(rgb.1), encode(rgb.2))
        case "hsl":
            return hslToSRGB(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
        case "oklch":
            let radians = c[2] * Double.pi / 180
            return oklabToSRGB(l: c[0], a: c[1] * cos(radians), b: c[1] * sin(radians))
        case "oklab":
            return oklabToSRGB(l: c[0], a: c[1], b: c[2])
        default:
            return nil
        }
    }

    /// The sRGB transfer function, encoded → linear.
    package static func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The sRGB transfer function, linear → encoded.
    static func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    private static func clip(_ value: Double) -> Double { min(1, max(0, value)) }

    private typealias Matrix = ((Double, Double, Double), (Double, Double, Double), (Double, Double, Double))

    private static func multiply(_ m: Matrix, _ v: (Double, Double, Double)) -> (Double, Double, Double) {
        (m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
         m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
         m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2)
    }

    private static let p3ToXYZ: Matrix = (
        (0.4865709486482162, 0.26566769316909306, 0.1982172852343625),
        (0.2289745640697488, 0.6917385218365064, 0.079286914093745),
        (0.0, 0.04511338185890264, 1.043944368900976)
    )

    private static let xyzToLinearSRGB: Matrix = (
        (3.2409699419045226, -1.537383177570094, -0.4986107602930034),
        (-0.9692436362808796, 1.8759675015077202, 0.04155505740717559),
        (0.05563007969699366, -0.20397695888897652, 1.0569715142428786)
    )

    private static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    /// Björn Ottosson's OKLab → linear sRGB, then encoded.
    private static func oklabToSRGB(l: Double, a: Double, b: Double) -> (Double, Double, Double) {
        let l_ = l + 0.3963377774 * a + 0.2158037573 * b
        let m_ = l - 0.1055613458 * a - 0.0638541728 * b
        let s_ = l - 0.0894841775 * a - 1.2914855480 * b
        let (lc, mc, sc) = (l_ * l_ * l_, m_ * m_ * m_, s_ * s_ * s_)
        let red = 4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc
        let green = -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc
        let blue = -0.0041960863 * lc - 0.7034186147 * mc + 1.7076147010 * sc
        return (encode(red), encode(green), encode(blue))
    }
}
