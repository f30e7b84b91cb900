import Foundation

/// Decides when a gesture may start a transition and whether a gesture drives the one that runs:
/// the guard every UIKit interaction controller of the kit keeps, as a value.
///
/// ```
/// idle ──gestureBegan (nothing in flight)──▶ requested ──transitionDidStart──▶ started(owned: true)
///   ▲                                           │ requestFailed / gestureDidEnd (unobserved)     │
///   └────────────────────────────── transitionDidComplete ◀──────────────────────────────────────┘
/// idle ──transitionDidStart──▶ started(owned: false)   (UIKit started the controller with no gesture)
/// ```
///
/// Whatever the order of calls: a gesture starts a transition only from ``Phase/idle`` with nothing
/// in flight; ``isInteractionInProgress`` is `true` from the gesture's start until the transition
/// completes or the gesture ends without one; events are accepted only while a gesture drives
/// (``acceptsGestureEvents``); a start no gesture asked for is not owned, so the controller finishes
/// it at once; a duplicate completion changes nothing.
public struct InteractionGate: Sendable, Equatable {
    /// Where the gate is.
    public enum Phase: Sendable, Equatable {
        /// No gesture drives a transition.
        case idle
        /// A gesture began and asked for a transition (pop, dismiss, tab switch); UIKit has not
        /// started the interactive transition yet. `observed` is `true` once something (the
        /// transition coordinator) will report the transition's end.
        case requested(observed: Bool)
        /// UIKit started the interactive transition; `owned` is `true` when a gesture asked for it.
        case started(owned: Bool)
    }

    /// The current phase.
    public private(set) var phase: Phase = .idle

    /// Creates an idle gate.
    package init() {}

    /// Whether a gesture drives a transition right now, from its start until the transition
    /// completes or the gesture ends without one: what `InteractionProviding.isInteractionInProgress`
    /// reports, and the only time a router may hand the controller to UIKit.
    public var isInteractionInProgress: Bool {
        switch phase {
        case .idle, .started(owned: false): return false
        case .requested, .started(owned: true): return true
        }
    }

    /// Whether gesture updates and releases should reach the interaction.
    package var acceptsGestureEvents: Bool { isInteractionInProgress }

    /// Whether UIKit has started the transition a gesture asked for, so that commands may be sent
    /// to UIKit (before that they are kept in the interaction's state and caught up on start).
    package var isDrivingStartedTransition: Bool { phase == .started(owned: true) }

    /// A gesture began. Returns `true` when the caller must now ask for the transition (pop,
    /// dismiss, select a tab); `false`, changing nothing, while a gesture or transition of this
    /// gate is under way or when `transitionInFlight` says another transition is running.
    package mutating func gestureBegan(transitionInFlight: Bool) -> Bool {
        guard phase == .idle, !transitionInFlight else { return false }
        phase = .requested(observed: false)
        return true
    }

    /// The request started nothing (no navigation controller, already at the root, no tab in that
    /// direction, nothing presented): back to idle. Ignored unless a request is pending.
    package mutating func requestFailed() {
        if case .requested = phase { phase = .idle }
    }

    /// Something will report the requested transition's end (``transitionDidComplete()``), so the
    /// gate may keep waiting for UIKit's start after the gesture ends. Ignored unless a request is
    /// pending.
    package mutating func requestObserved() {
        if case .requested = phase { phase = .requested(observed: true) }
    }

    /// The gesture ended, was cancelled or failed. If UIKit has not started the transition and
    /// nothing observes it, the gesture ended without a transition: back to idle. Otherwise the
    /// gate waits for the transition to complete.
    package mutating func gestureDidEnd() {
        if phase == .requested(observed: false) { phase = .idle }
    }

    /// UIKit started the interactive transition (`startInteractiveTransition(_:)`). Returns whether
    /// a gesture asked for it (`true`: drive it and catch up with the gesture; `false`: nobody
    /// drives it, finish it at once so it cannot stall). A second start while started is reported
    /// as not owned.
    package mutating func transitionDidStart() -> Bool {
        if case .requested = phase {
            phase = .started(owned: true)
            return true
        }
        phase = .started(owned: false)
        return false
    }

    /// The transition completed (finished or cancelled): back to idle, ready for the next gesture.
    /// A duplicate report changes nothing.
    package mutating func transitionDidComplete() {
        phase = .idle
    }
}
