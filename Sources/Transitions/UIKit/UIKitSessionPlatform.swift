#if canImport(UIKit)
import UIKit

/// The ``SessionPlatform`` of UIKit: plans read from UIKit's context, ``ContainerStage``s over
/// its container, ``PlanPlayer`` animators, and followers (linear `UIViewPropertyAnimator`s with
/// no animation of their own, for UIKit's alongside animations).
@MainActor
public final class UIKitSessionPlatform: SessionPlatform {
    /// The transition played.
    public let transition: any Transition
    /// The operation animated.
    public let operation: TransitionOperation
    /// How finely plans are sampled into keyframes (see ``PlanSampler``).
    public var sampler = PlanSampler()
    /// Overrides `UIAccessibility.isReduceMotionEnabled` when set.
    public var reduceMotionOverride: Bool?

    /// A platform playing `transition` for `operation`.
    public init(transition: any Transition, operation: TransitionOperation) {
        self.transition = transition
        self.operation = operation
    }

    /// The transition's plan for UIKit's context (``TransitionAnimationController/plan(of:operation:for:reduceMotion:)``).
    /// A context UIKit has already released gives an empty zero-duration plan.
    public func plan(for context: any SessionContext) -> TransitionPlan {
        guard let uiKit = (context as? UIKitSessionContext)?.context else { return .empty(operation: operation) }
        return TransitionAnimationController.plan(of: transition, operation: operation, for: uiKit, reduceMotion: reduceMotionOverride)
    }

    /// A ``ContainerStage`` over UIKit's container and `view(forKey:)` views (and a card
    /// presentation's dimming view, ``PresentationDimming``), reporting nothing.
    /// A context UIKit has already released gives a stage over a detached view.
    public func makeStage(for context: any SessionContext) -> ViewStage<UIKitStageViews> {
        guard let uiKit = (context as? UIKitSessionContext)?.context else {
            return ContainerStage(containerView: UIView(), fromView: nil, toView: nil) { _ in }
        }
        return ContainerStage(context: uiKit) { _ in }
    }

    public func makePlayer(for plan: TransitionPlan, on stage: ViewStage<UIKitStageViews>) -> UIViewPropertyAnimator {
        PlanPlayer.makeAnimator(for: plan, on: stage, sampler: sampler)
    }

    public func makeFollower(duration: TimeInterval, for context: any SessionContext) -> UIViewPropertyAnimator {
        let follower = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .linear))
        // An animation block to open at the start, for UIKit's earlier alongside animations.
        follower.addAnimations {}
        return follower
    }

    public func withoutAnimation(_ body: () -> Void) {
        UIView.performWithoutAnimation(body)
    }
}
#endif
