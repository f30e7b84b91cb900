import Foundation
import Interactive
import Transitions

/// The kit's `TransitionRouter` in the model of UIKit's containers: the same `RouterCore` (the
/// code iOS runs) over model screens, answering ``ModelWindow``'s delegate calls in UIKit's order
/// and wiring ``ModelGestureInteraction``s to the screens its rules apply to, as the router does.
///
/// ```swift
/// let router = ModelRouter()
/// router.updateRoutes { $0.add(.pop, transition: .crossFade, interaction: pinch) }
/// router.install(on: navigation, in: window)
/// ```
@MainActor
public final class ModelRouter {
    /// The decisions (the code that runs on iOS).
    package let core = RouterCore<ModelScreen, ModelRoutedAnimationController>()
    /// Presented screens and containers the router wires gestures to. Weak.
    private var hosts: [WeakScreen] = []
    /// The animation controllers vended, in order (for inspection).
    public private(set) var vended: [ModelRoutedAnimationController] = []

    private struct WeakScreen {
        weak var screen: ModelScreen?
    }

    /// A router with no rules.
    public init() {}

    /// Edits the rules, then wires the gestures again everywhere (`updateRoutes(_:)`).
    public func updateRoutes(in window: ModelWindow, _ body: (inout RouteTable<ModelScreen>) -> Void) {
        body(&core.routes)
        hosts.removeAll { $0.screen == nil }
        for host in hosts.compactMap(\.screen) {
            if let navigation = host as? ModelNavigationController { refreshBackSwipe(of: navigation) }
            wireGestures(of: host, in: window)
        }
    }

    // MARK: Installing

    /// `install(onPresented:)`: becomes `screen`'s transitioning delegate (kept alive by it), gives
    /// it the style `RouterCore.modalPresentation` needs, and wires its dismissal's gestures.
    public func install(onPresented screen: ModelScreen, in window: ModelWindow) {
        screen.modalPresentationStyle = core.modalPresentation.presentationStyle(replacing: screen.modalPresentationStyle)
        screen.transitioningRouter = self
        track(screen)
        wireGestures(of: screen, in: window)
    }

    /// `uninstall(fromPresented:)`.
    public func uninstall(fromPresented screen: ModelScreen) {
        if screen.transitioningRouter === self { screen.transitioningRouter = nil }
        hosts.removeAll { $0.screen == nil || $0.screen === screen }
    }

    /// `install(on:)` for a navigation or tab bar controller: becomes its delegate (kept alive by
    /// it) and wires the gestures of the rules that could leave its top screen or selected tab.
    public func install(on container: ModelScreen, in window: ModelWindow) {
        container.containerRouter = self
        track(container)
        if let navigation = container as? ModelNavigationController { refreshBackSwipe(of: navigation) }
        wireGestures(of: container, in: window)
    }

    /// Whether the router is `screen`'s transitioning delegate.
    public func isInstalled(onPresented screen: ModelScreen) -> Bool { screen.transitioningRouter === self }

    // MARK: Delegate calls (ModelWindow makes them in UIKit's order)

    /// The animation controller for `operation` (the delegate's `animationController…`), or `nil`
    /// (UIKit's own animation). A dismissal's reports its end to ``RouterCore/releasesAfterTransition(_:completed:)``.
    func animationController(for operation: TransitionOperation, from: ModelScreen?, to: ModelScreen?, role: DelegateRole) -> ModelRoutedAnimationController? {
        let controller = core.animationController(for: operation, from: from, to: to, role: role) { transition, operation in
            ModelRoutedAnimationController(transition, operation: operation)
        }
        guard let controller else { return nil }
        controller.endReport = TransitionEndReport(core.endHandler(for: operation, dismissed: from) { [weak self] in self?.uninstall(fromPresented: $0) })
        vended.append(controller)
        return controller
    }

    /// The interaction controller for `animator` (the delegate's `interactionController…`), paired
    /// with it as `TransitionAnimationPairing` pairs on iOS.
    func interactionController(for animator: ModelRoutedAnimationController, role: DelegateRole) -> ModelGestureInteraction? {
        guard case let .ours(interaction) = core.interaction(for: animator, role: role, usable: { $0 is ModelGestureInteraction }),
              let gesture = interaction as? ModelGestureInteraction
        else { return nil }
        (gesture.controller as? ModelPlanDrivenInteractionController)?.animationController = animator.controller
        (gesture.controller as? ModelThrowInteractionController)?.animationController = animator.controller
        return gesture
    }

    /// `animationController(forPresented:presenting:source:)` also wires the dismissal's gestures,
    /// the presenter being known now.
    func presentationWillBegin(_ presented: ModelScreen, presenting: ModelScreen, in window: ModelWindow) {
        wire(.presented(presented, presenting: presenting), on: presented, in: window)
    }

    /// `navigationController(_:didShow:animated:)`: re-evaluates the system back swipe for the new
    /// top and wires the gestures that could pop it.
    func didShow(_ navigation: ModelNavigationController, in window: ModelWindow) {
        refreshBackSwipe(of: navigation)
        wireGestures(of: navigation, in: window)
    }

    /// The system back gestures on or off as `TransitionRouter.refreshBackSwipe(of:)` sets them: off
    /// while a custom pop from the top screen to the one below is routed for taps
    /// (`RouteTable.routesWithoutGesture`), else the app's own setting
    /// (`BackSwipePolicy.Gesture.apply(customPopRouted:)`, the code iOS runs).
    private func refreshBackSwipe(of navigation: ModelNavigationController) {
        let stack = navigation.stack
        let customPopRouted = stack.count >= 2 && core.routes.routesWithoutGesture(.pop, from: stack[stack.count - 1], to: stack[stack.count - 2])
        navigation.systemBackSwipe.apply(customPopRouted: customPopRouted)
    }

    // MARK: Wiring

    private func track(_ screen: ModelScreen) {
        hosts.removeAll { $0.screen == nil || $0.screen === screen }
        hosts.append(WeakScreen(screen: screen))
    }

    private func wireGestures(of host: ModelScreen, in window: ModelWindow) {
        if let navigation = host as? ModelNavigationController {
            if let top = navigation.top { wire(.navigationStack(navigation.stack), on: top, in: window) }
        } else if let tabs = host as? ModelTabBarController {
            wire(.tabs(tabs.tabs, selectedIndex: tabs.selectedIndex), on: tabs, in: window)
        } else {
            wire(.presented(host, presenting: host.presentingScreen), on: host, in: window)
        }
    }

    private func wire(_ screen: RouteScreen<ModelScreen>, on host: ModelScreen, in window: ModelWindow) {
        for (operation, interactions) in core.wiring(for: screen) {
            for case let interaction as ModelGestureInteraction in interactions {
                interaction.attachGesture(to: host, in: window, for: operation) { [weak self, weak interaction] host in
                    guard let self, let interaction else { return false }
                    return self.core.wiringApplies(interaction, for: operation, on: Self.screen(startingFrom: host, for: operation))
                }
            }
        }
    }

    /// `host` as a ``RouteScreen`` for a gesture that starts `operation` from it, read now.
    private static func screen(startingFrom host: ModelScreen, for operation: TransitionOperation) -> RouteScreen<ModelScreen> {
        .startingFrom(
            host, for: operation,
            navigationStack: { ($0 as? ModelNavigationController ?? $0.navigationController)?.stack },
            tabs: { ($0 as? ModelTabBarController ?? $0.tabBarController).map { ($0.tabs, $0.selectedIndex) } },
            presenter: { $0.presentingScreen })
    }
}

/// The animation controllers a ``ModelRouter`` vends: the kit's ``ModelTransitionAnimationController``
/// (its session code) reporting its end, as `RoutedAnimationController` does on iOS.
@MainActor
public final class ModelRoutedAnimationController: RunnerAnimationController {
    /// The kit's animation controller under the model.
    public let controller: ModelTransitionAnimationController
    /// The operation it animates.
    public let operation: TransitionOperation
    /// The transition it plays.
    public let transition: any Transition
    /// Run after `animationEnded(_:)`, once, with whether the transition completed (as on iOS).
    var endReport = TransitionEndReport()

    init(_ transition: any Transition, operation: TransitionOperation) {
        self.controller = ModelTransitionAnimationController(transition)
        self.operation = operation
        self.transition = transition
    }

    public func transitionDuration(using context: ModelTransitionContext?) -> TimeInterval {
        controller.transitionDuration(using: context)
    }

    public func animateTransition(using context: ModelTransitionContext) {
        controller.animateTransition(using: context)
    }

    public var implementsInterruptibleAnimator: Bool { controller.implementsInterruptibleAnimator }

    public func interruptibleAnimator(using context: ModelTransitionContext) -> ModelAnimator {
        controller.interruptibleAnimator(using: context)
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        controller.animationEnded(transitionCompleted)
        endReport.animationEnded(transitionCompleted)
    }
}
