import Foundation
import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

@Suite struct MotionSamplingTests {
    @Test func bezierStartsAtZeroAndEndsAtOne() {
        let samples = MotionSampling.bezier(DiagramFixtures.easeInOut)
        #expect(samples.count == 48)
        #expect(samples.first! == (0, 0))
        #expect(samples.last! == (1, 1))
        // easeInOut is symmetric: the middle sample pair straddles (0.5, 0.5).
        #expect(abs(samples[23].x + samples[24].x - 1) < 1e-12)
        #expect(abs(samples[23].y + samples[24].y - 1) < 1e-12)
        // x increases monotonically for control x in 0...1.
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.x < $1.x })
    }

    @Test func linearBezierIsTheDiagonal() {
        for sample in MotionSampling.bezier(CubicBezier(0, 0, 1, 1), count: 5) {
            #expect(abs(sample.x - sample.y) < 1e-12)
        }
    }

    @Test func underdampedSpringStartsAtZeroOvershootsAndSettlesAtOne() {
        let settle = MotionSampling.springSettleTime(response: 0.4, dampingFraction: 0.7)
        // ζω = 0.7 · 2π / 0.4 ≈ 10.996; envelope amplitude 1/√(1−ζ²) ≈ 1.400: ln(140)/10.996.
        #expect(abs(settle - log(100 / (1 - 0.49).squareRoot()) / (0.7 * 2 * Double.pi / 0.4)) < 1e-12)
        #expect(abs(settle - 0.4494) < 0.0001)
        let samples = MotionSampling.spring(response: 0.4, dampingFraction: 0.7, duration: settle)
        #expect(samples.count == 48)
        #expect(samples.first!.y == 0)
        #expect(abs(samples.last!.y - 1) < 0.01)
        // With ζ = 0.7 the overshoot is e^(−πζ/√(1−ζ²)) ≈ 4.6%.
        let peak = samples.map(\.y).max()!
        #expect(peak > 1.03 && peak < 1.047)
        // Exact value at the first peak, t = π / ω_d.
        let omegaD = 2 * Double.pi / 0.4 * (1 - 0.49).squareRoot()
        let overshoot = MotionSampling.spring(response: 0.4, dampingFraction: 0.7, at: Double.pi / omegaD)
        #expect(abs(overshoot - (1 + exp(-Double.pi * 0.7 / (1 - 0.49).squareRoot()))) < 1e-12)
    }

    @Test func criticalAndOverdampedSpringsApproachWithoutOvershoot() {
        for damping in [1.0, 1.5] {
            let settle = MotionSampling.springSettleTime(response: 0.5, dampingFraction: damping)
            let samples = MotionSampling.spring(response: 0.5, dampingFraction: damping, duration: settle)
            #expect(samples.first!.y == 0)
            #expect(abs(samples.last!.y - 1) <= 0.01)
            #expect(samples.allSatisfy { $0.y <= 1 })
            #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.y <= $1.y })
        }
    }

    @Test func badSpringInputsStayBoundedAndFinite() {
        #expect(MotionSampling.springSettleTime(response: 0, dampingFraction: 0.7) == 0)
        #expect(MotionSampling.springSettleTime(response: .nan, dampingFraction: 0.7) == 0)
        #expect(abs(MotionSampling.springSettleTime(response: 0.4, dampingFraction: 0) - 1.2) < 1e-12)
        #expect(MotionSampling.springSettleTime(response: 1e-12, dampingFraction: 1e9) <= 10)
        #expect(MotionSampling.spring(response: -1, dampingFraction: 0.5, at: 0.1) == 1)
    }
}
