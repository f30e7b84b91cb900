#if canImport(UIKit)
import UIKit

// The delegate messages the router only passes on (``DelegateDisposition/trampoline``): each is
// implemented, so a message UIKit cached as answered while the previous delegate lived still finds
// a method after that delegate is deallocated, and gets the ``DelegateFallback`` the table names.
// Each carries its Objective-C selector explicitly: the name `DelegateForwarding` lists (and the
// SDK's header declares), whichever extension declares the protocol conformance.

extension TransitionRouter {
    // `presentationController(forPresented:presenting:source:)` is answered, not only passed on
    // (a card when the router presents as cards): see TransitionRouter+Modal.swift.

    /// The previous navigation delegate's answer, else the top view controller's own
    /// `supportedInterfaceOrientations` (`DelegateFallback.visibleControllerOrientations`).
    @objc(navigationControllerSupportedInterfaceOrientations:)
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        previousNavigationDelegate?.navigationControllerSupportedInterfaceOrientations?(navigationController)
            ?? Self.supportedOrientations(of: navigationController.topViewController)
    }

    /// The previous navigation delegate's answer, else the top view controller's own
    /// `preferredInterfaceOrientationForPresentation`
    /// (`DelegateFallback.visibleControllerPreferredOrientation`).
    @objc(navigationControllerPreferredInterfaceOrientationForPresentation:)
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
        previousNavigationDelegate?.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController)
            ?? Self.preferredOrientation(of: navigationController.topViewController, in: navigationController)
    }

    /// Passed on to the previous tab bar delegate, if any.
    @objc(tabBarController:didSelectViewController:)
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        previousTabBarDelegate?.tabBarController?(tabBarController, didSelect: viewController)
    }

    /// Passed on to the previous tab bar delegate, if any.
    @objc(tabBarController:willBeginCustomizingViewControllers:)
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        previousTabBarDelegate?.tabBarController?(tabBarController, willBeginCustomizing: viewControllers)
    }

    /// Passed on to the previous tab bar delegate, if any.
    @objc(tabBarController:willEndCustomizingViewControllers:changed:)
    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {
        previousTabBarDelegate?.tabBarController?(tabBarController, willEndCustomizing: viewControllers, changed: changed)
    }

    /// Passed on to the previous tab bar delegate, if any.
    @objc(tabBarController:didEndCustomizingViewControllers:changed:)
    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {
        previousTabBarDelegate?.tabBarController?(tabBarController, didEndCustomizing: viewControllers, changed: changed)
    }

    /// The previous tab bar delegate's answer, else the selected view controller's own
    /// `supportedInterfaceOrientations`.
    @objc(tabBarControllerSupportedInterfaceOrientations:)
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        previousTabBarDelegate?.tabBarControllerSupportedInterfaceOrientations?(tabBarController)
            ?? Self.supportedOrientations(of: tabBarController.selectedViewController)
    }

    /// The previous tab bar delegate's answer, else the selected view controller's own
    /// `preferredInterfaceOrientationForPresentation`.
    @objc(tabBarControllerPreferredInterfaceOrientationForPresentation:)
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation {
        previousTabBarDelegate?.tabBarControllerPreferredInterfaceOrientationForPresentation?(tabBarController)
            ?? Self.preferredOrientation(of: tabBarController.selectedViewController, in: tabBarController)
    }

    // MARK: Fallbacks

    /// `visible`'s own answer; without one, the system default: `.all` on iPad,
    /// `.allButUpsideDown` on iPhone (`UIViewController.supportedInterfaceOrientations`'
    /// documentation). Never the container's own answer, which would ask the router again.
    private static func supportedOrientations(of visible: UIViewController?) -> UIInterfaceOrientationMask {
        if let visible { return visible.supportedInterfaceOrientations }
        return UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// `visible`'s own answer; without one, the orientation `container`'s window scene has now.
    private static func preferredOrientation(of visible: UIViewController?, in container: UIViewController) -> UIInterfaceOrientation {
        if let visible { return visible.preferredInterfaceOrientationForPresentation }
        return container.viewIfLoaded?.window?.windowScene?.interfaceOrientation ?? .portrait
    }
}
#endif
