import Foundation
import Transitions

/// The decisions of the kit's percent-driven interaction controllers
/// (`PercentDrivenInteractionController` and its subclasses): what
/// `UIPercentDrivenInteractiveTransition` hears from the gesture and when, and how the kit's session
/// plays the rest after release. The UIKit class is a thin shell; `TransitionsTesting` runs this
/// code on its model of `UIPercentDrivenInteractiveTransition`.
///
/// The controller calls ``start(_:host:)`` in `startInteractiveTransition(_:)`, after UIKit's own
/// start (which pauses the animation controller's interruptible animator). Then, by the rules of the
/// `Transitions` article "UIKit's call order and the session rules" (UIKitCallOrder):
/// - the catch-up (progress, or the release if the finger already lifted) waits until the start has
///   returned (`SessionContext.enqueue(_:)`), since UIKit drops or defers what comes earlier;
/// - UIKit hears progress and release (``report(_:)``) through the host's `update(_:)`,
///   `finish()` and `cancel()` (``PercentDrivenTransitioning/perform(_:session:)``), and the kit's
///   session plays the rest as promised;
/// - the interaction ends just before the kit's session calls `completeTransition(_:)`
///   (``InteractionFlow/endsInteraction(before:)``);
/// - a start no gesture asked for finishes with UIKit's own timing, rather than stall.
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
