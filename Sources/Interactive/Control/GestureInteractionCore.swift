import Foundation
import Transitions

/// A gesture recognizer's state, without UIKit (`UIGestureRecognizer.State`).
public enum GesturePhase: Sendable, Hashable, CaseIterable {
    /// `.possible`: not recognized yet; the core ignores it.
    case possible
    /// `.began`.
    case began
    /// `.changed`.
    case changed
    /// `.ended` (`.recognized`).
    case ended
    /// `.cancelled`.
    case cancelled
    /// `.failed`.
    case failed
}

/// Every decision of the kit's gesture-driven interaction controllers between the recognizer and
/// UIKit, made without UIKit: what an event does, when UIKit is asked for the transition, whether a
/// recognizer may begin, and when the interaction learns that the transition ended.
///
/// The UIKit controllers turn each recognizer callback into one call here, and `TransitionsTesting`
/// drives the same object under its model of UIKit's runner. On `.began`
/// (``handle(_:reading:host:timing:report:)`` or ``handle(_:sample:host:timing:report:)``), in order:
/// 1. a host view with no usable size, or a pinch with no usable start scale, starts nothing
///    (`GestureMapping`);
/// 2. the completion timing is read (UIKit's `completionSpeed` and `completionCurve`);
/// 3. the flow's gate must accept (``InteractionFlow/gestureBegan(_:transitionInFlight:)``); the
///    interaction exists before UIKit is asked, since UIKit may start the transition inside the call;
/// 4. the operation is noted (``requestedOperation``) before the call changes what it is read from;
/// 5. UIKit is asked (`GestureHost.perform(_:onEnd:)`); nothing started ends the interaction
///    (``InteractionFlow/requestFailed()``); a coordinator that will report the end keeps the gate
///    waiting (``InteractionFlow/requestObserved()``, then ``transitionDidComplete(finished:)``).
/// Later events reach the flow only from the gesture that began the interaction in progress.
@MainActor
public final class GestureInteractionCore {
    /// The gesture listened to.
    package let gesture: InteractionGesture
    /// The gate, machine and session of the current (or last) gesture.
    package let flow: InteractionFlow
    /// The recognizer's values at its last event (velocities in window coordinates on iOS);
    /// `nil` before the first event.
    package private(set) var lastReading: GestureReading?
    /// The operation the last gesture asked for (for controllers that build their own plan);
    /// `nil` before the first accepted gesture.
    package private(set) var requestedOperation: TransitionOperation?
    /// The mapping of the recognizer gesture that started the current interaction; `nil` for a
    /// gesture that was refused (its later events are ignored) or one driven by samples.
    package private(set) var mapping: GestureMapping?
    /// Whether the current gesture began the flow's interaction (its later events reach the flow).
    private var drivesInteraction = false
    /// What the gesture does when it begins (``wire(_:)``); `nil` while it is not wired.
    package private(set) var hostAction: InteractionAction?

    /// A core for `gesture` around `flow`.
    package init(gesture: InteractionGesture, flow: InteractionFlow) {
        self.gesture = gesture
        self.flow = flow
    }

    /// One recognizer event.
    ///
    /// On `.began` the gesture's mapping is made (``GestureMapping``: a host whose view has no
    /// usable size, or a pinch with no usable start scale, starts nothing); every event is then
    /// mapped to a sample and decided by ``handle(_:sample:host:timing:report:)``.
    ///
    /// - Parameters:
    ///   - phase: the recognizer's state; `.possible` is ignored.
    ///   - reading: its values now.
    ///   - host: the screen the gesture is wired to; `nil` (not wired, or the screen is gone)
    ///     makes a `.began` start nothing.
    ///   - timing: UIKit's completion speed and curve now; `nil` keeps the flow's.
    ///   - report: receives what UIKit must hear (update, finish, cancel), once UIKit has started
    ///     the transition (see ``InteractionFlow/handle(_:report:)``).
    package func handle(
        _ phase: GesturePhase, reading: GestureReading, host: (any GestureHost)?, timing: CompletionTiming?,
        report: (InteractionCommand) -> Void
    ) {
        lastReading = reading
        switch phase {
        case .possible:
            return
        case .began:
            mapping = nil
            // A view not laid out yet (zero size) cannot map a pan: the gesture starts nothing.
            guard let host, let began = try? GestureMapping(gesture, began: reading, containerSize: host.viewSize, layoutDirection: host.layoutDirection)
            else {
                drivesInteraction = false
                return
            }
            handle(.began, sample: began.sample(reading), host: host, timing: timing, report: report)
            if drivesInteraction { mapping = began }
        case .changed, .ended, .cancelled, .failed:
            // The rest of a gesture that started nothing (or of one driven by samples) is ignored.
            guard let mapping else { return }
            handle(phase, sample: mapping.sample(reading), host: host, timing: timing, report: report)
            if !drivesInteraction { self.mapping = nil }
        }
    }

    /// One event of a gesture already mapped to progress: every decision of
    /// ``handle(_:reading:host:timing:report:)`` after the mapping (the begin order, and which
    /// later events reach the flow). `TransitionsTesting`'s sample-driven model controllers use it.
    ///
    /// - Parameters:
    ///   - phase: the gesture's state; `.possible` is ignored, and `sample` is not read for
    ///     `.failed`.
    ///   - sample: the progress, velocity and time now (the machine clamps progress and ignores
    ///     non-finite values).
    ///   - host, timing, report: as in ``handle(_:reading:host:timing:report:)``.
    package func handle(
        _ phase: GesturePhase, sample: GestureSample, host: (any GestureHost)?, timing: CompletionTiming?,
        report: (InteractionCommand) -> Void
    ) {
        switch phase {
        case .possible:
            break
        case .began:
            begin(with: sample, host: host, timing: timing)
        case .changed:
            forward(.changed(sample), timing: timing, report: report)
        case .ended:
            forward(.ended(sample), timing: timing, report: report)
            drivesInteraction = false
        case .cancelled:
            forward(.cancelled(sample), timing: timing, report: report)
            drivesInteraction = false
        case .failed:
            forward(.failed, timing: timing, report: report)
            drivesInteraction = false
        }
    }

    /// Records what the gesture does when it begins (`nil`: not wired, so a gesture starts
    /// nothing). The UIKit side puts the recognizer on the view the action names
    /// (``InteractionAction/hostsOnTabBarController``).
    package func wire(_ action: InteractionAction?) {
        hostAction = action
    }

    /// What wiring the gesture for a router's route does, given whether it is already on the same
    /// screen (``routeWiring(for:onSameScreen:)``).
    package enum RouteWiring: Sendable, Equatable {
        /// Put the recognizer on the screen with this action (replacing any earlier wiring).
        case attach(InteractionAction)
        /// Already wired this way: only the router's condition is replaced.
        case replaceCondition
    }

    /// What a router's request to wire the gesture to a screen for `operation` does: `nil`
    /// (nothing) for an operation a gesture cannot start (`.push`, `.present`) or while a gesture of
    /// this core drives a transition (moving the recognizer would cancel it); only the condition
    /// when it is already wired on that screen with the same action; otherwise a new wiring.
    package func routeWiring(for operation: TransitionOperation, onSameScreen: Bool) -> RouteWiring? {
        guard let action = InteractionAction(starting: operation), !flow.isInteractionInProgress else { return nil }
        return onSameScreen && hostAction == action ? .replaceCondition : .attach(action)
    }

    /// UIKit's transition completed (a transition coordinator's completion, or the controller's own
    /// driver): the next gesture may start another. Duplicates change nothing.
    package func transitionDidComplete(finished: Bool) {
        flow.transitionDidComplete(finished: finished)
    }

    /// Learns the end of UIKit's transition, whoever started it, from the first of `coordinators`
    /// there is (the from-view controller's `transitionCoordinator`, else the to-view
    /// controller's): its completion reports ``transitionDidComplete(finished:)`` with
    /// `!isCancelled`. Every kit interaction controller calls it from
    /// `startInteractiveTransition(_:)`, on iOS and under the runner model.
    package func observeEnd(of coordinators: [(any TransitionEndObserving)?]) {
        coordinators.lazy.compactMap { $0 }.first?.observeEnd { [weak self] isCancelled in
            self?.transitionDidComplete(finished: !isCancelled)
        }
    }

    /// Whether the recognizer may begin: a pan only when its first movement points the way that
    /// advances the transition (``InteractionGesture/shouldBegin(velocity:layoutDirection:)``),
    /// and any gesture only while `wiringApplies` (a router's wiring whose route no longer applies
    /// to the screen, see `RouteGestureAttaching`, lets the gesture fail so that the screen's other
    /// gestures recognize).
    ///
    /// - Parameters:
    ///   - velocity: the pan's velocity when it would begin, points per second; `nil` for
    ///     recognizers that are not pans (ignored then).
    ///   - layoutDirection: the layout direction of the recognizer's view.
    ///   - wiringApplies: whether what wired the gesture still wants it here. Default `true`.
    package func shouldBegin(velocity: CGPoint?, layoutDirection: LayoutDirection, wiringApplies: Bool = true) -> Bool {
        guard wiringApplies else { return false }
        guard case .pan = gesture else { return true }
        guard let velocity else { return false }
        return gesture.shouldBegin(velocity: velocity, layoutDirection: layoutDirection)
    }

    // MARK: Private

    private func begin(with sample: GestureSample, host: (any GestureHost)?, timing: CompletionTiming?) {
        drivesInteraction = false
        guard let host else { return }
        if let timing { flow.timing = timing }
        let state = host.state
        // The interaction must exist before the request: UIKit may start the transition inside it.
        guard flow.gestureBegan(sample, transitionInFlight: state.isTransitionInFlight) else { return }
        drivesInteraction = true
        requestedOperation = nil
        guard let action = hostAction, let request = action.request(in: state) else {
            flow.requestFailed()
            return
        }
        requestedOperation = action.operation(in: state)
        let response = host.perform(request) { [weak self] finished in self?.transitionDidComplete(finished: finished) }
        if !response.started {
            flow.requestFailed()
        } else if response.observed {
            flow.requestObserved()
        }
    }

    private func forward(_ event: InteractionEvent, timing: CompletionTiming?, report: (InteractionCommand) -> Void) {
        guard drivesInteraction, flow.isInteractionInProgress else { return }
        if let timing { flow.timing = timing }
        flow.handle(event, report: report)
    }
}
