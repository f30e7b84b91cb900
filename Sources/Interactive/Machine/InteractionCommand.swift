import Foundation

/// What the runner of the transition should do after an event, as returned by
/// `InteractionMachine.handle(_:)`.
///
/// A UIKit adapter maps these onto UIKit calls; `InteractionSession` maps them onto a
/// `TransitionDriver`.
public enum InteractionCommand: Sendable, Equatable {
    /// Nothing to do: the event was ignored or changed nothing.
    case none

    /// Start the transition interactively (present, dismiss, push, pop or switch tab) and show it
    /// at `progress`, a fraction within 0…1.
    case start(progress: CGFloat)

    /// Scrub the running transition to `progress`, a fraction within 0…1
    /// (`updateInteractiveTransition(_:)`).
    case update(progress: CGFloat)

    /// Let go: finish or cancel as the completion says, carrying its velocity and timing
    /// (`finishInteractiveTransition()` / `cancelInteractiveTransition()`).
    ///
    /// The release reading can differ from the last ``update(progress:)`` (a recognizer's
    /// `.ended` state carries its own values), so first bring the transition to
    /// ``InteractionCompletion/progress``, then finish or cancel from there.
    case complete(InteractionCompletion)
}
