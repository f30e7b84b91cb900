#if canImport(UIKit)
import UIKit

extension UIViewController {
    /// Dismisses the presented screen this controller belongs to as a person's gesture does:
    /// through the app's veto, with the delegate callbacks UIKit sends for its own sheets
    /// (``UserDismissal``). Returns whether a dismissal started.
    ///
    /// ```swift
    /// guard viewController.dismissAsUser() else { return }   // vetoed: the delegate heard the attempt
    /// ```
    ///
    /// The kit's dismissal gestures (`Interactive`'s interaction controllers wired to dismiss) call
    /// it instead of `dismiss(animated:)`. On a ``CardPresentationController`` the card decides
    /// (``CardPresentationController/requestUserDismissal()``). Otherwise: a presented controller
    /// with `isModalInPresentation` refuses without asking the delegate; else the delegate's
    /// `presentationControllerShouldDismiss(_:)` decides (allowed when it has none); refused, the
    /// delegate hears `presentationControllerDidAttemptToDismiss(_:)`; allowed, the dismissal
    /// starts, the delegate hears `presentationControllerWillDismiss(_:)`, and, when it finishes
    /// (not when an interactive dismissal is cancelled), `presentationControllerDidDismiss(_:)`.
    /// Returns `false`, doing nothing, when nothing is presented.
    @discardableResult
    public func dismissAsUser(animated: Bool = true) -> Bool {
        guard presentingViewController != nil, let controller = presentationController else { return false }
        if let deciding = controller as? UserDismissalDeciding {
            deciding.requestUserDismissal()
            return deciding.presentedViewController.isBeingDismissed
        }
        return PresentedScreen(screen: self, controller: controller, animated: animated).dismissAsUser()
    }
}

/// A presentation controller that runs a person's dismissal through rules of its own
/// (``CardPresentationController``, through its card model): `dismissAsUser(animated:)`
/// hands it the request instead of asking the delegate itself.
@MainActor
protocol UserDismissalDeciding: UIPresentationController {
    /// Asks to dismiss as a person does; returns whether the dismissal started or the delegate
    /// heard the attempt.
    @discardableResult
    func requestUserDismissal() -> Bool
}

/// A presented screen as a person's dismissal acts on it (``UserDismissalTarget``): plain reads and
/// single UIKit calls.
@MainActor
private struct PresentedScreen: UserDismissalTarget {
    /// The controller the dismissal was asked of (the presented one, or one inside it).
    let screen: UIViewController
    /// Its presentation controller.
    let controller: UIPresentationController
    let animated: Bool

    var isModalInPresentation: Bool { controller.presentedViewController.isModalInPresentation }

    func delegateShouldDismiss() -> Bool? { controller.delegate?.presentationControllerShouldDismiss?(controller) }

    func delegateDidAttemptToDismiss() { controller.delegate?.presentationControllerDidAttemptToDismiss?(controller) }

    func dismiss() { screen.dismiss(animated: animated) }

    var dismissalHasBegun: Bool {
        let presented = controller.presentedViewController
        return presented.isBeingDismissed || presented.presentingViewController == nil
    }

    func delegateWillDismiss() { controller.delegate?.presentationControllerWillDismiss?(controller) }

    func delegateDidDismiss() { controller.delegate?.presentationControllerDidDismiss?(controller) }

    var dismissalCoordinator: (any TransitionEndObserving)? {
        controller.presentedViewController.transitionCoordinator.map(UIKitTransitionCoordinator.init)
    }
}
#endif
