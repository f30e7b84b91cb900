#if canImport(UIKit)
import Interactive
import SwiftUI
import Transitions
import UIKit

/// The UIKit side of a `TransitionNavigationStack`: owns the navigation controller and its
/// router, makes a hosting controller per screen, and answers its ``NavigationStackDriver`` with
/// one UIKit call per request. Every decision is the driver's, ``NavigationTransitions``' and
/// ``NavigationBarPlan``'s.
///
/// It is the navigation controller's delegate behind the router (the router's
/// `previousNavigationDelegate`): the router answers UIKit's animation and interaction requests
/// and passes `willShow`/`didShow` on to it.
@MainActor
final class NavigationStackCoordinator<Data: Hashable>: NSObject, UINavigationControllerDelegate, NavigationStackHost {
    typealias Value = Data
    typealias Link = LinkTransition

    private(set) var driver: NavigationStackDriver<NavigationStackCoordinator<Data>>?
    private weak var navigationController: PathNavigationController?
    private var rootScreen: ScreenHostingController?
    private var values: [NavigationEntryID: Data] = [:]
    private var ruleOrders: [NavigationEntryID: [Int]] = [:]
    private var links: [NavigationEntryID: LinkTransition] = [:]
    private var router = TransitionRouter()
    private let gestureControllers = GestureControllers<TransitionRouter.Interaction>()
    private var binding: Binding<[Data]>?
    private var destination: ((Data) -> (view: AnyView, isNothing: Bool))?
    private var transitions = NavigationTransitions()
    /// The environment of the view around the stack, carried into every screen.
    private var environment: EnvironmentValues?
    private lazy var navigator = Navigator(coordinator: self)

    /// Takes the view's latest declaration: binding, builders, transitions, gestures, router, and
    /// the environment around it.
    func update(from container: NavigationContainer<Data>, environment: EnvironmentValues) {
        binding = container.$path
        destination = container.destination
        self.environment = environment
        transitions = container.transitions(in: environment)
        let newRouter = container.legacy.router ?? environment.stackConfiguration.router
        if let newRouter, newRouter !== router { replaceRouter(with: newRouter) }
    }

    /// The navigation controller showing `root` and a screen for each value of `path`, without
    /// animation, with the router installed.
    func makeNavigationController(root: AnyView, path: [Data]) -> UINavigationController {
        let rootScreen = makeHostingController(content: root, at: .stackRoot)
        self.rootScreen = rootScreen
        let entries = NavigationStackDriver<NavigationStackCoordinator<Data>>.makeEntries(for: path)
        let navigation = PathNavigationController()
        // Large titles, as SwiftUI's NavigationStack: a screen asks for them (`.automatic` follows
        // the screen below, large at the root when it has a title).
        navigation.navigationBar.prefersLargeTitles = true
        navigation.onLayoutPassEnded = { [weak self] in self?.driver?.layoutPassEnded() }
        navigation.onPopRequestedByUIKit = { [weak self] in self?.driver?.stackChangedByUIKit() }
        navigationController = navigation
        navigation.setViewControllers([rootScreen] + entries.map { makeScreen($0, link: nil) }, animated: false)
        navigation.delegate = self
        router.install(on: navigation)
        driver = NavigationStackDriver(host: self, initial: entries)
        return navigation
    }

    /// A SwiftUI update: every screen shows its builder's latest content, in the latest
    /// environment.
    func refreshScreens(root: AnyView) {
        rootScreen?.state.environment = environment
        rootScreen?.update(root)
        for controller in navigationController?.viewControllers ?? [] {
            guard let screen = controller as? ScreenHostingController, let id = screen.entryID, let value = values[id] else { continue }
            screen.state.environment = environment
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

    var isTransitionInteractive: Bool {
        navigationController?.transitionCoordinator?.isInteractive ?? false
    }

    func apply(_ change: NavigationStackChange<Data, LinkTransition>, animated: Bool) {
        guard let navigation = navigationController else { return }
        let made = change.newScreens.map { makeScreen($0.entry, link: $0.link) }
        let screens = entryScreens
        navigation.applyOwnChange {
            switch change {
            case .push:
                if made.count == 1 {
                    navigation.pushViewController(made[0], animated: animated)
                } else {
                    navigation.setViewControllers(navigation.viewControllers + made, animated: animated)
                }
            case .pop(let keeping):
                if keeping == 0 || screens.count < keeping {
                    _ = navigation.popToRootViewController(animated: animated)
                } else {
                    _ = navigation.popToViewController(screens[keeping - 1], animated: animated)
                }
            case .replace(let keeping, _):
                navigation.setViewControllers(kept(keeping, of: screens) + made, animated: animated)
            }
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
        if #unavailable(iOS 16) {
            // The bars belong to the navigation controller: they follow the screen coming to the top,
            // with the transition (and back with the screen that stays after a cancel). From iOS
            // 16, UIKit's hosting controller does it for SwiftUI's own modifiers.
            let bar = (viewController as? ScreenHostingController)?.bar
            navigationController.setNavigationBarHidden(NavigationBarPlan.isNavigationBarHidden(top: bar), animated: animated)
            navigationController.setToolbarHidden(NavigationBarPlan.isToolbarHidden(top: bar), animated: animated)
        }
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

    /// A screen at `place`, with the environment ``ScreenEnvironment`` says it gets.
    private func makeHostingController(content: AnyView, at place: ScreenEnvironment.Place) -> ScreenHostingController {
        let screen = ScreenHostingController(content: content)
        let plan = ScreenEnvironment(place)
        screen.state.environment = environment
        screen.state.navigator = plan.linksPushOnTheStack ? navigator : nil
        switch plan.dismiss {
        case .container, .dismissPresentation:
            break
        case .pop(let id):
            screen.state.dismiss = TransitionDismissAction { [weak self] in self?.driver?.dismiss(id) }
        }
        return screen
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
        let screen = makeHostingController(content: content.view, at: .pushed(entry.id))
        screen.entryID = entry.id
        addRules(for: screen, id: entry.id, value: entry.value, link: link)
        return screen
    }

    /// The router rules of `screen`, if the stack routes it.
    private func addRules(for screen: ScreenHostingController, id: NavigationEntryID, value: Data, link: LinkTransition?) {
        guard let choice = transitions.route(for: value, link: link) else { return }
        let route = Route(transition: choice.transition,
                          interactions: gestureControllers.controllers(for: choice.gestures, transition: choice.transition))
        var orders: [Int] = []
        router.updateRoutes { orders = NavigationTransitions.addRules(for: screen as UIViewController, route: route, to: &$0) }
        ruleOrders[id] = orders
    }

    private func replaceRouter(with newRouter: TransitionRouter) {
        let orders = ruleOrders.values.flatMap { $0 }
        router.updateRoutes { NavigationTransitions.removeRules(orders, from: &$0) }
        if let navigationController { router.uninstall(from: navigationController) }
        router = newRouter
        ruleOrders = [:]
        for screen in entryScreens {
            guard let id = screen.entryID, let value = values[id] else { continue }
            addRules(for: screen, id: id, value: value, link: links[id])
        }
        if let navigationController { router.install(on: navigationController) }
    }
}

/// The navigator a stack gives its screens' links.
@MainActor
final class Navigator: TransitionNavigator {
    private let pushValue: @MainActor (AnyHashable, LinkTransition) -> Bool

    init<Data: Hashable>(coordinator: NavigationStackCoordinator<Data>) {
        pushValue = { [weak coordinator] value, link in coordinator?.push(value, link: link) ?? false }
    }

    override func push(_ value: AnyHashable, link: LinkTransition) -> Bool {
        pushValue(value, link)
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
