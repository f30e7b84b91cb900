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



}
