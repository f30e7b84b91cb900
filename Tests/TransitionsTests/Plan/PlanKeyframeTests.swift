import Foundation
import Testing
@testable import Transitions

/// The player's keyframe timing (issue 20), pure: what `PlanPlayer` hands
/// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, and what Core
/// Animation's linear keyframe playback of it shows.
@Suite struct PlanKeyframeTests {
    /// One keyframe per interval between samples, touching, covering 0…1, each reaching the later
    /// sample's state; linear playback stays within the sampler's tolerance of the plan, for every
    /// built-in and operation.
    @Test(arguments: BuiltInCatalog.allCases)
    func keyframesPlayThePlan(builtIn: BuiltInCatalog) {
        for operation in [TransitionOperation.push, .pop, .present, .dismiss] {
            let plan = builtIn.transition.plan(for: PlanFixtures.context(operation))
            let samples = PlanSampler().samples(of: plan)
            let keyframes = PlanKeyframe.keyframes(playing: samples)
            #expect(keyframes.count == samples.count - 1)
            #expect(keyframes.first?.relativeStartTime == 0)
            #expect(abs((keyframes.last.map { $0.relativeStartTime + $0.relativeDuration } ?? 0) - 1) < 1e-12)
            for (earlier, later) in zip(keyframes, keyframes.dropFirst()) {
                #expect(abs(earlier.relativeStartTime + earlier.relativeDuration - later.relativeStartTime) < 1e-12)
                #expect(earlier.relativeDuration >= 0)
            }
            #expect(zip(keyframes, samples.dropFirst()).allSatisfy { $0.state == $1.state })
            let deviation = PlanSampler.deviation(of: samples, from: plan, checks: 200)
            #expect(deviation.isWithin(PlanSampler.Tolerance(points: 0.3, angle: .pi / 300, alpha: 0.006)), "\(builtIn) \(operation): \(deviation)")
        }
    }

    @Test func fewerThanTwoSamplesGiveNoKeyframe() {
        let plan = PlanFixtures.fadePlan()
        #expect(PlanKeyframe.keyframes(playing: []).isEmpty)
        #expect(PlanKeyframe.keyframes(playing: [PlanSample(relativeTime: 0, state: plan.state(at: 0))]).isEmpty)
    }
}
