#if canImport(UIKit)
import UIKit

/// A navigation controller served by a router.
struct NavigationRecord {
    weak var controller: UINavigationController?
}

extension TransitionRouter: UINavigationControllerDelegate {
    /// The routed animation controller for a push or pop from `fromVC` to `toVC`. Without a
    /// route, the previous delegate's answer, else `nil`: UIKit's own animation, and for a pop
    /// the system back-swipe.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        track(navigationController)
        if let kitOperation = TransitionOperation(operation),
           let controller = animationController(for: kitOperation, from: fromVC, to: toVC, role: .navigation) {
            return controller
        }
        return previousNavigationDelegate?.navigationController?(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    /// The route's interaction controller (for a pop without one, ``popInteraction``), only while
    /// its gesture is active, when the router vended `animationController`; otherwise the previous
    /// delegate's answer.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        switch interactionController(for: animationController, role: .navigation) {
        case .ours(let interaction):
            return interaction
        case .notOurs:
            return previousNavigationDelegate?.navigationController?(navigationController, interactionControllerFor: animationController)
        }
    }

    /// Observed (the router starts serving `navigationController` if it did not know it), then
    /// passed on to the previous delegate.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        track(navigationController)
        previousNavigationDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    /// Observed (the system back-swipe is re-evaluated for the new top controller, see
    /// `BackSwipePolicy`, and the gestures of the rules that could pop it are wired to it, see
    /// ``RouteGestureAttaching``), then passed on to the previous delegate.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        track(navigationController)
        refreshBackSwipe(of: navigationController)
        attachRouteGestures(toTopOf: navigationController)
        previousNavigationDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }

    // MARK: Installing

    /// Makes the router `navigationController`'s delegate, keeping the delegate it had as
    /// ``previousNavigationDelegate``, sets up the back-swipe (see `BackSwipePolicy`), wires the
    /// gestures of the rules that could pop the top screen to it (see ``RouteGestureAttaching``),
    /// and keeps
    /// the router alive for as long as `navigationController` lives (or until `uninstall(from:)`).
    /// Installing again re-reads which messages the previous delegate answers.
    public func install(on navigationController: UINavigationController) {
        // A delegate that already forwards back to this router is not adopted (no loop).
        if navigationController.delegate !== self, canAdoptPrevious(navigationController.delegate, for: .navigation) {
            previousNavigationDelegate = navigationController.delegate
        }
        track(navigationController)
        // UIKit caches which optional messages the delegate answers when it is set.
        navigationController.delegate = nil
        navigationController.delegate = self
        refreshBackSwipe(of: navigationController)
        attachRouteGestures(toTopOf: navigationController)
        RouterRetention.retain(self, by: navigationController, role: .navigation)
    }

    /// Gives `navigationController` back its previous delegate (if the router is still its
    /// delegate), restores the system back gestures as the app had them, and stops keeping the
    /// router alive through it. A router that becomes the delegate again (installed before this
    /// one) takes the back gestures over.
    public func uninstall(from navigationController: UINavigationController) {
        let wasDelegate = navigationController.delegate === self
        if wasDelegate {
            for gesture in SystemBackSwipe.gestures(of: navigationController) { SystemBackSwipe.restoreAppSetting(of: gesture) }
        }
        navigationRecords.removeAll { $0.controller == nil || $0.controller === navigationController }
        if wasDelegate {
            navigationController.delegate = previousNavigationDelegate
            (previousNavigationDelegate as? TransitionRouter)?.refreshBackSwipe(of: navigationController)
        }
        previousNavigationDelegate = nil
        RouterRetention.release(self, by: navigationController, role: .navigation)
    }

    // MARK: Back-swipe

    /// Starts serving `navigationController`, if new.
    func track(_ navigationController: UINavigationController) {
        navigationRecords.removeAll { $0.controller == nil }
        guard !navigationRecords.contains(where: { $0.controller === navigationController }) else { return }
        navigationRecords.append(NavigationRecord(controller: navigationController))
    }

    /// Re-evaluates the back gestures of every navigation controller the router serves.
    func refreshBackSwipes() {
        navigationRecords.removeAll { $0.controller == nil }
        for record in navigationRecords {
            if let controller = record.controller { refreshBackSwipe(of: controller) }
        }
    }

    /// Enables each system back gesture (the edge swipe; on iOS 26 the content pop too) as the app
    /// had it when no custom pop is routed from the top controller to the one below, disables it
    /// otherwise. Only the navigation controller's current delegate does this (a router reached as
    /// another router's previous delegate leaves the gestures to that router). The gestures'
    /// delegates are never touched.
    func refreshBackSwipe(of navigationController: UINavigationController) {
        guard navigationController.delegate === self,
              navigationRecords.contains(where: { $0.controller === navigationController })
        else { return }
        let stack = navigationController.viewControllers
        let customPopRouted = stack.count >= 2 && routesCustomPop(from: stack[stack.count - 1], to: stack[stack.count - 2])
        for gesture in SystemBackSwipe.gestures(of: navigationController) {
            SystemBackSwipe.apply(customPopRouted: customPopRouted, to: gesture)
        }
    }

    /// Whether this router, or a router it passes unanswered requests to (its previous navigation
    /// delegate, and so on), answers a pop from `top` to `below` that no gesture of its drives
    /// with its own animator (``RouteTable/routesWithoutGesture(_:from:to:)``: rules only for
    /// gestures do not count, even while their gesture is in progress). At most 16 routers are
    /// asked; a longer chain counts as not routing it.
    func routesCustomPop(from top: UIViewController, to below: UIViewController) -> Bool {
        DelegateForwarding.walkChain(
            from: self, limit: 16, next: { $0.previousNavigationDelegate as? TransitionRouter },
            until: { $0.routes.routesWithoutGesture(.pop, from: top, to: below) }
        ) == .found
    }
}

extension TransitionOperation {
    /// `.push` or `.pop` for a navigation operation; `nil` for `.none` (and values a later SDK
    /// may add).
    public init?(_ operation: UINavigationController.Operation) {
        switch operation {
        case .push: self = .push
        case .pop: self = .pop
        case .none: return nil
        @unknown default: return nil
        }
    }
}
#endif
