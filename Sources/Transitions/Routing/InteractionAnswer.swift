import Foundation

/// The answer to UIKit's interaction request for an animation controller (UIKit passes back the
/// animation controller it just received and asks for the interaction that drives it).
///
/// The ``InteractionLedger`` answers with the route's interaction, ``RouterCore`` keeps it only
/// when the platform can drive it, and the UIKit router hands it out as a
/// `UIViewControllerInteractiveTransitioning`: one answer, in the payload type of each step.
package enum InteractionAnswer<Interaction> {
    /// This router vended the animation controller: hand out this interaction (`nil`: none, or
    /// none whose gesture is in progress — a programmatic or non-animated transition).
    case ours(Interaction?)
    /// Someone else vended it: ask the previous delegate.
    case notOurs
}
