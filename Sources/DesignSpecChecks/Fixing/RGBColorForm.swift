import DesignSpecCore

/// The form of a CSS `rgb()`/`rgba()` colour a doc writes (`rgb(26, 115, 232)`,
/// `rgba(26, 115, 232, 0.5)`, `rgb(26 115 232 / 50%)`): the function's name, commas or
/// spaces, and alpha as a number or a percentage, so `fix` writes a token's colour the
/// way the cell already does. Channels are written as 0–255 integers; `hsl()` is not
/// rewritten (its rounded numbers would not always say the token's colour).
struct RGBColorForm: Sendable {
    var function: String
    var commas: Bool
    var alphaAsPercent: Bool

    /// Nil when `text` is not an `rgb()` or `rgba()` colour.
    init?(_ text: String) {
        let lowered = text.lowercased()
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return nil }
        let name = String(text[..<open])
        guard ["rgb", "rgba"].contains(name.lowercased()) else { return nil }
        function = name
        let inner = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
        commas = inner.contains(",")
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == "/" || $0 == " " })
        alphaAsPercent = parts.count == 4 && parts[3].hasSuffix("%")
    }

    /// `color` in this form; an alpha only when the colour is not opaque, or the doc's
    /// function is `rgba`.
    func writing(_ color: Color) -> String {
        let channels = color.rgba8
        let rgb = channels.prefix(3).map(String.init)
        let showsAlpha = channels[3] != 255 || function.lowercased() == "rgba"
        guard showsAlpha else { return "\(function)(\(rgb.joined(separator: commas ? ", " : " ")))" }
        let alpha = alphaAsPercent ? Self.trimmed(color.alpha * 100) + "%" : Self.trimmed(color.alpha)
        return commas
            ? "\(function)(\(rgb.joined(separator: ", ")), \(alpha))"
            : "\(function)(\(rgb.joined(separator: " ")) / \(alpha))"
    }

    /// `value` with at most three decimals, no trailing zeros (`0.5`, `1`, `0.502`).
    private static func trimmed(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
