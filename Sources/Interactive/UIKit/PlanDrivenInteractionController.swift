#if canImport(UIKit)
import UIKit
import Transitions
import Dynamics

/// A fully custom interaction controller (`UIViewControllerInteractiveTransitioning`, no
/// `UIPercentDrivenInteractiveTransition`): it plays the transition's `TransitionPlan` itself,
/// through the kit's `TransitionDriver`, and tells UIKit's context what happens.
///
/// In `startInteractiveTransition(_:)` it reads a `TransitionContext` from UIKit's, takes the plan
/// from the paired ``animationController`` (so it plays exactly what that controller would) or
/// from its own ``transition``, and puts a `ContainerStage(context:)` (which inserts the to-view
/// and any snapshots), a `TransitionDriver` and an ``InteractionSession`` together. Then:
/// - the gesture scrubs the driver's track progress linearly and calls
///   `updateInteractiveTransition(_:)` on the context;
/// - on release the `policy` decides; the context gets `finishInteractiveTransition()` or
///   `cancelInteractiveTransition()`, and the driver animates the rest, ticked by a
///   `DisplayLinkClock`, over `(1 − p) · duration / completionSpeed` seconds (`p · …` for a
///   cancel) with ``completionCurve``, or starting at the finger's speed after a flick;
/// - when the driver completes, the stage calls `completeTransition(_:)` exactly once, with
///   `false` after a cancel, and the from-view is restored exactly.
///
/// Guarantees: progress given to UIKit and the driver is within 0…1 and never NaN; a gesture that
/// begins while any transition runs does nothing; updates after completion are ignored; if UIKit
/// starts this controller while no gesture drives it, the plan plays to its end on its own
/// instead of stalling.
@MainActor
open class PlanDrivenInteractionController: NSObject, UIViewControllerInteractiveTransitioning, GestureInteractionHosting {
    /// The gesture listened to.
    public let gesture: InteractionGesture

    /// The transition played when no ``animationController`` is paired. Default: a cross-fade.
    public var transition: any Transition

    /// The operation to animate when no ``animationController`` is paired; `nil` (the default)
    /// takes the one the wired gesture asked for (pop, dismiss, tab forward or backward), and
    /// `.dismiss` if there is none.
    public var operation: TransitionOperation?

    /// The animation controller UIKit paired with this interaction controller: a router sets it;
    /// without one, set it to what UIKit passes `interactionControllerFor…(animator)` (see
    /// `TransitionAnimationPairing`). When it is a `TransitionAnimationController`, its plan (its
    /// transition, operation and Reduce Motion override) is played; otherwise ``transition``.
    /// Held weakly.
    public weak var animationController: (any UIViewControllerAnimatedTransitioning)?

    /// Overrides `UIAccessibility.isReduceMotionEnabled` for the own ``transition`` (tests, previews).
    public var reduceMotionOverride: Bool?

    /// Speed of the part after release relative to the plan's pace (UIKit's `completionSpeed`),
    /// default 1; 0 or less, NaN and ∞ read as 1.
    public var completionSpeed: CGFloat = 1

    /// Curve of the part after release when no flick velocity carries into it (UIKit's
    /// `completionCurve`), default `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve = .easeInOut

    /// The driver of the transition in progress; released shortly after it completes.
    public private(set) var currentDriver: TransitionDriver?

    let interaction: GestureInteraction
    private weak var transitionContext: UIViewControllerContextTransitioning?
    private var clock: DisplayLinkClock?

    /// Creates a controller for `gesture`.
    ///
    /// - Parameters:
    ///   - gesture: Pinch, pan or edge pan, with its direction.
    ///   - transition: Played when no ``animationController`` is paired. Default: a cross-fade.
    ///   - policy: Finish-or-cancel rule; `nil` (the default) picks the gesture's default.
    public init(gesture: InteractionGesture, transition: any Transition = CrossFadeTransition(), policy: CompletionPolicy? = nil) {
        self.gesture = gesture
        self.transition = transition
        self.interaction = GestureInteraction(gesture: gesture, policy: policy ?? gesture.defaultPolicy)
        super.init()
        interaction.delegate = self
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// Builds the plan, stage and driver for UIKit's transition and brings them to where the
    /// gesture is (scrubbing, or already released and completing).
    public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        // UIKit runs one transition per controller; should an earlier one still run, end it
        // (cancelled, from-view restored, completed once) rather than leave it without a clock.
        currentDriver?.tearDown()
        let driver = TransitionDriver(plan: plan(for: transitionContext), stage: ContainerStage(context: transitionContext))
        currentDriver = driver
        self.transitionContext = transitionContext
        driver.addCompletion { [weak self, weak driver] finished in
            guard let self, let driver else { return }
            self.transitionDidComplete(driver, finished: finished)
        }
        // The flow tells UIKit where the gesture is before it brings the driver there.
        if !interaction.transitionDidStart(transitionContext, driver: driver) {
            // Nobody drives it: play the plan to its end rather than stall.
            transitionContext.finishInteractiveTransition()
            driver.start()
        }
        if !driver.phase.isCompleted { startClock() }
    }

    // MARK: Private

    private func plan(for transitionContext: UIViewControllerContextTransitioning) -> TransitionPlan {
        if let paired = pairedTransitionController { return paired.plan(for: transitionContext) }
        return TransitionAnimationController.plan(
            of: transition, operation: operation ?? interaction.requestedOperation ?? .dismiss,
            for: transitionContext, reduceMotion: reduceMotionOverride)
    }

    /// Ticks the driver every frame for the whole transition: while scrubbing it only measures
    /// time (for velocity), after release it animates the completion.
    private func startClock() {
        clock?.stop()
        let clock = DisplayLinkClock { [weak self] seconds in self?.currentDriver?.advance(by: seconds) }
        self.clock = clock
        clock.start()
    }

    private func forward(_ command: InteractionCommand, to context: UIViewControllerContextTransitioning) {
        switch command {
        case .none, .start:
            break
        case let .update(progress):
            context.updateInteractiveTransition(progress)
        case let .complete(completion):
            switch completion.decision {
            case .finish: context.finishInteractiveTransition()
            case .cancel: context.cancelInteractiveTransition()
            }
        }
    }

    private func transitionDidComplete(_ driver: TransitionDriver, finished: Bool) {
        guard driver === currentDriver else { return }
        clock?.stop()
        clock = nil
        transitionContext = nil
        interaction.transitionDidComplete(finished: finished)
        // Let go of the stage's views once the driver has returned from completing.
        Task { @MainActor [weak self, weak driver] in
            guard let self, let driver, self.currentDriver === driver else { return }
            self.currentDriver = nil
            self.interaction.flow.releaseCompletedInteraction()
        }
    }
}

/// The router tells a routed plan-driven controller which animation controller it vended for the
/// transition (see `TransitionAnimationPairing`), so the controller plays the routed transition.
extension PlanDrivenInteractionController: TransitionAnimationPairing {}

extension PlanDrivenInteractionController: GestureInteractionDelegate {
    func gestureInteraction(report command: InteractionCommand) {
        guard let transitionContext else { return }
        forward(command, to: transitionContext)
    }
}

/// The founding pinch as a fully custom interaction controller: pinching in drives the plan
/// through the kit's driver (`progress = 1 − scale / startScale`, clamped at 0), and on release it
/// cancels when slower than 5 per second and at most 30 % done, otherwise finishes.
///
/// ```swift
/// let pinch = PlanDrivenPinchInteractionController(transition: .crossFade)
/// pinch.attach(toPopFrom: detailViewController)
/// ```
@MainActor
public final class PlanDrivenPinchInteractionController: PlanDrivenInteractionController {
    /// Creates a custom pinch controller.
    ///
    /// - Parameters:
    ///   - transition: Played when no animation controller is paired. Default: a cross-fade.
    ///   - policy: Default ``CompletionPolicy/foundingPinch``.
    public init(transition: any Transition = CrossFadeTransition(), policy: CompletionPolicy = .foundingPinch) {
        super.init(gesture: .pinch, transition: transition, policy: policy)
    }
}
#endif
