import Foundation
import Transitions

/// The decisions of the kit's percent-driven interaction controllers
/// (`PercentDrivenInteractionController` and its pinch, pan, edge and swipe subclasses): what
/// `UIPercentDrivenInteractiveTransition` hears from the gesture and when, and how the kit's own
/// session plays the rest after release. The UIKit class is a thin shell around it (UIKit's
/// percent-driven superclass, the recognizer); `TransitionsTesting` runs the same code on its model
/// of `UIPercentDrivenInteractiveTransition`.
///
/// In `startInteractiveTransition(_:)`, after UIKit's own start (which gets the animation
/// controller's interruptible animator and pauses it), the controller calls
/// ``start(_:host:)``. Then:
/// - the gesture's interaction ends just before the kit's session (when the animation controller
///   is the kit's) calls `completeTransition(_:)` (``InteractionFlow/endsInteraction(before:)``);
/// - nothing reaches UIKit during the start: UIKit marks the context in flight only after the
///   start returns, and until then drops an update and only records a finish or cancel (replayed
///   by a presentation, calling `finish()` a second time and restarting the animator; never by a
///   navigation controller). The catch-up (the gesture's progress, or its release if the finger
///   lifted before UIKit started) is sent once the start has returned
///   (`SessionContext.enqueue(_:)`, the main queue on iOS);
/// - then UIKit hears the gesture's progress and release (``report(_:)``) through the host's
///   `update(_:)`, `finish()` and `cancel()` (``PercentDrivenTransitioning/perform(_:session:)``),
///   and on release the kit's session plays the rest as promised;
/// - a start no gesture asked for finishes (with UIKit's own timing), in flight, rather than
///   stall.
@MainActor
package final class PercentDrivenInteraction<Platform: SessionPlatform> {
    /// The gesture's gate, machine and session (see ``InteractionFlow``).
    package let flow: InteractionFlow

    private weak var context: (any SessionContext)?
    private weak var host: (any PercentDrivenTransitioning)?
    /// Counts starts, so that a catch-up queued for one transition never reaches the next.
    private var starts = 0

    /// A core around `flow`.
    package init(flow: InteractionFlow) {
        self.flow = flow
    }

    /// `startInteractiveTransition(_:)`, after UIKit's own start: once the start has returned (the
    /// context is then in flight), `host` (the `UIPercentDrivenInteractiveTransition`) is brought to
    /// where the gesture is, or finished when no gesture asked for the transition.
    ///
    /// - Parameters:
    ///   - context: UIKit's context of the transition; with the kit's animation controller it
    ///     carries the transition's session (UIKit's start made it).
    ///   - host: the percent-driven transition UIKit started. Held weakly.
    package func start(_ context: any SessionContext, host: any PercentDrivenTransitioning) {
        self.context = context
        self.host = host
        if let session = context.attachedSession as? TransitionSession<Platform> { flow.endsInteraction(before: session) }
        starts += 1
        let start = starts
        let owned = flow.transitionIsStarting()
        context.enqueue { [weak self, weak host] in
            // Another transition started since, or this one is over: nothing to tell.
            guard let self, let host, start == self.starts, self.flow.gate.phase != .idle else { return }
            if !(owned && self.flow.transitionIsInFlight(report: { [weak self] in self?.report($0) })) {
                host.finishWithoutGesture()
            }
        }
    }

    /// What the gesture says UIKit must hear now (an update, finish or cancel). On release the
    /// kit's session of the transition, looked up only then, plays the rest as promised.
    package func report(_ command: InteractionCommand) {
        var session: TransitionSession<Platform>?
        if case .complete = command { session = context?.attachedSession as? TransitionSession<Platform> }
        host?.perform(command, session: session)
    }
}
