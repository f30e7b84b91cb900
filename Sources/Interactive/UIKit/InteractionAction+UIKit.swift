#if canImport(UIKit)
import UIKit
import Transitions

/// What asking UIKit for a transition gave.
enum TransitionRequest {
    /// Nothing started (no navigation controller, at the root, nothing presented, no such tab).
    case notStarted
    /// UIKit began a transition; its coordinator, when UIKit made one, reports its end.
    case started(UIViewControllerTransitionCoordinator?)
}

extension InteractionAction {
    /// The view the action's gesture recognizer belongs on: the tab bar controller's view for tab
    /// switches (the tabs' own views come and go), the view controller's view otherwise.
    @MainActor
    func hostView(for viewController: UIViewController) -> UIView? {
        if case .selectTab = self, let tabs = Self.tabBarController(of: viewController) { return tabs.view }
        return viewController.view
    }

    /// Whether a transition involving `viewController` (or its navigation, tab bar or presenting
    /// controller) is running now, interactive or not.
    @MainActor
    func isTransitionInFlight(from viewController: UIViewController) -> Bool {
        viewController.transitionCoordinator != nil
            || viewController.navigationController?.transitionCoordinator != nil
            || Self.tabBarController(of: viewController)?.transitionCoordinator != nil
            || viewController.presentingViewController?.transitionCoordinator != nil
    }

    /// The operation the action would animate from `viewController` now, or `nil` when it would
    /// start nothing.
    @MainActor
    func operation(from viewController: UIViewController) -> TransitionOperation? {
        switch self {
        case .pop, .dismiss:
            return operation()
        case .selectTab:
            guard let tabs = Self.tabBarController(of: viewController) else { return nil }
            return operation(selectedTab: tabs.selectedIndex, tabCount: tabs.viewControllers?.count ?? 0)
        }
    }

    /// Asks UIKit for the transition: `popViewController(animated: true)`, `dismissAsUser()` (UIKit's
    /// `dismiss(animated: true)` through the app's veto) or a new `selectedIndex`.
    @MainActor
    func perform(from viewController: UIViewController) -> TransitionRequest {
        switch self {
        case .pop:
            guard let navigation = (viewController as? UINavigationController) ?? viewController.navigationController,
                  navigation.viewControllers.count > 1,
                  navigation.popViewController(animated: true) != nil
            else { return .notStarted }
            return .started(navigation.transitionCoordinator)

        case .dismiss:
            // A person's dismissal: through the app's veto (isModalInPresentation, the delegate).
            guard viewController.presentingViewController != nil, !viewController.isBeingDismissed, viewController.dismissAsUser()
            else { return .notStarted }
            return .started(viewController.transitionCoordinator ?? viewController.presentingViewController?.transitionCoordinator)

        case let .selectTab(step):
            guard let tabs = Self.tabBarController(of: viewController),
                  let target = step.targetIndex(from: tabs.selectedIndex, count: tabs.viewControllers?.count ?? 0)
            else { return .notStarted }
            tabs.selectedIndex = target
            guard tabs.selectedIndex == target else { return .notStarted }
            return .started(tabs.transitionCoordinator)
        }
    }

    @MainActor
    private static func tabBarController(of viewController: UIViewController) -> UITabBarController? {
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
