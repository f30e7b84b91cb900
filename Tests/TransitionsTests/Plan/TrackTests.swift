import Foundation
import Testing
@testable import Transitions

@Suite struct TrackTests {
    @Test func constantIsTheSameEverywhere() {
        let track = Track<CGFloat>.constant(0.7)
        for p: CGFloat in [-1, 0, 0.3, 1, 2, .nan] { #expect(track.value(at: p) == 0.7) }
        #expect(track.breakpoints.isEmpty)
    }

    @Test func tweenFollowsItsCurveAndExtrapolatesOutside() {
        let linear = Track<CGFloat>.tween(from: 10, to: 20)
        #expect(linear.value(at: 0) == 10 && linear.value(at: 1) == 20)
        #expect(linear.value(at: 0.25) == 12.5)
        #expect(linear.value(at: 1.1) == 21)          // overshoot extrapolates
        #expect(linear.value(at: .nan) == 10)         // non-finite reads as 0
        let eased = Track<CGFloat>.tween(from: 0, to: 1, curve: .easeInOut)
        #expect(isClose(eased.value(at: 0.25), TimingCurve.easeInOut.value(at: 0.25)))
        #expect(eased.value(at: 1.2) == 1.2)          // linear continuation past the end
        #expect(eased.initialValue == 0 && eased.finalValue == 1)
    }

    @Test func samplesInterpolateLinearlyAndHoldAtTheEnds() {
        let track = Track<CGFloat>.samples([
            .init(progress: 1, value: 30), .init(progress: 0, value: 10),
            .init(progress: .nan, value: 999), .init(progress: 0.5, value: 20),
        ], fallback: 0)
        #expect(track.value(at: -1) == 10)
        #expect(track.value(at: 0.25) == 15)
        #expect(track.value(at: 0.75) == 25)
        #expect(track.value(at: 1.5) == 30)
        #expect(track.breakpoints == [0, 0.5, 1])
    }

    @Test func samplesWithoutUsableProgressFallBack() {
        let track = Track<CGFloat>.samples([.init(progress: .infinity, value: 5)], fallback: 3)
        #expect(track.value(at: 0.5) == 3)
    }

    @Test func sampledRectsInterpolate() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        let b = CGRect(x: 100, y: 50, width: 20, height: 10)
        let track = Track<CGRect>.samples([.init(progress: 0, value: a), .init(progress: 1, value: b)], fallback: a)
        #expect(track.value(at: 0.5) == CGRect(x: 50, y: 25, width: 15, height: 10))
    }
}
