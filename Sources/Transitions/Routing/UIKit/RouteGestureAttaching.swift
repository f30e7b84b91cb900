#if canImport(UIKit)
import UIKit

/// An interaction controller that a ``TransitionRouter`` can wire to the screens its routes apply
/// to, so that the app does not attach the gesture to every screen it pushes or presents.
///
/// The `Interactive` module's controllers adopt it. The router calls ``attachGesture(to:for:)``
/// (``attachGesture(to:for:while:)``, so a gesture begins only while its rule still applies) with
/// the screen a routed pop, dismissal or tab switch would leave, when it is installed, when its
/// rules change, and: for navigation, each time a screen is shown, with the rules that could pop it
/// (``RouteTable/interactionsToAttach(for:from:to:)``); for modals, each time UIKit asks for the
/// presentation's animation controller (before that the presenter is unknown, so rules naming it
/// are wired in case they apply); for tabs, on the tab bar controller. docs/router.md has the
/// details.
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
