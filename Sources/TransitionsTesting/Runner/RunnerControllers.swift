import Foundation
import Transitions

/// An animation controller as the model of UIKit's transition runner drives it: the model twin of
/// `UIViewControllerAnimatedTransitioning`. The kit's own is
/// ``ModelTransitionAnimationController``; adopt it to drive your own controller's logic under
/// the model.
@MainActor
public protocol RunnerAnimationController: AnyObject {
    /// `transitionDuration(using:)`; UIKit may pass `nil`.
    func transitionDuration(using context: ModelTransitionContext?) -> TimeInterval
    /// `animateTransition(using:)`.
    func animateTransition(using context: ModelTransitionContext)
    /// Whether the controller implements `interruptibleAnimator(using:)` (what UIKit's
    /// `responds(to:)` check sees).
    var implementsInterruptibleAnimator: Bool { get }
    /// `interruptibleAnimator(using:)`; only called when ``implementsInterruptibleAnimator``.
    func interruptibleAnimator(using context: ModelTransitionContext) -> ModelAnimator
    /// `animationEnded(_:)`, called by UIKit from inside `completeTransition(_:)`.
    func animationEnded(_ transitionCompleted: Bool)
}

/// An interaction controller as the model of UIKit's transition runner drives it: the model twin
/// of `UIViewControllerInteractiveTransitioning`. The kit's are
/// ``ModelPlanDrivenInteractionController``, ``ModelThrowInteractionController`` and
/// ``ModelPercentDrivenInteractionController``; UIKit's percent-driven class is
/// ``ModelPercentDrivenInteractiveTransition``.
@MainActor
public protocol RunnerInteractionController: AnyObject {
    /// `startInteractiveTransition(_:)`. `animationController` is the one UIKit vended with it:
    /// UIKit's percent-driven class reaches it through private context API; a custom controller
    /// learns it from its router (the kit's pairing) instead.
    func startInteractiveTransition(_ context: ModelTransitionContext, animationController: any RunnerAnimationController)
    /// `wantsInteractiveStart`: whether the transition starts interactive (UIKit reads it when the
    /// controller is attached and sets the context's `isInteractive` from it). Default `true`
    /// (UIKit's, for a controller that does not implement it).
    var wantsInteractiveStart: Bool { get }
    /// One display frame of `seconds` (a `CADisplayLink` tick), for controllers that animate
    /// frame by frame. Default: nothing.
    func displayFrame(_ seconds: TimeInterval)
    /// `completionSpeed` and `completionCurve`, which UIKit's context reads at a finish or cancel
    /// when the controller implements them (``ModelTransitionContext/completionVelocity``); `nil`
    /// for one that does not. Default `nil`.
    var completionSpeedAndCurve: (speed: CGFloat, curve: AnimationCurve)? { get }
}

extension RunnerInteractionController {
    public func displayFrame(_ seconds: TimeInterval) {}
    public var wantsInteractiveStart: Bool { true }
    public var completionSpeedAndCurve: (speed: CGFloat, curve: AnimationCurve)? { nil }
}

/// The kit's `TransitionAnimationController` under the model: its UIKit methods forward to the
/// same `TransitionSessionKeeper` code as on iOS, on the `ModelSessionPlatform`.
@MainActor
public final class ModelTransitionAnimationController: RunnerAnimationController {
    /// The session ownership and lifecycle decisions (the code that runs on iOS).
    package let sessions: TransitionSessionKeeper<ModelSessionPlatform>

    /// A controller playing `transition` (for the operation of each model context).
    public init(_ transition: any Transition) {
        self.sessions = TransitionSessionKeeper(platform: ModelSessionPlatform(transition: transition))
    }

    /// The plan's duration for `context`; without one, 0 (the model always passes one).
    public func transitionDuration(using context: ModelTransitionContext?) -> TimeInterval {
        context.map { sessions.transitionDuration(for: $0) } ?? 0
    }

    public func animateTransition(using context: ModelTransitionContext) {
        sessions.animateTransition(context)
    }

    public var implementsInterruptibleAnimator: Bool { true }

    public func interruptibleAnimator(using context: ModelTransitionContext) -> ModelAnimator {
        let animator = sessions.interruptibleAnimator(for: context)
        context.container.register(animator)
        return animator
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        sessions.animationEnded(transitionCompleted)
    }
}
