import Foundation

/// Where a ``TransitionDriver`` plays a plan: the container and its views.
///
/// The UIKit layer implements it over the transition context's container view (creating
/// snapshot and colour views on install and calling `completeTransition(_:)` on completion);
/// `TransitionsTesting.HeadlessStage` implements it with plain values for tests.
///
/// A stage only executes; the driver decides. The driver calls, in this order:
/// 1. ``install(_:)`` once, when the transition starts;
/// 2. ``apply(_:)`` any number of times;
/// 3. on completion: ``apply(_:)`` with the final or initial state, ``apply(_:)`` with the
///    permanent views' resting states, ``remove(_:)`` with the views that must leave the
///    container, then ``transitionDidComplete(finished:)`` exactly once.
@MainActor
public protocol TransitionStage: AnyObject {
    /// Puts every participant of `plan` in the container, bottom to top in plan order: the
    /// to-view is added if absent, temporary views (snapshots, colour views) are created. The
    /// from-view is already there.
    func install(_ plan: TransitionPlan)

    /// Applies each entry of `state` to the participant it names; participants not named keep
    /// their current state. States are already sanitized (finite, alpha in `0…1`).
    func apply(_ state: TransitionState)

    /// Removes the named participants from the container (temporary views are discarded;
    /// the from- or to-view is only detached, in its resting state).
    func remove(_ participants: [ParticipantID])

    /// Reports the end of the transition (`completeTransition(finished)`). Called exactly once.
    func transitionDidComplete(finished: Bool)
}
