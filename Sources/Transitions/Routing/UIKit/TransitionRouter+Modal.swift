#if canImport(UIKit)
import UIKit

extension TransitionRouter: UIViewControllerTransitioningDelegate {
    /// The routed animation controller for presenting `presented` from `source` (the controller
    /// `present(_:animated:)` was called on): endpoints `from: source`, `to: presented`. Without a
    /// route, the previous transitioning delegate's answer, else `nil` (UIKit's animation).
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        // The presenting controller is known now: rules constraining it may wire their gestures.
        attachRouteGestures(toPresented: presented, presenting: presenting)
        if let controller = animationController(for: .present, from: source, to: presented, role: .transitioning) {
            return controller
        }
        return previousTransitioningDelegate?.animationController?(forPresented: presented, presenting: presenting, source: source)
    }

    /// The routed animation controller for dismissing `dismissed`: endpoints `from: dismissed`,
    /// `to: dismissed.presentingViewController` (unknown, so matched only by `.any`, if UIKit no
    /// longer reports it). Without a route, the previous delegate's answer, else `nil`.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        pendingCardDismissal = (dismissed.presentationController as? CardPresentationController)?.interactiveDismissal
        if let controller = animationController(for: .dismiss, from: dismissed, to: dismissed.presentingViewController, role: .transitioning) {
            return controller
        }
        return previousTransitioningDelegate?.animationController?(forDismissed: dismissed)
    }

    /// The presentation's interaction controller: the route's, only while its gesture is active,
    /// when the router vended `animator`; otherwise the previous delegate's answer.
    public func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        switch interactionController(for: animator, role: .transitioning) {
        case .ours(let interaction): interaction
        case .notOurs: previousTransitioningDelegate?.interactionControllerForPresentation?(using: animator)
        }
    }

    /// The dismissal's interaction controller: the route's, only while its gesture is active
    /// (never for a programmatic or non-animated dismiss), when the router vended `animator`;
    /// otherwise the previous delegate's answer; failing both, the finger's when a card's drag is
    /// dismissing it (``CardPresentationController/interactiveDismissal``).
    public func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        let card = pendingCardDismissal
        pendingCardDismissal = nil
        switch interactionController(for: animator, role: .transitioning) {
        case .ours(let interaction): return interaction ?? card
        case .notOurs: return previousTransitioningDelegate?.interactionControllerForDismissal?(using: animator) ?? card
        }
    }

    /// A ``CardPresentationController`` laid out by the card of ``modalPresentation`` when the
    /// router presents as cards and `presented` has the `.custom` style (which installing the
    /// router gives it); otherwise the previous transitioning delegate's answer, else `nil`
    /// (UIKit's default presentation controller, `DelegateFallback.noPresentationController`).
    @objc(presentationControllerForPresentedViewController:presentingViewController:sourceViewController:)
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        if let layout = core.cardLayout(forPresentedStyle: ModalPresentationStyle(presented.modalPresentationStyle)) {
            return CardPresentationController(presentedViewController: presented, presenting: presenting, layout: layout)
        }
        return previousTransitioningDelegate?.presentationController?(forPresented: presented, presenting: presenting, source: source)
    }

    // MARK: Installing

    /// Makes the router `viewController`'s transitioning delegate, keeping the delegate it had
    /// as ``previousTransitioningDelegate``, wires the gestures of its dismissal rules to
    /// `viewController` (see ``RouteGestureAttaching``), and keeps the router alive for as long as
    /// `viewController` lives (or until ``uninstall(fromPresented:)``).
    ///
    /// The style follows ``modalPresentation`` (``ModalPresentation/presentationStyle(replacing:)``):
    /// `.custom` for cards; for full screen, `.automatic` (the default, which would ignore the
    /// custom animator) becomes `.fullScreen`. Any other style that ignores custom animators
    /// (sheets, popovers) is kept, and debug builds print why the transition will not play.
    public func install(onPresented viewController: UIViewController) {
        if let style = ModalPresentationStyle(viewController.modalPresentationStyle) {
            let resolved = modalPresentation.presentationStyle(replacing: style)
            if resolved != style, let replacement = UIModalPresentationStyle(rawValue: resolved.rawValue) {
                viewController.modalPresentationStyle = replacement
            }
            #if DEBUG
            if let message = resolved.diagnostic(presenting: String(describing: type(of: viewController))) {
                print(message)
            }
            #endif
        }
        // A delegate that already forwards back to this router is not adopted (no loop).
        if viewController.transitioningDelegate !== self,
           canAdoptPrevious(viewController.transitioningDelegate, for: .transitioning) {
            previousTransitioningDelegate = viewController.transitioningDelegate
        }
        viewController.transitioningDelegate = self
        attachRouteGestures(toPresented: viewController)
        RouterRetention.retain(self, by: viewController, role: .transitioning)
    }

    /// Gives `viewController` back its previous transitioning delegate (if the router is still
    /// its delegate) and stops keeping the router alive through it.
    public func uninstall(fromPresented viewController: UIViewController) {
        if viewController.transitioningDelegate === self {
            viewController.transitioningDelegate = previousTransitioningDelegate
        }
        previousTransitioningDelegate = nil
        gestureHosts.remove(viewController)
        RouterRetention.release(self, by: viewController, role: .transitioning)
    }
}

extension ModalPresentationStyle {
    /// The style with `style`'s raw value, or `nil` for a value this SDK does not know.
    public init?(_ style: UIModalPresentationStyle) {
        self.init(rawValue: style.rawValue)
    }
}
#endif
