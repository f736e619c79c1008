/// A typed design value, the one vocabulary shared by the token side and the doc side:
/// both parse into it, and the check compares `DesignValue`s, never strings.
///
/// Equality is by meaning where the design system says so (`16pt` == `16px` == `16`,
/// `#1a73e8` == `#1A73E8FF`, `0.2s` == `200ms`): use `matches(_:)` for that; `==` is
/// structural.
public indirect enum DesignValue: Hashable, Sendable {
    case dimension(Dimension)
    case number(Double)
    case ratio(Ratio)
    case color(Color)
    case duration(Duration)
    case cubicBezier(CubicBezier)
    case animation(Animation)
    case fontFamily([String])
    case fontWeight(Int)
    case string(String)
    /// An inclusive range such as `0–29`.
    case range(lower: Double, upper: Double)
    case list([DesignValue])
    /// typography, shadow, border, transition, gradient, strokeStyle, padding pairs...:
    /// named fields in source order.
    case composite([Field])

    /// A named field of a composite value: `fontSize: 16pt` in a typography token.
    public struct Field: Hashable, Sendable {
        /// The field's name as written (`fontSize`, `offsetX`, `color`).
        public var name: String
        /// The field's value.
        public var value: DesignValue

        /// The field `name` holding `value`.
        public init(_ name: String, _ value: DesignValue) {
            self.name = name
            self.value = value
        }
    }
}

/// A length. Points, pixels and unitless numbers are the same unit in this design system
/// (iOS points; `16pt` == `16px` == `16`); `rem` is 16 points.
public struct Dimension: Hashable, Sendable {
    /// The unit a length is written in; `unitless` for a bare number (`16`).
    public enum Unit: String, Hashable, Sendable {
        case pt, px, rem, em, unitless = ""
    }

    /// The number as written, in `unit`.
    public var value: Double
    /// The unit it was written in.
    public var unit: Unit

    /// `value` in `unit`: `Dimension(16, .pt)` is `16pt`.
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The length in points: px, pt and unitless as given, rem and em at 16.
    public var points: Double {
        switch unit {
        case .pt, .px, .unitless: value
        case .rem, .em: value * 16
        }
    }
}

/// A share of something: `72%` (percent), `1.2x` (multiplier). `value` is the fraction
/// (0.72, 1.2); `of` names what it is a share of when the doc says (`화면 너비의 72%`).
public struct Ratio: Hashable, Sendable {
    /// How a share is written: `72%` (percent) or `1.2x` (multiplier).
    public enum Notation: String, Hashable, Sendable { case percent, multiplier }

    /// The fraction: 0.72 for `72%`, 1.2 for `1.2x`.
    public var value: Double
    /// Whether it was written as a percentage or a multiplier.
    public var notation: Notation
    /// What it is a share of, when the doc says (`화면 너비`, the screen width); nil otherwise.
    public var of: String?

    /// The share `value` (a fraction), written in `notation`, of `of`.
    public init(_ value: Double, _ notation: Notation, of: String? = nil) {
        self.value = value
        self.notation = notation
        self.of = of
    }
}

/// A color, kept in sRGB for display and comparison, with the color space and components
/// it was written in.
public struct Color: Hashable, Sendable {
    /// sRGB components and alpha, each 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1 (1 is opaque).
    public var alpha: Double
    /// As written: `srgb`, `display-p3`, `hsl`, `oklch`, or a system/named color such as
    /// `blue` or `accentColor` (then the components are a representative sRGB value).
    public var space: String
    /// The components in `space` as written (three for sRGB, HSL or OKLCH).
    public var components: [Double]

    /// A color from sRGB components and alpha (0...1); `components` defaults to the sRGB ones.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, space: String = "srgb", components: [Double]? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.space = space
        self.components = components ?? [red, green, blue]
    }
}

/// A length of time, kept in milliseconds: `0.2s` and `200ms` are the same duration.
public struct Duration: Hashable, Sendable {
    /// The duration in milliseconds.
    public var milliseconds: Double

    /// A duration of `milliseconds`.
    public init(milliseconds: Double) { self.milliseconds = milliseconds }
    /// A duration of `seconds` (`0.3` is 300 ms).
    public init(seconds: Double) { milliseconds = seconds * 1000 }

    /// The duration in seconds.
    public var seconds: Double { milliseconds / 1000 }
}

/// A cubic Bézier timing curve: the two control points of `cubic-bezier(x1, y1, x2, y2)`.
public struct CubicBezier: Hashable, Sendable {
    /// The control points' coordinates, x between 0 and 1.
    public var x1, y1, x2, y2: Double

    /// The curve `cubic-bezier(x1, y1, x2, y2)`.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }
}

/// A SwiftUI animation: `.easeInOut(duration: 0.2)`, `.spring(response: 0.4,
/// dampingFraction: 0.7)`, possibly with a transition combined (`+ .opacity...`).
public struct Animation: Hashable, Sendable {
    /// How the animation moves: a timing curve or a spring.
    public enum Curve: Hashable, Sendable {
        /// `linear`, `easeIn`, `easeOut`, `easeInOut`, `default` with their Bézier points.
        case timing(name: String, CubicBezier)
        case spring(response: Double, dampingFraction: Double)
    }

    /// Its timing curve or spring.
    public var curve: Curve
    /// How long it runs; nil for a spring, or when the source gives none.
    public var duration: Duration?
    /// Transitions combined with the animation, as their SwiftUI spelling in source order
    /// (`opacity`, `scale(0.95)`, `move(trailing)`).
    public var transitions: [String]

    /// An animation on `curve`, lasting `duration`, with `transitions` combined.
    public init(curve: Curve, duration: Duration? = nil, transitions: [String] = []) {
        self.curve = curve
        self.duration = duration
        self.transitions = transitions
    }
}
