import Foundation
import Transitions

/// UIKit's containers in the model of UIKit's transition runner: pushing, popping, presenting,
/// dismissing and selecting tabs among ``ModelScreen``s, with the delegate calls, the transition
/// coordinator and what the containers do around each ``UIKitTransitionRunner`` transition.
///
/// The order (docs/architecture.md, "Around the runner", has it in full): the request (a transition
/// in flight refuses a presentation, dismissal or tab switch and delays a navigation change; a tab
/// bar asks `shouldSelect` first; a non-animated, non-`.custom` one completes at once, no
/// delegate); the delegate's animation controller (``ModelRouter``; a `.custom` presentation also
/// gets the router's presentation controller, `RouterCore.cardLayout(forPresentedStyle:)`), then
/// only for one it returned its interaction controller, else UIKit's own cross-fade; the
/// ``coordinator`` from the request on; the start inside the request
/// (``startsTransitionsInsideRequests``) or on the next turn (``runLoopTurn()``, the default), where
/// a presentation's or dismissal's screens hear `viewWillAppear`/`viewWillDisappear`
/// (``ModelScreen/AppearanceTransition``); then fact 4's completion, the container's work
/// (``UIKitTransitionRunner/containerCompletion``) right after the runner's appearance step (a
/// presentation's or dismissal's own appearance callbacks inside it, after the presenter's
/// bookkeeping). The container changes at the request and goes back on cancel (the stack, as Apple
/// documents `popViewController(animated:)`; the selected tab; the presenter;
/// `isBeingPresented`/`isBeingDismissed`).
///
/// The navigation controller's timing (UIKitCore of iOS 26.1, `UINavigationController`):
/// - `viewControllers`, `topViewController` and `visibleViewController` change at the request
///   (`_immediatelyApplyViewControllers:…`; `topViewController` is the last child), for animated,
///   interactive and non-animated changes alike, and stay changed while the transition runs;
/// - the delegate is asked for the animation controller at the request
///   (`_immediatelyApplyViewControllers:…` calls `_customTransitionController:`), and the
///   transition coordinator answers from then on (Apple's own apps register completion blocks on
///   it right after `popViewControllerAnimated:`); an animated transition starts in the next
///   layout pass (`setNeedsDeferredTransition:`, `startDeferredTransitionIfNeeded` from
///   `__viewWillLayoutSubviews`: ``runLoopTurn()``), with the delegate's `willShow` first; one
///   without animation shows at once (`willShow`, then `didShow`, no coordinator);
/// - a change requested while a transition is in flight is applied when it completes, from the
///   coordinator's completion (`_applyViewControllers:…`), to the stack as it is then;
/// - a finished transition ends with the delegate's `didShow` of the new top inside
///   `completeTransition(_:)` (`_didEndTransitionFromView:toView:wasCustom:`); a cancelled one
///   puts the stack back and sends `willShow` and `didShow` with the screen that stays
///   (`_didCancelTransitionFromViewController:…`, for apps built with current SDKs).
@MainActor
public final class ModelWindow {
    /// One transition the window ran.
    public struct Record: Sendable, Equatable {
        /// What it animated.
        public var operation: TransitionOperation
        /// Whether a router vended its animation controller (else UIKit's own animation, or none).
        public var routed: Bool
        /// Whether an interaction controller drove it.
        public var interactive: Bool
        /// `true` finished, `false` cancelled; `nil` while it runs.
        public var finished: Bool?
    }

    /// Whether UIKit starts a transition inside the call that requests it (`true`) or on the next
    /// run-loop turn (``runLoopTurn()``; `false`, the default). The kit must work either way.
    public var startsTransitionsInsideRequests = false
    /// The runner of the transition in flight, or of the last one.
    public private(set) var runner: UIKitTransitionRunner?
    /// `transitionCoordinator`: the coordinator of the transition in flight (its runner's,
    /// ``UIKitTransitionRunner/coordinator``), `nil` when none is (a non-animated transition has
    /// none either).
    public var coordinator: ModelTransitionCoordinator? {
        isTransitionInFlight ? runner?.coordinator : nil
    }
    /// Every transition the window ran, in order.
    public private(set) var records: [Record] = []
    /// Starts the transition UIKit deferred (`nil` when none waits).
    private var startTransition: (@MainActor () -> Void)?
    /// UIKit's own interaction for the pop the system back swipe is requesting: the navigation
    /// controller ignores its delegate for it (fact 14).
    private var systemPop: ModelSystemBackSwipe?
    /// How many stack changes were requested while a transition was in flight (UIKit applies each
    /// when that transition completes: `-[UINavigationController _applyViewControllers:…]` adds it
    /// to the transition coordinator's completion, UIKitCore 26.1). The kit's code should make none.
    public private(set) var queuedStackChanges = 0

    /// An empty window.
    public init() {}

    /// Whether a transition was requested and has not completed.
    public var isTransitionInFlight: Bool {
        guard let runner else { return false }
        return !runner.isComplete
    }

    // MARK: Requests

    /// `pushViewController(_:animated:)`: `screen` is on the stack at once, the transition follows
    /// (see "The navigation controller's timing" in the type's notes). Returns whether the stack
    /// changed now: `false` while a transition is in flight (UIKit then applies the push when it
    /// completes, ``queuedStackChanges``).
    @discardableResult
    public func push(_ screen: ModelScreen, on navigation: ModelNavigationController, animated: Bool = true) -> Bool {
        changeStack(of: navigation, animated: animated) { $0 + [screen] }
    }

    /// `popViewController(animated:)`: the top screen is off the stack at once (the controller UIKit
    /// returns) and back on it if the pop is cancelled. Returns whether the stack changed now:
    /// `false` (UIKit's `nil`) at the root, and while a transition is in flight (UIKit then pops
    /// when it completes, ``queuedStackChanges``).
    @discardableResult
    public func pop(_ navigation: ModelNavigationController, animated: Bool = true) -> Bool {
        guard navigation.stack.count >= 2 else { return false }
        return changeStack(of: navigation, animated: animated) { $0.count >= 2 ? Array($0.dropLast()) : $0 }
    }

    /// `setViewControllers(_:animated:)` (and `popToViewController`/`popToRootViewController`): the
    /// stack is `screens` at once; a push when the new top was not on the stack, a pop when it was
    /// (Apple's documentation of `setViewControllers(_:animated:)`), nothing to animate when the top
    /// stays. Returns whether the stack changed now: `false` for an empty list, and while a
    /// transition is in flight (UIKit then applies the change when it completes).
    @discardableResult
    public func setViewControllers(_ screens: [ModelScreen], of navigation: ModelNavigationController, animated: Bool = true) -> Bool {
        guard !screens.isEmpty else { return false }
        return changeStack(of: navigation, animated: animated) { _ in screens }
    }

    /// The system back swipe (`interactivePopGestureRecognizer`, or iOS 26's content pop) begins on
    /// `navigation`: UIKit pops its top screen with the delegate ignored
    /// (`-[_UINavigationInteractiveTransition startInteractiveTransition]` pops inside
    /// `_setShouldIgnoreDelegateTransitionController:YES`, UIKitCore 26.1; fact 14), so neither the
    /// router's animation controller nor its interaction controller takes part: UIKit's own
    /// animation (its parallax, or the popped screen's `preferredTransition`), driven by UIKit's
    /// own percent-driven interaction. Returns that interaction (move it with `update(_:)`, end it
    /// with `finish()`/`cancel()`), or `nil` when the swipe cannot begin:
    /// - the gesture is disabled (``ModelNavigationController/isSystemBackSwipeEnabled``: the app's
    ///   setting, or an installed router's `BackSwipePolicy` while it routes a custom pop);
    /// - UIKit withholds its events (the navigation controller's `systemBackSwipeReceivesEvents`:
    ///   the delegate plays custom transitions and nothing changed the gesture's failure
    ///   relationships);
    /// - a transition runs or waits for its start, or nothing can be popped (the root).
    public func beginSystemBackSwipe(on navigation: ModelNavigationController) -> ModelSystemBackSwipe? {
        guard navigation.isSystemBackSwipeEnabled, navigation.systemBackSwipeReceivesEvents,
              !isTransitionInFlight, navigation.stack.count >= 2
        else { return nil }
        let swipe = ModelSystemBackSwipe()
        systemPop = swipe
        defer { systemPop = nil }
        guard pop(navigation) else { return nil }
        return swipe
    }

    /// `present(_:animated:completion:)` from `presenter`: `presentingViewController` is set at
    /// once, and the screen is being presented (`isBeingPresented`) until the transition completes,
    /// through a presentation controller of its own: the router's card (`RouterCore.cardLayout(forPresentedStyle:)`)
    /// for a `.custom` screen whose router presents cards, else one without a dimming view
    /// (keeping the presenter's view for `.custom`, removing it for full screen). The presented
    /// screen's ``ModelScreen/transitioningRouter`` is its delegate; both screens hear their
    /// appearance callbacks (``ModelScreen/AppearanceTransition``). `completion` runs when the
    /// transition completes, finished or cancelled, after the appearance callbacks and before the
    /// coordinator's completion blocks (`transitionDidFinish:` calls the presenter's completion
    /// block either way, UIKitCore 26.1); at once without animation. Returns `false` (nothing
    /// happens, `completion` never runs) while a transition is in flight or `presenter` presents.
    @discardableResult
    public func present(
        _ screen: ModelScreen, from presenter: ModelScreen, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) -> Bool {
        guard !isTransitionInFlight, presenter.presentedScreen == nil else { return false }
        presenter.presentedScreen = screen
        screen.presentingScreen = presenter
        screen.isBeingPresented = true
        let router = screen.transitioningRouter
        let asksDelegate = animated || screen.modalPresentationStyle == .custom
        if asksDelegate { router?.presentationWillBegin(screen, presenting: presenter, in: self) }
        let custom = screen.modalPresentationStyle == .custom
        let card = custom ? router?.core.cardLayout(forPresentedStyle: screen.modalPresentationStyle) : nil
        let presentation = ModelPresentationController(presenting: screen, dimming: card?.appearance, shouldRemovePresentersView: !custom)
        screen.ownPresentationController = presentation
        let appearance = ModalAppearance(disappearing: presenter, appearing: screen, presented: screen, animated: animated)
        transition(
            .present, from: presenter, to: screen, role: .transitioning, router: router, animated: animated, card: card,
            appearanceWillBegin: appearance.begin
        ) { finished in
            // `_didCancelPresentTransition:`, then the appearance callbacks, then the completion block.
            if !finished {
                presenter.presentedScreen = nil
                screen.presentingScreen = nil
            }
            appearance.end(finished: finished)
            screen.isBeingPresented = false
            completion?()
        }
        return true
    }

    /// `dismiss(animated:)` of a presented screen; `false` when it is not presented, is being
    /// dismissed, or a transition is in flight. Both screens hear their appearance callbacks
    /// (``ModelScreen/AppearanceTransition``): the dismissed one `viewWillDisappear(_:)`, with
    /// `isBeingDismissed`, at the start.
    @discardableResult
    public func dismiss(_ screen: ModelScreen, animated: Bool = true) -> Bool {
        guard !isTransitionInFlight, let presenter = screen.presentingScreen, !screen.isBeingDismissed else { return false }
        screen.isBeingDismissed = true
        let router = screen.transitioningRouter
        let card = screen.modalPresentationStyle == .custom ? router?.core.cardLayout(forPresentedStyle: screen.modalPresentationStyle) : nil
        let appearance = ModalAppearance(disappearing: screen, appearing: presenter, presented: screen, animated: animated)
        transition(
            .dismiss, from: screen, to: presenter, role: .transitioning, router: router, animated: animated, card: card,
            appearanceWillBegin: appearance.begin
        ) { finished in
            // `_didFinishDismissTransition`, then the appearance callbacks.
            if finished {
                presenter.presentedScreen = nil
                screen.presentingScreen = nil
            }
            appearance.end(finished: finished)
            screen.isBeingDismissed = false
        }
        return true
    }

    /// `selectedIndex = index`, set in code: as UIKit, asks the delegate nothing
    /// (`-[UITabBarController setSelectedIndex:]`, UIKitCore 26.1; a person's selection asks
    /// ``ModelTabBarController/delegateShouldSelect`` first, as the kit's tab gestures do). The
    /// selection changes at once and goes back if the switch is cancelled. In UIKit's order
    /// (fact 12): only when animated and the tab bar controller is appearing or appeared
    /// (``ModelScreen/isAppearingOrAppeared``) is the delegate asked for the animation and then the
    /// interaction controller, the to-view laid out at its final frame and the duration asked, all
    /// inside this call; the switch starts after the transaction commits (``runLoopTurn()``) with
    /// the appearing tab's `viewWillAppear` before the disappearing one's `viewWillDisappear`, and
    /// ends with `viewDidAppear` before `viewDidDisappear` (a cancel: `cancelBeginAppearanceTransition`,
    /// appearing tab first, then the selection put back). `false` when the index is the selected one
    /// or out of range, or a transition is in flight.
    @discardableResult
    public func select(_ index: Int, of tabs: ModelTabBarController, animated: Bool = true) -> Bool {
        guard tabs.tabs.indices.contains(index), index != tabs.selectedIndex, !isTransitionInFlight else { return false }
        let router = tabs.containerRouter
        let previous = tabs.selectedIndex
        guard let operation = TabSwitch.operation(fromIndex: previous, toIndex: index) else { return false }
        let from = tabs.tabs[previous], to = tabs.tabs[index]
        tabs.selectedIndex = index
        let appearance = ContainerAppearance(disappearing: from, appearing: to, appearingFirst: true, animated: animated && tabs.isAppearingOrAppeared)
        transition(
            operation, from: from, to: to, role: .tabBar, router: router, animated: animated && tabs.isAppearingOrAppeared,
            appearanceWillBegin: appearance.begin
        ) { finished in
            // The completion handler (`-[UITabBarController transitionFromViewController:…]`): the
            // appearance callbacks, the selection put back after a cancel's.
            appearance.end(finished: finished)
            if !finished { tabs.selectedIndex = previous }
        }
        return true
    }

    /// A person's dismissal of `screen` (the kit's `dismissAsUser()`, the code iOS runs over the
    /// model's screens): refused when the presented screen ``ModelScreen/isModalInPresentation``
    /// or its presentation controller's ``ModelPresentationController/delegateShouldDismiss``
    /// says no (the delegate then hears the attempt), else ``dismiss(_:animated:)`` with the
    /// delegate's will- and did-dismiss. Returns whether a dismissal started.
    @discardableResult
    public func dismissAsUser(_ screen: ModelScreen, animated: Bool = true) -> Bool {
        guard screen.presentingScreen != nil, let presentation = screen.ownPresentationController else { return false }
        return PresentedModelScreen(screen: screen, presentation: presentation, window: self, animated: animated).dismissAsUser()
    }

    // MARK: Time

    /// The next run-loop turn: UIKit starts a transition it deferred (see
    /// ``startsTransitionsInsideRequests``).
    public func runLoopTurn() {
        guard let start = startTransition else { return }
        startTransition = nil
        start()
    }

    /// Lets `seconds` pass in display frames for the transition in flight (starting it first if
    /// it waits for the run loop).
    public func advance(by seconds: TimeInterval) {
        runLoopTurn()
        guard isTransitionInFlight else { return }
        runner?.advance(by: seconds)
    }

    /// Plays frames until the transition in flight completes (at most `timeout` virtual seconds,
    /// default 60); returns whether nothing is in flight afterwards.
    @discardableResult
    public func runUntilIdle(timeout: TimeInterval = 60) -> Bool {
        runLoopTurn()
        guard let runner, !runner.isComplete else { return true }
        return runner.runUntilComplete(timeout: timeout)
    }

    // MARK: Private

    /// A navigation stack change in UIKit's order (`-[UINavigationController _applyViewControllers:…]`
    /// and `_immediatelyApplyViewControllers:…`, `_UIViewControllerTransitionConductor
    /// startDeferredTransitionIfNeeded` and `_startCustomTransition:`, UIKitCore 26.1; facts 8–11).
    /// `edit` makes the new stack from the stack at the time it applies.
    private func changeStack(
        of navigation: ModelNavigationController, animated: Bool, _ edit: @escaping @MainActor ([ModelScreen]) -> [ModelScreen]
    ) -> Bool {
        // With a transition coordinator, UIKit re-applies the change from its completion block.
        if let coordinator {
            queuedStackChanges += 1
            coordinator.animate(alongsideTransition: false) { [weak self, weak navigation] _ in
                guard let self, let navigation else { return }
                _ = self.changeStack(of: navigation, animated: animated, edit)
            }
            return false
        }
        let before = navigation.stack
        let after = edit(before)
        guard let from = before.last, let to = after.last else { return false }
        let leaving = before.filter { screen in !after.contains { $0 === screen } }
        let arriving = after.filter { screen in !before.contains { $0 === screen } }
        for screen in arriving { navigation.adopt(screen) }
        // The children change at once; the disappearing top stays the navigation controller's
        // child until the transition is in flight.
        navigation.stack = after
        for screen in leaving where screen !== from { screen.navigationController = nil }
        // The top did not change: nothing to animate, no delegate call.
        guard from !== to else { return true }
        let operation: TransitionOperation = before.contains { $0 === to } ? .pop : .push
        let popsFrom = leaving.contains { $0 === from }
        let appearance = ContainerAppearance(disappearing: from, appearing: to, appearingFirst: false, animated: animated)
        transition(
            operation, from: from, to: to, role: .navigation, router: navigation.containerRouter, animated: animated,
            toEndFrame: navigation.contentFrame, navigation: navigation,
            appearanceWillBegin: {
                // `didStartCustomTransitionWithContext:`: the appearance callbacks, then the delegate.
                appearance.begin()
                navigation.delegateWillShow?(to, animated)
            },
            containerDidStart: {
                // In flight: the popped controller leaves the children (`navigationController == nil`).
                if popsFrom { from.navigationController = nil }
            }
        ) { [weak self] finished in
            if finished {
                // `_didEndTransitionFromView:toView:wasCustom:`: the disappearing screen's
                // `viewDidDisappear`, the appearing one's `viewDidAppear`, then the delegate.
                appearance.end(finished: true)
                if let self { navigation.containerRouter?.didShow(navigation, in: self) }
                navigation.delegateDidShow?(to, animated)
            } else {
                // `_didCancelTransitionFromViewController:…`: the children as before, the appearing
                // screen's `cancelBeginAppearanceTransition` then the disappearing one's, then
                // (current SDKs) the delegate's `willShow` and `didShow` with the screen that stays.
                for screen in arriving { screen.navigationController = nil }
                for screen in before { navigation.adopt(screen) }
                navigation.stack = before
                appearance.end(finished: false)
                navigation.delegateWillShow?(from, animated)
                if let self { navigation.containerRouter?.didShow(navigation, in: self) }
                navigation.delegateDidShow?(from, animated)
            }
        }
        return true
    }

    /// One transition in its container's order. The delegate is asked for the animation and then
    /// the interaction controller inside the request; a navigation change and a tab switch make
    /// UIKit's request (``UIKitTransitionRunner/request()``: the duration) inside it too; the start
    /// waits for the next turn (``runLoopTurn()``), where a navigation controller that is not
    /// appearing or appeared drops both controllers (fact 8).
    private func transition(
        _ operation: TransitionOperation, from: ModelScreen, to: ModelScreen, role: DelegateRole, router: ModelRouter?,
        animated: Bool, card: CardLayout? = nil, toEndFrame: CGRect? = nil, navigation: ModelNavigationController? = nil,
        appearanceWillBegin: (@MainActor () -> Void)? = nil, containerDidStart: (@MainActor () -> Void)? = nil,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        let index = records.count
        // A non-animated transition asks no delegate unless it is a `.custom` presentation or
        // dismissal (which is asked, and told `isAnimated == false`).
        let customModal = role == .transitioning && (operation == .present ? to : from).modalPresentationStyle == .custom
        guard animated || customModal else {
            records.append(Record(operation: operation, routed: false, interactive: false, finished: true))
            appearanceWillBegin?()
            containerDidStart?()
            completion(true)
            return
        }
        // The system back swipe's pop asks the delegate nothing (fact 14).
        let systemPop = role == .navigation ? self.systemPop : nil
        let routed = systemPop == nil ? router?.animationController(for: operation, from: from, to: to, role: role) : nil
        let interaction: (any RunnerInteractionController)? =
            systemPop ?? routed.flatMap { router?.interactionController(for: $0, role: role)?.controller }
        // UIKit's own animation stands in for its built-in animators (its parallax and cross-fade).
        let animationController: any RunnerAnimationController = routed ?? ModelTransitionAnimationController(CrossFadeTransition())
        navigation?.lastTransitionWasBuiltIn = routed == nil
        // The container is the window's size; UIKit runs the transition even before layout, when
        // it is unusable (the model then lays its views out in a 1 × 1 point container).
        let bounds = CGRect(origin: .zero, size: (operation == .present ? from : to).viewSize)
        let presented = operation == .present ? to : from
        let cardFrame = card?.frame(in: bounds, safeArea: .zero, sizeClass: .compact, layoutDirection: presented.layoutDirection)
        let layout = { (bounds: CGRect) in
            try TransitionContext(
                operation: operation, containerBounds: bounds,
                fromInitialFrame: operation == .dismiss ? cardFrame ?? .zero : .zero,
                toFinalFrame: operation == .present ? cardFrame ?? .zero : .zero,
                layoutDirection: from.layoutDirection)
        }
        // A 1 × 1 container is always usable, so the second layout cannot throw.
        let transitionContext = (try? layout(bounds)) ?? (try! layout(CGRect(x: 0, y: 0, width: 1, height: 1)))
        let context = ModelTransitionContext(
            transitionContext, isAnimated: animated, containerBounds: bounds, from: from, to: to, toEndFrame: toEndFrame)
        let runner = UIKitTransitionRunner(context: context, animationController: animationController, interactionController: interaction)
        records.append(Record(operation: operation, routed: routed != nil, interactive: interaction != nil, finished: nil))
        runner.appearanceWillBegin = appearanceWillBegin
        runner.containerDidStart = containerDidStart
        runner.containerCompletion = { [weak self] finished in
            completion(finished)
            self?.records[index].finished = finished
        }
        self.runner = runner
        runner.request()
        startTransition = { [weak runner, weak navigation] in
            guard let runner else { return }
            if let navigation, !navigation.isAppearingOrAppeared {
                runner.showWithoutAnimation()
            } else {
                runner.start()
            }
        }
        if startsTransitionsInsideRequests { runLoopTurn() }
    }
}

/// The appearance callbacks of one navigation transition or tab switch
/// (``ModelScreen/AppearanceTransition``): at the start, `beginAppearanceTransition` to both
/// screens (a navigation controller: the disappearing screen first, fact 9; a tab bar controller:
/// the appearing one first, fact 12); at the end, `endAppearanceTransition` (a navigation
/// controller: the disappearing screen first, fact 10; a tab bar controller: the appearing one
/// first) or, after a cancel, `cancelBeginAppearanceTransition`, the appearing screen first
/// (facts 11 and 12).
@MainActor
private struct ContainerAppearance {
    let disappearing: ModelScreen
    let appearing: ModelScreen
    /// Whether the appearing screen hears the begin and the end first (a tab bar controller).
    let appearingFirst: Bool
    let animated: Bool

    init(disappearing: ModelScreen, appearing: ModelScreen, appearingFirst: Bool, animated: Bool = true) {
        self.disappearing = disappearing
        self.appearing = appearing
        self.appearingFirst = appearingFirst
        self.animated = animated
    }

    func begin() {
        let pair = [(disappearing, false), (appearing, true)]
        for (screen, isAppearing) in appearingFirst ? pair.reversed() : pair {
            screen.send(.begin(appearing: isAppearing, animated: animated))
        }
    }

    func end(finished: Bool) {
        guard finished else {
            appearing.send(.cancel)
            disappearing.send(.cancel)
            return
        }
        let pair = appearingFirst ? [appearing, disappearing] : [disappearing, appearing]
        for screen in pair { screen.send(.end) }
    }
}

/// The appearance callbacks of one presentation or dismissal, in `UIPresentationController`'s order
/// (``ModelScreen/AppearanceTransition``).
@MainActor
private struct ModalAppearance {
    /// The screens that hear them (`_shouldCallAppearanceCallbacksFor:`: the presented screen
    /// always, the presenter only when the presentation removes its view).
    let disappearing: ModelScreen?
    let appearing: ModelScreen?
    let animated: Bool

    init(disappearing: ModelScreen, appearing: ModelScreen, presented: ModelScreen, animated: Bool) {
        let removesPresentersView = presented.ownPresentationController?.shouldRemovePresentersView ?? true
        self.disappearing = disappearing === presented || removesPresentersView ? disappearing : nil
        self.appearing = appearing === presented || removesPresentersView ? appearing : nil
        self.animated = animated
    }

    /// At the start: the disappearing screen first.
    func begin() {
        disappearing?.send(.begin(appearing: false, animated: animated))
        appearing?.send(.begin(appearing: true, animated: animated))
    }

    /// Inside the completion handler: the appearing screen first.
    func end(finished: Bool) {
        appearing?.send(finished ? .end : .cancel)
        disappearing?.send(finished ? .end : .cancel)
    }
}

/// A presented model screen as a person's dismissal acts on it (the kit's `UserDismissalTarget`).
@MainActor
private struct PresentedModelScreen: UserDismissalTarget {
    let screen: ModelScreen
    let presentation: ModelPresentationController
    let window: ModelWindow
    let animated: Bool

    var isModalInPresentation: Bool { screen.isModalInPresentation }

    func delegateShouldDismiss() -> Bool? { presentation.delegateShouldDismiss?() }

    func delegateDidAttemptToDismiss() { presentation.delegateDidAttemptToDismiss?() }

    func dismiss() { window.dismiss(screen, animated: animated) }

    var dismissalHasBegun: Bool { screen.isBeingDismissed || screen.presentingScreen == nil }

    func delegateWillDismiss() { presentation.delegateWillDismiss?() }

    func delegateDidDismiss() { presentation.delegateDidDismiss?() }

    var dismissalCoordinator: (any TransitionEndObserving)? { window.coordinator }
}
