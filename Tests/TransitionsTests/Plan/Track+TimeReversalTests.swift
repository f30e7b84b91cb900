import Foundation
import Testing
@testable import Transitions

@Suite struct TrackTimeReversalTests {
    /// `reversed.value(at: p) == value(at: 1 − p)` on a fine grid, for every kind of track.
    static func expectMirrored(_ track: Track<CGFloat>, tolerance: CGFloat = 1e-9, sourceLocation: SourceLocation = #_sourceLocation) {
        let reversed = track.timeReversed()
        for index in 0...200 {
            let p = CGFloat(index) / 200
            #expect(isClose(reversed.value(at: p), track.value(at: 1 - p), tolerance: tolerance), "at \(p)", sourceLocation: sourceLocation)
        }
    }

    @Test func constantsAndTweensMirror() {
        Self.expectMirrored(.constant(3))
        Self.expectMirrored(.tween(from: 10, to: 30, curve: .easeIn), tolerance: 1e-6)
        Self.expectMirrored(.tween(from: -4, to: 8, curve: .systemDefault), tolerance: 1e-6)
        // Outside 0…1 a tween extrapolates; its reverse extrapolates the mirrored way.
        let tween = Track<CGFloat>.tween(from: 0, to: 10)
        #expect(tween.timeReversed().value(at: -0.2) == tween.value(at: 1.2))
        #expect(tween.timeReversed().value(at: 1.5) == tween.value(at: -0.5))
    }

    @Test func samplesMirror() {
        let track = Track<CGFloat>.samples([.init(progress: 0, value: 1), .init(progress: 0.3, value: 5), .init(progress: 1, value: 2)], fallback: 0)
        Self.expectMirrored(track)
        #expect(track.timeReversed().breakpoints == [0, 0.7, 1])
    }

    /// Sequential linear keyframes, holds and per-keyframe curves included, reverse exactly
    /// into keyframes (not samples).
    @Test func sequentialKeyframesMirrorIntoKeyframes() {
        let track = Track<CGFloat>.keyframes(from: 1, [
            Keyframe(relativeStartTime: 0.1, relativeDuration: 0.3, value: 4, timingCurve: .easeOut),
            Keyframe(relativeStartTime: 0.6, relativeDuration: 0.4, value: -2),
        ])
        Self.expectMirrored(track, tolerance: 1e-6)
        let expected: [CGFloat] = [0, 0.4, 0.6, 0.9]
        #expect(track.timeReversed().breakpoints.sorted().count == 4)
        #expect(zip(track.timeReversed().breakpoints.sorted(), expected).allSatisfy { isClose($0, $1, tolerance: 1e-12) })
    }

    /// A jump (a zero-length keyframe) happens at the mirrored instant; only that instant differs.
    @Test func aJumpMovesToTheMirroredInstant() {
        let step = Track<CGFloat>.keyframes(from: 0, [Keyframe(relativeStartTime: 0.25, relativeDuration: 0, value: 1)])
        let reversed = step.timeReversed()
        #expect(reversed.value(at: 0.7) == 1 && reversed.value(at: 0.8) == 0)
        #expect(reversed.value(at: 0.75) == 0)  // the forward track is 1 at 0.25: the instant itself differs
    }

    /// Overlapping keyframes and non-linear modes fall back to samples of the mirrored values.
    @Test func otherKeyframeTracksBecomeMirroredSamples() {
        let overlapping = Track<CGFloat>.keyframes(from: 0, [
            Keyframe(relativeStartTime: 0, relativeDuration: 0.6, value: 10),
            Keyframe(relativeStartTime: 0.4, relativeDuration: 0.6, value: 2),
        ])
        let cubic = Track<CGFloat>.keyframes(from: 0, [
            Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: 10),
            Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: 3),
        ], calculationMode: .cubic())
        for track in [overlapping, cubic] {
            let reversed = track.timeReversed()
            #expect(reversed.breakpoints.count == 257)
            for index in 0...256 {
                let p = CGFloat(index) / 256
                #expect(isClose(reversed.value(at: p), track.value(at: 1 - p), tolerance: 1e-12))
            }
        }
    }
}
