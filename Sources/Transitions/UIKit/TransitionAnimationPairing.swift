#if canImport(UIKit)
import UIKit

/// An interaction controller that wants to know which animation controller UIKit paired it with.
///
/// UIKit starts a custom interaction controller (`UIViewControllerInteractiveTransitioning`
/// without `UIPercentDrivenInteractiveTransition`) with the transition context only: it does not
/// call the animation controller's `animateTransition(using:)` and never says which animation
/// controller was vended with the interaction. An interaction controller that plays the
/// transition itself therefore needs the pairing to play the transition that was routed.
///
/// When a ``TransitionRouter`` hands UIKit an interaction adopting this protocol, it first sets
/// ``animationController`` to the ``TransitionAnimationController`` it vended for that same
/// transition (and leaves it alone when the animation controller is someone else's). Hold it
/// weakly: the animation controller belongs to UIKit's transition.
@MainActor
public protocol TransitionAnimationPairing: AnyObject {
    /// The animation controller vended for the transition this interaction is about to drive.
    var animationController: TransitionAnimationController? { get set }
}
#endif
