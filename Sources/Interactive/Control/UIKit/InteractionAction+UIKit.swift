#if canImport(UIKit)
import UIKit
import Transitions

extension InteractionAction {
    /// The view the action's gesture recognizer belongs on: the tab bar controller's view for tab
    /// switches (``hostsOnTabBarController``), the view controller's view otherwise.
    @MainActor
    func hostView(for viewController: UIViewController) -> UIView? {
        if hostsOnTabBarController, let tabs = UIKitGestureHost.tabBarController(of: viewController) { return tabs.view }
        return viewController.view
    }
}

/// A view controller as the ``GestureInteractionCore`` asks it (``GestureHost``): plain reads of
/// its navigation, presentation and tab state, and the single UIKit calls a request makes; what a
/// request does with them is `GestureRequestTarget.performRequest(_:onEnd:)`'s, which the runner
/// model's screen host runs too.
@MainActor
struct UIKitGestureHost: GestureHost, GestureRequestTarget {
    /// The controller the gesture is wired to.
    let viewController: UIViewController
    /// The view the recognizer is on.
    let view: UIView

    var viewSize: CGSize { view.bounds.size }

    var layoutDirection: LayoutDirection { view.kitLayoutDirection }

    var state: GestureHostState {
        let navigation = self.navigation
        let tabs = Self.tabBarController(of: viewController)
        return GestureHostState(
            navigationStackCount: navigation?.viewControllers.count,
            isPresented: viewController.presentingViewController != nil,
            isBeingDismissed: viewController.isBeingDismissed,
            selectedTab: tabs?.selectedIndex,
            tabCount: tabs?.viewControllers?.count ?? 0,
            isTransitionInFlight: viewController.transitionCoordinator != nil || navigation?.transitionCoordinator != nil
                || tabs?.transitionCoordinator != nil || viewController.presentingViewController?.transitionCoordinator != nil)
    }

    func perform(_ request: TransitionRequest, onEnd: @escaping @MainActor (Bool) -> Void) -> TransitionRequestResponse {
        performRequest(request, onEnd: onEnd)
    }

    // MARK: GestureRequestTarget

    func popAnimated() -> Bool {
        navigation?.popViewController(animated: true) != nil
    }

    func dismissAsUser() -> Bool {
        viewController.dismissAsUser()
    }

    var tabs: (tabs: [UIViewController], selectedIndex: Int)? {
        Self.tabBarController(of: viewController).map { ($0.viewControllers ?? [], $0.selectedIndex) }
    }

    func delegateShouldSelect(_ tab: UIViewController) -> Bool? {
        guard let tabs = Self.tabBarController(of: viewController) else { return nil }
        return tabs.delegate?.tabBarController?(tabs, shouldSelect: tab)
    }

    func select(_ tab: UIViewController) {
        Self.tabBarController(of: viewController)?.selectedViewController = tab
    }

    func delegateDidSelect(_ tab: UIViewController) {
        guard let tabs = Self.tabBarController(of: viewController) else { return }
        tabs.delegate?.tabBarController?(tabs, didSelect: tab)
    }

    func coordinator(after request: TransitionRequest) -> (any TransitionEndObserving)? {
        let coordinator: UIViewControllerTransitionCoordinator? = switch request {
        case .pop: navigation?.transitionCoordinator
        case .dismiss: viewController.transitionCoordinator ?? viewController.presentingViewController?.transitionCoordinator
        case .selectTab: Self.tabBarController(of: viewController)?.transitionCoordinator
        }
        return coordinator.map(UIKitTransitionCoordinator.init)
    }

    /// The navigation controller a pop acts on: the controller itself, or the one it is in.
    private var navigation: UINavigationController? {
        (viewController as? UINavigationController) ?? viewController.navigationController
    }

    /// The tab bar controller a tab switch acts on: the controller itself, or the one it is in.
    static func tabBarController(of viewController: UIViewController) -> UITabBarController? {
        (viewController as? UITabBarController) ?? viewController.tabBarController
    }
}

extension UIRectEdge {
    /// The single screen edge `edge` names (`UIScreenEdgePanGestureRecognizer.edges`).
    init(_ edge: PhysicalEdge) {
        switch edge {
        case .left: self = .left
        case .right: self = .right
        case .top: self = .top
        case .bottom: self = .bottom
        }
    }
}

extension UIView {
    /// The kit's layout direction for the view's `effectiveUserInterfaceLayoutDirection`.
    var kitLayoutDirection: LayoutDirection {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
#endif
