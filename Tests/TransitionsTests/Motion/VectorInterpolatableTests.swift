import Foundation
import Testing
@testable import Transitions

@Suite struct VectorInterpolatableTests {
    @Test func combiningIsAWeightedSum() {
        let v = CGFloat.combining((1, 2, 3, 4), weights: (0.1, 0.2, 0.3, 0.4))
        let expected: CGFloat = 0.1 + 0.4 + 0.9 + 1.6
        #expect(isClose(v, expected))
        let p = CGPoint.combining(
            (CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)),
            weights: (0.25, 0.25, 0.25, 0.25)
        )
        #expect(isClose(p, CGPoint(x: 5, y: 5)))
        let r = CGRect.combining(
            (.zero, CGRect(x: 0, y: 0, width: 4, height: 8), .zero, .zero), weights: (0, 0.5, 0.5, 0)
        )
        #expect(isClose(r, CGRect(x: 0, y: 0, width: 2, height: 4)))
    }

    @Test func nonFiniteWeightsCountAsZero() {
        #expect(CGFloat.combining((1, 2, 3, 4), weights: (.nan, 1, .infinity, 0)) == 2)
    }

    @Test func distances() {
        #expect(CGFloat(3).euclideanDistance(to: -1) == 4)
        #expect(Double(3).euclideanDistance(to: 5) == 2)
        #expect(CGPoint(x: 0, y: 0).euclideanDistance(to: CGPoint(x: 3, y: 4)) == 5)
        #expect(CGSize(width: 3, height: 0).euclideanDistance(to: CGSize(width: 0, height: 4)) == 5)
        #expect(CGRect(x: 1, y: 1, width: 1, height: 1).euclideanDistance(to: CGRect(x: 2, y: 2, width: 2, height: 2)) == 2)
        #expect(isClose(RGBAColor.black.euclideanDistance(to: .white), CGFloat(3).squareRoot()))
    }

    @Test func hostileInputsGiveFiniteNonNegativeDistancesAndFiniteBlends() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<5000 {
            let a = CGPoint(x: rng.hostileCGFloat(), y: rng.hostileCGFloat())
            let b = CGPoint(x: rng.hostileCGFloat(), y: rng.hostileCGFloat())
            let d = a.euclideanDistance(to: b)
            #expect(d.isFinite && d >= 0)
            let w = (rng.hostileCGFloat(), rng.hostileCGFloat(), rng.hostileCGFloat(), rng.hostileCGFloat())
            let finite = CGPoint(x: rng.cgFloat(in: -1e300...1e300), y: rng.cgFloat(in: -1e300...1e300))
            let blend = CGPoint.combining((finite, finite, finite, finite), weights: w)
            #expect(blend.x.isFinite && blend.y.isFinite)
        }
    }
}
