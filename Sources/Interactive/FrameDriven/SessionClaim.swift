import Foundation
import Transitions

/// How an interaction controller that plays the transition itself gets the transition's one
/// session, and what it owes when the transition is over: the part ``PlanDrivenInteraction`` and
/// ``ThrowInteraction`` share.
@MainActor
struct SessionClaim<Platform: SessionPlatform> {
    /// The keeper the session came from.
    let keeper: TransitionSessionKeeper<Platform>
    /// Whether the keeper is the controller's own (UIKit calls `animationEnded` on a paired
    /// animation controller's keeper; the controller ends its own).
    let ownsKeeper: Bool

    /// The keeper whose session an interaction controller plays, and whether it is the controller's
    /// own: the paired animation controller's keeper when there is one (the router pairs them, see
    /// `TransitionAnimationPairing`), else a keeper of the controller's own made by `make` for the
    /// operation `explicit ?? reading?.operation ?? requested ?? .dismiss` (the one the controller
    /// is told, else the one UIKit's context shows, else the one its gesture asked for, else a
    /// dismissal).
    static func keeper(
        paired: TransitionSessionKeeper<Platform>?, operation explicit: TransitionOperation?, reading: TransitionOperationReading?,
        requested: TransitionOperation?, make: (TransitionOperation) -> TransitionSessionKeeper<Platform>
    ) -> (keeper: TransitionSessionKeeper<Platform>, ownsKeeper: Bool) {
        if let paired { return (paired, false) }
        return (make(explicit ?? reading?.operation ?? requested ?? .dismiss), true)
    }

    /// Claims the session of `context` from `keeper` (``TransitionSessionKeeper/claimSession(for:)``).
    /// `nil` when the transition is already over: there is nothing to drive, and `flow` is freed for
    /// the next gesture.
    static func claim(
        _ context: any SessionContext, from keeper: TransitionSessionKeeper<Platform>, ownsKeeper: Bool, flow: InteractionFlow
    ) -> (session: TransitionSession<Platform>, claim: SessionClaim)? {
        guard let session = keeper.claimSession(for: context) else {
            _ = flow.transitionDidStart { _ in }
            flow.transitionDidComplete(finished: !context.transitionWasCancelled)
            return nil
        }
        return (session, SessionClaim(keeper: keeper, ownsKeeper: ownsKeeper))
    }

    /// The transition completed: `flow` is free for the next gesture, and a keeper of the
    /// controller's own releases the session, as UIKit's `animationEnded` releases a paired one.
    func transitionDidComplete(finished: Bool, flow: InteractionFlow) {
        flow.transitionDidComplete(finished: finished)
        if ownsKeeper { keeper.animationEnded(finished) }
    }
}
