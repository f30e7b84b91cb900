import Foundation
import Testing
import Transitions
@testable import Interactive

@Suite struct CompletionTimingTests {
    @Test func defaultsAreUIKits() {
        #expect(CompletionTiming.uiKitDefault.completionSpeed == 1)
        #expect(CompletionTiming.uiKitDefault.completionCurve == .easeInOut)
    }

    @Test(arguments: [CGFloat(0), -2, .nan, .infinity])
    func nonPositiveOrNonFiniteSpeedReadsAsOne(speed: CGFloat) {
        #expect(CompletionTiming(completionSpeed: speed).effectiveSpeed == 1)
    }

    @Test(arguments: [
        // progress, speed, decision, duration, expected remaining seconds
        (CGFloat(0.25), CGFloat(1), CompletionDecision.finish, 0.4, 0.3),
        (0.25, 1, .cancel, 0.4, 0.1),
        (0.25, 2, .finish, 0.4, 0.15),
        (0.25, 0, .finish, 0.4, 0.3),
        (1, 1, .finish, 0.4, 0),
        (0, 1, .cancel, 0.4, 0),
        (1.7, 1, .cancel, 0.4, 0.4),
        (0.5, 1, .finish, -1, 0),
    ])
    func remainingTimeIsUIKits(progress: CGFloat, speed: CGFloat, decision: CompletionDecision, duration: Double, expected: Double) {
        let timing = CompletionTiming(completionSpeed: speed)
        #expect(isClose(timing.remainingDuration(from: progress, decision: decision, duration: duration), expected, within: 1e-12))
    }

    @Test func durationFactorIsRemainingOverSpeed() {
        let timing = CompletionTiming(completionSpeed: 4)
        #expect(timing.durationFactor(from: 0.2, decision: .finish) == 0.2)
        #expect(timing.durationFactor(from: 0.2, decision: .cancel) == 0.05)
        #expect(timing.durationFactor(from: .nan, decision: .finish) == 0.25)
    }

    @Test func matchingVelocityStartsAsFastAsTheFinger() {
        let timing = CompletionTiming(completionSpeed: 1, completionCurve: .linear)
        // 0.4 s transition, flick at 5 progress/s: linear completion must run at 5/s → speed 2.
        let matched = timing.matchingVelocity(5, decision: .finish, duration: 0.4)
        #expect(isClose(matched.completionSpeed, 2))
        // Initial progress speed = speed / duration for a linear curve.
        #expect(isClose(matched.completionSpeed / 0.4, 5))
        let easeOut = CompletionTiming(completionSpeed: 1, completionCurve: .easeOut).matchingVelocity(5, decision: .finish, duration: 0.4)
        #expect(isClose(easeOut.completionSpeed, 2 * 0.58, within: 1e-4))
    }

    @Test func matchingVelocityNeverSlowsDownOrFollowsTheWrongWay() {
        let timing = CompletionTiming(completionSpeed: 3, completionCurve: .linear)
        #expect(CompletionTiming(completionSpeed: 1, completionCurve: .easeInOut).matchingVelocity(50, decision: .finish, duration: 0.4).completionSpeed == 1)
        #expect(CompletionTiming(completionSpeed: 1, completionCurve: .easeIn).matchingVelocity(50, decision: .finish, duration: 0.4).completionSpeed == 1)
        #expect(timing.matchingVelocity(1, decision: .finish, duration: 0.4).completionSpeed == 3)
        #expect(timing.matchingVelocity(-50, decision: .finish, duration: 0.4).completionSpeed == 3)
        #expect(isClose(timing.matchingVelocity(-50, decision: .cancel, duration: 0.4).completionSpeed, 20))
        #expect(timing.matchingVelocity(.nan, decision: .finish, duration: 0.4).completionSpeed == 3)
        #expect(timing.matchingVelocity(50, decision: .finish, duration: .infinity).completionSpeed == 3)
        #expect(CompletionTiming(completionSpeed: -1, completionCurve: .easeInOut).matchingVelocity(50, decision: .finish, duration: 0.4).completionSpeed == 1)
        #expect(timing.matchingVelocity(1e300, decision: .finish, duration: 0.4).completionSpeed.isFinite)
    }
}
