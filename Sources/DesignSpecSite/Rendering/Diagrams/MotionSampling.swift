import DesignSpecCore
import Foundation

/// The math behind motion diagrams: a cubic Bézier timing curve sampled parametrically,
/// and SwiftUI's spring as a damped oscillator.
enum MotionSampling {
    /// Points on the curve from (0, 0) to (1, 1), `count` evenly spaced values of the
    /// parameter t (not of x). Non-finite control points count as 0.
    static func bezier(_ curve: CubicBezier, count: Int = 48) -> [(x: Double, y: Double)] {
        let (x1, y1, x2, y2) = (finite(curve.x1), finite(curve.y1), finite(curve.x2), finite(curve.y2))
        let steps = max(count, 2) - 1
        return (0...steps).map { step in
            let t = Double(step) / Double(steps)
            let u = 1 - t
            let (b1, b2, b3) = (3 * u * u * t, 3 * u * t * t, t * t * t)
            return (b1 * x1 + b2 * x2 + b3, b1 * y1 + b2 * y2 + b3)
        }
    }

    /// SwiftUI's spring: mass 1, stiffness (2π / response)², damping 4π · dampingFraction /
    /// response; so ω = 2π / response and ζ = dampingFraction. Position at `time` seconds
    /// moving from 0 to 1 from rest.
    static func spring(response: Double, dampingFraction: Double, at time: Double) -> Double {
        guard response.isFinite, response > 0, time > 0 else { return time > 0 ? 1 : 0 }
        let omega = 2 * Double.pi / response
        let zeta = dampingFraction.isFinite ? max(dampingFraction, 0) : 1
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
        }
        if zeta == 1 {
            return 1 - exp(-omega * time) * (1 + omega * time)
        }
        let spread = omega * (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-zeta * omega + spread, -zeta * omega - spread)
        return 1 + (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r1 - r2)
    }

    /// The time after which the spring stays within 1% of its target, capped at 10 s; an
    /// undamped spring never settles and is shown for three responses.
    static func springSettleTime(response: Double, dampingFraction: Double) -> Double {
        guard response.isFinite, response > 0 else { return 0 }
        let zeta = dampingFraction.isFinite ? max(dampingFraction, 0) : 1
        guard zeta > 0 else { return min(3 * response, 10) }
        let omega = 2 * Double.pi / response
        if zeta < 1 {
            // The envelope e^(−ζωt)·√(1 + (ζω/ω_d)²) bounds the distance from the target.
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + pow(zeta * omega / damped, 2)).squareRoot()
            return min(log(100 * amplitude) / (zeta * omega), 10)
        }
        // Critically and over-damped springs approach monotonically: step until within 1%.
        let step = max(response / 100, 0.001)
        var time = 0.0
        while time < 10, 1 - spring(response: response, dampingFraction: zeta, at: time) > 0.01 {
            time += step
        }
        return min(time, 10)
    }

    /// `count` points (time, position) from 0 to `duration`.
    static func spring(response: Double, dampingFraction: Double, duration: Double, count: Int = 48) -> [(x: Double, y: Double)] {
        let steps = max(count, 2) - 1
        return (0...steps).map { step in
            let time = duration * Double(step) / Double(steps)
            return (time, spring(response: response, dampingFraction: dampingFraction, at: time))
        }
    }

    private static func finite(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }
}
