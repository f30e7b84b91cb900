import Foundation
import Testing
@testable import Transitions

@Suite struct TimingCurveTests {
    static let presets: [(TimingCurve, CGPoint, CGPoint)] = [
        (.linear, CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)),
        (.easeIn, CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
        (.easeOut, CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),
        (.easeInOut, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
        (.systemDefault, CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1)),
    ]

    /// Evaluates the Bézier from first principles (Bernstein form) at parameter `s`.
    static func bernstein(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    @Test(arguments: presets)
    func presetHasItsControlPoints(curve: TimingCurve, p1: CGPoint, p2: CGPoint) {
        #expect(curve.controlPoint1 == p1)
        #expect(curve.controlPoint2 == p2)
    }

    @Test(arguments: presets)
    func presetHitsItsBezierDefinition(curve: TimingCurve, p1: CGPoint, p2: CGPoint) {
        for step in 0...200 {
            let s = CGFloat(step) / 200
            let x = Self.bernstein(s, p1.x, p2.x)
            let y = Self.bernstein(s, p1.y, p2.y)
            #expect(isClose(curve.value(at: x), y, tolerance: 1e-6), "s \(s)")
        }
    }

    @Test(arguments: presets)
    func presetIsMonotonicWithExactEnds(curve: TimingCurve, p1: CGPoint, p2: CGPoint) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        var previous = curve.value(at: 0)
        for step in 1...1000 {
            let value = curve.value(at: CGFloat(step) / 1000)
            #expect(value >= previous - 1e-12)
            previous = value
        }
    }

    @Test func knownValues() {
        // easeInOut is symmetric about (0.5, 0.5).
        #expect(isClose(TimingCurve.easeInOut.value(at: 0.5), 0.5, tolerance: 1e-7))
        let a = TimingCurve.easeInOut.value(at: 0.3)
        let b = TimingCurve.easeInOut.value(at: 0.7)
        #expect(isClose(a + b, 1, tolerance: 1e-6))
        #expect(TimingCurve.linear.value(at: 0.37) == 0.37)
        #expect(TimingCurve.easeIn.value(at: 0.5) < 0.5)
        #expect(TimingCurve.easeOut.value(at: 0.5) > 0.5)
    }

    @Test func timeIsClampedAndNaNReadsAsZero() {
        #expect(TimingCurve.easeIn.value(at: -3) == 0)
        #expect(TimingCurve.easeIn.value(at: 9) == 1)
        #expect(TimingCurve.easeIn.value(at: .nan) == 0)
        #expect(TimingCurve.easeIn.value(at: .infinity) == 1)
    }

    @Test func animationCurveMapping() {
        #expect(TimingCurve(.easeInOut) == .easeInOut)
        #expect(TimingCurve(.easeIn) == .easeIn)
        #expect(TimingCurve(.easeOut) == .easeOut)
        #expect(TimingCurve(.linear) == .linear)
    }

    @Test func customCurveAcceptsOvershootingY() throws {
        let curve = try TimingCurve(controlPoint1: CGPoint(x: 0.3, y: -0.5), controlPoint2: CGPoint(x: 0.7, y: 1.5))
        #expect(curve.value(at: 0.05) < 0)
        #expect(curve.value(at: 0.95) > 1)
    }

    @Test(arguments: [
        (CGPoint(x: -0.1, y: 0), CGPoint(x: 1, y: 1)),
        (CGPoint(x: 0, y: 0), CGPoint(x: 1.01, y: 1)),
    ])
    func rejectsXOutsideUnitRange(p1: CGPoint, p2: CGPoint) {
        #expect(throws: TimingCurve.Error.self) { try TimingCurve(controlPoint1: p1, controlPoint2: p2) }
        do {
            _ = try TimingCurve(controlPoint1: p1, controlPoint2: p2)
        } catch let error as TimingCurve.Error {
            guard case .controlPointXOutOfRange = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(error.description.contains("outside 0…1"))
        } catch {
            Issue.record("unexpected error type \(error)")
        }
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func rejectsNonFinite(bad: CGFloat) {
        let error = #expect(throws: TimingCurve.Error.self) {
            try TimingCurve(controlPoint1: CGPoint(x: 0.5, y: bad), controlPoint2: CGPoint(x: 0.5, y: 0.5))
        }
        guard case .nonFiniteControlPoint(let point) = error else {
            Issue.record("expected nonFiniteControlPoint, got \(String(describing: error))")
            return
        }
        #expect(point.x == 0.5)
    }

    @Test func slopeMatchesFiniteDifferences() {
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, .systemDefault] {
            for step in 1..<20 {
                let t = CGFloat(step) / 20
                let h: CGFloat = 1e-5
                let numeric = (curve.value(at: t + h) - curve.value(at: t - h)) / (2 * h)
                #expect(isClose(curve.slope(at: t), numeric, tolerance: 1e-3), "\(curve) at \(t)")
            }
        }
        #expect(TimingCurve.linear.slope(at: 0.3) == 1)
        #expect(isClose(TimingCurve.systemDefault.slope(at: 0), 0.4, tolerance: 1e-3))
    }

    @Test func randomCurvesAndTimesNeverGiveNonFinite() throws {
        var rng = SplitMix64(seed: 0xC0FFEE)
        for _ in 0..<3000 {
            let p1 = CGPoint(x: rng.cgFloat(in: 0...1), y: rng.hostileCGFloat())
            let p2 = CGPoint(x: rng.cgFloat(in: 0...1), y: rng.hostileCGFloat())
            guard let curve = try? TimingCurve(controlPoint1: p1, controlPoint2: p2) else {
                #expect(!p1.y.isFinite || !p2.y.isFinite)
                continue
            }
            let time = rng.hostileCGFloat()
            #expect(curve.value(at: time).isFinite)
            #expect(curve.slope(at: time).isFinite)
        }
    }

    @Test func randomValidCurvesSolveToTolerance() throws {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<2000 {
            let p1 = CGPoint(x: rng.cgFloat(in: 0...1), y: rng.cgFloat(in: -2...3))
            let p2 = CGPoint(x: rng.cgFloat(in: 0...1), y: rng.cgFloat(in: -2...3))
            let curve = try TimingCurve(controlPoint1: p1, controlPoint2: p2)
            let x = rng.cgFloat(in: 0...1)
            let s = curve.parameter(forX: x)
            #expect(abs(Self.bernstein(s, p1.x, p2.x) - x) < 1e-7)
        }
    }

    /// The reversed curve plays the curve backwards in time; ease-in and ease-out swap.
    @Test(arguments: presets.map(\.0))
    func reversedPlaysTheCurveBackwards(curve: TimingCurve) {
        let reversed = curve.reversed
        for index in 0...100 {
            let t = CGFloat(index) / 100
            #expect(isClose(reversed.value(at: t), 1 - curve.value(at: 1 - t), tolerance: 1e-6))
        }
        #expect(isClose(reversed.reversed.controlPoint1, curve.controlPoint1, tolerance: 1e-12))
        #expect(isClose(reversed.reversed.controlPoint2, curve.controlPoint2, tolerance: 1e-12))
    }

    @Test func easeInAndEaseOutAreEachOthersReverse() {
        #expect(isClose(TimingCurve.easeOut.reversed.controlPoint1, TimingCurve.easeIn.controlPoint1, tolerance: 1e-12))
        #expect(isClose(TimingCurve.easeOut.reversed.controlPoint2, TimingCurve.easeIn.controlPoint2, tolerance: 1e-12))
        #expect(TimingCurve.linear.reversed == .linear)
        #expect(isClose(TimingCurve.easeInOut.reversed.controlPoint1, TimingCurve.easeInOut.controlPoint1, tolerance: 1e-12))
    }
}
