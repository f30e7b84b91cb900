import Foundation
import Testing
@testable import Transitions

@Suite struct KeyframeTrackTests {
    let track = KeyframeTrack(
        initialValue: CGFloat(0),
        keyframes: [
            Keyframe(relativeStartTime: 0.6, relativeDuration: 0.2, value: 50),
            Keyframe(relativeStartTime: 0.1, relativeDuration: 0.4, value: 100),
        ]
    )

    @Test(arguments: [
        (CGFloat(0), CGFloat(0)), (0.05, 0), (0.1, 0), (0.3, 50), (0.5, 100), (0.55, 100),
        (0.7, 75), (0.8, 50), (1, 50),
    ])
    func linearModeAgreesWithHandComputedValues(progress: CGFloat, expected: CGFloat) {
        #expect(isClose(track.value(at: progress), expected))
    }

    @Test func keyframesAreOrderedByStartTime() {
        #expect(track.keyframes.map(\.relativeStartTime) == [0.1, 0.6])
    }

    @Test func progressIsClampedAndNaNGivesTheInitialValue() {
        #expect(track.value(at: -5) == track.value(at: 0))
        #expect(track.value(at: 7) == 50)
        #expect(track.value(at: .infinity) == 50)
        #expect(track.value(at: .nan) == 0)
    }

    @Test func timingCurveShapesItsKeyframe() {
        let eased = KeyframeTrack(
            initialValue: CGFloat(0),
            keyframes: [Keyframe(relativeStartTime: 0, relativeDuration: 1, value: 100, timingCurve: .easeIn)]
        )
        #expect(isClose(eased.value(at: 0.5), 100 * TimingCurve.easeIn.value(at: 0.5)))
    }

    @Test func overlappingKeyframeTakesOverFromTheValueInForce() {
        let overlapping = KeyframeTrack(
            initialValue: CGFloat(0),
            keyframes: [
                Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: 100),
                Keyframe(relativeStartTime: 0.25, relativeDuration: 0.5, value: 0),
            ]
        )
        #expect(isClose(overlapping.value(at: 0.25), 50))
        #expect(isClose(overlapping.value(at: 0.5), 25))
        #expect(overlapping.value(at: 0.75) == 0)
    }

    @Test func zeroDurationKeyframesJump() {
        let jumps = KeyframeTrack(
            initialValue: CGFloat(1),
            keyframes: [
                Keyframe(relativeStartTime: 0.5, relativeDuration: 0, value: 0),
                Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: 10),
            ]
        )
        #expect(jumps.value(at: 0.49) == 1)
        #expect(jumps.value(at: 0.5) == 0)  // the second keyframe starts from the jumped-to value
        #expect(isClose(jumps.value(at: 0.75), 5))
    }

    @Test(arguments: [
        (CGFloat(0.3), CGFloat(0)), (0.39, 0), (0.4, 1), (0.59, 1), (0.6, 2), (1, 2),
    ])
    func discreteModeJumpsWhenAKeyframeEnds(progress: CGFloat, expected: CGFloat) {
        let discrete = KeyframeTrack(
            initialValue: CGFloat(0),
            keyframes: [
                Keyframe(relativeStartTime: 0.2, relativeDuration: 0.2, value: 1),
                Keyframe(relativeStartTime: 0.6, relativeDuration: 0, value: 2),
            ],
            calculationMode: .discrete
        )
        #expect(discrete.value(at: progress) == expected)
    }

    @Test func emptyTrackIsConstant() {
        let constant = KeyframeTrack(initialValue: RGBAColor.red, keyframes: [])
        #expect(constant.value(at: 0.5) == .red)
        #expect(KeyframeTrack(initialValue: CGFloat(3), keyframes: [], calculationMode: .cubicPaced).value(at: 0.7) == 3)
        #expect(KeyframeTrack(initialValue: CGFloat(3), keyframes: [], calculationMode: .paced).value(at: 0.7) == 3)
    }

    @Test func seedSwingDropAnglesTurnTheWrittenWay() {
        // The seed's swing-drop, modelled with angles (TransformComponents), not matrices.
        let rotation = KeyframeTrack(
            initialValue: TransformComponents.identity,
            keyframes: [
                Keyframe(relativeStartTime: 0, relativeDuration: 0.15, value: .rotation(-1.5 * .pi)),
                Keyframe(relativeStartTime: 0.15, relativeDuration: 0.10, value: .rotation(.pi)),
                Keyframe(relativeStartTime: 0.25, relativeDuration: 0.20, value: .rotation(1.3 * .pi)),
                Keyframe(relativeStartTime: 0.45, relativeDuration: 0.20, value: .rotation(0.8 * .pi)),
            ]
        )
        #expect(isClose(rotation.value(at: 0.15).rotation.z, -1.5 * CGFloat.pi))
        #expect(isClose(rotation.value(at: 0.2).rotation.z, -0.25 * CGFloat.pi))  // through 2.5π
        #expect(isClose(rotation.value(at: 0.35).rotation.z, 1.15 * CGFloat.pi))
        #expect(isClose(rotation.value(at: 0.55).rotation.z, 1.05 * CGFloat.pi))
        #expect(isClose(rotation.value(at: 0.9).rotation.z, 0.8 * CGFloat.pi))
    }

    @Test func nonVectorValuesFallBackToLinearInCubicAndPacedModes() {
        // Transform3D is Interpolatable but not VectorInterpolatable.
        let keyframes = [Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: Transform3D(translationX: 100, y: 0))]
        let linear = KeyframeTrack(initialValue: Transform3D.identity, keyframes: keyframes)
        for mode in [KeyframeCalculationMode.paced, .cubic(), .cubicPaced] {
            let track = KeyframeTrack(initialValue: Transform3D.identity, keyframes: keyframes, calculationMode: mode)
            for progress in stride(from: CGFloat(0), through: 1, by: 0.125) {
                #expect(track.value(at: progress) == linear.value(at: progress))
            }
        }
    }

    /// Hostile times, progress and tension parameters, and finite but huge, tiny or negative
    /// values (non-finite values are passed through by design, see ``Interpolatable``).
    @Test func hostileInputsNeverProduceNonFiniteValues() {
        var rng = SplitMix64(seed: 0xF00D)
        let modes: [KeyframeCalculationMode] = [
            .linear, .discrete, .paced, .cubicPaced, .cubic(),
            .cubic(tension: 0.5, continuity: -0.5, bias: 0.3), .cubic(tension: .nan, continuity: .infinity, bias: 1),
        ]
        for _ in 0..<1000 {
            let count = Int.random(in: 0...6, using: &rng)
            let keyframes = (0..<count).map { _ in
                Keyframe(
                    relativeStartTime: rng.hostileCGFloat(),
                    relativeDuration: rng.hostileCGFloat(),
                    value: CGPoint(x: rng.hostileFiniteCGFloat(), y: rng.hostileFiniteCGFloat())
                )
            }
            let mode = modes[Int.random(in: 0..<modes.count, using: &rng)]
            let track = KeyframeTrack(initialValue: CGPoint(x: 1, y: 2), keyframes: keyframes, calculationMode: mode)
            for _ in 0..<8 {
                let p = track.value(at: rng.hostileCGFloat())
                #expect(p.x.isFinite && p.y.isFinite, "\(mode)")
            }
        }
    }
}
