#if canImport(UIKit)
import UIKit

/// The ``SessionPlatform`` of UIKit: plans read from UIKit's context, ``ContainerStage``s over
/// its container, ``PlanPlayer`` animators, and followers (linear `UIViewPropertyAnimator`s with
/// no animation of their own, for UIKit's alongside animations).
@MainActor
package final class UIKitSessionPlatform: SessionPlatform {
    /// The transition played.
    package let transition: any Transition
    /// The operation animated.
    package let operation: TransitionOperation
    /// How finely plans are sampled into keyframes (see ``PlanSampler``).
    package var sampler = PlanSampler()
    /// Overrides `UIAccessibility.isReduceMotionEnabled` when set.
    package var reduceMotionOverride: Bool?

    /// A platform playing `transition` for `operation`.
    package init(transition: any Transition, operation: TransitionOperation) {
        self.transition = transition
        self.operation = operation
    }

    /// The transition's plan for UIKit's context (``plan(of:operation:for:reduceMotion:)``).
    /// A context UIKit has already released gives an empty zero-duration plan.
    package func plan(for context: any SessionContext) -> TransitionPlan {
        guard let uiKit = (context as? UIKitSessionContext)?.context else { return .empty(operation: operation) }
        return Self.plan(of: transition, operation: operation, for: uiKit, reduceMotion: reduceMotionOverride)
    }

    /// The plan of `transition` for a UIKit transition (see
    /// `TransitionAnimationController.plan(of:operation:for:reduceMotion:)`, which forwards here).
    /// Every decision is pure (``TransitionPlan/forUIKitTransition(_:reading:reduceMotion:resolve:)``):
    /// the context, the immediate plan when the container has no usable size, and a transition that
    /// reads UIKit when it runs (a zoom from a view), completed from UIKit's context first.
    package static func plan(
        of transition: any Transition, operation: TransitionOperation,
        for transitionContext: UIViewControllerContextTransitioning, reduceMotion: Bool?
    ) -> TransitionPlan {
        TransitionPlan.forUIKitTransition(
            transition, reading: TransitionContextReading(transitionContext, operation: operation), reduceMotion: reduceMotion
        ) { context in
            (transition as? any UIKitResolvingTransition)?.resolved(for: transitionContext, context: context) ?? transition
        }
    }

    /// A ``ContainerStage`` over UIKit's container and `view(forKey:)` views (and a card
    /// presentation's dimming view, ``PresentationDimming``), reporting nothing.
    /// A context UIKit has already released gives a stage over a detached view.
    package func makeStage(for context: any SessionContext) -> ViewStage<UIKitStageViews> {
        guard let uiKit = (context as? UIKitSessionContext)?.context else {
            return ContainerStage(containerView: UIView(), fromView: nil, toView: nil) { _ in }
        }
        return ContainerStage(context: uiKit) { _ in }
    }

    package func makePlayer(for plan: TransitionPlan, on stage: ViewStage<UIKitStageViews>) -> UIViewPropertyAnimator {
        PlanPlayer.makeAnimator(for: plan, on: stage, sampler: sampler)
    }

    package func makeFollower(duration: TimeInterval, for context: any SessionContext) -> UIViewPropertyAnimator {
        let follower = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .linear))
        // An animation block to open at the start, for UIKit's earlier alongside animations.
        follower.addAnimations {}
        return follower
    }

    package func withoutAnimation(_ body: () -> Void) {
        UIView.performWithoutAnimation(body)
    }
}
#endif
