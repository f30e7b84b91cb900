#if canImport(UIKit)
import UIKit

/// A UIKit animation controller that plays any ``Transition``.
///
/// ```swift
/// let controller = TransitionAnimationController(.slideUp(), operation: .present)
/// ```
/// Return it from a transitioning delegate (or let a `TransitionRouter` do that for you).
///
/// For each transition it builds a ``TransitionContext`` from UIKit's context, asks the
/// transition for its plan, installs the participants on a ``ContainerStage`` (snapshots included)
/// and plays the plan with one `UIViewPropertyAnimator` (see ``PlanPlayer``):
/// - `interruptibleAnimator(using:)` returns that same animator for the whole transition, as
///   UIKit requires, so `UIPercentDrivenInteractiveTransition` and the kit's interaction
///   controllers can scrub, pause, reverse and continue it;
/// - when the animator ends, a ``TransitionDriver`` puts every view in its final state (finished)
///   or restores the from-view exactly (cancelled), removes temporary views, and calls
///   `completeTransition(_:)` exactly once. The outcome follows the animator's end position and
///   the context's `transitionWasCancelled` (see
///   ``AnimatorPlayback/transitionFinished(at:wasCancelled:)``), so an interaction controller that
///   stops the animator (`stopAnimation(false)`, then `finishAnimation(at:)`) gets a consistent
///   result: `.start` cancels, `.end` and `.current` finish unless the context was cancelled;
/// - `animationEnded(_:)` releases everything, so no view controller is retained afterwards. If
///   the animator did not end the transition itself (another interaction controller drove it, or
///   UIKit ended it early), the views are put in the state UIKit reports (finished or not) and
///   the temporary views removed, without a second `completeTransition(_:)`; a paused or stopped
///   animator is stopped and finished first (UIKit raises if one is released paused or stopped).
///
/// A transition that UIKit says is not animated (`isAnimated == false`: a `.custom` presentation
/// started with `animated: false`) or whose plan lasts no time (and no interaction drives it)
/// completes at once in its final state, without running the animator. If the container has no
/// usable size yet, the transition also completes at once (the to-view placed at its final
/// frame) rather than hang.
@MainActor
open class TransitionAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition played.
    public let transition: any Transition
    /// The operation animated: tells the transition which way to go.
    public let operation: TransitionOperation
    /// How finely plans are sampled into the animator's keyframes. Default `PlanSampler()`:
    /// playback within 0.25 pt, 0.5° and 0.005 alpha of the exact plan (see
    /// ``PlanSampler/Tolerance``). Read when the animator is made, so a change applies to the
    /// next transition.
    public var sampler = PlanSampler()
    /// Overrides `UIAccessibility.isReduceMotionEnabled` when set (tests, previews). Default
    /// `nil`: the system setting, read when the transition starts.
    public var reduceMotionOverride: Bool?

    private var session: Session?

    /// Creates a controller that plays `transition` for `operation`.
    public init(_ transition: any Transition, operation: TransitionOperation) {
        self.transition = transition
        self.operation = operation
        super.init()
    }

    /// The driver of the transition in progress, if any (for interaction controllers and
    /// inspection). While the animator plays, the driver waits in its interactive phase at
    /// progress 0 (Core Animation moves the views; read the animator's `fractionComplete` for
    /// where it is); it completes when the animator ends or in `animationEnded(_:)`.
    public var currentDriver: TransitionDriver? { session?.driver }

    // MARK: UIViewControllerAnimatedTransitioning

    /// The plan's duration in seconds; 0 when the transition completes at once (not animated, or
    /// no usable container size; see ``AnimatorPlayback/reportedDuration(isAnimated:planDuration:)``).
    /// Without a context (UIKit may pass `nil`), the duration of the plan for a phone-sized
    /// container.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        if let transitionContext {
            let planDuration: TimeInterval
            if let session, session.transitionContext === transitionContext {
                planDuration = session.plan.duration
            } else if let context = try? makeContext(transitionContext) {
                planDuration = transition.plan(for: context).duration
            } else {
                planDuration = 0  // no usable container: the immediate plan plays
            }
            return AnimatorPlayback.reportedDuration(isAnimated: transitionContext.isAnimated, planDuration: planDuration)
        }
        guard let nominal = try? TransitionContext(
            operation: operation, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        else { return 0 }
        return transition.plan(for: nominal).duration
    }

    /// Starts the animator of ``interruptibleAnimator(using:)``; when the transition is not
    /// animated or its plan lasts no time, completes it at once in its final state instead.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        if let session, session.transitionContext === transitionContext,
           AnimatorPlayback.completesImmediately(
               isAnimated: transitionContext.isAnimated, isInteractive: transitionContext.isInteractive,
               duration: session.plan.duration) {
            // Run the animator through at once rather than skip it, so that anything UIKit added
            // to it (a presentation controller's alongside animations) lands in its end state too;
            // its completion handler ends the driver, finished.
            session.animator.startAnimation()
            session.animator.stopAnimation(false)
            session.animator.finishAnimation(at: .end)
            session.driver.end(finished: true)  // already ended by the handler; never twice
            return
        }
        animator.startAnimation()
    }

    /// The one animator of this transition, created on the first call and returned on every
    /// later call with the same context.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let session, session.transitionContext === transitionContext { return session.animator }
        session?.abandon(completed: nil)
        let session = makeSession(transitionContext)
        self.session = session
        return session.animator
    }

    /// Releases the transition's views, driver and animator. If the animator did not end the
    /// transition itself (another interaction controller drove it, or UIKit ended it early), the
    /// views are put in the state `transitionCompleted` reports and temporary views are removed,
    /// without a second `completeTransition(_:)`.
    public func animationEnded(_ transitionCompleted: Bool) {
        session?.abandon(completed: transitionCompleted)
        session = nil
    }

    // MARK: Session

    private func makeContext(_ transitionContext: UIViewControllerContextTransitioning) throws -> TransitionContext {
        try TransitionContext(transitionContext, operation: operation, reduceMotion: reduceMotionOverride)
    }

    /// The plan this controller plays for a UIKit transition: the transition's plan for the context
    /// read from `transitionContext` (with ``reduceMotionOverride``), or, when the container has
    /// no usable size yet, a zero-duration plan that only puts the to-view at its final frame.
    ///
    /// For interaction controllers that drive the transition themselves
    /// (`UIViewControllerInteractiveTransitioning`) and must play exactly what this controller would.
    public func plan(for transitionContext: UIViewControllerContextTransitioning) -> TransitionPlan {
        Self.plan(of: transition, operation: operation, for: transitionContext, reduceMotion: reduceMotionOverride)
    }

    /// The plan of `transition` for a UIKit transition, or the zero-duration fallback described in
    /// ``plan(for:)`` when the container has no usable size. A ``UIKitResolvingTransition`` (a zoom
    /// from a view) is resolved from `transitionContext` first.
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
        do {
            let context = try TransitionContext(transitionContext, operation: operation, reduceMotion: reduceMotion)
            // A transition that reads UIKit when it runs (a zoom from a view) completes itself first.
            let resolved = (transition as? any UIKitResolvingTransition)?.resolved(for: transitionContext, context: context) ?? transition
            return resolved.plan(for: context)
        } catch {
            // No usable container: place the to-view and complete without animation.
            return immediatePlan(for: transitionContext, operation: operation)
        }
    }

    private func makeSession(_ transitionContext: UIViewControllerContextTransitioning) -> Session {
        let stage = ContainerStage(context: transitionContext)
        let plan = plan(for: transitionContext)
        let driver = TransitionDriver(plan: plan, stage: stage)
        // Install and show the initial state without animation, even if UIKit asks for the
        // animator inside an animation block: the keyframes must start from this state.
        UIView.performWithoutAnimation { driver.startInteractive() }
        let animator = PlanPlayer.makeAnimator(for: plan, on: stage, sampler: sampler)
        animator.addCompletion { [weak transitionContext, weak driver] position in
            // A gone context cannot have finished: nothing is shown as finished then.
            driver?.end(finished: AnimatorPlayback.transitionFinished(
                at: AnimatorPlayback.EndPosition(position),
                wasCancelled: transitionContext?.transitionWasCancelled ?? true))
        }
        return Session(transitionContext: transitionContext, plan: plan, stage: stage, driver: driver, animator: animator)
    }

    /// A zero-duration plan that only puts the to-view at its final frame: what plays when the
    /// container has no usable size.
    private static func immediatePlan(
        for transitionContext: UIViewControllerContextTransitioning, operation: TransitionOperation
    ) -> TransitionPlan {
        // UIKit's final frame, else the to-view's own frame: the fallback computed from a 1×1
        // container would shrink the to-view to 1×1 points.
        let toFrame = [
            transitionContext.viewController(forKey: .to).map { transitionContext.finalFrame(for: $0) },
            transitionContext.view(forKey: .to)?.frame,
        ].compactMap { $0 }.first { !$0.isEmpty }
        // A 1×1 container is always valid, so this initializer cannot throw.
        let context = try! TransitionContext(
            operation: operation, containerBounds: CGRect(x: 0, y: 0, width: 1, height: 1),
            toFinalFrame: toFrame ?? .zero)
        return TransitionPlan(context: context, participants: [.toView(in: context)], duration: 0)
    }

    /// Everything one transition owns; released in `animationEnded(_:)`.
    @MainActor
    private final class Session {
        weak var transitionContext: UIViewControllerContextTransitioning?
        let plan: TransitionPlan
        let stage: ContainerStage
        let driver: TransitionDriver
        let animator: UIViewPropertyAnimator

        init(
            transitionContext: UIViewControllerContextTransitioning, plan: TransitionPlan,
            stage: ContainerStage, driver: TransitionDriver, animator: UIViewPropertyAnimator
        ) {
            self.transitionContext = transitionContext
            self.plan = plan
            self.stage = stage
            self.driver = driver
            self.animator = animator
        }

        /// Ends the transition's views without reporting completion again: in the state UIKit
        /// reported (`completed`), or, when `nil`, towards where the driver was heading
        /// (``TransitionDriver/tearDown()``). A paused or running animator is stopped without
        /// finishing and a stopped one finished at the matching end, because UIKit raises when a
        /// property animator is released paused or stopped.
        func abandon(completed: Bool?) {
            guard !driver.phase.isCompleted else { return }
            stage.suppressesCompletion = true
            switch animator.state {
            case .active:
                animator.stopAnimation(true)  // → inactive, completion handlers not called
            case .stopped:
                // Calls the completion handler, which ends the driver at that end.
                animator.finishAnimation(at: completed == false ? .start : .end)
            case .inactive:
                break
            @unknown default:
                break
            }
            if let completed { driver.end(finished: completed) } else { driver.tearDown() }
        }
    }
}
#endif
