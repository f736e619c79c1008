extension DesignValue {
    /// Equality by meaning, as the design system defines it:
    /// - lengths by points: `16pt` = `16px` = `16` (a plain number is points) = `1rem`;
    /// - a multiplier ratio equals the plain number (`1.0x` = `1.0`); percent ratios equal
    ///   each other by fraction, and their `of` must agree when both say it;
    /// - colors when their 8-bit RGBA values are equal (`#1a73e8` = `#1A73E8FF`);
    /// - durations by milliseconds (`0.2s` = `200ms`);
    /// - animations by curve (Bézier points or spring parameters) and duration, a timing
    ///   curve without one taking SwiftUI's default 0.35 s; combined transitions are not
    ///   compared. An animation also matches a bare `cubicBezier` of its timing curve;
    /// - lists, ranges and composites part by part (composites by field name, in order).
    /// Numbers compare with a relative tolerance of 1e-9; a number that is not finite (a
    /// literal too large for a `Double` reads as infinity) matches only itself.
    public func matches(_ other: DesignValue) -> Bool {
        switch (self, other) {
        case (.dimension(let a), .dimension(let b)):
            return Self.close(a.points, b.points)
        case (.dimension(let d), .number(let n)), (.number(let n), .dimension(let d)):
            return Self.close(d.points, n)
        case (.number(let a), .number(let b)):
            return Self.close(a, b)
        case (.ratio(let a), .ratio(let b)):
            if let x = a.of, let y = b.of, x != y { return false }
            return a.notation == b.notation && Self.close(a.value, b.value)
        case (.ratio(let r), .number(let n)), (.number(let n), .ratio(let r)):
            return r.notation == .multiplier && Self.close(r.value, n)
        case (.color(let a), .color(let b)):
            return a.rgba8 == b.rgba8
        case (.duration(let a), .duration(let b)):
            return Self.close(a.milliseconds, b.milliseconds)
        case (.cubicBezier(let a), .cubicBezier(let b)):
            return a.matches(b)
        case (.animation(let a), .animation(let b)):
            return a.matches(b)
        case (.animation(let a), .cubicBezier(let b)), (.cubicBezier(let b), .animation(let a)):
            if case .timing(_, let bezier) = a.curve { return bezier.matches(b) }
            return false
        case (.range(let l1, let u1), .range(let l2, let u2)):
            return Self.close(l1, l2) && Self.close(u1, u2)
        case (.list(let a), .list(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.matches($1) }
        case (.composite(let a), .composite(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.value.matches($1.value) }
        case (.fontWeight(let a), .fontWeight(let b)):
            return a == b
        case (.fontFamily(let a), .fontFamily(let b)):
            return a == b
        case (.string(let a), .string(let b)):
            return a == b
        default:
            return false
        }
    }

    /// Equal within a relative tolerance of 1e-9. Infinity is never within a tolerance of
    /// a finite number (the tolerance of infinity is infinite: every finite value would
    /// be), and NaN matches nothing.
    package static func close(_ a: Double, _ b: Double) -> Bool {
        guard a.isFinite, b.isFinite else { return a == b }
        return a == b || abs(a - b) <= 1e-9 * max(abs(a), abs(b))
    }
}

extension Color {
    /// The color as 8-bit red, green, blue, alpha, rounded: the precision colors compare at.
    public var rgba8: [Int] {
        [red, green, blue, alpha].map { $0.isNaN ? 0 : Int((min(max($0, 0), 1) * 255).rounded()) }
    }
}

extension CubicBezier {
    package func matches(_ other: CubicBezier) -> Bool {
        DesignValue.close(x1, other.x1) && DesignValue.close(y1, other.y1)
            && DesignValue.close(x2, other.x2) && DesignValue.close(y2, other.y2)
    }
}

extension Animation {
    /// Same curve (Bézier points or spring parameters, whatever the name) and same
    /// duration, a timing curve without one lasting SwiftUI's default.
    func matches(_ other: Animation) -> Bool {
        switch (curve, other.curve) {
        case (.timing(_, let a), .timing(_, let b)):
            let d1 = duration ?? SwiftUICurve.defaultDuration
            let d2 = other.duration ?? SwiftUICurve.defaultDuration
            return a.matches(b) && DesignValue.close(d1.milliseconds, d2.milliseconds)
        case (.spring(let r1, let f1), .spring(let r2, let f2)):
            let sameDuration = duration == nil || other.duration == nil
                || DesignValue.close(duration!.milliseconds, other.duration!.milliseconds)
            return DesignValue.close(r1, r2) && DesignValue.close(f1, f2) && sameDuration
        default:
            return false
        }
    }
}
