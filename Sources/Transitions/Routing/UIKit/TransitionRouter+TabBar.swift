#if canImport(UIKit)
import UIKit

extension TransitionRouter: UITabBarControllerDelegate {
    /// The routed animation controller for switching from `fromVC` to `toVC`, with the direction
    /// (``TransitionOperation/tabForward`` or ``TransitionOperation/tabBackward``) read from
    /// their indices in `viewControllers` (see `TabSwitch`). Without a route, or when either
    /// controller is not one of the tabs, the previous delegate's answer, else `nil`.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let tabs = tabBarController.viewControllers ?? []
        if let fromIndex = tabs.firstIndex(of: fromVC), let toIndex = tabs.firstIndex(of: toVC),
           let operation = TabSwitch.operation(fromIndex: fromIndex, toIndex: toIndex),
           let controller = animationController(for: operation, from: fromVC, to: toVC, role: .tabBar) {
            return controller
        }
        return previousTabBarDelegate?.tabBarController?(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }

    /// The route's interaction controller, only while its gesture is active, when the router
    /// vended `animationController`; otherwise the previous delegate's answer.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        switch interactionController(for: animationController, role: .tabBar) {
        case .ours(let interaction):
            return interaction
        case .notOurs:
            return previousTabBarDelegate?.tabBarController?(tabBarController, interactionControllerFor: animationController)
        }
    }

    /// Passed on to the previous delegate (default `true`), and refused while a tab switch the
    /// router handed an interaction to is still driven by its gesture: a tap on a tab during a
    /// swipe would otherwise start a second transition over the first.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let previousAnswer = previousTabBarDelegate?.tabBarController?(tabBarController, shouldSelect: viewController)
        return core.allowsTabSelection(previousAnswer: previousAnswer)
    }

    // MARK: Installing

    /// Makes the router `tabBarController`'s delegate, keeping the delegate it had as
    /// ``previousTabBarDelegate``, wires the gestures of its tab rules to `tabBarController` (see
    /// ``RouteGestureAttaching``), and keeps the router alive for as long as `tabBarController`
    /// lives (or until `uninstall(from:)`). Installing again re-reads which messages the previous
    /// delegate answers.
    public func install(on tabBarController: UITabBarController) {
        // A delegate that already forwards back to this router is not adopted (no loop).
        if tabBarController.delegate !== self, canAdoptPrevious(tabBarController.delegate, for: .tabBar) {
            previousTabBarDelegate = tabBarController.delegate
        }
        // UIKit caches which optional messages the delegate answers when it is set.
        tabBarController.delegate = nil
        tabBarController.delegate = self
        attachRouteGestures(to: tabBarController)
        RouterRetention.retain(self, by: tabBarController, role: .tabBar)
    }

    /// Gives `tabBarController` back its previous delegate (if the router is still its delegate)
    /// and stops keeping the router alive through it.
    public func uninstall(from tabBarController: UITabBarController) {
        if tabBarController.delegate === self {
            tabBarController.delegate = previousTabBarDelegate
        }
        previousTabBarDelegate = nil
        gestureHosts.remove(tabBarController)
        RouterRetention.release(self, by: tabBarController, role: .tabBar)
    }
}
#endif
