import Foundation
import Testing
@testable import Transitions

@Suite struct KeyframeTrackCubicTests {
    static let thirds = [CGFloat(10), 30, 60].enumerated().map { index, value in
        Keyframe(relativeStartTime: CGFloat(index) / 3, relativeDuration: 1.0 / 3, value: value)
    }

    @Test func catmullRomAgreesWithHandComputedValues() {
        let track = KeyframeTrack(initialValue: CGFloat(0), keyframes: Self.thirds, calculationMode: .cubic())
        // Midpoint of a Catmull-Rom segment: (−p0 + 9p1 + 9p2 − p3) / 16.
        let middle: CGFloat = (-0 + 9 * 10 + 9 * 30 - 60) / 16  // 18.75
        #expect(isClose(track.value(at: 0.5), middle))
        // First segment, end knot duplicated: p0 = p1 = 0.
        let firstMiddle: CGFloat = (9 * 10 - 30) / 16  // 3.75
        #expect(isClose(track.value(at: 1.0 / 6), firstMiddle))
        // Passes through every knot.
        #expect(isClose(track.value(at: 1.0 / 3), 10))
        #expect(isClose(track.value(at: 2.0 / 3), 30))
        #expect(track.value(at: 1) == 60)
        #expect(KeyframeCalculationMode.catmullRom == .cubic(tension: 0, continuity: 0, bias: 0))
    }

    @Test func tensionOneGivesZeroTangents() {
        // Tension 1 zeroes the tangents: each segment is the Hermite ease 3s² − 2s³.
        let track = KeyframeTrack(initialValue: CGFloat(0), keyframes: Self.thirds, calculationMode: .cubic(tension: 1))
        let s: CGFloat = 0.25
        let eased: CGFloat = 3 * s * s - 2 * s * s * s
        #expect(isClose(track.value(at: (1 + s) / 3), 10 + 20 * eased))
    }

    @Test func kochanekBartelsTangentsMatchTheirDefinition() {
        // Evaluate the Hermite form directly with KB tangents and compare.
        let (t, c, b): (CGFloat, CGFloat, CGFloat) = (0.2, -0.4, 0.6)
        let track = KeyframeTrack(
            initialValue: CGFloat(0), keyframes: Self.thirds,
            calculationMode: .cubic(tension: t, continuity: c, bias: b)
        )
        let (p0, p1, p2, p3): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 10, 30, 60)
        let m1 = (1 - t) * (1 + b) * (1 - c) / 2 * (p1 - p0) + (1 - t) * (1 - b) * (1 + c) / 2 * (p2 - p1)
        let m2 = (1 - t) * (1 + b) * (1 + c) / 2 * (p2 - p1) + (1 - t) * (1 - b) * (1 - c) / 2 * (p3 - p2)
        for s in [CGFloat(0.1), 0.5, 0.8] {
            let h00 = 2 * s * s * s - 3 * s * s + 1, h10 = s * s * s - 2 * s * s + s
            let h01 = -2 * s * s * s + 3 * s * s, h11 = s * s * s - s * s
            let expected = h00 * p1 + h10 * m1 + h01 * p2 + h11 * m2
            #expect(isClose(track.value(at: (1 + s) / 3), expected, tolerance: 1e-9))
        }
    }

    @Test func cubicPathOfPointsIsSmoothThroughKnots() {
        let track = KeyframeTrack(
            initialValue: CGPoint(x: 0, y: 0),
            keyframes: [
                Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: CGPoint(x: 100, y: 0)),
                Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: CGPoint(x: 100, y: 100)),
            ],
            calculationMode: .cubic()
        )
        // Catmull-Rom tangent at the corner knot is (p2 − p0)/2 = (50, 50): the path cuts the corner.
        let before = track.value(at: 0.5 - 1e-6), after = track.value(at: 0.5 + 1e-6)
        let incoming = CGPoint(x: before.x - 100, y: before.y), outgoing = CGPoint(x: after.x - 100, y: after.y)
        #expect(isClose(incoming.x / incoming.y, outgoing.x / outgoing.y, tolerance: 1e-3))
    }

    @Test(arguments: [
        (CGFloat(0), CGPoint(x: 0, y: 0)), (CGFloat(0.25), CGPoint(x: 10, y: 0)),
        (CGFloat(0.5), CGPoint(x: 20, y: 0)), (CGFloat(0.75), CGPoint(x: 30, y: 0)),
        (CGFloat(0.875), CGPoint(x: 30, y: 5)), (CGFloat(1), CGPoint(x: 30, y: 10)),
    ] as [(CGFloat, CGPoint)])
    func pacedModeMovesAtConstantSpeedIgnoringKeyTimes(progress: CGFloat, expected: CGPoint) {
        // Path (0,0) → (30,0) → (30,10): 40 points long; key times deliberately uneven.
        let track = KeyframeTrack(
            initialValue: CGPoint.zero,
            keyframes: [
                Keyframe(relativeStartTime: 0, relativeDuration: 0.1, value: CGPoint(x: 30, y: 0), timingCurve: .easeIn),
                Keyframe(relativeStartTime: 0.9, relativeDuration: 0.1, value: CGPoint(x: 30, y: 10)),
            ],
            calculationMode: .paced
        )
        #expect(isClose(track.value(at: progress), expected, tolerance: 1e-9))
    }

    @Test func cubicPacedMovesAtNearlyConstantSpeed() {
        let track = KeyframeTrack(
            initialValue: CGPoint.zero,
            keyframes: [
                // Uneven key times and segment lengths (20 … 250 points).
                Keyframe(relativeStartTime: 0, relativeDuration: 0.05, value: CGPoint(x: 100, y: 50)),
                Keyframe(relativeStartTime: 0.05, relativeDuration: 0.9, value: CGPoint(x: 120, y: 40)),
                Keyframe(relativeStartTime: 0.95, relativeDuration: 0.05, value: CGPoint(x: 300, y: 220)),
            ],
            calculationMode: .cubicPaced
        )
        let steps = 400
        let points = (0...steps).map { track.value(at: CGFloat($0) / CGFloat(steps)) }
        let distances = zip(points, points.dropFirst()).map { $0.euclideanDistance(to: $1) }
        let mean = distances.reduce(0, +) / CGFloat(distances.count)
        // Chords between samples fall slightly short of the arc in the path's tight turn (near
        // (105, 31)), so allow 3 %; the plain-linear paced mode above is exact.
        for (index, d) in distances.enumerated() {
            #expect(abs(d - mean) / mean < 0.03, "step \(index): \(points[index])")
        }
        let sorted = distances.sorted()
        let median = sorted[sorted.count / 2]
        #expect(abs(median - mean) / mean < 0.005)
        #expect(track.value(at: 0) == .zero)
        #expect(track.value(at: 1) == CGPoint(x: 300, y: 220))
    }

    @Test func coloursStayInRangeOnCubicPaths() {
        let track = KeyframeTrack(
            initialValue: RGBAColor.black,
            keyframes: [
                Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: .white),
                Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: .black),
            ],
            calculationMode: .cubic(tension: -1)
        )
        for step in 0...100 {
            let c = track.value(at: CGFloat(step) / 100)
            #expect(c.red >= 0 && c.red <= 1 && isClose(c.alpha, 1, tolerance: 1e-12))
        }
    }
}
