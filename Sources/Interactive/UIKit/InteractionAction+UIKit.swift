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
/// its navigation, presentation and tab state, and the one UIKit call a gesture makes.
@MainActor
struct UIKitGestureHost: GestureHost {
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
        let coordinator: UIViewControllerTransitionCoordinator?
        switch request {
        case .pop:
            guard let navigation, navigation.popViewController(animated: true) != nil else { return .notStarted }
            coordinator = navigation.transitionCoordinator
        case .dismiss:
            // A person's dismissal: through the app's veto (isModalInPresentation, the delegate).
            guard viewController.dismissAsUser() else { return .notStarted }
            coordinator = viewController.transitionCoordinator ?? viewController.presentingViewController?.transitionCoordinator
        case let .selectTab(index):
            guard let tabs = Self.tabBarController(of: viewController) else { return .notStarted }
            tabs.selectedIndex = index
            // The tab bar controller's delegate may refuse the selection.
            guard tabs.selectedIndex == index else { return .notStarted }
            coordinator = tabs.transitionCoordinator
        }
        coordinator?.animate(alongsideTransition: nil) { context in onEnd(!context.isCancelled) }
        return TransitionRequestResponse(started: true, observed: coordinator != nil)
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
