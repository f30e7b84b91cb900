import Foundation
import Testing
import Transitions
@testable import Interactive

@Suite struct CompletionTimingVelocityCurveTests {
    @Test(arguments: [0.5, 2.0, 4.0, 30.0])
    func finishStartsAtTheFingersSpeed(velocity: Double) throws {
        let timing = CompletionTiming(completionSpeed: 1.5)
        let duration = 0.4, progress: CGFloat = 0.3
        let curve = try #require(timing.velocityMatchingCurve(velocity: CGFloat(velocity), decision: .finish, duration: duration))
        // Progress speed at the start: slope · D / T with T = D · duration / speed.
        let remaining = timing.remainingDuration(from: progress, decision: .finish, duration: duration)
        let startSpeed = curve.slope(at: 0) * (1 - progress) / CGFloat(remaining)
        #expect(isClose(startSpeed, CGFloat(velocity), within: 1e-6 * max(1, CGFloat(velocity))))
        #expect(curve.value(at: 0.5) <= 1, "eases out without overshooting")
        #expect(curve.value(at: 1) == 1)
    }

    @Test func cancelNeedsVelocityBackwards() throws {
        let timing = CompletionTiming()
        #expect(timing.velocityMatchingCurve(velocity: 2, decision: .cancel, duration: 0.3) == nil)
        let curve = try #require(timing.velocityMatchingCurve(velocity: -2, decision: .cancel, duration: 0.3))
        #expect(isClose(curve.slope(at: 0), 0.6, within: 1e-6))
    }

    @Test(arguments: [CGFloat.nan, .infinity, 0, -1])
    func noCurveWithoutUsableVelocity(velocity: CGFloat) {
        #expect(CompletionTiming().velocityMatchingCurve(velocity: velocity, decision: .finish, duration: 0.3) == nil)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func noCurveWithoutUsableDuration(duration: Double) {
        #expect(CompletionTiming().velocityMatchingCurve(velocity: 3, decision: .finish, duration: duration) == nil)
    }

    @Test func nonPositiveSpeedReadsAsOne() throws {
        let curve = try #require(CompletionTiming(completionSpeed: -3).velocityMatchingCurve(velocity: 2, decision: .finish, duration: 0.5))
        #expect(isClose(curve.slope(at: 0), 1, within: 1e-6))
    }

    @Test func hugeVelocityStaysAValidCurve() throws {
        let curve = try #require(CompletionTiming().velocityMatchingCurve(velocity: 1e300, decision: .finish, duration: 10))
        #expect(curve.controlPoint1.y <= 1 && curve.controlPoint1.x > 0)
        #expect(curve.value(at: 0.01).isFinite)
    }
}
