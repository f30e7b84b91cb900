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
/// ``animationController`` to the animation controller it vended for that same transition.
/// Without a router, set it yourself from the delegate method that hands the interaction
/// controller out, with what UIKit passes you:
///
/// ```swift
/// func navigationController(_ navigationController: UINavigationController,
///                           interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
///     -> UIViewControllerInteractiveTransitioning? {
///     guard planPinch.isInteractionInProgress else { return nil }
///     planPinch.animationController = animationController   // the one UIKit pairs it with
///     return planPinch
/// }
/// ```
///
/// Only a ``TransitionAnimationController`` has a plan to play (``pairedTransitionController``);
/// paired with another animation controller, the kit's interaction controllers play their own
/// transition. Hold it weakly: the animation controller belongs to UIKit's transition.
@MainActor
public protocol TransitionAnimationPairing: AnyObject {
    /// The animation controller UIKit pairs with this interaction controller for the transition it
    /// is about to drive, as UIKit hands it to the delegate.
    var animationController: (any UIViewControllerAnimatedTransitioning)? { get set }
}

extension TransitionAnimationPairing {
    /// ``animationController`` when it is one of the kit's (whose plan the interaction can play),
    /// `nil` otherwise.
    public var pairedTransitionController: TransitionAnimationController? {
        animationController as? TransitionAnimationController
    }
}
#endif
