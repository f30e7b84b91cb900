import Foundation
import Transitions

/// UIKit's containers in the model of UIKit's transition runner: pushing, popping, presenting,
/// dismissing and selecting tabs among ``ModelScreen``s, asking the installed ``ModelRouter`` for
/// the animation and interaction controllers in UIKit's order, and running each transition with a
/// ``UIKitTransitionRunner``. Where the runner covers one transition, this covers what happens
/// around it: the delegate calls, the transition coordinator, the gesture that asked for it, and
/// what the containers do when it completes.
///
/// The order modelled (each step as the kit's router and interaction controllers meet it):
/// 1. the request (`popViewController(animated:)`, `dismiss(animated:)`, `present(_:animated:)`,
///    `selectedIndex`): a transition in flight refuses a new one; a tab bar controller asks its
///    delegate `shouldSelect` first; a non-animated transition of a style other than `.custom`
///    asks no delegate and completes at once (without a coordinator);
/// 2. the delegate's animation controller (for a presentation, `animationController(forPresented:
///    presenting:source:)`, where the router wires the dismissal's gestures with the presenter
///    known; a `.custom` one also gets the router's presentation controller, a card's dimming view
///    when ``RouterCore/cardLayout(forPresentedStyle:)`` gives one), then, only for an animation
///    controller it returned, its interaction controller; without one, UIKit's own animation
///    (modelled as a cross-fade nobody drives);
/// 3. a transition coordinator, the runner's ``ModelTransitionCoordinator``, exists from the
///    request on (``coordinator``);
/// 4. UIKit starts the transition inside the request (``startsTransitionsInsideRequests``) or on
///    the next run-loop turn (``runLoopTurn()``; the default, as for presentations);
/// 5. `completeTransition(_:)` runs fact 4's order (``UIKitTransitionRunner``), with the
///    container's completion work inside the completion handler, right after the appearance
///    callbacks (``UIKitTransitionRunner/containerCompletion``: the stack, the selected tab or the
///    presentation updated, then the navigation delegate's `didShow`), then the coordinator's
///    completion blocks (a gesture's end among them).
///
/// The container changes at the request, as UIKit's do, and goes back if the transition is
/// cancelled: the navigation stack (`popViewController(animated:)` "removes the top view controller
/// from the stack", Apple's documentation; a push puts the new one on top), the selected tab, a
/// presented screen's presenter and `isBeingPresented`/`isBeingDismissed` (until the transition
/// completes). The kit reads them from UIKit's context in between (`TransitionOperationReading`,
/// `PresentationDimmingLookup`).
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
    private var pendingStart = false

    /// An empty window.
    public init() {}

    /// Whether a transition was requested and has not completed.
    public var isTransitionInFlight: Bool {
        guard let runner else { return false }
        return !runner.isComplete
    }

    // MARK: Requests

    /// `pushViewController(_:animated:)`; `false` while a transition is in flight. The screen is on
    /// the stack at once (`viewControllers` changes before the transition) and comes off it if the
    /// push is cancelled.
    @discardableResult
    public func push(_ screen: ModelScreen, on navigation: ModelNavigationController, animated: Bool = true) -> Bool {
        guard !isTransitionInFlight, let top = navigation.top else { return false }
        navigation.adopt(screen)
        navigation.stack.append(screen)
        transition(.push, from: top, to: screen, role: .navigation, router: navigation.containerRouter, animated: animated) { [weak self] finished in
            if !finished {
                navigation.stack.removeLast()
                screen.navigationController = nil
            }
            if let self { navigation.containerRouter?.didShow(navigation, in: self) }
        }
        return true
    }

    /// `popViewController(animated:)`: `false` (UIKit's `nil`) at the root or while a transition is
    /// in flight. The top screen is off the stack at once (the controller UIKit returns) and back
    /// on it if the pop is cancelled.
    @discardableResult
    public func pop(_ navigation: ModelNavigationController, animated: Bool = true) -> Bool {
        guard !isTransitionInFlight, navigation.stack.count >= 2, let top = navigation.stack.popLast() else { return false }
        let below = navigation.stack[navigation.stack.count - 1]
        transition(.pop, from: top, to: below, role: .navigation, router: navigation.containerRouter, animated: animated) { [weak self] finished in
            if finished {
                top.navigationController = nil
            } else {
                navigation.stack.append(top)
            }
            if let self { navigation.containerRouter?.didShow(navigation, in: self) }
        }
        return true
    }

    /// `present(_:animated:)` from `presenter`: `presentingViewController` is set at once, and the
    /// screen is being presented (`isBeingPresented`) until the transition completes, through a
    /// presentation controller of its own: the router's card (``RouterCore/cardLayout(forPresentedStyle:)``)
    /// for a `.custom` screen whose router presents cards, else one without a dimming view
    /// (keeping the presenter's view for `.custom`, removing it for full screen). The presented
    /// screen's ``ModelScreen/transitioningRouter`` is its delegate.
    @discardableResult
    public func present(_ screen: ModelScreen, from presenter: ModelScreen, animated: Bool = true) -> Bool {
        guard !isTransitionInFlight, presenter.presentedScreen == nil else { return false }
        presenter.presentedScreen = screen
        screen.presentingScreen = presenter
        screen.isBeingPresented = true
        let router = screen.transitioningRouter
        let asksDelegate = animated || screen.modalPresentationStyle == .custom
        if asksDelegate { router?.presentationWillBegin(screen, presenting: presenter, in: self) }
        let custom = screen.modalPresentationStyle == .custom
        let card = custom ? router?.core.cardLayout(forPresentedStyle: screen.modalPresentationStyle) : nil
        screen.ownPresentationController = ModelPresentationController(
            presenting: screen, dimming: card?.appearance, shouldRemovePresentersView: !custom)
        transition(.present, from: presenter, to: screen, role: .transitioning, router: router, animated: animated, card: card) { finished in
            screen.isBeingPresented = false
            if !finished {
                presenter.presentedScreen = nil
                screen.presentingScreen = nil
            }
        }
        return true
    }

    /// `dismiss(animated:)` of a presented screen; `false` when it is not presented, is being
    /// dismissed, or a transition is in flight.
    @discardableResult
    public func dismiss(_ screen: ModelScreen, animated: Bool = true) -> Bool {
        guard !isTransitionInFlight, let presenter = screen.presentingScreen, !screen.isBeingDismissed else { return false }
        screen.isBeingDismissed = true
        let router = screen.transitioningRouter
        let card = screen.modalPresentationStyle == .custom ? router?.core.cardLayout(forPresentedStyle: screen.modalPresentationStyle) : nil
        transition(.dismiss, from: screen, to: presenter, role: .transitioning, router: router, animated: animated, card: card) { finished in
            screen.isBeingDismissed = false
            if finished {
                presenter.presentedScreen = nil
                screen.presentingScreen = nil
            }
        }
        return true
    }

    /// `selectedIndex = index`: the delegate's `shouldSelect` first (``RouterCore/allowsTabSelection(previousAnswer:)``);
    /// the selection changes at once and goes back if the switch is cancelled. `false` when it is
    /// refused, the index is the selected one or out of range, or a transition is in flight.
    @discardableResult
    public func select(_ index: Int, of tabs: ModelTabBarController, animated: Bool = true) -> Bool {
        guard tabs.tabs.indices.contains(index), index != tabs.selectedIndex, !isTransitionInFlight else { return false }
        let router = tabs.containerRouter
        if let router, !router.core.allowsTabSelection(previousAnswer: nil) { return false }
        let previous = tabs.selectedIndex
        guard let operation = TabSwitch.operation(fromIndex: previous, toIndex: index) else { return false }
        tabs.selectedIndex = index
        transition(operation, from: tabs.tabs[previous], to: tabs.tabs[index], role: .tabBar, router: router, animated: animated) { finished in
            if !finished { tabs.selectedIndex = previous }
        }
        return true
    }

    // MARK: Time

    /// The next run-loop turn: UIKit starts a transition it deferred (see
    /// ``startsTransitionsInsideRequests``).
    public func runLoopTurn() {
        guard pendingStart, let runner else { return }
        pendingStart = false
        runner.start()
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

    private func transition(
        _ operation: TransitionOperation, from: ModelScreen, to: ModelScreen, role: DelegateRole, router: ModelRouter?,
        animated: Bool, card: CardLayout? = nil, completion: @escaping @MainActor (Bool) -> Void
    ) {
        let index = records.count
        // A non-animated transition asks no delegate unless it is a `.custom` presentation or
        // dismissal (which is asked, and told `isAnimated == false`).
        let customModal = role == .transitioning && (operation == .present ? to : from).modalPresentationStyle == .custom
        guard animated || customModal else {
            records.append(Record(operation: operation, routed: false, interactive: false, finished: true))
            completion(true)
            return
        }
        let routed = router?.animationController(for: operation, from: from, to: to, role: role)
        let interaction = routed.flatMap { router?.interactionController(for: $0, role: role) }
        let animationController: any RunnerAnimationController = routed ?? ModelTransitionAnimationController(CrossFadeTransition())
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
        let context = ModelTransitionContext(transitionContext, isAnimated: animated, containerBounds: bounds, from: from, to: to)
        let runner = UIKitTransitionRunner(context: context, animationController: animationController, interactionController: interaction?.controller)
        records.append(Record(operation: operation, routed: routed != nil, interactive: interaction != nil, finished: nil))
        runner.containerCompletion = { [weak self] finished in
            completion(finished)
            self?.records[index].finished = finished
        }
        self.runner = runner
        if startsTransitionsInsideRequests {
            runner.start()
        } else {
            pendingStart = true
        }
    }
}
