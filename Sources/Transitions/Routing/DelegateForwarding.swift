import Foundation

/// The three delegate protocols a transition router adopts.
public enum DelegateRole: String, Hashable, Sendable, CaseIterable {
    /// `UIViewControllerTransitioningDelegate` (modal present and dismiss).
    case transitioning
    /// `UINavigationControllerDelegate` (push and pop).
    case navigation
    /// `UITabBarControllerDelegate` (tab switches).
    case tabBar
}

/// What the router does with one delegate message.
public enum DelegateDisposition: Hashable, Sendable {
    /// The router implements it and answers when it has a route (or, for the presentation
    /// controller, when it presents as cards); without one it returns what the previous delegate
    /// answers (or `nil`, letting UIKit animate). The animation, interaction and presentation
    /// controller requests.
    case answers
    /// The router implements it, acts on it, and always passes it on to the previous delegate,
    /// returning that delegate's answer when there is one (`willShow`, `didShow`,
    /// `shouldSelect`).
    case observes
    /// The router does not implement it: it reaches the previous delegate directly
    /// (`forwardingTarget(for:)`), and the router `responds(to:)` it only when that delegate does.
    case forwards
}

/// One optional method of a delegate protocol, by Objective-C selector name.
public struct DelegateMessage: Hashable, Sendable {
    /// The Objective-C selector, e.g. `navigationController:didShowViewController:animated:`.
    public let selector: String
    /// The protocol it belongs to.
    public let role: DelegateRole
    /// What the router does with it.
    public let disposition: DelegateDisposition
}

/// Which delegate messages the router answers itself, observes and passes on, or forwards
/// untouched to the delegate that was installed before it — the pure decision behind the
/// router's `responds(to:)` and `forwardingTarget(for:)`, so adopting the kit never breaks an
/// app's own delegate.
///
/// The table lists every optional method of the three protocols in the iOS 13–16 SDKs. A
/// selector it does not know (a method added by a later iOS) is forwarded: to the previous
/// delegate of the role its name suggests (`navigationController…`, `tabBarController…`,
/// `…Controller…` of the transitioning delegate), or else to the first previous delegate that
/// responds, in the order navigation, tab bar, transitioning.
public enum DelegateForwarding {
    /// Every known message with its role and disposition.
    public static let messages: [DelegateMessage] = [
        // UIViewControllerTransitioningDelegate
        .init(selector: "animationControllerForPresentedController:presentingController:sourceController:", role: .transitioning, disposition: .answers),
        .init(selector: "animationControllerForDismissedController:", role: .transitioning, disposition: .answers),
        .init(selector: "interactionControllerForPresentation:", role: .transitioning, disposition: .answers),
        .init(selector: "interactionControllerForDismissal:", role: .transitioning, disposition: .answers),
        .init(selector: "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:", role: .transitioning, disposition: .answers),
        // UINavigationControllerDelegate
        .init(selector: "navigationController:willShowViewController:animated:", role: .navigation, disposition: .observes),
        .init(selector: "navigationController:didShowViewController:animated:", role: .navigation, disposition: .observes),
        .init(selector: "navigationControllerSupportedInterfaceOrientations:", role: .navigation, disposition: .forwards),
        .init(selector: "navigationControllerPreferredInterfaceOrientationForPresentation:", role: .navigation, disposition: .forwards),
        .init(selector: "navigationController:interactionControllerForAnimationController:", role: .navigation, disposition: .answers),
        .init(selector: "navigationController:animationControllerForOperation:fromViewController:toViewController:", role: .navigation, disposition: .answers),
        // UITabBarControllerDelegate
        .init(selector: "tabBarController:shouldSelectViewController:", role: .tabBar, disposition: .observes),
        .init(selector: "tabBarController:didSelectViewController:", role: .tabBar, disposition: .forwards),
        .init(selector: "tabBarController:willBeginCustomizingViewControllers:", role: .tabBar, disposition: .forwards),
        .init(selector: "tabBarController:willEndCustomizingViewControllers:changed:", role: .tabBar, disposition: .forwards),
        .init(selector: "tabBarController:didEndCustomizingViewControllers:changed:", role: .tabBar, disposition: .forwards),
        .init(selector: "tabBarControllerSupportedInterfaceOrientations:", role: .tabBar, disposition: .forwards),
        .init(selector: "tabBarControllerPreferredInterfaceOrientationForPresentation:", role: .tabBar, disposition: .forwards),
        .init(selector: "tabBarController:interactionControllerForAnimationController:", role: .tabBar, disposition: .answers),
        .init(selector: "tabBarController:animationControllerForTransitionFromViewController:toViewController:", role: .tabBar, disposition: .answers),
    ]

    private static let bySelector: [String: DelegateMessage] =
        Dictionary(messages.map { ($0.selector, $0) }, uniquingKeysWith: { first, _ in first })

    /// The order in which previous delegates are tried for a selector of unknown role.
    public static let fallbackOrder: [DelegateRole] = [.navigation, .tabBar, .transitioning]

    /// The known message named `selector`, or `nil`.
    public static func message(_ selector: String) -> DelegateMessage? {
        bySelector[selector]
    }

    /// What the router does with `selector`; ``DelegateDisposition/forwards`` for any selector
    /// the table does not know.
    public static func disposition(of selector: String) -> DelegateDisposition {
        bySelector[selector]?.disposition ?? .forwards
    }

    /// `true` when the router implements `selector` itself (answers or observes).
    public static func routerImplements(_ selector: String) -> Bool {
        disposition(of: selector) != .forwards
    }

    /// The role `selector` belongs to: the table's, else the one its name suggests, else `nil`.
    public static func role(of selector: String) -> DelegateRole? {
        if let known = bySelector[selector] { return known.role }
        if selector.hasPrefix("navigationController") { return .navigation }
        if selector.hasPrefix("tabBarController") { return .tabBar }
        if selector.hasPrefix("animationController") || selector.hasPrefix("interactionController")
            || selector.hasPrefix("presentationController") {
            return .transitioning
        }
        return nil
    }

    /// The previous delegate that should receive `selector` directly, or `nil` when the router
    /// handles it itself or no previous delegate responds to it.
    ///
    /// - Parameters:
    ///   - selector: the Objective-C selector's name, as `NSStringFromSelector` gives it
    ///     (`"navigationController:didShowViewController:animated:"`).
    ///   - previousResponds: whether the previous delegate of a role exists and responds
    ///     to `selector`.
    public static func forwardingRole(for selector: String, previousResponds: (DelegateRole) -> Bool) -> DelegateRole? {
        if routerImplements(selector) { return nil }
        if let role = role(of: selector) { return previousResponds(role) ? role : nil }
        return fallbackOrder.first(where: previousResponds)
    }

    /// Whether the router should claim to respond to a delegate `selector`: always for the ones
    /// it implements, otherwise exactly when a previous delegate will receive it.
    public static func responds(to selector: String, previousResponds: (DelegateRole) -> Bool) -> Bool {
        routerImplements(selector) || forwardingRole(for: selector, previousResponds: previousResponds) != nil
    }

    /// Whether following a chain of previous delegates from `start` reaches `target`.
    ///
    /// A router installed again over a delegate that already forwards to it (router A, then B
    /// over it, then A again) must not keep that delegate as its previous one: every forwarded
    /// message, and `responds(to:)` itself, would go round the chain forever and overflow the
    /// stack. The router keeps its own previous delegate instead.
    ///
    /// - Parameters:
    ///   - start: the candidate previous delegate (`nil`: an empty chain, which reaches nothing).
    ///   - target: the router being installed.
    ///   - limit: the most links followed (default 64, at least 1); a chain longer than that, or
    ///     one that loops without passing `target`, counts as reaching it (unsafe to adopt).
    ///   - next: the delegate an object forwards to, or `nil` when it forwards to none.
    public static func chain(
        from start: AnyObject?, reaches target: AnyObject, limit: Int = 64, next: (AnyObject) -> AnyObject?
    ) -> Bool {
        var current = start
        for _ in 0..<max(1, limit) {
            guard let object = current else { return false }
            if object === target { return true }
            current = next(object)
        }
        return current != nil
    }
}
