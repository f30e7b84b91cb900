#if canImport(UIKit)
import UIKit

/// Plays a ``TransitionPlan`` with Core Animation: one `UIViewPropertyAnimator` whose animation is
/// a keyframe animation sampled from the plan.
///
/// The animator is linear and lasts the plan's duration; the plan's timing is baked into samples
/// chosen by `PlanSampler` (within 0.25 pt, 0.5° and 0.005 alpha of the exact plan). So Core
/// Animation runs it off the main thread, `fractionComplete` is the plan's time fraction (what
/// `UIPercentDrivenInteractiveTransition` scrubs), and it can pause, reverse and continue anywhere.
/// The composition is ``PlanPlayerComposition``'s, keyframes are ``PlanKeyframe/keyframes(playing:)``'s
/// and z-order changes ``ZOrderFollowing``'s (pure, run under `TransitionsTesting`); this adds the
/// UIKit calls. Keyframes set only properties
/// that change and that UIKit animates (``ViewStage/applyAnimatable(_:)``); anchor points and
/// clipping are set before, and a changing zPosition from the main thread every display frame
/// until the animator or the transition completes
/// (``TransitionPlan/participantsWithVaryingZPosition``). It holds the stage weakly, so a finished
/// animator kept for UIKit's late calls keeps no view alive.
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
        PlanPlayerComposition.makePlayer(
            for: plan, on: stage, sampler: sampler,
            makeAnimator: { UIViewPropertyAnimator(duration: $0, timingParameters: UICubicTimingParameters(animationCurve: .linear)) },
            addKeyframes: { [weak stage] animator, keyframes in
                animator.addAnimations {
                    guard let stage else { return }
                    UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear]) {
                        for keyframe in keyframes {
                            UIView.addKeyframe(withRelativeStartTime: keyframe.relativeStartTime, relativeDuration: keyframe.relativeDuration) {
                                stage.applyAnimatable(keyframe.state)
                            }
                        }
                    }
                }
            },
            followZOrder: { animator, following in
                // zPosition is not animated in view animation blocks: follow its changes frame by
                // frame. The completion handler keeps the follower alive as long as the animator
                // needs it.
                let zOrder = ZOrderFollower(following, view: stage.views.containerView)
                zOrder.start()
                animator.addCompletion { _ in zOrder.stop() }
            })
    }
}
#endif
