#if canImport(UIKit)
import SwiftUI
import Transitions
import UIKit

/// The UIKit side of a `TransitionNavigationStack`: owns the navigation controller and its
/// router, makes a hosting controller per screen, and answers its ``NavigationStackDriver`` with
/// one UIKit call per request. Every decision is the driver's and ``NavigationTransitions``'.
///
/// It is the navigation controller's delegate behind the router (the router's
/// `previousNavigationDelegate`): the router answers UIKit's animation and interaction requests
/// and passes `willShow`/`didShow` on to it.
@MainActor
final class NavigationStackCoordinator<Data: Hashable>: NSObject, UINavigationControllerDelegate, NavigationStackHost {
    typealias Value = Data
    typealias Link = LinkTransition

    private(set) var driver: NavigationStackDriver<NavigationStackCoordinator<Data>>?
    private weak var navigationController: UINavigationController?
    private var rootScreen: ScreenHostingController?
    private var values: [NavigationEntryID: Data] = [:]
    private var ruleOrders: [NavigationEntryID: [Int]] = [:]
    private var links: [NavigationEntryID: LinkTransition] = [:]
    private var router = TransitionRouter()
    private let gestureControllers = GestureControllers()
    private var binding: Binding<[Data]>?
    private var destination: ((Data) -> (view: AnyView, isNothing: Bool))?
    private var transitions = NavigationTransitions()
    private lazy var navigator = Navigator(coordinator: self)

    /// Takes the view's latest declaration: binding, builders, transitions, gestures, router.
    func update(from container: NavigationContainer<Data>) {
        binding = container.$path
        destination = container.destination
        let configuration = container.configuration
        var transitions = NavigationTransitions(
            transition: configuration.transition, interactions: gestureControllers.controllers(for: configuration.gestures))
        for rule in configuration.destinationRules {
            transitions.add(typeName: rule.typeName, matches: rule.matches, transition: rule.transition,
                            interactions: rule.gestures.map { gestureControllers.controllers(for: $0) })
        }
        self.transitions = transitions
        if let newRouter = configuration.router, newRouter !== router { replaceRouter(with: newRouter) }
    }

    /// The navigation controller showing `root` and a screen for each value of `path`, without
    /// animation, with the router installed.
    func makeNavigationController(root: AnyView, path: [Data]) -> UINavigationController {
        let rootScreen = ScreenHostingController(content: root)
        rootScreen.state.navigator = navigator
        self.rootScreen = rootScreen
        let entries = NavigationStackDriver<NavigationStackCoordinator<Data>>.makeEntries(for: path)
        let navigation = PathNavigationController()
        navigation.onLayoutPassEnded = { [weak self] in self?.driver?.layoutPassEnded() }
        navigationController = navigation
        navigation.setViewControllers([rootScreen] + entries.map { makeScreen($0, link: nil) }, animated: false)
        navigation.delegate = self
        router.install(on: navigation)
        driver = NavigationStackDriver(host: self, initial: entries)
        return navigation
    }

    /// A SwiftUI update: every screen shows its builder's latest content.
    func refreshScreens(root: AnyView) {
        rootScreen?.update(root)
        for controller in navigationController?.viewControllers ?? [] {
            guard let screen = controller as? ScreenHostingController, let id = screen.entryID, let value = values[id] else { continue }
            screen.update(content(for: value).view)
        }
    }

    /// The view left SwiftUI: the router goes with the navigation controller.
    func dismantle() {
        if let navigationController { router.uninstall(from: navigationController) }
    }

    // MARK: NavigationStackHost

    var shownEntries: [NavigationEntry<Data>] {
        entryScreens.compactMap { screen in
            guard let id = screen.entryID, let value = values[id] else { return nil }
            return NavigationEntry(id: id, value: value)
        }
    }

    func apply(_ change: NavigationStackChange<Data, LinkTransition>, animated: Bool) {
        guard let navigation = navigationController else { return }
        let made = change.newScreens.map { makeScreen($0.entry, link: $0.link) }
        let screens = entryScreens
        switch change {
        case .push:
            if made.count == 1 {
                navigation.pushViewController(made[0], animated: animated)
            } else {
                navigation.setViewControllers(navigation.viewControllers + made, animated: animated)
            }
        case .pop(let keeping):
            if keeping == 0 || screens.count < keeping {
                navigation.popToRootViewController(animated: animated)
            } else {
                navigation.popToViewController(screens[keeping - 1], animated: animated)
            }
        case .replace(let keeping, _):
            navigation.setViewControllers(kept(keeping, of: screens) + made, animated: animated)
        }
    }

    func writePath(_ path: [Data]) {
        binding?.wrappedValue = path
    }

    func entriesLeft(_ ids: [NavigationEntryID]) {
        let orders = ids.flatMap { ruleOrders[$0] ?? [] }
        for id in ids {
            values[id] = nil
            ruleOrders[id] = nil
            links[id] = nil
        }
        if !orders.isEmpty { router.updateRoutes { NavigationTransitions.removeRules(orders, from: &$0) } }
    }

    func observeTransitionEnd(_ body: @escaping @MainActor () -> Void) -> Bool {
        guard let coordinator = navigationController?.transitionCoordinator else { return false }
        coordinator.animate(alongsideTransition: nil) { _ in body() }
        return true
    }

    // MARK: UINavigationControllerDelegate (passed on by the router)

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        driver?.willShow()
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        driver?.didShow()
    }

    // MARK: Links

    /// A link in one of the stack's screens pushes `value`.
    func push(_ value: AnyHashable, link: LinkTransition) -> Bool {
        guard let value = value.base as? Data ?? (value as? Data) else { return false }
        driver?.linkActivated(value, link: link)
        return true
    }

    /// The stack's controllers for `gestures`.
    func interactions(for gestures: [TransitionGesture]) -> [any InteractionProviding] {
        gestureControllers.controllers(for: gestures)
    }

    // MARK: Private

    /// The screens of path entries, bottom to top (the root and any controller not made by the
    /// stack left out).
    private var entryScreens: [ScreenHostingController] {
        (navigationController?.viewControllers ?? []).compactMap { controller in
            guard let screen = controller as? ScreenHostingController, screen.entryID != nil else { return nil }
            return screen
        }
    }

    /// The controllers up to the `keeping`-th entry screen (the root alone for 0).
    private func kept(_ keeping: Int, of screens: [ScreenHostingController]) -> [UIViewController] {
        let all = navigationController?.viewControllers ?? []
        guard keeping > 0, keeping <= screens.count, let last = all.firstIndex(of: screens[keeping - 1]) else {
            return Array(all.prefix(1))
        }
        return Array(all.prefix(last + 1))
    }

    /// The screen content for `value`: the destination's, or a placeholder naming the value
    /// when the destination shows nothing for it (see ``DestinationContent``).
    private func content(for value: Data) -> (view: AnyView, isNothing: Bool) {
        guard let built = destination?(value), !built.isNothing else {
            return (AnyView(MissingDestination(description: String(describing: value))), true)
        }
        return built
    }

    private func makeScreen(_ entry: NavigationEntry<Data>, link: LinkTransition?) -> ScreenHostingController {
        values[entry.id] = entry.value
        links[entry.id] = link
        let content = content(for: entry.value)
        #if DEBUG
        if content.isNothing {
            print("TransitionsUI: the destination of TransitionNavigationStack returned nothing for \(entry.value); its screen shows a placeholder.")
        }
        #endif
        let screen = ScreenHostingController(content: content.view)
        screen.entryID = entry.id
        screen.state.navigator = navigator
        if let route = transitions.route(for: entry.value, link: link) {
            var orders: [Int] = []
            router.updateRoutes { orders = NavigationTransitions.addRules(for: screen as UIViewController, route: route, to: &$0) }
            ruleOrders[entry.id] = orders
        }
        return screen
    }

    private func replaceRouter(with newRouter: TransitionRouter) {
        let orders = ruleOrders.values.flatMap { $0 }
        router.updateRoutes { NavigationTransitions.removeRules(orders, from: &$0) }
        if let navigationController { router.uninstall(from: navigationController) }
        router = newRouter
        ruleOrders = [:]
        for screen in entryScreens {
            guard let id = screen.entryID, let value = values[id],
                  let route = transitions.route(for: value, link: links[id]) else { continue }
            var added: [Int] = []
            router.updateRoutes { added = NavigationTransitions.addRules(for: screen as UIViewController, route: route, to: &$0) }
            ruleOrders[id] = added
        }
        if let navigationController { router.install(on: navigationController) }
    }
}

/// The navigator a stack gives its screens' links.
@MainActor
final class Navigator: TransitionNavigator {
    private let pushValue: @MainActor (AnyHashable, LinkTransition) -> Bool
    private let makeInteractions: @MainActor ([TransitionGesture]) -> [any InteractionProviding]

    init<Data: Hashable>(coordinator: NavigationStackCoordinator<Data>) {
        pushValue = { [weak coordinator] value, link in coordinator?.push(value, link: link) ?? false }
        makeInteractions = { [weak coordinator] gestures in coordinator?.interactions(for: gestures) ?? [] }
    }

    override func push(_ value: AnyHashable, link: LinkTransition) -> Bool {
        pushValue(value, link)
    }

    override func interactions(for gestures: [TransitionGesture]) -> [any InteractionProviding] {
        makeInteractions(gestures)
    }
}

/// What a screen shows when the destination builder returned nothing for its value.
struct MissingDestination: View {
    let description: String

    var body: some View {
        Text("No destination for \(description)")
            .foregroundColor(.secondary)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
#endif
