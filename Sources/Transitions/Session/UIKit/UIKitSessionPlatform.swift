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
    /// How finely plans are sampled into keyframes (see `PlanSampler`).
    package var sampler = PlanSampler()
    /// Overrides `UIAccessibility.isReduceMotionEnabled` when set.
    package var reduceMotionOverride: Bool?

    /// A platform playing `transition` for `operation`.
    package init(transition: any Transition, operation: TransitionOperation) {
        self.transition = transition
        self.operation = operation
    }

    /// UIKit's context read for ``operation``; `nil` once UIKit has released it.
    package func reading(for context: any SessionContext) -> TransitionContextReading? {
        (context as? UIKitSessionContext)?.context.map { TransitionContextReading($0, operation: operation) }
    }

    /// Whether the transition is a ``UIKitResolvingTransition`` (a zoom from a view).
    package var resolvesWhenTransitionRuns: Bool { transition is any UIKitResolvingTransition }

    /// Lays out `view(forKey: .to)` (`layoutIfNeeded()`, implicit animation off) when its bounds are
    /// not empty: UIKit set its frame (a navigation controller at the start, a tab bar controller at
    /// the request) but lays it out only in its next pass.
    package func layOutToView(for context: any SessionContext) {
        guard let toView = (context as? UIKitSessionContext)?.context?.view(forKey: .to), !toView.bounds.isEmpty else { return }
        withoutAnimation { toView.layoutIfNeeded() }
    }

    /// The transition's plan for `reading`; with `resolving`, a ``UIKitResolvingTransition``
    /// completed from UIKit's context first (``plan(of:reading:for:reduceMotion:)``). A released
    /// context (a `nil` reading) gives an empty zero-duration plan.
    package func plan(for reading: TransitionContextReading?, context: any SessionContext, resolving: Bool) -> TransitionPlan {
        guard let reading else { return .empty(operation: operation) }
        let uiKit = resolving ? (context as? UIKitSessionContext)?.context : nil
        return Self.plan(of: transition, reading: reading, for: uiKit, reduceMotion: reduceMotionOverride)
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
        plan(of: transition, reading: TransitionContextReading(transitionContext, operation: operation), for: transitionContext, reduceMotion: reduceMotion)
    }

    /// The plan of `transition` for `reading`, a ``UIKitResolvingTransition`` completed from
    /// `transitionContext` first when one is given.
    private static func plan(
        of transition: any Transition, reading: TransitionContextReading,
        for transitionContext: UIViewControllerContextTransitioning?, reduceMotion: Bool?
    ) -> TransitionPlan {
        TransitionPlan.forUIKitTransition(transition, reading: reading, reduceMotion: reduceMotion) { context in
            guard let transitionContext, let resolving = transition as? any UIKitResolvingTransition else { return transition }
            return resolving.resolved(for: transitionContext, context: context)
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
