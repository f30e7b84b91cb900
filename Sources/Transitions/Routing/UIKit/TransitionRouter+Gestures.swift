#if canImport(UIKit)
import UIKit

/// Screens the router wires route gestures to, held weakly: presented controllers and tab bar
/// controllers (navigation controllers are the router's `navigationRecords`).
struct RouteGestureHosts {
    private var presented: [WeakController] = []
    private var tabBars: [WeakController] = []

    private struct WeakController {
        weak var controller: UIViewController?
    }

    mutating func addPresented(_ controller: UIViewController) {
        presented.removeAll { $0.controller == nil || $0.controller === controller }
        presented.append(WeakController(controller: controller))
    }

    mutating func addTabBar(_ controller: UITabBarController) {
        tabBars.removeAll { $0.controller == nil || $0.controller === controller }
        tabBars.append(WeakController(controller: controller))
    }

    mutating func remove(_ controller: UIViewController) {
        presented.removeAll { $0.controller == nil || $0.controller === controller }
        tabBars.removeAll { $0.controller == nil || $0.controller === controller }
    }

    var presentedControllers: [UIViewController] { presented.compactMap(\.controller) }
    var tabBarControllers: [UITabBarController] { tabBars.compactMap { $0.controller as? UITabBarController } }
}

extension TransitionRouter {
    // MARK: Routes with several gestures

    /// Adds a rule: `transition` for `kind` between controllers passing `from` and `to` (default
    /// `.any`), driven by the first of `interactions` whose gesture is active. With
    /// `onlyWhenInteractive: true` the rule applies only while one of them is in progress, so
    /// taps, buttons and programmatic transitions fall through to the other rules. See
    /// ``RouteTable/add(_:from:to:transition:interactions:onlyWhenInteractive:)``.
    ///
    /// ```swift
    /// router.add(.pop, transition: .crossFade)                                   // the back button
    /// router.add(.pop, transition: .slide(), interactions: [pinch, edgePan], onlyWhenInteractive: true)
    /// ```
    ///
    /// The router wires the gestures of its rules to the screens they apply to as they are shown
    /// (see ``RouteGestureAttaching``).
    public func add(
        _ kind: RouteKind, from: EndpointMatcher<UIViewController> = .any, to: EndpointMatcher<UIViewController> = .any,
        transition: any Transition, interactions: [Interaction], onlyWhenInteractive: Bool = false
    ) {
        updateRoutes {
            $0.add(kind, from: from, to: to, transition: transition, interactions: interactions, onlyWhenInteractive: onlyWhenInteractive)
        }
    }

    /// Adds a rule for controllers for which `predicate(from, to)` holds, driven by the first of
    /// `interactions` whose gesture is active. See
    /// ``RouteTable/add(_:where:transition:interactions:onlyWhenInteractive:)``.
    public func add(
        _ kind: RouteKind, where predicate: @escaping @MainActor @Sendable (UIViewController, UIViewController) -> Bool,
        transition: any Transition, interactions: [Interaction], onlyWhenInteractive: Bool = false
    ) {
        updateRoutes {
            $0.add(kind, where: predicate, transition: transition, interactions: interactions, onlyWhenInteractive: onlyWhenInteractive)
        }
    }

    // MARK: Wiring route gestures to screens

    /// Wires the gestures that could pop `navigationController`'s top screen to that screen.
    func attachRouteGestures(toTopOf navigationController: UINavigationController) {
        guard let top = navigationController.viewControllers.last else { return }
        attach(.navigationStack(navigationController.viewControllers), on: top)
    }

    /// Wires the gestures that could dismiss `presented` (back to `presenting`, when known) to it,
    /// and remembers it for later rule changes. Before the presentation the presenter is not known
    /// yet: the gestures of rules that may apply once it is are wired too, and begin only if they
    /// do (``RouterCore/wiring(for:)``).
    func attachRouteGestures(toPresented presented: UIViewController, presenting: UIViewController? = nil) {
        gestureHosts.addPresented(presented)
        attach(.presented(presented, presenting: presenting ?? presented.presentingViewController), on: presented)
    }

    /// Wires the gestures of forward and backward tab switches from the selected tab to
    /// `tabBarController`, and remembers it for later rule changes.
    func attachRouteGestures(to tabBarController: UITabBarController) {
        gestureHosts.addTabBar(tabBarController)
        attach(.tabs(tabBarController.viewControllers ?? [], selectedIndex: tabBarController.selectedIndex), on: tabBarController)
    }

    /// Re-wires every screen the router serves, after its rules changed.
    func attachRouteGesturesEverywhere() {
        for record in navigationRecords {
            if let controller = record.controller { attachRouteGestures(toTopOf: controller) }
        }
        for presented in gestureHosts.presentedControllers { attachRouteGestures(toPresented: presented) }
        for tabBar in gestureHosts.tabBarControllers { attachRouteGestures(to: tabBar) }
    }

    /// Wires the interactions ``RouterCore/wiring(for:)`` lists for `screen` to `host`, each
    /// allowed to begin only while the router still wires it there
    /// (``RouterCore/wiringApplies(_:for:on:)``, with the screen read again when it begins).
    private func attach(_ screen: RouteScreen<UIViewController>, on host: UIViewController) {
        for (operation, interactions) in core.wiring(for: screen) {
            for interaction in interactions {
                guard let attaching = interaction as? RouteGestureAttaching else { continue }
                attaching.attachGesture(to: host, for: operation) { [weak self, weak interaction] host in
                    guard let self, let interaction else { return false }
                    return self.core.wiringApplies(interaction, for: operation, on: Self.screen(startingFrom: host, for: operation))
                }
            }
        }
    }

    /// `host` as a ``RouteScreen`` for a gesture that starts `operation` from it, read now.
    private static func screen(startingFrom host: UIViewController, for operation: TransitionOperation) -> RouteScreen<UIViewController> {
        .startingFrom(
            host, for: operation,
            navigationStack: { (($0 as? UINavigationController) ?? $0.navigationController)?.viewControllers },
            tabs: { (($0 as? UITabBarController) ?? $0.tabBarController).map { ($0.viewControllers ?? [], $0.selectedIndex) } },
            presenter: { $0.presentingViewController })
    }
}
#endif
