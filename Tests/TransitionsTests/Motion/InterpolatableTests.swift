import Foundation
import Testing
@testable import Transitions

@Suite struct InterpolatableTests {
    @Test(arguments: [
        (CGFloat(0), CGFloat(10), CGFloat(0), CGFloat(0)),
        (0, 10, 1, 10),
        (0, 10, 0.25, 2.5),
        (0, 10, 1.5, 15),
        (0, 10, -0.5, -5),
        (-4, 4, 0.5, 0),
    ])
    func scalarInterpolatesAndExtrapolates(from: CGFloat, to: CGFloat, fraction: CGFloat, expected: CGFloat) {
        #expect(isClose(from.interpolated(to: to, fraction: fraction), expected))
        #expect(isClose(Double(from).interpolated(to: Double(to), fraction: fraction), Double(expected)))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteFractionReturnsSelf(fraction: CGFloat) {
        #expect(CGFloat(3).interpolated(to: 7, fraction: fraction) == 3)
        #expect(CGPoint(x: 1, y: 2).interpolated(to: CGPoint(x: 5, y: 5), fraction: fraction) == CGPoint(x: 1, y: 2))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.interpolated(to: .zero, fraction: fraction) == rect)
    }

    @Test func endpointsAreExact() {
        // 0.1 + (0.7 − 0.1)·1 is not 0.7 in floating point; the endpoints must be exact.
        #expect(CGFloat(0.1).interpolated(to: 0.7, fraction: 1) == 0.7)
        #expect(CGFloat(0.1).interpolated(to: 0.7, fraction: 0) == 0.1)
    }

    @Test func overflowSaturatesInsteadOfInfinity() {
        let huge = CGFloat.greatestFiniteMagnitude
        #expect(huge.interpolated(to: -huge, fraction: 0.5) == 0)
        #expect((-huge).interpolated(to: huge, fraction: 3) == huge)
        #expect((-huge).interpolated(to: huge, fraction: -3) == -huge)
    }

    @Test func pointSizeAndRectAreComponentWise() {
        let p = CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 10, y: 30), fraction: 0.5)
        #expect(p == CGPoint(x: 5, y: 20))
        let s = CGSize(width: 100, height: 0).interpolated(to: CGSize(width: 0, height: 50), fraction: 0.2)
        #expect(isClose(s.width, 80) && isClose(s.height, 10))
        let r = CGRect(x: 0, y: 0, width: 100, height: 200)
            .interpolated(to: CGRect(x: 20, y: 40, width: 0, height: 0), fraction: 0.5)
        #expect(isClose(r, CGRect(x: 10, y: 20, width: 50, height: 100)))
    }

    @Test func finiteInputsNeverGiveNonFiniteOutput() {
        var rng = SplitMix64(seed: 0x1A7E)
        for _ in 0..<5000 {
            let a = rng.hostileCGFloat(), b = rng.hostileCGFloat(), f = rng.hostileCGFloat()
            let r = a.interpolated(to: b, fraction: f)
            if a.isFinite && b.isFinite {
                #expect(r.isFinite, "\(a) → \(b) at \(f) gave \(r)")
            }
            if !f.isFinite {
                #expect(r == a || (r.isNaN && a.isNaN))
            }
        }
    }
}
