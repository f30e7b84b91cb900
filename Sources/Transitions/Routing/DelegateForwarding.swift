import Foundation

/// The three delegate protocols a transition router adopts.
package enum DelegateRole: String, Hashable, Sendable, CaseIterable {
    /// `UIViewControllerTransitioningDelegate` (modal present and dismiss).
    case transitioning
    /// `UINavigationControllerDelegate` (push and pop).
    case navigation
    /// `UITabBarControllerDelegate` (tab switches).
    case tabBar
}

/// What the router does with one delegate message.
package enum DelegateDisposition: Hashable, Sendable {
    /// The router implements it and answers when it has a route (or, for the presentation
    /// controller, when it presents as cards); without one it returns what the previous delegate
    /// answers (or `nil`, letting UIKit animate). The animation, interaction and presentation
    /// controller requests.
    case answers
    /// The router implements it, acts on it, and always passes it on to the previous delegate,
    /// returning that delegate's answer when there is one (`willShow`, `didShow`,
    /// `shouldSelect`).
    case observes
    /// The router implements it as a trampoline: it passes the message on to the previous
    /// delegate and returns its answer, or, when that delegate is gone or does not answer it, the
    /// message's ``DelegateFallback``. The router `responds(to:)` it only while a previous delegate
    /// does, so UIKit keeps its own behaviour when there is none; but because navigation and tab
    /// bar controllers cache the answer when the delegate is set, UIKit may still send it after the
    /// previous delegate is deallocated, and the trampoline is there to answer instead of crashing
    /// with "unrecognized selector".
    case trampoline
}

/// What a trampoline answers when there is no previous delegate to pass the message on to (and,
/// for the presentation controller, which the router answers, what it answers when it presents
/// full screen and no previous delegate answers).
package enum DelegateFallback: Hashable, Sendable {
    /// Nothing to answer (a notification: `didSelect`, the customizing messages).
    case nothing
    /// `nil`: UIKit uses its default presentation controller.
    case noPresentationController
    /// The visible view controller's own `supportedInterfaceOrientations` (the navigation
    /// controller's top view controller, the tab bar controller's selected one); without one, the
    /// system default (`.all` on iPad, `.allButUpsideDown` on iPhone, per
    /// `UIViewController.supportedInterfaceOrientations`' documentation). Never the container's
    /// own answer, which asks the delegate again.
    case visibleControllerOrientations
    /// The visible view controller's own `preferredInterfaceOrientationForPresentation`; without
    /// one, the window scene's current orientation.
    case visibleControllerPreferredOrientation
}

/// One optional method of a delegate protocol, by Objective-C selector name.
package struct DelegateMessage: Hashable, Sendable {
    /// The Objective-C selector, e.g. `navigationController:didShowViewController:animated:`.
    package let selector: String
    /// The protocol it belongs to.
    package let role: DelegateRole
    /// What the router does with it.
    package let disposition: DelegateDisposition
    /// What a trampoline answers without a previous delegate (``DelegateFallback/nothing`` for the
    /// messages the router answers or observes itself, except the presentation controller's
    /// ``DelegateFallback/noPresentationController``).
    package let fallback: DelegateFallback

    init(selector: String, role: DelegateRole, disposition: DelegateDisposition, fallback: DelegateFallback = .nothing) {
        self.selector = selector
        self.role = role
        self.disposition = disposition
        self.fallback = fallback
    }
}

/// Which delegate messages the router answers itself, observes and passes on, or passes on
/// through a trampoline to the delegate that was installed before it — the pure decision behind
/// the router's `responds(to:)`, so adopting the kit never breaks an app's own delegate and never
/// crashes when that delegate goes away.
///
/// The table lists every optional method of the three protocols in the iOS 13–16 SDKs, and the
/// router implements every one of them (a debug check at start-up says so if the two drift
/// apart). A selector the table does not know (a method added by a later iOS) is not forwarded:
/// UIKit caches whether the delegate answers a message, and a router cannot answer an unknown
/// message once the previous delegate is gone. An app that needs such a method keeps its own
/// delegate and calls the router's methods from it.
package enum DelegateForwarding {
    /// Every known message with its role, disposition and fallback.
    package static let messages: [DelegateMessage] = [
        // UIViewControllerTransitioningDelegate
        .init(selector: "animationControllerForPresentedController:presentingController:sourceController:", role: .transitioning, disposition: .answers),
        .init(selector: "animationControllerForDismissedController:", role: .transitioning, disposition: .answers),
        .init(selector: "interactionControllerForPresentation:", role: .transitioning, disposition: .answers),
        .init(selector: "interactionControllerForDismissal:", role: .transitioning, disposition: .answers),
        // Answered: a card presentation controller when the router presents as cards (see
        // `TransitionRouter.modalPresentation`), else the previous delegate's, else nil.
        .init(selector: "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:",
              role: .transitioning, disposition: .answers, fallback: .noPresentationController),
        // UINavigationControllerDelegate
        .init(selector: "navigationController:willShowViewController:animated:", role: .navigation, disposition: .observes),
        .init(selector: "navigationController:didShowViewController:animated:", role: .navigation, disposition: .observes),
        .init(selector: "navigationControllerSupportedInterfaceOrientations:", role: .navigation, disposition: .trampoline,
              fallback: .visibleControllerOrientations),
        .init(selector: "navigationControllerPreferredInterfaceOrientationForPresentation:", role: .navigation,
              disposition: .trampoline, fallback: .visibleControllerPreferredOrientation),
        .init(selector: "navigationController:interactionControllerForAnimationController:", role: .navigation, disposition: .answers),
        .init(selector: "navigationController:animationControllerForOperation:fromViewController:toViewController:", role: .navigation, disposition: .answers),
        // UITabBarControllerDelegate
        .init(selector: "tabBarController:shouldSelectViewController:", role: .tabBar, disposition: .observes),
        .init(selector: "tabBarController:didSelectViewController:", role: .tabBar, disposition: .trampoline),
        .init(selector: "tabBarController:willBeginCustomizingViewControllers:", role: .tabBar, disposition: .trampoline),
        .init(selector: "tabBarController:willEndCustomizingViewControllers:changed:", role: .tabBar, disposition: .trampoline),
        .init(selector: "tabBarController:didEndCustomizingViewControllers:changed:", role: .tabBar, disposition: .trampoline),
        .init(selector: "tabBarControllerSupportedInterfaceOrientations:", role: .tabBar, disposition: .trampoline,
              fallback: .visibleControllerOrientations),
        .init(selector: "tabBarControllerPreferredInterfaceOrientationForPresentation:", role: .tabBar, disposition: .trampoline,
              fallback: .visibleControllerPreferredOrientation),
        .init(selector: "tabBarController:interactionControllerForAnimationController:", role: .tabBar, disposition: .answers),
        .init(selector: "tabBarController:animationControllerForTransitionFromViewController:toViewController:", role: .tabBar, disposition: .answers),
    ]

    private static let bySelector: [String: DelegateMessage] =
        Dictionary(messages.map { ($0.selector, $0) }, uniquingKeysWith: { first, _ in first })

    /// The known message named `selector`, or `nil`.
    package static func message(_ selector: String) -> DelegateMessage? {
        bySelector[selector]
    }

    /// `true` when the router implements `selector`: every message of the table.
    package static func routerImplements(_ selector: String) -> Bool {
        bySelector[selector] != nil
    }

    /// Whether the router should claim to respond to a delegate `selector`: always for the ones it
    /// answers or observes; for a trampoline exactly when the previous delegate of its role
    /// responds; never for a selector the table does not know.
    ///
    /// - Parameters:
    ///   - selector: the Objective-C selector's name, as `NSStringFromSelector` gives it
    ///     (`"navigationController:didShowViewController:animated:"`).
    ///   - previousResponds: whether the previous delegate of a role exists and responds
    ///     to `selector`.
    package static func responds(to selector: String, previousResponds: (DelegateRole) -> Bool) -> Bool {
        guard let message = bySelector[selector] else { return false }
        switch message.disposition {
        case .answers, .observes: return true
        case .trampoline: return previousResponds(message.role)
        }
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
    package static func chain(
        from start: AnyObject?, reaches target: AnyObject, limit: Int = 64, next: (AnyObject) -> AnyObject?
    ) -> Bool {
        walkChain(from: start, limit: limit, next: next) { $0 === target } != .ended
    }

    /// How a walk along a chain of delegates ended (`walkChain(from:limit:next:until:)`).
    enum ChainWalk: Equatable {
        /// A link met the condition.
        case found
        /// The chain ended (a link forwards to none) before any link met the condition.
        case ended
        /// `limit` links were checked, none meeting the condition, and the chain goes on.
        case tooLong
    }

    /// Follows a chain of delegates from `start` (`nil`: an empty chain), checking at most
    /// `limit` links (at least 1) with `found`, the first link first.
    ///
    /// - Parameters:
    ///   - next: the link after a link, or `nil` when the chain ends there.
    ///   - found: whether a link is the one looked for.
    static func walkChain<Link: AnyObject>(
        from start: Link?, limit: Int, next: (Link) -> Link?, until found: (Link) -> Bool
    ) -> ChainWalk {
        var current = start
        for _ in 0..<max(1, limit) {
            guard let link = current else { return .ended }
            if found(link) { return .found }
            current = next(link)
        }
        return current != nil ? .tooLong : .ended
    }
}
