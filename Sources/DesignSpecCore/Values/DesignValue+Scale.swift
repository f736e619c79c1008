extension DesignValue {
    /// The value in points, for scale checks: a dimension's points, a plain number as
    /// points; nil for anything else and for infinities (`.frame(maxWidth: .infinity)`).
    public var scalarPoints: Double? {
        let points: Double? = switch self {
        case .dimension(let d): d.points
        case .number(let n): n
        default: nil
        }
        guard let points, points.isFinite else { return nil }
        return points
    }

    /// How far apart two lengths are, in points; nil unless both have `scalarPoints`.
    public func distance(to other: DesignValue) -> Double? {
        guard let a = scalarPoints, let b = other.scalarPoints else { return nil }
        return abs(a - b)
    }

    /// The member of a scale nearest to this length (the first of equals), or nil when this
    /// is not a length or the scale has none.
    public func nearest(in scale: [DesignValue]) -> DesignValue? {
        var best: (value: DesignValue, distance: Double)?
        for member in scale {
            guard let d = distance(to: member) else { continue }
            if best == nil || d < best!.distance { best = (member, d) }
        }
        return best?.value
    }

    /// Whether this length is a member of the scale (by `matches`).
    public func isMember(of scale: [DesignValue]) -> Bool {
        scale.contains { matches($0) }
    }
}
