import Foundation
import Interactive
import Transitions
import TransitionsTesting
import TransitionsUI

/// A screen of the model navigation controller: the root, or the screen of a path entry.
@MainActor
final class NavigationStackModelScreen: CustomStringConvertible {
    let entry: NavigationEntry<Int>?
    let link: LinkTransition?

    init(entry: NavigationEntry<Int>?, link: LinkTransition? = nil) {
        self.entry = entry
        self.link = link
    }

    nonisolated var description: String { "screen" }
}

/// A gesture that can pop the top screen: the kit's percent-driven controller under the model,
/// seen by the route table as an interaction (the router hands it out only while in progress).
@MainActor
final class ModelPopGesture: InteractionProviding {
    let name: String
    let controller: ModelPercentDrivenInteractionController

    init(_ name: String, policy: CompletionPolicy = .halfway) {
        self.name = name
        self.controller = ModelPercentDrivenInteractionController(policy: policy)
    }

    var isInteractionInProgress: Bool { controller.flow.isInteractionInProgress }
}

/// UIKit's `UINavigationController` as `TransitionNavigationStack` meets it, in plain Swift, so the
/// stack's driver runs against UIKit's order on Linux. Every transition plays under the model of
/// UIKit's transition runner (`UIKitTransitionRunner`) with the animation and interaction
/// controllers the router's table (built by the same `NavigationTransitions` code as on iOS)
/// answers.
///
/// The facts modelled, with their sources:
/// - `viewControllers` changes at once when `push`, `pop…` or `setViewControllers` is called;
///   the transition is deferred to the next layout pass (`-[UINavigationController
///   setNeedsDeferredTransition:]`, run from `__viewWillLayoutSubviews` by
///   `startDeferredTransitionIfNeeded`, UIKitCore 26.1), from the controller that was on top at the
///   first change (`disappearingViewController`) to the top at that pass: several changes before
///   it play one transition. ``layout()`` is that pass.
/// - The transition is a push when the new top was not on the stack, a pop when it was (Apple's
///   documentation of `setViewControllers(_:animated:)`).
/// - The delegate's `willShow` comes before the transition starts
///   (`transitionConductor:willTransitionFromViewController:toViewController:`, then
///   `_startCustomTransition:`, `startDeferredTransitionIfNeeded`, UIKitCore 26.1); an animated
///   transition has a transition coordinator then.
/// - `completeTransition(_:)` runs the completion handler (the navigation controller's end of the
///   transition, `didShow` when it finished, the animation controller's `animationEnded(_:)`), then
///   the coordinator's completion blocks (issue 20, fact 4). A cancelled interactive pop puts the
///   popped controller back on the stack (`_didCancelTransitionFromViewController:…`). Whether
///   `didShow` is sent for a cancelled pop is not established here: ``didShowOnCancel`` takes both
///   readings, and the stack's driver must give the same result with either.
/// - A change without animation sends `willShow` and `didShow` with no coordinator; when the
///   stack ends the layout pass where it started, nothing is sent. The pass ends with the
///   navigation controller's `viewDidLayoutSubviews` (UIKitCore 26.1 starts the deferred transition
///   in `__viewWillLayoutSubviews`, before it).
/// - UIKit's own pop (no route) plays UIKit's animation, driven interactively by UIKit's own
///   percent-driven interaction when the system back swipe starts it (issue 20, fact 7). The
///   model stands the kit's slide and `UIPercentDrivenInteractiveTransition`'s model in for them.
/// - The system back swipe is enabled only while no custom pop is routed from the top screen
///   (the router's `BackSwipePolicy`, `RouteTable.routesWithoutGesture`); a route's gestures are
///   wired to the top screen (`RouteTable.interactionsToAttach`), and none starts during a
///   transition.
///
/// `TransitionsTesting`'s `ModelWindow` models the containers around the runner for the router and
/// gestures, and applies a container's change when its transition completes, since no decision of
/// the router reads `viewControllers` in between. The stack's driver does read it in between (it is
/// how it tells a pop UIKit started from its own changes), so this model keeps UIKit's order for it.
///
/// Calling `push`/`pop`/`setViewControllers` while a transition runs is recorded as a violation:
/// UIKit then logs "Finishing up a navigation transition in an unexpected state" and can corrupt
/// its navigation bar, so the stack's driver must never do it.
@MainActor
final class NavigationStackModel: NavigationStackHost {
    typealias Value = Int
    typealias Link = LinkTransition

    let root = NavigationStackModelScreen(entry: nil)
    private(set) var screens: [NavigationStackModelScreen]
    var table = RouteTable<NavigationStackModelScreen>()
    let transitions: NavigationTransitions
    var driver: NavigationStackDriver<NavigationStackModel>!
    /// Whether `didShow` is sent after a cancelled interactive pop (see the type's notes).
    var didShowOnCancel: Bool

    /// The app's binding.
    private(set) var binding: [Int]
    /// Every write of the binding by the stack, in order (link pushes included).
    private(set) var bindingWrites: [[Int]] = []
    /// UIKit rules the stack broke.
    private(set) var violations: [String] = []
    /// Every transition played: operation, transition name, interactive, finished.
    private(set) var played: [(operation: TransitionOperation, transition: String, interactive: Bool, finished: Bool)] = []
    /// The runner of the transition in progress.
    private(set) var runner: UIKitTransitionRunner?

    private var needsTransition = false
    private var changeAnimated = true
    private var disappearing: NavigationStackModelScreen?
    private var stackBefore: [NavigationStackModelScreen] = []
    private var coordinatorCompletions: [@MainActor () -> Void] = []
    private var ruleOrders: [NavigationEntryID: [Int]] = [:]
    private var currentOperation: TransitionOperation = .push
    private var currentTransition = ""
    private var currentInteractive = false

    init(path: [Int], transitions: NavigationTransitions, didShowOnCancel: Bool = false) {
        self.transitions = transitions
        self.didShowOnCancel = didShowOnCancel
        self.binding = path
        let entries = NavigationStackDriver<NavigationStackModel>.makeEntries(for: path)
        self.screens = [root]
        for entry in entries { screens.append(makeScreen(entry, link: nil)) }
        driver = NavigationStackDriver(host: self, initial: entries)
    }

    var isTransitioning: Bool { runner != nil }
    var shownValues: [Int] { shownEntries.map(\.value) }

    // MARK: NavigationStackHost

    var shownEntries: [NavigationEntry<Int>] { screens.dropFirst().compactMap(\.entry) }

    func apply(_ change: NavigationStackChange<Int, LinkTransition>, animated: Bool) {
        let made = change.newScreens.map { makeScreen($0.entry, link: $0.link) }
        switch change {
        case .push:
            setScreens(screens + made, animated: animated)
        case .pop(let keeping):
            setScreens(Array(screens.prefix(keeping + 1)), animated: animated)
        case .replace(let keeping, _):
            setScreens(Array(screens.prefix(keeping + 1)) + made, animated: animated)
        }
    }

    func writePath(_ path: [Int]) {
        binding = path
        bindingWrites.append(path)
    }

    func entriesLeft(_ ids: [NavigationEntryID]) {
        for id in ids {
            NavigationTransitions.removeRules(ruleOrders[id] ?? [], from: &table)
            ruleOrders[id] = nil
        }
    }

    func observeTransitionEnd(_ body: @escaping @MainActor () -> Void) -> Bool {
        guard runner != nil else { return false }
        coordinatorCompletions.append(body)
        return true
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

    /// UIKit's `setViewControllers(_:animated:)` (push and pop are special cases of it).
    func setScreens(_ new: [NavigationStackModelScreen], animated: Bool) {
        if runner != nil { violations.append("the stack was changed during a transition") }
        if !needsTransition {
            disappearing = screens.last
            stackBefore = screens
            changeAnimated = animated
        } else {
            changeAnimated = changeAnimated && animated
        }
        screens = new
        needsTransition = true
    }

    /// The back button, or its long-press menu to screen `keeping` (0: the root): UIKit pops.
    func userPops(keeping: Int? = nil) {
        guard runner == nil, screens.count > 1 else { return }
        let keep = min(keeping ?? screens.count - 2, screens.count - 2)
        setScreens(Array(screens.prefix(keep + 1)), animated: true)
    }

    /// The next layout pass: UIKit starts the deferred transition. `interaction` is what UIKit
    /// got from the delegate for it.
    func layout(interaction: (any RunnerInteractionController)? = nil) {
        // The navigation controller's viewDidLayoutSubviews ends the pass.
        defer { driver.layoutPassEnded() }
        guard needsTransition, runner == nil else { return }
        needsTransition = false
        defer { disappearing = nil }
        // Nothing to animate when the stack ends where it started (no delegate call).
        guard let from = disappearing, let to = screens.last, from !== to else { return }
        let operation: TransitionOperation = stackBefore.contains { $0 === to } ? .pop : .push
        guard changeAnimated else {
            driver.willShow()
            driver.didShow()
            return
        }
        let route = table.route(for: operation, from: from, to: to)
        currentOperation = operation
        currentTransition = route?.transition.name ?? "UIKit"
        currentInteractive = interaction != nil
        // UIKit's own animation when no rule routes it (the kit's slide stands in for it).
        let animation = NavigationModelAnimation(ModelTransitionAnimationController(route?.transition ?? SlideTransition()))
        animation.onEnded = { [weak self] finished in self?.transitionCompleted(finished) }
        let context = Self.context(operation)
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: interaction)
        self.runner = runner
        driver.willShow()
        runner.start()
    }

    /// Plays frames until the transition completes.
    func finishTransition() {
        guard let runner else { return }
        if !runner.runUntilComplete() { violations.append("a transition never completed") }
        violations += runner.problems.map { "runner: \($0)" }
    }

    /// The gestures the router wires to the top screen: those of the rules that could pop it.
    func gesturesOnTop() -> [ModelPopGesture] {
        guard screens.count >= 2 else { return [] }
        return table.interactionsToAttach(for: .pop, from: screens[screens.count - 1], to: screens[screens.count - 2])
            .compactMap { $0 as? ModelPopGesture }
    }

    /// Whether the system back swipe is on: no custom pop routed from the top screen.
    var systemBackSwipeEnabled: Bool {
        screens.count >= 2 && !table.routesWithoutGesture(.pop, from: screens[screens.count - 1], to: screens[screens.count - 2])
    }

    /// The gesture driving the interactive pop in progress (`nil`: UIKit's system swipe, or none).
    private var activeGesture: ModelPopGesture?
    private var activeSystemSwipe: ModelPercentDrivenInteractiveTransition?

    /// A gesture of the route begins popping the top screen: UIKit pops and, at the next layout,
    /// asks the router, which hands the gesture out while it is in progress; the finger moves to
    /// `progress`. Returns whether a transition started. End it with ``endInteractivePop(finishes:)``.
    @discardableResult
    func beginGesturePop(_ gesture: ModelPopGesture, progress: CGFloat) -> Bool {
        guard runner == nil, !needsTransition, gesturesOnTop().contains(where: { $0 === gesture }) else { return false }
        guard gesture.controller.gestureBegan(GestureSample(progress: 0, velocity: 0, time: 0), transitionInFlight: false) else { return false }
        userPops()
        guard let from = stackBefore.last, let to = screens.last else { return false }
        // The router hands out the route's interaction only while its gesture is in progress.
        let route = table.route(for: .pop, from: from, to: to)
        let handedOut = route?.activeInteraction === gesture ? gesture.controller : nil
        layout(interaction: handedOut)
        activeGesture = gesture
        gesture.controller.gesture(.changed(GestureSample(progress: progress, velocity: 0, time: 0.1)))
        return true
    }

    /// The system back swipe begins popping the top screen (UIKit's own interaction) and moves to
    /// `progress`. Returns whether it could (it is off while a custom pop is routed).
    @discardableResult
    func beginSystemSwipe(progress: CGFloat) -> Bool {
        guard runner == nil, !needsTransition, systemBackSwipeEnabled else { return false }
        userPops()
        let system = ModelPercentDrivenInteractiveTransition()
        layout(interaction: system)
        activeSystemSwipe = system
        system.update(progress)
        return true
    }

    /// The finger lifts: the interactive pop in progress finishes or cancels and plays to its end.
    func endInteractivePop(finishes: Bool) {
        if let gesture = activeGesture {
            activeGesture = nil
            let release: CGFloat = finishes ? 0.8 : 0.1
            gesture.controller.gesture(.ended(GestureSample(progress: release, velocity: finishes ? 2 : -2, time: 0.2)))
        } else if let system = activeSystemSwipe {
            activeSystemSwipe = nil
            if finishes { system.finish() } else { system.cancel() }
        }
        finishTransition()
    }

    /// Whether an interactive pop is in progress (begun, not yet let go).
    var isPoppingInteractively: Bool { activeGesture != nil || activeSystemSwipe != nil }

    /// Plays every change the app or UIKit left waiting, to rest.
    func settle() {
        var rounds = 0
        while rounds < 20, runner != nil || needsTransition {
            rounds += 1
            if isPoppingInteractively { endInteractivePop(finishes: true) }
            finishTransition()
            layout()
            finishTransition()
        }
    }

    // MARK: Private

    private func makeScreen(_ entry: NavigationEntry<Int>, link: LinkTransition?) -> NavigationStackModelScreen {
        let screen = NavigationStackModelScreen(entry: entry, link: link)
        if let route = transitions.route(for: entry.value, link: link) {
            ruleOrders[entry.id] = NavigationTransitions.addRules(for: screen, route: route, to: &table)
        }
        return screen
    }

    /// UIKit's completion handler, from inside `completeTransition(_:)`, then the coordinator's
    /// completion blocks.
    private func transitionCompleted(_ finished: Bool) {
        played.append((currentOperation, currentTransition, currentInteractive, finished))
        if !finished { screens = stackBefore }
        runner = nil
        if finished || didShowOnCancel { driver.didShow() }
        let completions = coordinatorCompletions
        coordinatorCompletions = []
        for completion in completions { completion() }
    }

    private static func context(_ operation: TransitionOperation) -> ModelTransitionContext {
        // A phone-sized container is always valid.
        let context = try! TransitionContext(operation: operation, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        return ModelTransitionContext(context)
    }
}

/// The animation controller UIKit got, forwarding to the kit's under the model; its
/// `animationEnded(_:)` (from inside `completeTransition(_:)`) runs the navigation controller's
/// completion handler.
@MainActor
final class NavigationModelAnimation: RunnerAnimationController {
    let base: ModelTransitionAnimationController
    var onEnded: (@MainActor (Bool) -> Void)?

    init(_ base: ModelTransitionAnimationController) {
        self.base = base
    }

    func transitionDuration(using context: ModelTransitionContext?) -> TimeInterval { base.transitionDuration(using: context) }
    func animateTransition(using context: ModelTransitionContext) { base.animateTransition(using: context) }
    var implementsInterruptibleAnimator: Bool { base.implementsInterruptibleAnimator }
    func interruptibleAnimator(using context: ModelTransitionContext) -> ModelAnimator { base.interruptibleAnimator(using: context) }

    func animationEnded(_ transitionCompleted: Bool) {
        base.animationEnded(transitionCompleted)
        let onEnded = onEnded
        self.onEnded = nil
        onEnded?(transitionCompleted)
    }
}
