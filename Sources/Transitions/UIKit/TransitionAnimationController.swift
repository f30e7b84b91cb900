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
/// - when the animator stops, a ``TransitionDriver`` puts every view in its final state (finished)
///   or restores the from-view exactly (cancelled), removes temporary views, and calls
///   `completeTransition(!transitionWasCancelled)` exactly once;
/// - `animationEnded(_:)` releases everything, so no view controller is retained afterwards.
///
/// If the container has no usable size yet, the transition completes at once without animation
/// (the to-view placed at its final frame) rather than hang.
@MainActor
open class TransitionAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition played.
    public let transition: any Transition
    /// The operation animated: tells the transition which way to go.
    public let operation: TransitionOperation
    /// How finely plans are sampled into keyframes.
    public var sampler = PlanSampler()
    /// Overrides `UIAccessibility.isReduceMotionEnabled` when set (tests, previews).
    public var reduceMotionOverride: Bool?

    private var session: Session?

    /// Creates a controller that plays `transition` for `operation`.
    public init(_ transition: any Transition, operation: TransitionOperation) {
        self.transition = transition
        self.operation = operation
        super.init()
    }

    /// The driver of the transition in progress, if any (for interaction controllers and
    /// inspection).
    public var currentDriver: TransitionDriver? { session?.driver }

    // MARK: UIViewControllerAnimatedTransitioning

    /// The plan's duration in seconds. Without a context (UIKit may pass `nil`), the duration of
    /// the plan for a phone-sized container.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        if let session, session.transitionContext === transitionContext { return session.plan.duration }
        if let transitionContext, let context = try? makeContext(transitionContext) {
            return transition.plan(for: context).duration
        }
        guard let nominal = try? TransitionContext(
            operation: operation, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        else { return 0 }
        return transition.plan(for: nominal).duration
    }

    /// Starts the animator of ``interruptibleAnimator(using:)``.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The one animator of this transition, created on the first call and returned on every
    /// later call with the same context.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let session, session.transitionContext === transitionContext { return session.animator }
        session?.abandon()
        let session = makeSession(transitionContext)
        self.session = session
        return session.animator
    }

    /// Releases the transition's views, driver and animator. If UIKit ends the transition before
    /// the animator completed it (it should not), temporary views are removed without a second
    /// `completeTransition(_:)`.
    public func animationEnded(_ transitionCompleted: Bool) {
        session?.abandon()
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
    /// ``plan(for:)`` when the container has no usable size.
    ///
    /// - Parameter reduceMotion: overrides `UIAccessibility.isReduceMotionEnabled` when not `nil`.
    public static func plan(
        of transition: any Transition, operation: TransitionOperation,
        for transitionContext: UIViewControllerContextTransitioning, reduceMotion: Bool? = nil
    ) -> TransitionPlan {
        do {
            return transition.plan(for: try TransitionContext(transitionContext, operation: operation, reduceMotion: reduceMotion))
        } catch {
            // No usable container: place the to-view and complete without animation.
            return immediatePlan(for: transitionContext, operation: operation)
        }
    }

    private func makeSession(_ transitionContext: UIViewControllerContextTransitioning) -> Session {
        let stage = ContainerStage(context: transitionContext)
        let plan = plan(for: transitionContext)
        let driver = TransitionDriver(plan: plan, stage: stage)
        driver.startInteractive()
        let animator = PlanPlayer.makeAnimator(for: plan, on: stage, sampler: sampler)
        animator.addCompletion { [weak transitionContext, weak driver] _ in
            guard let driver else { return }
            let finished = !(transitionContext?.transitionWasCancelled ?? true)
            if finished {
                driver.update(progress: 1)
                driver.finish(velocity: 0)
            } else {
                driver.update(progress: 0)
                driver.cancel(velocity: 0)
            }
        }
        return Session(transitionContext: transitionContext, plan: plan, stage: stage, driver: driver, animator: animator)
    }

    /// A zero-duration plan that only puts the to-view at its final frame: what plays when the
    /// container has no usable size.
    private static func immediatePlan(
        for transitionContext: UIViewControllerContextTransitioning, operation: TransitionOperation
    ) -> TransitionPlan {
        let toFrame = transitionContext.viewController(forKey: .to).map { transitionContext.finalFrame(for: $0) }
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

        /// Cleans up without reporting completion again.
        func abandon() {
            guard !driver.phase.isCompleted else { return }
            stage.suppressesCompletion = true
            if animator.state == .active { animator.stopAnimation(true) }
            driver.tearDown()
        }
    }
}
#endif
