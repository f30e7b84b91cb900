import Foundation
import Interactive
import Transitions

/// A kit interaction controller with its gesture recognizer, in the model of UIKit's containers: the
/// model twin of `PinchInteractionController` and the others' recognizer half (`UIKitGestureBridge`).
/// Every decision is the controller's ``GestureInteractionCore`` (``ModelGestureDriven/gestureCore``),
/// the code iOS runs; this adds what UIKit would do: deliver recognizer events (only `.began` once
/// ``shouldBegin(velocity:)`` allows it), and the screen the gesture is wired to (``ModelWindow``'s
/// screens, as a ``GestureHost``).
///
/// ```swift
/// let pinch = ModelGestureInteraction(controller: ModelPercentDrivenInteractionController(gesture: .pinch))
/// router.routes.add(.pop, transition: .crossFade, interaction: pinch)
/// pinch.recognize(.began, reading: GestureReading(scale: 1))   // pops, interactively
/// ```
@MainActor
public final class ModelGestureInteraction: InteractionProviding {
    /// The decisions (the code that runs on iOS): the controller's ``ModelGestureDriven/gestureCore``.
    package var core: GestureInteractionCore { controller.gestureCore }
    /// The interaction controller UIKit is handed: it gets the gesture's commands
    /// (``ModelGestureDriven/report(_:)``) and UIKit's start.
    public let controller: any RunnerInteractionController & ModelGestureDriven
    /// The screen the recognizer is on (the tab bar controller for tab switches). Weak.
    public private(set) weak var screen: ModelScreen?
    /// The window whose screens the gesture acts on. Weak.
    public private(set) weak var window: ModelWindow?
    /// Whether the wiring still wants the gesture on ``screen`` (a router's); `nil`: always.
    private var applies: (@MainActor (ModelScreen) -> Bool)?
    /// Recognizer events delivered, in order (`.began` only when it was allowed to begin).
    public private(set) var deliveredPhases: [GesturePhase] = []

    /// The recognizer of `controller`'s gesture (``GestureInteractionCore/gesture``).
    public init(controller: any RunnerInteractionController & ModelGestureDriven) {
        self.controller = controller
    }

    public var isInteractionInProgress: Bool { core.flow.isInteractionInProgress }

    // MARK: Wiring

    /// `attach(to:action:)`: puts the recognizer on `screen` (for `action`) in `window`.
    public func attach(to screen: ModelScreen, in window: ModelWindow, action: InteractionAction, while applies: (@MainActor (ModelScreen) -> Bool)? = nil) {
        let host = action.hostsOnTabBarController ? (screen as? ModelTabBarController ?? screen.tabBarController ?? screen) : screen
        self.screen = host
        self.window = window
        self.applies = applies
        core.wire(action)
        // The recognizer waits for the system back gestures of the navigation controllers inside its
        // view (`InteractionGesture.requiresFailure(of:relation:)`, the rule the kit's recognizers
        // apply): their failure relationships are no longer UIKit's own.
        if core.gesture.requiresFailure(of: .edgePan, relation: .inside), let tabs = host as? ModelTabBarController {
            for case let navigation as ModelNavigationController in tabs.tabs { navigation.systemBackSwipeHasFailureRelationships = true }
        }
    }

    /// `RouteGestureAttaching.attachGesture(to:for:while:)`, as the kit's controllers do it
    /// (``GestureInteractionCore/routeWiring(for:onSameScreen:)``).
    public func attachGesture(to screen: ModelScreen, in window: ModelWindow, for operation: TransitionOperation, while applies: @escaping @MainActor (ModelScreen) -> Bool) {
        switch core.routeWiring(for: operation, onSameScreen: self.screen === screen) {
        case nil: break
        case .replaceCondition: self.applies = applies
        case let .attach(action): attach(to: screen, in: window, action: action, while: applies)
        }
    }

    /// `detach()`.
    public func detach() {
        screen = nil
        applies = nil
        core.wire(nil)
    }

    // MARK: Recognizer

    /// `gestureRecognizerShouldBegin(_:)`: ``GestureInteractionCore/shouldBegin(velocity:layoutDirection:wiringApplies:)``.
    public func shouldBegin(velocity: CGPoint? = nil) -> Bool {
        let wiring = screen.map { applies?($0) ?? true } ?? true
        return core.shouldBegin(velocity: velocity, layoutDirection: screen?.layoutDirection ?? .leftToRight, wiringApplies: wiring)
    }

    /// A recognizer event, as UIKit delivers it to the target: nothing while the recognizer is on
    /// no screen (not wired); a `.began` only when ``shouldBegin(velocity:)`` allows it (otherwise
    /// the recognizer fails and the event is dropped). Returns whether the event was delivered.
    /// The completion timing is the controller's, read before every event as on iOS.
    @discardableResult
    public func recognize(_ phase: GesturePhase, reading: GestureReading, velocity: CGPoint? = nil) -> Bool {
        guard screen != nil else { return false }
        if phase == .began, !shouldBegin(velocity: velocity ?? reading.velocity) { return false }
        deliveredPhases.append(phase)
        let host = screen.flatMap { screen in window.map { ModelScreenHost(screen: screen, window: $0) } }
        core.handle(phase, reading: reading, host: host, timing: controller.completionTiming) { controller.report($0) }
        return true
    }
}

/// A model screen as ``GestureInteractionCore`` asks it: the kit's `UIKitGestureHost` with the
/// model's reads and single calls in place of UIKit's. What a request does with them is the
/// kit's own `GestureRequestTarget.performRequest(_:onEnd:)`, the code iOS runs: a pop; a
/// dismissal through the app's veto (``ModelScreen/isModalInPresentation``, the presentation
/// controller's delegate); a tab selected as a tap selects it (the tab bar controller's delegate
/// asked `shouldSelect`, then told `didSelect`).
@MainActor
struct ModelScreenHost: GestureHost, GestureRequestTarget {
    let screen: ModelScreen
    let window: ModelWindow

    var viewSize: CGSize { screen.viewSize }

    var layoutDirection: LayoutDirection { screen.layoutDirection }

    var state: GestureHostState {
        let navigation = self.navigation
        let tabs = tabBarController
        return GestureHostState(
            navigationStackCount: navigation?.stack.count, isPresented: screen.presentingScreen != nil,
            isBeingDismissed: screen.isBeingDismissed, selectedTab: tabs?.selectedIndex, tabCount: tabs?.tabs.count ?? 0,
            isTransitionInFlight: window.isTransitionInFlight)
    }

    func perform(_ request: TransitionRequest, onEnd: @escaping @MainActor (Bool) -> Void) -> TransitionRequestResponse {
        performRequest(request, onEnd: onEnd)
    }

    // MARK: GestureRequestTarget

    func popAnimated() -> Bool {
        guard let navigation else { return false }
        return window.pop(navigation)
    }

    func dismissAsUser() -> Bool {
        window.dismissAsUser(screen)
    }

    var tabs: (tabs: [ModelScreen], selectedIndex: Int)? {
        tabBarController.map { ($0.tabs, $0.selectedIndex) }
    }

    func delegateShouldSelect(_ tab: ModelScreen) -> Bool? {
        tabBarController?.askDelegateShouldSelect(tab)
    }

    func select(_ tab: ModelScreen) {
        guard let tabs = tabBarController, let index = tabs.tabs.firstIndex(where: { $0 === tab }) else { return }
        window.select(index, of: tabs)
    }

    func delegateDidSelect(_ tab: ModelScreen) {
        tabBarController?.tellDelegateDidSelect(tab)
    }

    func coordinator(after request: TransitionRequest) -> (any TransitionEndObserving)? {
        window.coordinator
    }

    private var navigation: ModelNavigationController? {
        screen as? ModelNavigationController ?? screen.navigationController
    }

    private var tabBarController: ModelTabBarController? {
        screen as? ModelTabBarController ?? screen.tabBarController
    }
}
