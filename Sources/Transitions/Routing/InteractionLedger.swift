import Foundation

/// The router's memory between two UIKit calls: which animation controller it vended for each
/// delegate role, and which interaction may drive it.
///
/// UIKit asks for an interaction controller right after it received an animation controller,
/// passing that animation controller back. The ledger answers:
/// - ``InteractionAnswer/notOurs`` when the animator is not the one this router vended last for the role (the
///   previous delegate vended it, so it must be asked instead);
/// - ``InteractionAnswer/ours(_:)`` with the first of the route's interactions whose gesture is active, `nil`
///   when none is — a programmatic or non-animated transition never gets one.
///
/// Each vended animator is answered once; the animator is held weakly, so a ledger never keeps
/// an animation controller (or what it references) alive.
@MainActor
struct InteractionLedger<Animator: AnyObject> {
    private struct Entry {
        weak var animator: Animator?
        let interactions: [any InteractionProviding]
    }

    private var entries: [DelegateRole: Entry] = [:]

    /// Records that `animator` was vended for `role`, to be driven by the first of `interactions`
    /// whose gesture is active. Replaces what was recorded for the role.
    mutating func record(_ animator: Animator, interactions: [any InteractionProviding], for role: DelegateRole) {
        entries[role] = Entry(animator: animator, interactions: interactions)
    }

    /// Answers the interaction request for `animator` in `role` (see the type's description) and
    /// forgets the entry when it was ours.
    mutating func claim(_ animator: AnyObject, for role: DelegateRole) -> InteractionAnswer<any InteractionProviding> {
        guard let entry = entries[role], let vended = entry.animator, vended === animator else { return .notOurs }
        entries[role] = nil
        return .ours(entry.interactions.first { $0.isInteractionInProgress })
    }

    /// Whether an animator vended for `role` is still waiting for its interaction request.
    func hasPendingAnimator(for role: DelegateRole) -> Bool {
        entries[role]?.animator != nil
    }
}
