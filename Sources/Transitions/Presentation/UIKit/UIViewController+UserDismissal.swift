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
        if let card = controller as? CardPresentationController {
            card.requestUserDismissal()
            return card.presentedViewController.isBeingDismissed
        }
        var dismissal = UserDismissal()
        let presented = controller.presentedViewController
        let steps = dismissal.request(isModalInPresentation: presented.isModalInPresentation) {
            controller.delegate?.presentationControllerShouldDismiss?(controller)
        }
        guard steps.contains(.dismiss) else {
            controller.delegate?.presentationControllerDidAttemptToDismiss?(controller)
            return false
        }
        dismiss(animated: animated)
        guard presented.isBeingDismissed || presented.presentingViewController == nil else {
            dismissal.dismissalDidNotStart()
            return false
        }
        _ = dismissal.dismissalDidBegin()
        controller.delegate?.presentationControllerWillDismiss?(controller)
        guard let coordinator = presented.transitionCoordinator else {
            controller.delegate?.presentationControllerDidDismiss?(controller)
            return true
        }
        let begun = dismissal
        coordinator.animate(alongsideTransition: nil) { [weak controller] context in
            var ending = begun
            guard let controller, ending.dismissalDidEnd(finished: !context.isCancelled).contains(.didDismiss) else { return }
            controller.delegate?.presentationControllerDidDismiss?(controller)
        }
        return true
    }
}
#endif
