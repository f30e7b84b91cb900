#if canImport(UIKit)
import UIKit

/// A transition that finishes its description from UIKit when the transition runs: a zoom from
/// a view (`.zoom(fromView:)`) reads where that view is at that moment.
///
/// ``TransitionAnimationController/plan(of:operation:for:reduceMotion:)`` — which the animation
/// controller and the kit's interaction controllers use for every plan — calls
/// ``resolved(for:context:)`` on the main actor, just before it asks for the plan, and plays the
/// transition it returns. ``Transition/plan(for:)`` itself (tests, the gallery, the headless
/// stage) plays the transition with what it knows without UIKit.
public protocol UIKitResolvingTransition: Transition {
    /// The transition to play for this UIKit transition: a copy completed from UIKit's context
    /// (`context` is the kit's reading of it), or `self` when nothing can be read.
    @MainActor
    func resolved(for transitionContext: UIViewControllerContextTransitioning, context: TransitionContext) -> any Transition
}
#endif
