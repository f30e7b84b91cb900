#if canImport(UIKit)
import UIKit

extension UINavigationController {
    /// Routes this navigation controller's pushes and pops through `router` in one line: the
    /// router becomes the delegate, forwards to the delegate that was there, manages the
    /// back-swipe, and stays alive as long as this controller does. Same as
    /// `TransitionRouter.install(on:)`.
    ///
    /// ```swift
    /// navigationController.useTransitions(router)
    /// ```
    public func useTransitions(_ router: TransitionRouter) {
        router.install(on: self)
    }
}

extension UITabBarController {
    /// Routes this tab bar controller's tab switches through `router` in one line: the router
    /// becomes the delegate, forwards to the delegate that was there, and stays alive as long as
    /// this controller does. Same as `TransitionRouter.install(on:)`.
    ///
    /// ```swift
    /// tabBarController.useTransitions(router)
    /// ```
    public func useTransitions(_ router: TransitionRouter) {
        router.install(on: self)
    }
}

extension UIViewController {
    /// Presents `viewController` with `transition` in one line.
    ///
    /// ```swift
    /// present(settings, with: .slideUp())
    /// present(photo, with: .zoom(from: cell.frame), dismissal: .scale, dismissalInteraction: pinch)
    /// present(photo, with: .scale, dismissal: .swingDrop, presentation: .card(.swingDrop))
    /// ```
    ///
    /// A router of its own becomes `viewController`'s transitioning delegate (forwarding to the one it
    /// had), routes both ways and wires `dismissalInteraction`'s gesture to `viewController`
    /// (``RouteGestureAttaching``). `viewController` keeps it alive until a completed animated
    /// dismissal, after which it uninstalls itself (a non-animated one releases it with the controller).
    /// A card shows over the dimmed presenter (``CardPresentationController``, style `.custom`); full
    /// screen turns `.automatic` into `.fullScreen` and keeps a sheet or popover style, which ignores
    /// the transition (debug builds say why; ``ModalPresentationStyle``).
    ///
    /// - Parameters:
    ///   - viewController: the controller to present.
    ///   - transition: the presentation's transition.
    ///   - dismissal: the dismissal's transition; `nil` (default) reuses `transition`, played backwards.
    ///   - dismissalInteraction: what drives an interactive dismissal, handed to UIKit while its
    ///     gesture is active (default none).
    ///   - presentation: full screen (the default) or a card (``ModalPresentation``).
    ///   - animated: passed to `present(_:animated:completion:)`; without animation no transition
    ///     plays.
    ///   - completion: passed to `present(_:animated:completion:)`.
    /// - Returns: the router, to add rules or inspect; it need not be kept.
    @discardableResult
    public func present(
        _ viewController: UIViewController, with transition: any Transition, dismissal: (any Transition)? = nil,
        dismissalInteraction: TransitionRouter.Interaction? = nil, presentation: ModalPresentation = .fullScreen,
        animated: Bool = true, completion: (() -> Void)? = nil
    ) -> TransitionRouter {
        present(viewController, with: transition, dismissal: dismissal, dismissalInteractions: dismissalInteraction.map { [$0] } ?? [],
                presentation: presentation, animated: animated, completion: completion)
    }

    /// Presents `viewController` with `transition` in one line, its dismissal driven by the first
    /// of `dismissalInteractions` whose gesture is active (a pinch and a swipe down, say). The
    /// router wires each gesture to `viewController` (see ``RouteGestureAttaching``), so
    /// `attach(toDismiss:)` is not needed. Otherwise as
    /// ``present(_:with:dismissal:dismissalInteraction:presentation:animated:completion:)``.
    ///
    /// ```swift
    /// present(photo, with: .zoom(fromView: cell), dismissal: .swingDrop,
    ///         dismissalInteractions: [PinchInteractionController(), VerticalSwipeInteractionController()])
    /// ```
    @discardableResult
    public func present(
        _ viewController: UIViewController, with transition: any Transition, dismissal: (any Transition)? = nil,
        dismissalInteractions: [TransitionRouter.Interaction], presentation: ModalPresentation = .fullScreen,
        animated: Bool = true, completion: (() -> Void)? = nil
    ) -> TransitionRouter {
        let router = TransitionRouter()
        router.modalPresentation = presentation
        router.add(.present, transition: transition)
        router.add(.dismiss, transition: dismissal ?? transition, interactions: dismissalInteractions)
        router.core.releasesAfterDismissal = true
        router.install(onPresented: viewController)
        present(viewController, animated: animated, completion: completion)
        return router
    }
}

extension EndpointMatcher where Endpoint == UIViewController {
    /// Matches a controller of type `T`, or a container whose visible content is one: a
    /// navigation controller's `topViewController` or a tab bar controller's
    /// `selectedViewController`, looked through recursively (see
    /// ``EndpointMatcher/showing(_:through:)``). Use it when the controller you think of is
    /// presented inside a navigation controller.
    public static func showing<T>(_ type: T.Type) -> EndpointMatcher {
        showing(type) { controller in
            if let navigation = controller as? UINavigationController { return navigation.topViewController }
            if let tabs = controller as? UITabBarController { return tabs.selectedViewController }
            return nil
        }
    }
}
#endif
