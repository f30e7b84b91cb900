import Foundation
import Interactive
import Transitions
import TransitionsTesting
import TransitionsUI

/// `TransitionNavigationStack`'s UIKit half over the model of UIKit's containers: what
/// `NavigationStackCoordinator` and `PathNavigationController` do on iOS (the stack's host, the
/// navigation delegate's `willShow`/`didShow`, the end of the layout pass, the router the stack
/// owns), with every change made on a ``ModelWindow``'s ``ModelNavigationController`` and every
/// transition played under the model of UIKit's transition runner.
///
/// UIKit's timing is the window's (its type notes give the sources): the stack changes at the
/// request and goes back on a cancel; the transition coordinator answers from the request; an
/// animated change starts at the next layout pass (``layout()``), a change without animation shows
/// at once; a change requested during a transition is applied when it completes; `didShow` ends a
/// finished transition and, after `willShow`, a cancelled one. The rules, gestures and the
/// system back swipe are the router's (`RouterCore`, `GestureInteractionCore`), the code iOS runs.
///
/// The stack's driver must never change the stack while a transition runs (UIKit would apply the
/// change after it, out of the driver's sight): ``violations`` records it.
@MainActor
final class ModelStackHost: NavigationStackHost {
    typealias Value = Int
    typealias Link = LinkTransition

    /// A transition UIKit played.
    struct Played {
        var operation: TransitionOperation
        /// The transition's name; "UIKit" for UIKit's own animation.
        var transition: String
        var interactive: Bool
        var finished: Bool
    }

    let window = ModelWindow()
    let root = ModelScreen("root")
    let navigation: ModelNavigationController
    /// The router the stack owns; the stack's rules are written into it.
    let router = ModelRouter()
    let transitions: NavigationTransitions
    var driver: NavigationStackDriver<ModelStackHost>!

    /// The app's binding.
    private(set) var binding: [Int]
    /// Every write of the binding by the stack, in order (link pushes included).
    private(set) var bindingWrites: [[Int]] = []
    /// UIKit rules the stack broke, and problems the runner found.
    private(set) var violations: [String] = []
    /// Every transition UIKit played, in order, once it ended.
    private(set) var played: [Played] = []

    private var screenEntries: [ObjectIdentifier: (entry: NavigationEntry<Int>, link: LinkTransition?)] = [:]
    private var ruleOrders: [NavigationEntryID: [Int]] = [:]
    private var activeGesture: ModelGestureInteraction?
    private var activeSystemSwipe: ModelSystemBackSwipe?

    init(path: [Int], transitions: NavigationTransitions) {
        self.transitions = transitions
        self.binding = path
        navigation = ModelNavigationController(root: root)
        router.install(on: navigation, in: window)
        let entries = NavigationStackDriver<ModelStackHost>.makeEntries(for: path)
        let screens = entries.map { makeScreen($0, link: nil) }
        if !screens.isEmpty { window.setViewControllers([root] + screens, of: navigation, animated: false) }
        driver = NavigationStackDriver(host: self, initial: entries)
        navigation.delegateWillShow = { [weak self] _, animated in self?.willShow(animated: animated) }
        navigation.delegateDidShow = { [weak self] _, _ in self?.driver.didShow() }
    }

    /// A gesture that pops the top screen, as `NavigationTransitions.interactions` holds it: the
    /// kit's percent-driven controller with its recognizer, under the model.
    static func popGesture(_ gesture: InteractionGesture = .screenEdge(.leading), policy: CompletionPolicy = .halfway) -> ModelGestureInteraction {
        ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: gesture, policy: policy))
    }

    var isTransitioning: Bool { window.isTransitionInFlight }
    var shownValues: [Int] { shownEntries.map(\.value) }
    /// The screens above the root with the link that pushed each (`nil`: a path edit).
    var shownLinks: [LinkTransition?] { navigation.stack.dropFirst().map { screenEntries[ObjectIdentifier($0)]?.link } }
    /// The router's rules.
    var table: RouteTable<ModelScreen> { router.core.routes }

    // MARK: NavigationStackHost

    var shownEntries: [NavigationEntry<Int>] {
        navigation.stack.dropFirst().compactMap { screenEntries[ObjectIdentifier($0)]?.entry }
    }

    func apply(_ change: NavigationStackChange<Int, LinkTransition>, animated: Bool) {
        let made = change.newScreens.map { makeScreen($0.entry, link: $0.link) }
        let stack = navigation.stack
        let new: [ModelScreen]
        switch change {
        case .push: new = stack + made
        case .pop(let keeping): new = Array(stack.prefix(keeping + 1))
        case .replace(let keeping, _): new = Array(stack.prefix(keeping + 1)) + made
        }
        if window.isTransitionInFlight { violations.append("the stack was changed during a transition") }
        window.setViewControllers(new, of: navigation, animated: animated)
    }

    func writePath(_ path: [Int]) {
        binding = path
        bindingWrites.append(path)
    }

    func entriesLeft(_ ids: [NavigationEntryID]) {
        router.updateRoutes(in: window) { table in
            for id in ids {
                NavigationTransitions.removeRules(ruleOrders[id] ?? [], from: &table)
                ruleOrders[id] = nil
            }
        }
    }

    func observeTransitionEnd(_ body: @escaping @MainActor () -> Void) -> Bool {
        // `navigationController.transitionCoordinator?.animate(alongsideTransition: nil) { _ in body() }`.
        window.coordinator?.animate(alongsideTransition: false) { _ in body() } != nil
    }

    // MARK: The app

    /// The app writes its binding; SwiftUI then updates the stack with it.
    func appSetsPath(_ path: [Int], animated: Bool = true) {
        binding = path
        swiftUIUpdate(animated: animated)
    }

    /// SwiftUI updates the container (for any reason), handing it the binding's value.
    func swiftUIUpdate(animated: Bool = true) {
        driver.pathChanged(binding, animated: animated)
    }

    /// A link pushes `value`.
    func linkPushes(_ value: Int, transition: LinkTransition) {
        driver.linkActivated(value, link: transition)
    }

    // MARK: UIKit

    /// The back button, or its long-press menu to screen `keeping` (0: the root): UIKit pops
    /// (`popViewController`/`popToViewController`), not during a transition.
    func userPops(keeping: Int? = nil) {
        let stack = navigation.stack
        guard !window.isTransitionInFlight, stack.count > 1 else { return }
        let keep = min(keeping ?? stack.count - 2, stack.count - 2)
        window.setViewControllers(Array(stack.prefix(keep + 1)), of: navigation, animated: true)
    }

    /// The navigation controller's next layout pass: UIKit starts the transition it deferred, and
    /// the pass ends with its `viewDidLayoutSubviews`.
    func layout() {
        window.runLoopTurn()
        driver.layoutPassEnded()
    }

    /// Plays frames until the transition UIKit started completes.
    func finishTransition() {
        guard let runner = window.runner, runner.isStarted, !runner.isComplete else { return }
        if !window.runUntilIdle() { violations.append("a transition never completed") }
        violations += runner.problems.map { "runner: \($0)" }
    }

    /// The pop gestures the router wired to the top screen.
    func gesturesOnTop() -> [ModelGestureInteraction] {
        guard navigation.stack.count >= 2 else { return [] }
        return transitions.interactions.compactMap { $0 as? ModelGestureInteraction }.filter { $0.screen === navigation.top }
    }

    /// Whether the system back swipe is on: no custom pop routed from the top screen (the
    /// router's `BackSwipePolicy`).
    var systemBackSwipeEnabled: Bool {
        let stack = navigation.stack
        return stack.count >= 2 && !table.routesWithoutGesture(.pop, from: stack[stack.count - 1], to: stack[stack.count - 2])
    }

    /// `gesture` begins on the top screen: it asks UIKit to pop, the router hands it out for the
    /// pop, the next layout pass starts the transition, and the finger moves to `progress`.
    /// Returns whether a transition started. End it with ``endInteractivePop(finishes:)``.
    @discardableResult
    func beginGesturePop(_ gesture: ModelGestureInteraction, progress: CGFloat) -> Bool {
        guard !window.isTransitionInFlight, gesturesOnTop().contains(where: { $0 === gesture }) else { return false }
        guard gesture.recognize(.began, reading: Self.reading(of: gesture, progress: 0, finishes: true)), window.isTransitionInFlight else {
            return false
        }
        activeGesture = gesture
        layout()
        gesture.recognize(.changed, reading: Self.reading(of: gesture, progress: progress, finishes: true))
        return true
    }

    /// The system back swipe begins popping the top screen (UIKit's own interaction) and moves to
    /// `progress`. Returns whether it could (it is off while a custom pop is routed).
    @discardableResult
    func beginSystemSwipe(progress: CGFloat) -> Bool {
        guard !window.isTransitionInFlight, systemBackSwipeEnabled, let swipe = window.beginSystemBackSwipe(on: navigation) else { return false }
        activeSystemSwipe = swipe
        layout()
        swipe.update(progress)
        return true
    }

    /// The finger lifts: the interactive pop in progress finishes or cancels and plays to its end.
    func endInteractivePop(finishes: Bool) {
        if let gesture = activeGesture {
            activeGesture = nil
            gesture.recognize(.ended, reading: Self.reading(of: gesture, progress: finishes ? 0.8 : 0.1, finishes: finishes))
        } else if let swipe = activeSystemSwipe {
            activeSystemSwipe = nil
            if finishes { swipe.finish() } else { swipe.cancel() }
        }
        finishTransition()
    }

    /// Whether an interactive pop is in progress (begun, not yet let go).
    var isPoppingInteractively: Bool { activeGesture != nil || activeSystemSwipe != nil }

    /// Plays every change the app or UIKit left waiting, to rest.
    func settle() {
        var rounds = 0
        while rounds < 20, window.isTransitionInFlight {
            rounds += 1
            if isPoppingInteractively { endInteractivePop(finishes: true) }
            layout()
            finishTransition()
        }
        if window.queuedStackChanges > 0 { violations.append("UIKit queued \(window.queuedStackChanges) stack changes behind a transition") }
    }

    // MARK: Private

    /// A recognizer reading at `progress` of a pop, moving towards finishing or cancelling.
    private static func reading(of gesture: ModelGestureInteraction, progress: CGFloat, finishes: Bool) -> GestureReading {
        if case .pinch = gesture.core.gesture {
            return GestureReading(scale: 1 - progress / 2, scaleVelocity: finishes ? -3 : 3, time: Double(progress))
        }
        let width: CGFloat = 390
        return GestureReading(translation: CGPoint(x: progress * width, y: 0), velocity: CGPoint(x: finishes ? 800 : -800, y: 0), time: Double(progress))
    }

    private func makeScreen(_ entry: NavigationEntry<Int>, link: LinkTransition?) -> ModelScreen {
        let screen = ModelScreen("entry \(entry.id.rawValue)")
        screenEntries[ObjectIdentifier(screen)] = (entry, link)
        if let route = transitions.route(for: entry.value, link: link) {
            router.updateRoutes(in: window) { table in
                ruleOrders[entry.id] = NavigationTransitions.addRules(for: screen, route: route, to: &table)
            }
        }
        return screen
    }

    /// UIKit starts a transition (`willShow`, animated, inside the start) or shows a change without
    /// animation; after a cancel it sends `willShow` again, the transition complete.
    private func willShow(animated: Bool) {
        if animated, let runner = window.runner, !runner.isComplete {
            let operation = runner.context.transitionContext.operation
            let name = (runner.animationController as? ModelRoutedAnimationController)?.transition.name ?? "UIKit"
            let interactive = runner.interactionController != nil
            window.coordinator?.animate(alongsideTransition: false) { [weak self] state in
                self?.played.append(Played(operation: operation, transition: name, interactive: interactive, finished: !state.isCancelled))
            }
        }
        driver.willShow()
    }
}
