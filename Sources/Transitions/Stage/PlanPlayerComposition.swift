import Foundation

/// How a plan becomes the one animator that plays it, decided once for iOS (`PlanPlayer`, a
/// `UIViewPropertyAnimator` with a keyframe animation and a display-link z-order follower) and for
/// `TransitionsTesting`'s model of UIKit's runner (a model animator whose keyframes go through the
/// stage and whose z-order follows its frames).
///
/// In order: the plan is sampled (`PlanSampler`); the stage prepares what keyframes cannot
/// animate (anchor points, clipping; ``ViewStage/prepareKeyframes(_:)``); a linear animator of the
/// plan's duration is made; the samples' keyframes (``PlanKeyframe/keyframes(playing:)``) are added
/// to it; and, when a zPosition of the plan changes over time, a ``ZOrderFollowing`` reading the
/// animator's `fractionComplete` is handed to the platform to tick.
@MainActor
package enum PlanPlayerComposition {
    /// An inactive animator that plays `plan` on `stage` (installed and showing the plan's initial
    /// state), made by the platform's three steps.
    ///
    /// - Parameters:
    ///   - plan: what to play.
    ///   - stage: where its participants are.
    ///   - sampler: how finely to sample.
    ///   - makeAnimator: an inactive, linear animator lasting the given seconds.
    ///   - addKeyframes: adds one animation to the animator that applies the keyframes to the stage
    ///     (``ViewStage/applyAnimatable(_:)``).
    ///   - followZOrder: ticks the follower while the animator plays (not called when no zPosition
    ///     changes).
    package static func makePlayer<Views: StageViews, Animator: TransitionAnimator>(
        for plan: TransitionPlan, on stage: ViewStage<Views>, sampler: PlanSampler,
        makeAnimator: (_ duration: TimeInterval) -> Animator,
        addKeyframes: (Animator, [PlanKeyframe]) -> Void,
        followZOrder: (Animator, ZOrderFollowing<Views>) -> Void
    ) -> Animator {
        let samples = sampler.samples(of: plan)
        stage.prepareKeyframes(samples)
        let animator = makeAnimator(plan.duration)
        addKeyframes(animator, PlanKeyframe.keyframes(playing: samples))
        if let zOrder = ZOrderFollowing(plan: plan, stage: stage, fraction: { [weak animator] in animator?.fractionComplete }) {
            followZOrder(animator, zOrder)
        }
        return animator
    }
}
