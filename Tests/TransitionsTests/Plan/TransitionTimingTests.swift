import Foundation
import Testing
@testable import Transitions

@Suite struct TransitionTimingTests {
    @Test func curveTimingIsTheCurve() {
        let timing = TransitionTiming.curve(.easeIn)
        #expect(timing.progress(atTimeFraction: 0, duration: 1) == 0)
        #expect(timing.progress(atTimeFraction: 1, duration: 1) == 1)
        #expect(isClose(timing.progress(atTimeFraction: 0.4, duration: 1), TimingCurve.easeIn.value(at: 0.4)))
        #expect(timing.progress(atTimeFraction: .nan, duration: 1) == 0)
        #expect(timing.progress(atTimeFraction: 7, duration: 1) == 1)
    }

    @Test func springTimingStartsAtZeroEndsExactlyAtOneAndOvershoots() {
        let timing = TransitionTiming.uiKitSpring(duration: 0.5, dampingRatio: 0.8, initialVelocity: 1)
        #expect(timing.progress(atTimeFraction: 0, duration: 0.5) == 0)
        #expect(timing.progress(atTimeFraction: 1, duration: 0.5) == 1)
        let values = (0...1000).map { timing.progress(atTimeFraction: CGFloat($0) / 1000, duration: 0.5) }
        #expect(values.allSatisfy { $0.isFinite })
        #expect(values.max()! > 1.01)
    }

    @Test func springTimingWithoutDurationIsAStep() {
        let timing = TransitionTiming.uiKitSpring(duration: 0.5, dampingRatio: 0.8, initialVelocity: .nan)
        #expect(timing.progress(atTimeFraction: 0.5, duration: 0) == 0)
        #expect(timing.progress(atTimeFraction: 1, duration: 0) == 1)
        #expect(timing.progress(atTimeFraction: 0.5, duration: .nan) == 0)
    }

    @Test func springResidualIsFadedOutWithoutAJump() {
        let timing = TransitionTiming.uiKitSpring(duration: 0.5, dampingRatio: 0.8, initialVelocity: 1)
        let nearEnd = timing.progress(atTimeFraction: 0.999, duration: 0.5)
        #expect(abs(nearEnd - 1) < 1e-3)
    }
}
