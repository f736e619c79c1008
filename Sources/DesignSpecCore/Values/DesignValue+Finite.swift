extension DesignValue {
    /// Whether every number the value holds is finite. A JSON number too large for a
    /// `Double` (`1e309`) reads as infinity, and infinity cannot be compared with anything
    /// (`DesignValue.close`): a token holding one is an invalid value.
    var isFinite: Bool {
        switch self {
        case .list, .composite:
            // Parts, without recursion (a list of composites of lists...).
            var stack: [DesignValue] = [self]
            while let value = stack.popLast() {
                switch value {
                case .list(let items): stack += items
                case .composite(let fields): stack += fields.map(\.value)
                default: guard value.scalarsAreFinite else { return false }
                }
            }
            return true
        default:
            return scalarsAreFinite
        }
    }

    /// `isFinite` of a value that is no list or composite (true for those).
    private var scalarsAreFinite: Bool {
        switch self {
        case .dimension(let dimension): dimension.value.isFinite
        case .number(let number): number.isFinite
        case .ratio(let ratio): ratio.value.isFinite
        case .color(let color):
            color.red.isFinite && color.green.isFinite && color.blue.isFinite && color.alpha.isFinite
                && color.components.allSatisfy(\.isFinite)
        case .duration(let duration): duration.milliseconds.isFinite
        case .cubicBezier(let curve): curve.isFinite
        case .animation(let animation): animation.isFinite
        case .range(let lower, let upper): lower.isFinite && upper.isFinite
        case .fontFamily, .fontWeight, .string, .list, .composite: true
        }
    }
}

extension CubicBezier {
    var isFinite: Bool { x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite }
}

extension Animation {
    var isFinite: Bool {
        guard duration?.milliseconds.isFinite ?? true else { return false }
        switch curve {
        case .timing(_, let curve): return curve.isFinite
        case .spring(let response, let damping): return response.isFinite && damping.isFinite
        }
    }
}
