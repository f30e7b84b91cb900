import Foundation
import Testing
@testable import Transitions

@Suite struct KeyframeTests {
    @Test func timesAreClampedIntoTheAnimation() {
        let k = Keyframe(relativeStartTime: 0.8, relativeDuration: 0.5, value: CGFloat(1))
        #expect(k.relativeStartTime == 0.8)
        #expect(isClose(k.relativeDuration, 0.2))
        #expect(k.relativeEndTime == 1)
        let negative = Keyframe(relativeStartTime: -1, relativeDuration: -1, value: CGFloat(1))
        #expect(negative.relativeStartTime == 0 && negative.relativeDuration == 0)
        let nan = Keyframe(relativeStartTime: .nan, relativeDuration: .nan, value: CGFloat(1))
        #expect(nan.relativeStartTime == 0 && nan.relativeDuration == 0)
        let late = Keyframe(relativeStartTime: .infinity, relativeDuration: 1, value: CGFloat(1))
        #expect(late.relativeStartTime == 1 && late.relativeDuration == 0)
        #expect(k.timingCurve == .linear)
    }

    @Test func easedFraction() {
        let k = Keyframe(relativeStartTime: 0.2, relativeDuration: 0.4, value: CGFloat(1), timingCurve: .easeIn)
        #expect(k.easedFraction(at: 0.1) == 0)
        #expect(k.easedFraction(at: 0.6) == 1)
        #expect(isClose(k.easedFraction(at: 0.4), TimingCurve.easeIn.value(at: 0.5)))
        let instant = Keyframe(relativeStartTime: 0.5, relativeDuration: 0, value: CGFloat(1))
        #expect(instant.easedFraction(at: 0.49) == 0)
        #expect(instant.easedFraction(at: 0.5) == 1)
    }
}
