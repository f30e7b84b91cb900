import Foundation
import Transitions

extension InteractionFlow {
    /// Ends this flow's interaction (``transitionDidComplete(finished:)``) just before `session`
    /// calls `completeTransition(_:)`, rather than after it returns.
    ///
    /// UIKit does its completion work from inside `completeTransition(_:)`: the animation
    /// controller's `animationEnded(_:)`, the navigation controller's `didShow` (where a router
    /// wires the route gestures to the screen now shown, and leaves alone a gesture still in
    /// progress), a presentation's or dismissal's completion (which may start the next
    /// transition, and must not be handed an interaction controller whose gesture has ended). All
    /// of it must see ``isInteractionInProgress`` `false`. The kit's interaction controllers call
    /// this with the session of the transition they drive; later reports of the same completion
    /// (the driver's, the transition coordinator's) change nothing.
    package func endsInteraction<Platform: SessionPlatform>(before session: TransitionSession<Platform>) {
        session.addWillReportCompletion { [weak self] didComplete in self?.transitionDidComplete(finished: didComplete) }
    }
}
