import Foundation
import Testing
import Transitions
@testable import Interactive

@Suite struct CompletionPolicyTests {
    @Test(arguments: [
        // progress, progress velocity, expected (founding rule, velocity towards finishing)
        (CGFloat(0), CGFloat(0), CompletionDecision.cancel),
        (0.3, 4.99, .cancel),
        (0.3, 5, .finish),
        (0.31, 0, .finish),
        (0.1, 6, .finish),
        (0.1, -50, .cancel),
        (1, -50, .finish),
    ])
    func fastOrPastThirtyPercent(progress: CGFloat, velocity: CGFloat, expected: CompletionDecision) {
        #expect(CompletionPolicy.fastOrPastThirtyPercent.decision(for: InteractionRelease(progress: progress, velocity: velocity)) == expected)
    }

    @Test func literalFoundingRuleComparesTheSignedRawVelocity() {
        let policy = CompletionPolicy.fastOrPastThirtyPercentRawVelocity
        // A fast pinch-in (−8 scale/s) is "below 5": cancels at 20 %.
        #expect(policy.decision(for: InteractionRelease(progress: 0.2, velocity: 8, rawVelocity: -8)) == .cancel)
        // A fast pinch-out (+6 scale/s) at 0 % finishes: the founding code's quirk.
        #expect(policy.decision(for: InteractionRelease(progress: 0, velocity: -6, rawVelocity: 6)) == .finish)
        // No raw velocity reads as 0.
        #expect(policy.decision(for: InteractionRelease(progress: 0.2, velocity: 8)) == .cancel)
    }

    @Test func cancelledGestureIsDecidedLikeAnEndedOne() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<2000 {
            let p = CGFloat.random(in: 0...1, using: &random), v = CGFloat.random(in: -10...10, using: &random)
            for policy in [CompletionPolicy.fastOrPastThirtyPercent, .fastOrPastThirtyPercentRawVelocity, .halfway] {
                let ended = policy.decision(for: InteractionRelease(progress: p, velocity: v, rawVelocity: -v, reason: .ended))
                let cancelled = policy.decision(for: InteractionRelease(progress: p, velocity: v, rawVelocity: -v, reason: .cancelled))
                #expect(ended == cancelled)
            }
        }
    }

    @Test func projectionTimeMatchesScrollViewRates() {
        #expect(isClose(CompletionPolicy.projectionTime(decelerationRate: 0.998), 0.499, within: 1e-9))
        #expect(isClose(CompletionPolicy.projectionTime(decelerationRate: 0.99), 0.099, within: 1e-9))
        #expect(CompletionPolicy.projectionTime(decelerationRate: .nan) == CompletionPolicy.projectionTime(decelerationRate: 0.998))
        #expect(CompletionPolicy.projectionTime(decelerationRate: 2).isFinite)
        #expect(CompletionPolicy.projectionTime(decelerationRate: -1) == 0)
    }

    @Test(arguments: [
        (CGFloat(0.49), CGFloat(0), CompletionDecision.cancel),
        (0.5, 0, .cancel),            // strictly past half way
        (0.51, 0, .finish),
        (0.1, 1, .finish),            // 0.1 + 0.499 = 0.599
        (0.1, 0.8, .cancel),          // 0.1 + 0.399 = 0.499
        (0.9, -1, .cancel),           // flicked back: 0.9 − 0.499 = 0.401
        (0.9, -0.5, .finish),
    ])
    func halfwayProjection(progress: CGFloat, velocity: CGFloat, expected: CompletionDecision) {
        #expect(CompletionPolicy.halfway.decision(for: InteractionRelease(progress: progress, velocity: velocity)) == expected)
    }

    @Test func degenerateParametersHaveDocumentedReadings() {
        let release = InteractionRelease(progress: 0.2, velocity: 100)
        // NaN minimum velocity: never fast enough; NaN cancellation progress: 0.
        #expect(CompletionPolicy.thresholds(minimumVelocity: .nan, cancelAtOrBelow: 0.3, reading: .progress).decision(for: release) == .cancel)
        #expect(CompletionPolicy.thresholds(minimumVelocity: 1000, cancelAtOrBelow: .nan, reading: .progress).decision(for: release) == .finish)
        #expect(CompletionPolicy.thresholds(minimumVelocity: 1000, cancelAtOrBelow: 5, reading: .progress).decision(for: InteractionRelease(progress: 1)) == .cancel)
        #expect(CompletionPolicy.projection(decelerationRate: 0.998, threshold: .nan).decision(for: InteractionRelease(progress: 0.6)) == .finish)
    }

    @Test func releaseSanitisesItsInput() {
        let release = InteractionRelease(progress: .nan, velocity: .infinity, rawVelocity: -.infinity)
        #expect(release.progress == 0)
        #expect(release.velocity == 0)
        #expect(release.rawVelocity == nil)
        #expect(InteractionRelease(progress: 7, velocity: -1e9).progress == 1)
        #expect(InteractionRelease(progress: 7, velocity: -1e9).velocity == -InteractionMachine.maximumVelocity)
    }

    @Test func customAndFixedPolicies() {
        let release = InteractionRelease(progress: 0.5)
        #expect(CompletionPolicy.alwaysFinish.decision(for: release) == .finish)
        #expect(CompletionPolicy.alwaysCancel.decision(for: release) == .cancel)
        let byReason = CompletionPolicy.custom { $0.reason == .cancelled ? .cancel : .finish }
        #expect(byReason.decision(for: InteractionRelease(progress: 0.9, reason: .cancelled)) == .cancel)
    }
}
