import Foundation
import Interactive
import Transitions
import TransitionsTesting
import TransitionsUI

/// A `TransitionNavigationStack` without SwiftUI or a device: the stack's own decisions (its
/// sync, its transitions and gestures, its router) on a model of UIKit's navigation controller,
/// every transition played under the model of UIKit's transition runner, so that a test on Linux
/// can drive an app's navigation flow as a person and the app would, and check the path.
///
/// ```swift
/// let stack = ModelStackHost(path: [Mailbox.inbox], transition: .slide())
/// stack.appSetsPath([.inbox, .thread(7)])     // the app pushes
/// stack.settle()                              // UIKit lays out, the push plays to its end
/// stack.userPops()                            // the back button
/// #expect(stack.binding == [.inbox])          // written back at once: a person's pop is a fact
/// ```
///
/// It is what `TransitionNavigationStack` does on iOS (its coordinator and navigation controller),
/// sending the stack's sync UIKit's events in UIKit's order (the window's timing, sources in
/// `ModelWindow`'s notes): the stack changes at the request and goes back on a cancel; the
/// transition coordinator answers from the request; an animated change starts at the next layout
/// pass (``layout()``), a change without animation shows at once; a change requested during a
/// transition waits for its end; `didShow` ends a finished transition and, after `willShow`, a
/// cancelled one. The rules, gestures and the system back swipe are the router's code; which
/// navigation controller call each change is, which pops are UIKit's own, and what the top screen
/// declares for the bars and a presentation's veto, the stack's own code (the same that runs on
/// iOS).
///
/// The stack must never change UIKit's stack while a transition runs (UIKit would apply the change
/// after it, out of the stack's sight): ``violations`` records it, with every problem the runner
/// found.
@MainActor
public final class ModelStackHost<Value: Hashable> {
    /// A transition UIKit played.
    public struct Played: Equatable, Sendable {
        /// What it animated.
        public var operation: TransitionOperation
        /// The transition's name (`Transition.name`); "UIKit" for UIKit's own animation.
        public var transition: String
        /// Whether a gesture drove it.
        public var interactive: Bool
        /// `true` finished, `false` cancelled.
        public var finished: Bool
    }

    /// The window the stack is in.
    public let window = ModelWindow()
    /// The stack's root screen (the stack's own content).
    public let root = ModelScreen("root")
    /// The navigation controller the stack owns.
    public let navigation: ModelNavigationController
    /// The router the stack installs; the stack's rules are written into it.
    public let router = ModelRouter()

    /// The app's binding, as the stack and the app last wrote it.
    public private(set) var binding: [Value]
    /// Every write of the binding by the stack, in order (link pushes and dismiss actions
    /// included).
    public private(set) var bindingWrites: [[Value]] = []
    /// UIKit rules the stack broke, and problems the runner found; empty in a correct run.
    public private(set) var violations: [String] = []
    /// Every transition UIKit played, in order, once it ended.
    public private(set) var played: [Played] = []
    /// Whether the navigation bar is hidden (`isNavigationBarHidden`), as the top screen asks.
    public var isNavigationBarHidden: Bool { shownBars.isNavigationBarHidden }

    package var sync: NavigationPathSync<ModelStackHost<Value>>!
    package var transitions: NavigationTransitions
    /// The pop gestures' controllers, one per gesture, as the stack keeps them.
    package let gestures = GestureControllers<ModelGestureInteraction> { kind in
        switch kind {
        case .throwing:
            ModelGestureInteraction(controller: ModelThrowInteractionController())
        case .percentDriven(let gesture):
            ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: gesture, policy: gesture.defaultPolicy))
        }
    }
    /// When a screen's content renders and declares what it asks of the navigation controller.
    package enum Rendering: Sendable {
        /// When UIKit lays the screen out: a pushed screen right after `willShow` (the animator
        /// adds its view), the first top screen at the stack's first layout. SwiftUI delivers a
        /// hosting controller's preferences after its content rendered, so this is the latest a
        /// declaration arrives.
        case whenShown
        /// When the stack makes the screen (the kit renders a screen before pushing it on iOS 13
        /// to 15), before UIKit shows it.
        case whenMade
    }

    /// When screens declare their bar and veto.
    package let rendering: Rendering
    /// What the screen of a value (`nil`: the root) declares for the navigation bar when it
    /// renders; `nil`: nothing.
    package var barOf: (Value?) -> ScreenBar? = { _ in nil }
    /// What the screen of a value (`nil`: the root) declares as its veto when it renders.
    package var vetoOf: (Value?) -> ContentDismissalVeto.Declaration? = { _ in nil }
    /// The veto of a presentation around the stack, to which the stack passes its top screen's.
    package var presentationVeto: ContentDismissalVeto? {
        didSet {
            guard presentationVeto !== oldValue else { return }
            oldValue?.declare(nil, by: vetoSource)
            if vetoes.current != .none { presentationVeto?.declare(vetoes.current, by: vetoSource) }
        }
    }
    /// The bars the navigation controller shows (`setNavigationBarHidden`, `setToolbarHidden`).
    package private(set) var shownBars = NavigationBarPlan.Bars(top: nil)
    /// The navigation controller's pop calls, and which of them UIKit made on its own.
    package let popReport = UIKitPopReport()
    /// Every navigation controller call the stack made, in order.
    package private(set) var calls: [NavigationControllerCall] = []

    private var screenEntries: [ObjectIdentifier: (entry: NavigationEntry<Value>, link: LinkTransition?)] = [:]
    private var ruleOrders: [NavigationEntryID: [Int]] = [:]
    private var activeGesture: ModelGestureInteraction?
    private var activeSystemSwipe: ModelSystemBackSwipe?
    private var bars = TopScreenDeclarations<ObjectIdentifier, NavigationBarPlan.Bars>(undeclared: .init(top: nil))
    private var vetoes = TopScreenDeclarations<ObjectIdentifier, ContentDismissalVeto.Declaration>(undeclared: .none)
    /// The screens whose content rendered.
    private var rendered: Set<ObjectIdentifier> = []

    /// A stack showing `path` above its root, playing `transition` for every push and pop (default
    /// none: UIKit's own, with the system back swipe), popped interactively by `gestures` (default
    /// a leading edge pan, as `TransitionNavigationStack`'s).
    public convenience init(path: [Value], transition: (any Transition)? = nil, gestures: [InteractionGesture] = [.screenEdge(.leading)]) {
        self.init(path: path, transitions: NavigationTransitions(transition: transition, gestures: gestures))
    }

    /// A stack showing `path`, whose screens declare `bar` and `veto` (by value; `nil`: the root)
    /// when they render (`rendering`).
    package init(
        path: [Value], transitions: NavigationTransitions, rendering: Rendering = .whenShown,
        bar: @escaping (Value?) -> ScreenBar? = { _ in nil }, veto: @escaping (Value?) -> ContentDismissalVeto.Declaration? = { _ in nil }
    ) {
        self.transitions = transitions
        self.binding = path
        self.rendering = rendering
        barOf = bar
        vetoOf = veto
        navigation = ModelNavigationController(root: root)
        router.install(on: navigation, in: window)
        if rendering == .whenMade { render(root) }
        let entries = NavigationPathSync<ModelStackHost<Value>>.makeEntries(for: path)
        let screens = entries.map { makeScreen($0, link: nil) }
        if !screens.isEmpty { window.setViewControllers([root] + screens, of: navigation, animated: false) }
        sync = NavigationPathSync(host: self, initial: entries)
        navigation.delegateWillShow = { [weak self] screen, animated in self?.willShow(screen, animated: animated) }
        navigation.delegateDidShow = { [weak self] _, _ in self?.sync.didShow() }
        // The first top screen: what it declares applies from the start; it renders at the
        // stack's first layout.
        let top = navigation.top ?? root
        topScreenWillShow(top)
        render(top)
    }

    /// Plays `transition` for every push of a value of type `T` and the pop back from it
    /// (`TransitionNavigationStack`'s `stackTransition(_:for:gestures:)`), popped by `gestures`
    /// (default: the stack's), for the screens pushed from now on.
    public func stackTransition<T>(_ transition: any Transition, for type: T.Type, gestures: [InteractionGesture]? = nil) {
        transitions.add(type, transition: transition, gestures: gestures)
    }

    /// Plays `transition` for every push of a value of type `T` and the pop back from it.
    @available(*, deprecated, renamed: "stackTransition(_:for:gestures:)")
    public func addTransition<T>(_ transition: any Transition, for type: T.Type, gestures: [InteractionGesture]? = nil) {
        stackTransition(transition, for: type, gestures: gestures)
    }

    /// Whether a transition was requested and has not ended.
    public var isTransitioning: Bool { window.isTransitionInFlight }
    /// The values of the screens UIKit's stack shows above the root, bottom to top.
    public var shownValues: [Value] { shownEntries.map(\.value) }
    /// The transition name each screen above the root pushed with (`nil`: a path edit's).
    package var shownLinks: [LinkTransition?] { navigation.stack.dropFirst().map { screenEntries[ObjectIdentifier($0)]?.link } }
    /// The router's rules.
    package var table: RouteTable<ModelScreen> { router.core.routes }

    // MARK: The app

    /// The app writes its binding; SwiftUI then updates the stack with it.
    public func appSetsPath(_ path: [Value], animated: Bool = true) {
        binding = path
        swiftUIUpdate(animated: animated)
    }

    /// SwiftUI updates the stack (for any reason), handing it the binding's value.
    public func swiftUIUpdate(animated: Bool = true) {
        sync.pathChanged(binding, animated: animated)
    }

    /// A `TransitionLink` pushes `value`, with its own `transition` (`nil`: the one a path edit
    /// gets) and `gestures` (`nil`: those of the transition chosen).
    public func linkPushes(_ value: Value, transition: (any Transition)? = nil, gestures: [InteractionGesture]? = nil) {
        sync.linkActivated(value, link: LinkTransition(transition, gestures: gestures))
    }

    /// The screen at `position` above the root (0: the first pushed) calls its dismiss action
    /// (`@Environment(\.transitionDismiss)`): it and the screens above it go.
    public func screenDismisses(at position: Int) {
        let entries = shownEntries
        guard entries.indices.contains(position) else { return }
        dismissAction(at: .pushed(entries[position].id))
    }

    /// The stack's root screen calls its dismiss action: the action of the container around the
    /// stack, which is not the stack's (nothing happens to the path).
    public func rootDismisses() {
        dismissAction(at: .stackRoot)
    }

    // MARK: A person, and UIKit

    /// The back button, or its long-press menu back to the screen at `keeping` (0: the root):
    /// UIKit pops (`popViewController`/`popToViewController`), not during a transition.
    public func userPops(keeping: Int? = nil) {
        let stack = navigation.stack
        guard !window.isTransitionInFlight, stack.count > 1 else { return }
        let keep = min(keeping ?? stack.count - 2, stack.count - 2)
        pop(keepingScreens: keep + 1)
    }

    /// The navigation controller's next layout pass: UIKit starts the transition it deferred, and
    /// the pass ends with its `viewDidLayoutSubviews`.
    public func layout() {
        window.runLoopTurn()
        sync.layoutPassEnded()
    }

    /// Plays frames until the transition UIKit started completes.
    public func finishTransition() {
        guard let runner = window.runner, runner.isStarted, !runner.isComplete else { return }
        if !window.runUntilIdle() { violations.append("a transition never completed") }
        violations += runner.problems.map { "runner: \($0)" }
    }

    /// Whether the system back swipe is on: its navigation controller can pop and its gesture is
    /// enabled, as the router's `BackSwipePolicy` leaves it (off while a custom pop is routed from
    /// the top screen).
    public var systemBackSwipeEnabled: Bool {
        navigation.stack.count >= 2 && navigation.isSystemBackSwipeEnabled
    }

    /// `gesture` begins popping the top screen: it asks UIKit to pop, the router hands it out for
    /// the pop, the next layout pass starts the transition, and the finger moves to `progress`.
    /// Returns whether a transition started (the gesture must be one the top screen's pop is
    /// routed with). End it with ``endInteractivePop(finishes:)``.
    @discardableResult
    public func beginGesturePop(_ gesture: InteractionGesture, progress: CGFloat) -> Bool {
        guard let interaction = gesturesOnTop().first(where: { $0.core.gesture == gesture }) else { return false }
        return beginGesturePop(interaction, progress: progress)
    }

    /// The system back swipe begins popping the top screen (UIKit's own interaction) and moves to
    /// `progress`. Returns whether it could (it is off while a custom pop is routed).
    @discardableResult
    public func beginSystemSwipe(progress: CGFloat) -> Bool {
        guard !window.isTransitionInFlight, systemBackSwipeEnabled, let swipe = window.beginSystemBackSwipe(on: navigation) else { return false }
        activeSystemSwipe = swipe
        // The swipe asked UIKit to pop (`popViewController`): reported from the request.
        popReturned(popped: 1)
        layout()
        swipe.update(progress)
        return true
    }

    /// The finger lifts: the interactive pop in progress finishes or cancels and plays to its end.
    public func endInteractivePop(finishes: Bool) {
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
    public var isPoppingInteractively: Bool { activeGesture != nil || activeSystemSwipe != nil }

    /// Plays every change the app or UIKit left waiting, to rest (an interactive pop in progress
    /// finishes).
    public func settle() {
        var rounds = 0
        while rounds < 20, window.isTransitionInFlight {
            rounds += 1
            if isPoppingInteractively { endInteractivePop(finishes: true) }
            layout()
            finishTransition()
        }
        if window.queuedStackChanges > 0 { violations.append("UIKit queued \(window.queuedStackChanges) stack changes behind a transition") }
    }

    // MARK: Package

    /// The pop gestures the router wired to the top screen.
    package func gesturesOnTop() -> [ModelGestureInteraction] {
        guard navigation.stack.count >= 2, let top = navigation.top, let entry = screenEntries[ObjectIdentifier(top)]?.entry,
              let route = transitions.route(for: entry.value, link: screenEntries[ObjectIdentifier(top)]?.link)
        else { return [] }
        return gestures.controllers(for: route.gestures, transition: route.transition).filter { $0.screen === top }
    }

    /// `interaction` begins popping the top screen, as the public `beginGesturePop(_:progress:)` does.
    @discardableResult
    package func beginGesturePop(_ interaction: ModelGestureInteraction, progress: CGFloat) -> Bool {
        guard !window.isTransitionInFlight, gesturesOnTop().contains(where: { $0 === interaction }) else { return false }
        guard interaction.recognize(.began, reading: Self.reading(of: interaction, progress: 0, finishes: true)), window.isTransitionInFlight else {
            return false
        }
        activeGesture = interaction
        // The gesture asked UIKit to pop (`popViewController`): reported from the request.
        popReturned(popped: 1)
        layout()
        interaction.recognize(.changed, reading: Self.reading(of: interaction, progress: progress, finishes: true))
        return true
    }

    /// The content of the screen at `position` above the root (`nil`: the root) declares `bar`
    /// anew (it rendered again).
    package func setBar(_ bar: ScreenBar, at position: Int?) {
        guard let screen = screen(at: position) else { return }
        declareBar(bar, by: screen)
    }

    /// The content of the screen at `position` above the root (`nil`: the root) declares `veto`
    /// anew.
    package func setVeto(_ veto: ContentDismissalVeto.Declaration, at position: Int?) {
        guard let screen = screen(at: position) else { return }
        declareVeto(veto, by: screen)
    }

    // MARK: NavigationStackHost

    package var shownEntries: [NavigationEntry<Value>] {
        navigation.stack.dropFirst().compactMap { screenEntries[ObjectIdentifier($0)]?.entry }
    }

    package var isTransitionInteractive: Bool {
        // `navigationController.transitionCoordinator?.isInteractive ?? false`: interactive from the
        // request, where UIKit attaches the interaction controller (fact 8).
        window.coordinator?.state.isInteractive ?? false
    }

    package func apply(_ change: NavigationStackChange<Value, LinkTransition>, animated: Bool) {
        let made = change.newScreens.map { makeScreen($0.entry, link: $0.link) }
        let stack = navigation.stack
        if window.isTransitionInFlight { violations.append("the stack was changed during a transition") }
        let call = change.uikitCall(shownCount: shownEntries.count)
        calls.append(call)
        popReport.applyOwnChange {
            switch call {
            case .push:
                window.push(made[0], on: navigation, animated: animated)
            case .pushSeveral:
                window.setViewControllers(stack + made, of: navigation, animated: animated)
            case .popToRoot:
                pop(keepingScreens: 1, animated: animated)
            case .popTo(let entry):
                pop(keepingScreens: entry + 2, animated: animated)
            case .replace(let keeping):
                window.setViewControllers(Array(stack.prefix(keeping + 1)) + made, of: navigation, animated: animated)
            }
        }
    }

    package func writePath(_ path: [Value]) {
        binding = path
        bindingWrites.append(path)
    }

    package func entriesLeft(_ ids: [NavigationEntryID]) {
        router.updateRoutes(in: window) { table in
            for id in ids {
                NavigationTransitions.removeRules(ruleOrders[id] ?? [], from: &table)
                ruleOrders[id] = nil
            }
        }
        let left = screenEntries.filter { ids.contains($0.value.entry.id) }.map(\.key)
        bars.left(left)
        vetoes.left(left)
        rendered.subtract(left)
    }

    package func observeTransitionEnd(_ body: @escaping @MainActor () -> Void) -> Bool {
        // `navigationController.transitionCoordinator?.animate(alongsideTransition: nil) { _ in body() }`.
        window.coordinator?.animate(alongsideTransition: false) { _ in body() } != nil
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

    private func makeScreen(_ entry: NavigationEntry<Value>, link: LinkTransition?) -> ModelScreen {
        let screen = ModelScreen("entry \(entry.id.rawValue)")
        screenEntries[ObjectIdentifier(screen)] = (entry, link)
        if let choice = transitions.route(for: entry.value, link: link) {
            let route = Route(transition: choice.transition, interactions: gestures.controllers(for: choice.gestures, transition: choice.transition))
            router.updateRoutes(in: window) { table in
                ruleOrders[entry.id] = NavigationTransitions.addRules(for: screen, route: route, to: &table)
            }
        }
        if rendering == .whenMade { render(screen) }
        return screen
    }

    /// The screen at `position` above the root (`nil`: the root), if on the stack.
    private func screen(at position: Int?) -> ModelScreen? {
        guard let position else { return root }
        let stack = navigation.stack
        return stack.indices.contains(position + 1) ? stack[position + 1] : nil
    }

    /// The value of `screen` (`nil` for the root).
    private func value(of screen: ModelScreen) -> Value? {
        screenEntries[ObjectIdentifier(screen)]?.entry.value
    }

    /// Runs the dismiss action ``ScreenEnvironment`` gives a screen at `place`.
    private func dismissAction(at place: ScreenEnvironment.Place) {
        switch ScreenEnvironment(place).dismiss {
        case .pop(let id): sync.dismiss(id)
        case .container, .dismissPresentation: break
        }
    }

    /// UIKit pops to the first `count` screens of its stack (the root counts), as the navigation
    /// controller's `popToViewController` / `popToRootViewController` calls it, and the pop is
    /// reported if it is UIKit's own.
    private func pop(keepingScreens count: Int, animated: Bool = true) {
        let stack = navigation.stack
        guard count >= 1, count < stack.count else { return popReturned(popped: 0) }
        let changed = window.setViewControllers(Array(stack.prefix(count)), of: navigation, animated: animated)
        popReturned(popped: changed ? stack.count - count : 0)
    }

    /// A pop call returned, having popped `popped` screens (`PathNavigationController`'s
    /// overrides).
    private func popReturned(popped: Int) {
        if popReport.popReturned(popped: popped) { sync.stackChangedByUIKit() }
    }

    // MARK: What screens declare

    /// `screen`'s content renders for the first time: it declares its bar and veto.
    private func render(_ screen: ModelScreen) {
        guard rendered.insert(ObjectIdentifier(screen)).inserted else { return }
        let value = value(of: screen)
        if let bar = barOf(value) { declareBar(bar, by: screen) }
        if let veto = vetoOf(value) { declareVeto(veto, by: screen) }
    }

    private func declareBar(_ bar: ScreenBar, by screen: ModelScreen) {
        if let shown = bars.declare(NavigationBarPlan.Bars(top: bar), by: ObjectIdentifier(screen)) { shownBars = shown }
    }

    private func declareVeto(_ veto: ContentDismissalVeto.Declaration, by screen: ModelScreen) {
        pass(vetoes.declare(veto, by: ObjectIdentifier(screen)))
    }

    private var vetoSource: ContentDismissalVeto.Source { .stack(ObjectIdentifier(self)) }

    private func pass(_ veto: ContentDismissalVeto.Declaration?) {
        guard let veto else { return }
        presentationVeto?.declare(veto, by: vetoSource)
    }

    /// `screen` comes to the top: the bars and the veto follow what it declared.
    private func topScreenWillShow(_ screen: ModelScreen) {
        let key = ObjectIdentifier(screen)
        if let shown = bars.willShow(key) { shownBars = shown }
        pass(vetoes.willShow(key))
    }

    /// UIKit starts a transition (`willShow`, animated, inside the start at the layout pass) or shows
    /// a change without animation; after a cancel it sends `willShow` again, with the screen that
    /// stays, the transition complete. The bars and the veto follow the screen coming to the top,
    /// whose content renders as UIKit lays it out for the transition, after `willShow`.
    private func willShow(_ screen: ModelScreen, animated: Bool) {
        if animated, let runner = window.runner, !runner.isComplete {
            let operation = runner.context.transitionContext.operation
            let name = (runner.animationController as? ModelRoutedAnimationController)?.transition.name ?? "UIKit"
            let interactive = runner.interactionController != nil
            window.coordinator?.animate(alongsideTransition: false) { [weak self] state in
                self?.played.append(Played(operation: operation, transition: name, interactive: interactive, finished: !state.isCancelled))
            }
        }
        topScreenWillShow(screen)
        sync.willShow()
        render(screen)
    }
}

extension ModelStackHost: NavigationStackHost {
    package typealias Link = LinkTransition
}
