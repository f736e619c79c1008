/// Deterministic number formatting for SVG: at most two decimals, no trailing zeros, no
/// `-0`, no exponent; a non-finite value is written as `0` so bad input cannot produce
/// `nan` or `inf` in markup.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((min(max(value, -1e12), 1e12) * 100).rounded())
        guard hundredths != 0 else { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// A length label such as `16pt` or `280.8pt`.
    static func points(_ value: Double) -> String {
        format(value) + "pt"
    }

    /// A duration label in seconds, such as `0.2s`.
    static func seconds(_ value: Double) -> String {
        format(value) + "s"
    }

    /// A percentage label such as `72%` for 0.72.
    static func percent(_ fraction: Double) -> String {
        format(fraction * 100) + "%"
    }
}
