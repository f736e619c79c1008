import Foundation

extension DesignValue {
    /// The value as a person reads it: `16px`, `#1A73E8`, `200ms`,
    /// `cubic-bezier(0.4, 0, 0.2, 1)`, `72%`, `Inter, sans-serif`, and composites as
    /// `{fontSize: 16px; fontWeight: 700}`.
    public var displayString: String {
        switch self {
        case .dimension(let dimension): Self.format(dimension.value) + dimension.unit.rawValue
        case .number(let number): Self.format(number)
        case .ratio(let ratio):
            ratio.notation == .percent ? Self.format(ratio.value * 100) + "%" : Self.format(ratio.value) + "x"
        case .color(let color): color.hex
        case .duration(let duration): Self.format(duration.milliseconds) + "ms"
        case .cubicBezier(let curve): curve.displayString
        case .animation(let animation): animation.displayString
        case .fontFamily(let names): names.joined(separator: ", ")
        case .fontWeight(let weight): String(weight)
        case .string(let text): text
        case .range(let lower, let upper): Self.format(lower) + "–" + Self.format(upper)
        case .list(let items): items.map(\.displayString).joined(separator: ", ")
        case .composite(let fields): "{" + fields.map { "\($0.name): \($0.value.displayString)" }.joined(separator: "; ") + "}"
        }
    }

    /// A number without a needless `.0`, and without binary noise past 10 decimals.
    package static func format(_ number: Double) -> String {
        guard number.isFinite else { return String(number) }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        let text = String(number)
        guard let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 11, !text.contains("e") else {
            return text
        }
        var rounded = String(format: "%.10f", number)
        while rounded.hasSuffix("0") { rounded.removeLast() }
        if rounded.hasSuffix(".") { rounded.removeLast() }
        return rounded
    }
}

extension CubicBezier {
    /// `cubic-bezier(0.4, 0, 0.2, 1)`.
    public var displayString: String {
        "cubic-bezier(" + [x1, y1, x2, y2].map(DesignValue.format).joined(separator: ", ") + ")"
    }
}

extension Animation {
    /// `easeInOut 200ms`, `spring(response: 0.4, dampingFraction: 0.7)`, with transitions after `+`.
    public var displayString: String {
        var text: String
        switch curve {
        case .timing(let name, _): text = name
        case .spring(let response, let damping):
            text = "spring(response: \(DesignValue.format(response)), dampingFraction: \(DesignValue.format(damping)))"
        }
        if let duration { text += " " + DesignValue.format(duration.milliseconds) + "ms" }
        for transition in transitions { text += " + " + transition }
        return text
    }
}
