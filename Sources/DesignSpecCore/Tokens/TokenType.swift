/// What kind of value a token holds: the DTCG 2025.10 types, with the other formats'
/// type names mapped onto them (`TokenType(formatName:)`).
public enum TokenType: Hashable, Sendable, CustomStringConvertible {
    case color, dimension, duration, cubicBezier, number, fontFamily, fontWeight
    case typography, shadow, border, transition, gradient, strokeStyle
    case string
    /// A type name this tool does not know; the value is kept as written.
    case other(String)

    /// The DTCG spelling (`cubicBezier`, `fontWeight`...).
    public var description: String {
        switch self {
        case .color: "color"
        case .dimension: "dimension"
        case .duration: "duration"
        case .cubicBezier: "cubicBezier"
        case .number: "number"
        case .fontFamily: "fontFamily"
        case .fontWeight: "fontWeight"
        case .typography: "typography"
        case .shadow: "shadow"
        case .border: "border"
        case .transition: "transition"
        case .gradient: "gradient"
        case .strokeStyle: "strokeStyle"
        case .string: "string"
        case .other(let name): name
        }
    }

    /// Composite types hold named fields (`DesignValue.composite`).
    public var isComposite: Bool {
        switch self {
        case .typography, .shadow, .border, .transition, .gradient: true
        default: false
        }
    }

    /// Maps a type name from DTCG, Tokens Studio (`spacing`, `sizing`, `borderRadius`,
    /// `boxShadow`, `fontSizes`, ...), Style Dictionary or Spectrum (`font-size`,
    /// `drop-shadow`, `opacity`, ...) onto a token type.
    public init(formatName name: String) {
        switch name {
        case "color", "color-set": self = .color
        case "dimension", "spacing", "sizing", "borderRadius", "borderWidth", "fontSize", "fontSizes",
             "paragraphSpacing", "paragraphIndent", "letterSpacing", "font-size", "scale-set", "size":
            self = .dimension
        case "duration": self = .duration
        case "cubicBezier": self = .cubicBezier
        case "number", "opacity", "lineHeight", "lineHeights", "multiplier", "gradient-stop", "angle":
            self = .number
        case "fontFamily", "fontFamilies", "font-family": self = .fontFamily
        case "fontWeight", "fontWeights", "font-weight": self = .fontWeight
        case "typography": self = .typography
        case "shadow", "boxShadow", "drop-shadow": self = .shadow
        case "border": self = .border
        case "transition": self = .transition
        case "gradient": self = .gradient
        case "strokeStyle": self = .strokeStyle
        case "string", "text", "textCase", "textDecoration", "text-transform", "font-style", "alignment", "other":
            self = .string
        default: self = .other(name)
        }
    }
}
