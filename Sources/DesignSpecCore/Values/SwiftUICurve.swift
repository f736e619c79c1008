/// SwiftUI's animation curves: the timing curves' Bézier control points, the default
/// duration, and the springs' default parameters.
package enum SwiftUICurve {
    /// SwiftUI's duration when a timing curve is written without one (`.easeOut`).
    package static let defaultDuration = Duration(seconds: 0.35)

    /// `linear`, `easeIn`, `easeOut`, `easeInOut`; `default` is `easeInOut`.
    package static func timing(_ name: String) -> CubicBezier? {
        switch name {
        case "linear": CubicBezier(0, 0, 1, 1)
        case "easeIn": CubicBezier(0.42, 0, 1, 1)
        case "easeOut": CubicBezier(0, 0, 0.58, 1)
        case "easeInOut", "default": CubicBezier(0.42, 0, 0.58, 1)
        default: nil
        }
    }

    /// Named springs and their (response, dampingFraction) defaults. For the iOS 17 forms
    /// (`duration:bounce:`), response is the duration and dampingFraction is `1 - bounce`.
    static func spring(_ name: String) -> (response: Double, dampingFraction: Double)? {
        switch name {
        case "spring": (0.55, 0.825)
        case "interactiveSpring": (0.15, 0.86)
        case "interpolatingSpring": (0.5, 1)
        case "smooth": (0.5, 1)
        case "snappy": (0.5, 0.85)
        case "bouncy": (0.5, 0.7)
        default: nil
        }
    }
}
