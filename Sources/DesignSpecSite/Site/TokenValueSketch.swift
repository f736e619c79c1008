import DesignSpecCore

/// The small picture beside a token's value on the tokens page: a colour square or a bar
/// as long as a dimension. Decorative (`aria-hidden`): the value is written beside it, so
/// nothing depends on seeing it. Built from the typed value only.
enum TokenValueSketch {
    static func svg(_ value: DesignValue?) -> String {
        switch value {
        case .color(let color):
            var svg = swatchStart
            HTML.escape(color.hex, into: &svg)
            svg += swatchEnd
            return svg
        case .dimension(let dimension):
            let points = dimension.points
            guard points.isFinite, points > 0 else { return "" }
            return bars[Int(min(points, 120).rounded(.up)) - 1]
        default:
            return ""
        }
    }

    private static let swatchStart = "<svg class=\"ds-diagram token-swatch\" width=\"40\" height=\"24\" viewBox=\"0 0 40 24\" aria-hidden=\"true\">"
        + "<rect x=\"0.5\" y=\"0.5\" width=\"39\" height=\"23\" rx=\"4\" fill=\""
    private static let swatchEnd = "\" stroke=\"currentColor\" stroke-opacity=\"0.35\"/></svg>"

    /// The bar of each length a dimension can have (1 to 120 points, two pixels each),
    /// made once: every table row and token of a build draws one of them.
    private static let bars: [String] = (1...120).map { points in
        let length = points * 2
        return "<svg class=\"ds-diagram token-bar\" width=\"\(length + 2)\" height=\"12\" viewBox=\"0 0 \(length + 2) 12\" aria-hidden=\"true\">"
            + "<rect x=\"1\" y=\"2\" width=\"\(length)\" height=\"8\" rx=\"2\" fill=\"currentColor\"/></svg>"
    }
}
