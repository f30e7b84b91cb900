#if canImport(UIKit)
import UIKit

/// An interaction controller that a ``TransitionRouter`` can wire to the screens its routes apply
/// to, so that the app does not attach the gesture to every screen it pushes or presents.
///
/// The `Interactive` module's controllers adopt it. The router calls
/// ``attachGesture(to:for:)`` with the screen a routed pop, dismissal or tab switch would leave:
/// - navigation: the top screen, each time one is shown (`navigationController(_:didShow:…)`),
///   when the router is installed and when its rules change, for the gestures of the rules that
///   could pop it (``RouteTable/interactionsToAttach(for:from:to:)``);
/// - modal: the presented screen, for the dismissal's gestures: when the router is installed on
///   it (the one-line `present(_:with:)` does that; the presenter is not known yet, so the
///   gestures of rules that name it, with `to:` or `where:`, are wired in case they apply), each
///   time UIKit asks the router for its presentation's animation controller
///   (`animationController(forPresented:presenting:source:)`, where the presenting screen is
///   known, whether or not a route animates the presentation), and when the router's rules
///   change;
/// - tabs: the tab bar controller, when the router is installed on it and when its rules change,
///   for the forward and backward switches' gestures.
///
/// The router wires with ``attachGesture(to:for:while:)``: a gesture begins only while its rule
/// still applies to the screens as they are then (`RouterCore.wiringApplies(_:for:on:)`).
@MainActor
public protocol RouteGestureAttaching: InteractionProviding {
    /// Wires the gesture to `viewController` so that it starts `operation` when it begins: `.pop`
    /// pops `viewController`'s navigation stack, `.dismiss` dismisses it, `.tabForward` and
    /// `.tabBackward` switch its tab bar controller to the next or previous tab. Does nothing for
    /// `.push` and `.present`, while a gesture of the controller drives a transition (moving the
    /// recognizer would cancel it), or when the gesture is already wired that way.
    func attachGesture(to viewController: UIViewController, for operation: TransitionOperation)

    /// ``attachGesture(to:for:)``, and the gesture begins only while `applies(viewController)` is
    /// `true` (asked when it would begin): a router wires a gesture before it knows every screen
    /// its rule names (the presenter of a screen not presented yet), and a rule may be removed
    /// after; the gesture then fails rather than start a transition its rule does not route.
    /// Wiring the same way again replaces the condition. Default: ``attachGesture(to:for:)``,
    /// ignoring the condition.
    func attachGesture(
        to viewController: UIViewController, for operation: TransitionOperation,
        while applies: @escaping @MainActor (UIViewController) -> Bool
    )
}

extension RouteGestureAttaching {
    public func attachGesture(
        to viewController: UIViewController, for operation: TransitionOperation,
        while applies: @escaping @MainActor (UIViewController) -> Bool
    ) {
        attachGesture(to: viewController, for: operation)
    }
}
#endif
