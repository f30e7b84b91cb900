#if canImport(UIKit)
import UIKit

/// Plays a ``TransitionPlan`` with Core Animation: one `UIViewPropertyAnimator` whose animation is
/// a keyframe animation sampled from the plan.
///
/// The animator is linear in time and lasts the plan's duration; the plan's own timing (a curve
/// or a spring, with its overshoot) is baked into the samples, which ``PlanSampler`` chooses so
/// that Core Animation's linear interpolation between them stays within 0.25 pt, 0.5° and 0.005
/// alpha of the exact plan. Because everything is one animator:
/// - Core Animation runs it off the main thread;
/// - `fractionComplete` is the plan's time fraction, which is what
///   `UIPercentDrivenInteractiveTransition` scrubs;
/// - it can be paused, reversed (`isReversed`) and continued from any point.
///
/// The keyframes are ``PlanKeyframe/keyframes(playing:)``'s and the z-order changes
/// ``ZOrderFollowing``'s (pure, run under `TransitionsTesting`'s model of UIKit's runner); this adds
/// the UIKit calls.
///
/// Each keyframe sets, for each participant, only the properties that change during the plan and
/// that UIKit animates in view animation blocks (bounds size, centre, `transform3D`, alpha, corner
/// radius; see ``ViewStage/applyAnimatable(_:)``): a 200-tile shatter keyframes each tile's
/// transform and alpha, nothing else. The rest is set outside the block, never animated: each
/// participant's anchor point is constant and already installed; participants that are ever
/// rounded clip to their bounds from the start; a zPosition that changes during the plan is set
/// from the main thread on every display frame, from the animator's `fractionComplete`, until the
/// animator completes or the stage's transition does (see
/// ``TransitionPlan/participantsWithVaryingZPosition``).
///
/// The animator holds the stage weakly: a finished animator kept for UIKit's late calls keeps no
/// view alive.
@MainActor
package enum PlanPlayer {
    /// A paused animator that plays `plan` on the views of `stage`, which must already be
    /// installed and showing the plan's initial state (as ``TransitionDriver/startInteractive()``
    /// leaves it).
    ///
    /// - Parameters:
    ///   - plan: what to play.
    ///   - stage: where its participants are (a ``ContainerStage``).
    ///   - sampler: how finely to sample (default: the kit's tolerance).
    /// - Returns: an animator in the inactive state, ready for `startAnimation()` or scrubbing.
    package static func makeAnimator(
        for plan: TransitionPlan,
        on stage: ViewStage<UIKitStageViews>,
        sampler: PlanSampler = PlanSampler()
    ) -> UIViewPropertyAnimator {
        let samples = sampler.samples(of: plan)
        stage.prepareKeyframes(samples)
        let animator = UIViewPropertyAnimator(
            duration: plan.duration,
            timingParameters: UICubicTimingParameters(animationCurve: .linear))
        let keyframes = PlanKeyframe.keyframes(playing: samples)
        animator.addAnimations { [weak stage] in
            guard let stage else { return }
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear]) {
                for keyframe in keyframes {
                    UIView.addKeyframe(withRelativeStartTime: keyframe.relativeStartTime, relativeDuration: keyframe.relativeDuration) {
                        stage.applyAnimatable(keyframe.state)
                    }
                }
            }
        }
        // zPosition is not animated in view animation blocks: follow its changes frame by frame.
        // The completion handler keeps the follower alive as long as the animator needs it.
        if let zOrder = ZOrderFollower(plan: plan, stage: stage, animator: animator) {
            zOrder.start()
            animator.addCompletion { _ in zOrder.stop() }
        }
        return animator
    }
}
#endif
