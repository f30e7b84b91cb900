import Foundation
import Transitions

extension TransitionSession {
    /// Plays the rest of a percent-driven interaction the way the kit promises, whatever UIKit
    /// chose: the session's animator continues towards the decided end with the velocity-matched
    /// curve when the flick points that way
    /// (``CompletionTiming/velocityMatchingCurve(velocity:decision:duration:)``), else with the
    /// completion curve, over ``CompletionTiming/durationFactor(from:decision:)`` × the plan's
    /// duration, from the release's progress.
    ///
    /// Call it right after `finishInteractiveTransition()`/`cancelInteractiveTransition()` (a
    /// `UIPercentDrivenInteractiveTransition`'s `finish()`/`cancel()`). UIKit's percent-driven
    /// transition, when the animator is interruptible, finishes by calling `startAnimation()` if
    /// its `timingCurve` is `nil` and its `completionSpeed` is 1, and does not consult
    /// `completionCurve`; this re-times the animator right after, in the same turn of the run
    /// loop, so no frame plays UIKit's timing. Ignored unless the session's animator plays the
    /// plan and is active (see ``retimeCompletion(towardsEnd:curve:durationFactor:from:)``).
    package func playCompletion(_ completion: InteractionCompletion) {
        let timing = completion.timing
        let curve = timing.velocityMatchingCurve(velocity: completion.velocity, decision: completion.decision, duration: plan.duration)
            ?? TimingCurve(timing.completionCurve)
        retimeCompletion(
            towardsEnd: completion.decision == .finish, curve: curve,
            durationFactor: timing.durationFactor(from: completion.progress, decision: completion.decision),
            from: completion.progress)
    }
}
