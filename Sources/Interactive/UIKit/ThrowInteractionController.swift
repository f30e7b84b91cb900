#if canImport(UIKit)
import UIKit
import Transitions
import Dynamics

/// Throw-to-dismiss: a pan down drags the dismissed screen's snapshot, and when the finger lifts
/// the snapshot either flies off with the finger's velocity (re-simulated from where it is) or
/// springs back home (UIKit's snap, from where it is).
///
/// A fully custom interaction controller (`UIViewControllerInteractiveTransitioning`) that plays
/// the `ThrowTransition` itself, like ``PlanDrivenInteractionController``, through a
/// ``ThrowHandoff``:
/// - while the finger moves, the pan (progress = translation down / container height) scrubs the
///   `.throwAway` plan and calls `updateInteractiveTransition(_:)`;
/// - on release the `policy` decides (default ``CompletionPolicy/halfway``); the context hears
///   `finishInteractiveTransition()` or `cancelInteractiveTransition()` first, then the throw is
///   re-simulated from the on-screen state with `velocity(in: containerView)` of the pan (points per
///   second): a finish flies off and completes finished, a cancel springs back and completes
///   cancelled with the from-view restored exactly. The scrubbed driver and its `ContainerStage`
///   are replaced by a new pair over the same container views in the same run-loop turn, and the
///   snapshot on screen is handed over to the new stage rather than taken again;
/// - `completeTransition(_:)` is called exactly once, by the handoff, after the stage playing the
///   end has cleaned up (no stage reports by itself, so the replaced one cannot).
///
/// ```swift
/// let dismissal = ThrowInteractionController()
/// present(photo, with: .throwAway, dismissalInteraction: dismissal)   // a router's convenience
/// dismissal.attach(toDismiss: photo)                                  // pan down on the photo
/// ```
///
/// The plan comes from the paired ``animationController`` when its transition is a
/// `ThrowTransition` (the router pairs it, see `TransitionAnimationPairing`); otherwise from
/// ``transition``, with the paired controller's operation if there is one. A plan that has no
/// snapshot to throw (Reduce Motion's cross-fade, a forward operation's snap-in) is scrubbed and
/// finished or cancelled in place, with ``completionSpeed`` and ``completionCurve``.
///
/// Guarantees: progress given to UIKit and the drivers is within 0…1 and never NaN; a pan that
/// begins while any transition runs does nothing; only pans that start downwards, more down than
/// across, begin; updates after release are ignored; if UIKit starts this controller while no
/// gesture drives it, the throw plays to its end on its own instead of stalling.
@MainActor
public final class ThrowInteractionController: NSObject, UIViewControllerInteractiveTransitioning, GestureInteractionHosting, TransitionAnimationPairing {
    /// The throw played and re-simulated when the paired animation controller's transition is not
    /// one. Default `ThrowTransition()` (`.throwAway`).
    public var transition: ThrowTransition

    /// The operation to animate when no ``animationController`` is paired; `nil` (the default)
    /// takes the one the wired gesture asked for, and `.dismiss` if there is none.
    public var operation: TransitionOperation?

    /// The animation controller UIKit paired with this controller: a router sets it; without one,
    /// set it to what UIKit passes `interactionControllerFor…(animator)` (see
    /// `TransitionAnimationPairing`). Only a `TransitionAnimationController` is read. Held weakly.
    public weak var animationController: (any UIViewControllerAnimatedTransitioning)?

    /// Overrides `UIAccessibility.isReduceMotionEnabled` when no ``animationController`` is paired.
    public var reduceMotionOverride: Bool?

    /// Speed of a finish or cancel in place (a plan without a snapshot) relative to the plan's pace
    /// (UIKit's `completionSpeed`), default 1; 0 or less, NaN and ∞ read as 1. A re-simulated
    /// flight or spring-back always plays at the simulated pace.
    public var completionSpeed: CGFloat = 1

    /// Curve of a finish or cancel in place when no flick velocity carries into it (UIKit's
    /// `completionCurve`), default `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve = .easeInOut

    /// The handoff of the transition in progress (scrubbed driver, then the re-simulated one);
    /// released shortly after it completes.
    public private(set) var currentHandoff: ThrowHandoff?

    let interaction: GestureInteraction
    private weak var transitionContext: UIViewControllerContextTransitioning?
    private var clock: DisplayLinkClock?

    /// Creates a throw-to-dismiss controller listening to a pan down.
    ///
    /// - Parameters:
    ///   - transition: The throw (speed, gravity, spring-back damping, time cap). Default `.throwAway`.
    ///   - policy: Finish-or-cancel rule. Default ``CompletionPolicy/halfway`` (finishes when the
    ///     flick would carry the drag past half the container's height).
    public init(transition: ThrowTransition = ThrowTransition(), policy: CompletionPolicy = .halfway) {
        self.transition = transition
        self.interaction = GestureInteraction(gesture: .pan(.down), policy: policy)
        super.init()
        interaction.delegate = self
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// Builds the plan and the handoff for UIKit's transition and brings them to where the gesture
    /// is (scrubbing, or already released and flying off or springing back).
    public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        // One transition at a time: should an earlier one still run, end it (completed once).
        currentHandoff?.tearDown()
        let (plan, throwing) = plan(for: transitionContext)
        // Every stage plays over the same container views; none reports to UIKit: the handoff
        // calls `completeTransition(_:)` once, for the driver that plays the end.
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let toFinalFrame = transitionContext.viewController(forKey: .to)
            .map { transitionContext.finalFrame(for: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        // The re-simulated plan continues with the snapshot already on screen: snapshotting the
        // from-view again would capture it hidden (the plan hides it while its snapshot moves).
        var previousStage: ContainerStage?
        let handoff = ThrowHandoff(transition: throwing, plan: plan) {
            let handedOver = previousStage?.view(for: .fromSnapshot).map { [ParticipantID.fromSnapshot: $0] } ?? [:]
            let stage = ContainerStage(containerView: containerView, fromView: fromView, toView: toView,
                                       toFinalFrame: toFinalFrame, reusing: handedOver) { _ in }
            previousStage = stage
            return stage
        }
        currentHandoff = handoff
        self.transitionContext = transitionContext
        handoff.addCompletion { [weak self, weak transitionContext, weak handoff] finished in
            if let transitionContext {
                transitionContext.completeTransition(finished && !transitionContext.transitionWasCancelled)
            }
            guard let self, let handoff else { return }
            self.transitionDidComplete(handoff, finished: finished)
        }
        // The flow reports where the gesture is; `gestureInteraction(report:)` tells UIKit, then
        // moves the handoff.
        if !interaction.transitionDidStart(transitionContext) {
            // Nobody drives it: play the throw to its end rather than stall.
            transitionContext.finishInteractiveTransition()
            handoff.play()
        }
        if !handoff.phase.isCompleted { startClock() }
    }

    // MARK: Private

    private func plan(for transitionContext: UIViewControllerContextTransitioning) -> (TransitionPlan, ThrowTransition) {
        let paired = pairedTransitionController
        if let paired, let throwing = paired.transition as? ThrowTransition {
            return (paired.plan(for: transitionContext), throwing)
        }
        let operation = paired?.operation ?? operation ?? interaction.requestedOperation ?? .dismiss
        let reduceMotion = paired?.reduceMotionOverride ?? reduceMotionOverride
        let plan = TransitionAnimationController.plan(of: transition, operation: operation, for: transitionContext, reduceMotion: reduceMotion)
        return (plan, transition)
    }

    /// Ticks the handoff every frame for the whole transition: while scrubbing it only measures
    /// time, after release it plays the flight, the spring-back or the completion in place.
    private func startClock() {
        clock?.stop()
        let clock = DisplayLinkClock { [weak self] seconds in self?.currentHandoff?.advance(by: seconds) }
        self.clock = clock
        clock.start()
    }

    /// The pan's last velocity in `container`'s coordinates, points per second (the recognizer is
    /// read in window coordinates; a velocity is a vector, so only rotation and scale convert).
    private func fingerVelocity(in container: UIView) -> CGPoint? {
        guard let velocity = interaction.lastReading?.velocity else { return nil }
        let origin = container.convert(CGPoint.zero, from: nil)
        let tip = container.convert(velocity, from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    private func transitionDidComplete(_ handoff: ThrowHandoff, finished: Bool) {
        guard handoff === currentHandoff else { return }
        clock?.stop()
        clock = nil
        transitionContext = nil
        interaction.transitionDidComplete(finished: finished)
        // Let go of the stages' views once the handoff has returned from completing.
        Task { @MainActor [weak self, weak handoff] in
            guard let self, let handoff, self.currentHandoff === handoff else { return }
            self.currentHandoff = nil
            self.interaction.flow.releaseCompletedInteraction()
        }
    }
}

extension ThrowInteractionController: GestureInteractionDelegate {
    func gestureInteraction(report command: InteractionCommand) {
        guard let transitionContext, let handoff = currentHandoff else { return }
        // UIKit hears finish or cancel before the handoff moves, because the handoff may complete
        // the transition at once.
        switch command {
        case .none, .start:
            break
        case let .update(progress):
            transitionContext.updateInteractiveTransition(progress)
        case let .complete(completion):
            switch completion.decision {
            case .finish: transitionContext.finishInteractiveTransition()
            case .cancel: transitionContext.cancelInteractiveTransition()
            }
        }
        handoff.perform(command, fingerVelocity: fingerVelocity(in: transitionContext.containerView))
    }
}
#endif
