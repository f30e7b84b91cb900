#if canImport(UIKit)
import UIKit

/// A UIKit animation controller that plays any ``Transition``.
///
/// ```swift
/// let controller = TransitionAnimationController(.slideUp(), operation: .present)
/// ```
/// Return it from a transitioning delegate (or let a `TransitionRouter` do that for you).
///
/// Each transition gets one plan, one session and one `completeTransition(_:)`, whoever starts it
/// and in whatever order UIKit calls; the animator returned by `interruptibleAnimator(using:)` is
/// the same for the whole transition, so interaction controllers can scrub, reverse and finish it.
/// A transition that is not animated, lasts no time or has no usable container completes at once
/// inside `animateTransition(using:)`. UIKit's order and every rule: <doc:UIKitCallOrder>.
@MainActor
open class TransitionAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition played.
    public var transition: any Transition { platform.transition }
    /// The operation animated: tells the transition which way to go.
    public var operation: TransitionOperation { platform.operation }
    /// How finely plans are sampled into the animator's keyframes. Default `PlanSampler()`:
    /// playback within 0.25 pt, 0.5° and 0.005 alpha of the exact plan (see
    /// `PlanSampler/Tolerance`). Read when the animator is made, so a change applies to the
    /// next transition.
    package var sampler: PlanSampler {
        get { platform.sampler }
        set { platform.sampler = newValue }
    }
    /// Overrides `UIAccessibility.isReduceMotionEnabled` when set (tests, previews). Default
    /// `nil`: the system setting, read when the plan is built.
    public var reduceMotionOverride: Bool? {
        get { platform.reduceMotionOverride }
        set { platform.reduceMotionOverride = newValue }
    }

    /// The session ownership and lifecycle decisions behind UIKit's calls.
    package let sessions: TransitionSessionKeeper<UIKitSessionPlatform>
    private var platform: UIKitSessionPlatform { sessions.platform }

    /// Creates a controller that plays `transition` for `operation`.
    public init(_ transition: any Transition, operation: TransitionOperation) {
        self.sessions = TransitionSessionKeeper(platform: UIKitSessionPlatform(transition: transition, operation: operation))
        super.init()
    }

    /// The driver of the transition in progress, if any (for interaction controllers and
    /// inspection); `nil` again once `animationEnded(_:)` has released it.
    ///
    /// When the animator plays the transition, the driver waits in its interactive phase at
    /// progress 0 (Core Animation moves the views; read the animator's `fractionComplete` for
    /// where it is); it completes when the animator ends or in `animationEnded(_:)`. When an
    /// interaction controller plays it itself (the kit's plan-driven and throw controllers do),
    /// that controller drives this driver frame by frame: it scrubs it, then plays the finish or
    /// cancel on it (a throw instead continues on a driver of its own after release).
    public var currentDriver: TransitionDriver? { sessions.current?.driver }

    // MARK: UIViewControllerAnimatedTransitioning

    /// The plan's duration in seconds; 0 when the transition completes at once (not animated, or
    /// no usable container size; see ``AnimatorPlayback/reportedDuration(isAnimated:planDuration:)``).
    /// Asked before the start (a navigation or tab bar controller asks inside the push, pop or
    /// selection, before the to-view controller's final frame is set and before the to-screen
    /// appears), it is answered from a plan that reads only UIKit's context and measures no view;
    /// the plan the transition plays is built at the start, and is that one only when UIKit's
    /// context still reads the same. Without a context (UIKit may pass `nil`), the duration of the
    /// plan for a phone-sized container.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        if let transitionContext {
            return sessions.transitionDuration(for: UIKitSessionContext.of(transitionContext))
        }
        guard let nominal = try? TransitionContext(
            operation: operation, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        else { return 0 }
        return transition.plan(for: nominal).duration
    }

    /// Starts the transition's animator; when the transition is not animated or its plan lasts no
    /// time, completes it at once in its final state instead (see `TransitionSessionKeeper.animateTransition(_:)`).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        sessions.animateTransition(UIKitSessionContext.of(transitionContext))
    }

    /// The one animator of this transition, the same object on every call with the same context
    /// (see `TransitionSessionKeeper.interruptibleAnimator(for:)`).
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        sessions.interruptibleAnimator(for: UIKitSessionContext.of(transitionContext))
    }

    /// Releases the transition's views, driver and stage (see
    /// `TransitionSessionKeeper.animationEnded(_:)`).
    public func animationEnded(_ transitionCompleted: Bool) {
        sessions.animationEnded(transitionCompleted)
    }

    // MARK: Interaction controllers

    /// The session of UIKit's transition for an interaction controller that plays it itself
    /// (`startInteractiveTransition(_:)` of a `UIViewControllerInteractiveTransitioning` that is
    /// not percent-driven): the transition's one session, made for it with this controller's plan,
    /// whose driver the interaction controller drives. `nil` when the transition has already
    /// completed. See ``TransitionSessionKeeper/claimSession(for:)``.
    package func claimSession(for transitionContext: UIViewControllerContextTransitioning) -> TransitionSession<UIKitSessionPlatform>? {
        sessions.claimSession(for: UIKitSessionContext.of(transitionContext))
    }

    /// The plan this controller plays for a UIKit transition: built once per context, at the start
    /// (after laying out the to-view), and shared by every later call (see
    /// `TransitionSessionKeeper.plan(for:)`); when the container has no usable size yet, a
    /// zero-duration plan that only puts the to-view at its final frame.
    public func plan(for transitionContext: UIViewControllerContextTransitioning) -> TransitionPlan {
        sessions.plan(for: UIKitSessionContext.of(transitionContext))
    }

    /// The plan of `transition` for a UIKit transition, or the zero-duration fallback described in
    /// ``plan(for:)`` when the container has no usable size. Builds a new plan on every call. A
    /// ``UIKitResolvingTransition`` (a zoom from a view) is resolved from `transitionContext` first.
    ///
    /// - Parameters:
    ///   - transition: the transition whose plan is wanted.
    ///   - operation: the operation it animates.
    ///   - transitionContext: UIKit's context, read for the container, frames, layout direction
    ///     and interactivity (see `TransitionContext.init(_:operation:reduceMotion:)`).
    ///   - reduceMotion: overrides `UIAccessibility.isReduceMotionEnabled` when not `nil` (the
    ///     default).
    public static func plan(
        of transition: any Transition, operation: TransitionOperation,
        for transitionContext: UIViewControllerContextTransitioning, reduceMotion: Bool? = nil
    ) -> TransitionPlan {
        UIKitSessionPlatform.plan(of: transition, operation: operation, for: transitionContext, reduceMotion: reduceMotion)
    }
}
#endif
