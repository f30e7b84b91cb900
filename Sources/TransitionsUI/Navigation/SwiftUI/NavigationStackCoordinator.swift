#if canImport(UIKit)
import Interactive
import SwiftUI
import Transitions
import UIKit

/// The UIKit side of a `TransitionNavigationStack`: owns the navigation controller and its
/// router, makes a hosting controller per screen, and answers its ``NavigationPathSync`` with
/// one UIKit call per request. The decisions are the sync's, ``NavigationStackChange/uikitCall(shownCount:)``'s,
/// ``NavigationTransitions``', ``ScreenEnvironment``'s and, for what the top screen declares (the
/// bars on iOS 13 to 15, the veto of a presentation around), ``TopScreenDeclarations``'.
///
/// It is the navigation controller's delegate behind the router (the router's
/// `previousNavigationDelegate`): the router answers UIKit's animation and interaction requests
/// and passes `willShow`/`didShow` on to it.
@MainActor
final class NavigationStackCoordinator<Data: Hashable>: NSObject, UINavigationControllerDelegate, NavigationStackHost {
    typealias Value = Data
    typealias Link = LinkTransition

    private(set) var sync: NavigationPathSync<NavigationStackCoordinator<Data>>?
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
    /// The navigator the stack gives its screens' links.
    private lazy var navigator = TransitionNavigator { [weak self] value, link in self?.push(value, link: link) ?? false }
    /// The navigation controller's bars, following the top screen (iOS 13 to 15; from 16 UIKit's
    /// hosting controller applies SwiftUI's own modifiers).
    private var bars = TopScreenDeclarations<ObjectIdentifier, NavigationBarPlan.Bars>(undeclared: .init(top: nil))
    /// The top screen's veto, passed on to the presentation around the stack.
    private var vetoes = TopScreenDeclarations<ObjectIdentifier, ContentDismissalVeto.Declaration>(undeclared: .none)
    /// The veto of the presentation around the stack, if any.
    private weak var presentationVeto: ContentDismissalVeto?
    /// The screen of each path entry.
    private var screenKeys: [NavigationEntryID: ObjectIdentifier] = [:]

    /// Takes the view's latest declaration: binding, builders, transitions, gestures, router, and
    /// the environment around it.
    func update(from container: NavigationContainer<Data>, environment: EnvironmentValues) {
        binding = container.$path
        destination = container.destination
        self.environment = environment
        if environment.presentationVeto !== presentationVeto {
            presentationVeto?.declare(nil, by: vetoSource)
            presentationVeto = environment.presentationVeto
            if vetoes.current != .none { presentationVeto?.declare(vetoes.current, by: vetoSource) }
        }
        transitions = container.transitions(in: environment)
        let newRouter = container.legacy.router ?? environment.stackConfiguration.router
        if let newRouter, newRouter !== router { replaceRouter(with: newRouter) }
    }

    /// The navigation controller showing `root` and a screen for each value of `path`, without
    /// animation, with the router installed.
    func makeNavigationController(root: AnyView, path: [Data]) -> UINavigationController {
        let rootScreen = makeHostingController(content: root, at: .stackRoot)
        self.rootScreen = rootScreen
        let entries = NavigationPathSync<NavigationStackCoordinator<Data>>.makeEntries(for: path)
        let navigation = PathNavigationController()
        // Large titles, as SwiftUI's NavigationStack: a screen asks for them (`.automatic` follows
        // the screen below, large at the root when it has a title).
        navigation.navigationBar.prefersLargeTitles = true
        navigation.onLayoutPassEnded = { [weak self] in self?.sync?.layoutPassEnded() }
        navigation.onPopRequestedByUIKit = { [weak self] in self?.sync?.stackChangedByUIKit() }
        navigationController = navigation
        let screens = [rootScreen] + entries.map { makeScreen($0, link: nil) }
        navigation.setViewControllers(screens, animated: false)
        navigation.delegate = self
        router.install(on: navigation)
        sync = NavigationPathSync(host: self, initial: entries)
        // The first top screen: what it declares applies from the start.
        if let top = screens.last { topScreenWillShow(top, in: navigation, animated: false) }
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

    /// The view left SwiftUI: the router goes with the navigation controller, the veto passed on
    /// is withdrawn, and the coordinator lets go of its screens and the environment around (the
    /// screens keep theirs while UIKit still shows them: a screen rendered without it would miss
    /// its environment objects).
    func dismantle() {
        if let navigationController { router.uninstall(from: navigationController) }
        presentationVeto?.declare(nil, by: vetoSource)
        presentationVeto = nil
        rootScreen = nil
        environment = nil
        destination = nil
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
        navigation.popReport.applyOwnChange {
            switch change.uikitCall(shownCount: screens.count) {
            case .push:
                navigation.pushViewController(made[0], animated: animated)
            case .pushSeveral:
                navigation.setViewControllers(navigation.viewControllers + made, animated: animated)
            case .popToRoot:
                _ = navigation.popToRootViewController(animated: animated)
            case .popTo(let entry):
                _ = navigation.popToViewController(screens[entry], animated: animated)
            case .replace(let keeping):
                navigation.setViewControllers(kept(keeping, of: screens) + made, animated: animated)
            }
        }
    }

    func writePath(_ path: [Data]) {
        binding?.wrappedValue = path
    }

    func entriesLeft(_ ids: [NavigationEntryID]) {
        let orders = ids.flatMap { ruleOrders[$0] ?? [] }
        let keys = ids.compactMap { screenKeys[$0] }
        bars.left(keys)
        vetoes.left(keys)
        for id in ids {
            values[id] = nil
            ruleOrders[id] = nil
            links[id] = nil
            screenKeys[id] = nil
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
        topScreenWillShow(viewController, in: navigationController, animated: animated)
        sync?.willShow()
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        sync?.didShow()
    }

    // MARK: Links

    /// A link in one of the stack's screens pushes `value`.
    func push(_ value: AnyHashable, link: LinkTransition) -> Bool {
        guard let value = value.base as? Data ?? (value as? Data) else { return false }
        sync?.linkActivated(value, link: link)
        return true
    }

    // MARK: The top screen's declarations

    private var vetoSource: ContentDismissalVeto.Source { .stack(ObjectIdentifier(self)) }

    /// `screen` comes to the top (UIKit's `willShow`, or the first top screen): the bars and the
    /// veto follow what it declared.
    private func topScreenWillShow(_ screen: UIViewController, in navigation: UINavigationController, animated: Bool) {
        let key = ObjectIdentifier(screen)
        show(bars.willShow(key), on: navigation, animated: animated)
        pass(vetoes.willShow(key))
    }

    /// `screen`'s content declared its bar.
    private func barDeclared(_ bar: ScreenBar, by screen: ScreenHostingController) {
        guard let navigation = navigationController else { return }
        let animated = navigation.transitionCoordinator?.isAnimated ?? false
        show(bars.declare(NavigationBarPlan.Bars(top: bar), by: ObjectIdentifier(screen)), on: navigation, animated: animated)
    }

    /// The bars belong to the navigation controller: they follow the screen on top, with the
    /// transition. From iOS 16, UIKit's hosting controller does it for SwiftUI's own modifiers.
    private func show(_ bars: NavigationBarPlan.Bars?, on navigation: UINavigationController, animated: Bool) {
        guard let bars else { return }
        if #unavailable(iOS 16) {
            navigation.setNavigationBarHidden(bars.isNavigationBarHidden, animated: animated)
            navigation.setToolbarHidden(bars.isToolbarHidden, animated: animated)
        }
    }

    /// Passes the top screen's veto on to the presentation around the stack.
    private func pass(_ veto: ContentDismissalVeto.Declaration?) {
        guard let veto else { return }
        presentationVeto?.declare(veto, by: vetoSource)
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

    /// The controllers up to the `keeping`-th entry screen (the root alone for 0; `keeping` is at
    /// most the entry screens shown, ``NavigationStackChange/uikitCall(shownCount:)``).
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

    /// A screen at `place`, set up as ``ScreenEnvironment`` says, declaring its bar and veto to
    /// the stack.
    private func makeHostingController(content: AnyView, at place: ScreenEnvironment.Place) -> ScreenHostingController {
        let screen = ScreenHostingController(content: content)
        screen.state.environment = environment
        screen.state.apply(ScreenEnvironment(place), stack: navigator, pop: { [weak self] id in self?.sync?.dismiss(id) })
        screen.onBarDeclared = { [weak self, weak screen] bar in
            guard let self, let screen else { return }
            self.barDeclared(bar, by: screen)
        }
        screen.state.onVetoChange = { [weak self, weak screen] veto in
            guard let self, let screen else { return }
            self.pass(self.vetoes.declare(veto, by: ObjectIdentifier(screen)))
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
        screenKeys[entry.id] = ObjectIdentifier(screen)
        addRules(for: screen, id: entry.id, value: entry.value, link: link)
        if #unavailable(iOS 16), let bounds = navigationController?.view.bounds, !bounds.isEmpty {
            // Rendered before UIKit shows it, the screen has declared its bar by `willShow` (which
            // the kit's bridge of iOS 13 to 15 reads), so its title and items move with the push.
            screen.view.frame = bounds
            screen.view.layoutIfNeeded()
        }
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
