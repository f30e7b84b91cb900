import Foundation
import Transitions

/// The whole life of a gesture-driven transition as UIKit runs it, without UIKit: the
/// ``InteractionGate``, a fresh `InteractionSession` per gesture, and when UIKit hears progress,
/// finish and cancel. The kit's UIKit interaction controllers are thin shells around it.
///
/// A controller calls, in UIKit's order (the `Transitions` article "UIKit's call order and the
/// session rules", UIKitCallOrder):
/// 1. ``gestureBegan(_:transitionInFlight:)`` on `.began`; if `true`, asks UIKit for the
///    transition, then ``requestFailed()`` if nothing started or ``requestObserved()`` when a
///    transition coordinator will report the end;
/// 2. ``handle(_:report:)`` for later events; `report` gets what UIKit must hear, only once UIKit
///    has started the transition;
/// 3. ``transitionIsStarting()`` from `startInteractiveTransition(_:)`, then
///    ``transitionIsInFlight(driver:report:)`` once the context is in flight (queued until the start
///    returns): UIKit hears the catch-up before the driver moves, so finish or cancel precedes
///    `completeTransition`. ``transitionDidStart(driver:report:)`` does both, for a context already
///    in flight;
/// 4. ``transitionDidComplete(finished:)`` when the transition is over.
/// Events after completion, a second gesture, a gesture during another transition and duplicate
/// completions are ignored.
@MainActor
public final class InteractionFlow {
    /// The finish-or-cancel rule, read when the gesture lets go.
    package var policy: CompletionPolicy
    /// Completion speed and curve, read when the gesture lets go.
    package var timing: CompletionTiming

    /// Whether a gesture drives a transition, and whether UIKit started it.
    public private(set) var gate = InteractionGate()

    /// The current gesture's interaction (machine and, for a plan-driven controller, driver);
    /// `nil` before the first gesture and after a gesture that started nothing.
    package private(set) var session: InteractionSession?

    /// Whether UIKit is starting the transition this flow's gesture asked for and has not marked
    /// its context in flight yet (between ``transitionIsStarting()`` and
    /// ``transitionIsInFlight(driver:report:)``): gesture events only move the machine.
    package private(set) var isAwaitingFlight = false

    /// Creates a flow.
    ///
    /// - Parameters:
    ///   - policy: Finish-or-cancel rule. Default ``CompletionPolicy/fastOrPastThirtyPercent``.
    ///   - timing: Completion speed and curve. Default ``CompletionTiming/uiKitDefault``.
    package init(policy: CompletionPolicy = .fastOrPastThirtyPercent, timing: CompletionTiming = .uiKitDefault) {
        self.policy = policy
        self.timing = timing
    }

    /// `InteractionProviding.isInteractionInProgress`: from the gesture's start until its
    /// transition completes, or until the gesture ends without one.
    public var isInteractionInProgress: Bool { gate.isInteractionInProgress }

    /// The machine of the current (or last) gesture.
    package var machine: InteractionMachine? { session?.machine }

    /// A gesture began with `sample`. Returns `true` when the caller must now ask UIKit for the
    /// transition; `false` (nothing changes) while this flow's transition runs or when
    /// `transitionInFlight` says another one does.
    package func gestureBegan(_ sample: GestureSample, transitionInFlight: Bool) -> Bool {
        guard gate.gestureBegan(transitionInFlight: transitionInFlight) else { return false }
        let session = InteractionSession(machine: InteractionMachine(policy: policy, timing: timing))
        session.handle(.began(sample))
        self.session = session
        return true
    }

    /// Asking UIKit started nothing: the interaction ends here.
    package func requestFailed() {
        guard case .requested = gate.phase else { return }
        gate.requestFailed()
        session = nil
    }

    /// A transition coordinator will report the requested transition's end (see
    /// ``InteractionGate/requestObserved()``).
    package func requestObserved() {
        gate.requestObserved()
    }

    /// A later event of the gesture (changed, ended, cancelled, failed).
    ///
    /// If UIKit has started the transition and its context is in flight, `report` first receives
    /// the command UIKit must hear (``InteractionCommand/update(progress:)`` or
    /// ``InteractionCommand/complete(_:)``; never ``InteractionCommand/start(progress:)``), then the
    /// attached driver acts. Before that, the event only moves the machine, and
    /// ``transitionIsInFlight(driver:report:)`` catches up.
    /// Ignored when no gesture of this flow drives a transition.
    package func handle(_ event: InteractionEvent, report: (InteractionCommand) -> Void) {
        guard gate.acceptsGestureEvents, let session else { return }
        if case .began = event { return }
        if case .transitionDidComplete = event { return }
        session.policy = policy
        session.timing = timing
        if gate.isDrivingStartedTransition, !isAwaitingFlight {
            // The machine is a value: ask a copy what the event leads to, and report it before the
            // driver acts, because the driver may complete the transition at once.
            var probe = session.machine
            let command = probe.handle(event)
            if command != .none { report(command) }
        }
        session.handle(event)
        switch event {
        case .ended, .cancelled, .failed:
            gate.gestureDidEnd()
            if gate.phase == .idle { self.session = nil }
        default:
            break
        }
    }

    /// UIKit started the interactive transition (`startInteractiveTransition(_:)`) and its context
    /// is already in flight: ``transitionIsStarting()`` then ``transitionIsInFlight(driver:report:)``.
    ///
    /// Returns `true` when the gesture drives it: `report` has received the catch-up commands and
    /// `driver` (when given, idle) is attached to the session and brought to the same place.
    /// Returns `false` when no gesture of this flow asked for it (or its interaction is already
    /// over): the caller must play it to the end on its own so it cannot stall; `driver` is left
    /// untouched.
    @discardableResult
    package func transitionDidStart(driver: TransitionDriver? = nil, report: (InteractionCommand) -> Void) -> Bool {
        guard transitionIsStarting() else { return false }
        return transitionIsInFlight(driver: driver, report: report)
    }

    /// UIKit is starting the interactive transition (`startInteractiveTransition(_:)`); its context
    /// is not in flight until the start returns. Returns whether a gesture of this flow asked for
    /// it. Until ``transitionIsInFlight(driver:report:)``, gesture events only move the machine.
    @discardableResult
    package func transitionIsStarting() -> Bool {
        let owned = gate.transitionDidStart()
        isAwaitingFlight = owned
        return owned
    }

    /// UIKit has marked the started transition's context in flight: `report` receives the
    /// catch-up commands (the live progress, or the release) and `driver` (when given, idle) is
    /// attached to the session and brought to the same place.
    ///
    /// Returns `false`, reporting nothing and leaving `driver` untouched, when no gesture of this
    /// flow drives the transition (``transitionIsStarting()`` returned `false`, the interaction is
    /// already over, or this was called already): the caller must play it to the end on its own.
    @discardableResult
    package func transitionIsInFlight(driver: TransitionDriver? = nil, report: (InteractionCommand) -> Void) -> Bool {
        guard isAwaitingFlight else { return false }
        isAwaitingFlight = false
        guard gate.isDrivingStartedTransition, let session, !session.machine.catchUpCommands.isEmpty else { return false }
        for command in session.machine.catchUpCommands { report(command) }
        if let driver {
            session.attach(driver)
            driver.addCompletion { [weak self, weak driver] finished in
                guard let self, let driver, self.session?.driver === driver else { return }
                self.transitionDidComplete(finished: finished)
            }
        }
        return true
    }

    /// The transition is over (finished or cancelled): the next gesture may start another.
    /// Duplicate reports are ignored.
    package func transitionDidComplete(finished: Bool) {
        guard gate.phase != .idle else { return }
        isAwaitingFlight = false
        gate.transitionDidComplete()
    }

    /// Forgets the finished interaction (its session, driver and the views the driver's stage
    /// holds), unless a new gesture has begun since. Call it once the transition has completed.
    package func releaseCompletedInteraction() {
        guard gate.phase == .idle else { return }
        session = nil
    }
}
