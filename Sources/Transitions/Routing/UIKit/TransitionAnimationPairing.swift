#if canImport(UIKit)
import UIKit

/// An interaction controller that wants to know which animation controller UIKit paired it with.
///
/// UIKit starts a custom interaction controller (not a `UIPercentDrivenInteractiveTransition`) with
/// the context only: it never calls `animateTransition(using:)` nor says which animation controller
/// was vended with it, so a controller that plays the transition itself needs the pairing. A
/// ``TransitionRouter`` sets ``animationController`` before handing the interaction to UIKit;
/// without a router, set it in the delegate method that hands the interaction out:
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
/// Only a ``TransitionAnimationController`` has a plan (``pairedTransitionController``); paired
/// with another, the kit's controllers play their own transition. Hold it weakly.
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
