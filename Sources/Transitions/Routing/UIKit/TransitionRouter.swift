#if canImport(UIKit)
import ObjectiveC
import UIKit

/// Routes every custom transition of an app — modal, navigation and tab — from one
/// ``RouteTable``, as the transitioning delegate of presented controllers, the delegate of
/// navigation controllers and the delegate of tab bar controllers.
///
/// ```swift
/// let router = TransitionRouter()
/// router.add(.navigation, transition: .slide())
/// router.add(.push, to: .type(PhotoViewController.self), transition: .zoom(from: frame))
/// router.setDefault(.crossFade, for: .tab)
/// navigationController.useTransitions(router)
/// tabBarController.useTransitions(router)
/// present(settings, with: .slideUp())          // a one-shot router of its own
/// ```
///
/// - **Animation controllers** come from the table (``RouteTable``'s precedence); with no match,
///   from the previous delegate, else `nil` so UIKit plays its own.
/// - **Interaction controllers** only for an animation controller this router vended, while their
///   gesture is active (``InteractionProviding``): a programmatic transition never hangs on one.
///   ``TransitionAnimationPairing`` adopters are told their animation controller.
/// - **Forwarding** (`DelegateForwarding`): every optional message of the three protocols in the
///   iOS 16.5 SDK is answered, observed or passed to the previous delegate with a safe default when
///   it is gone; newer messages are not forwarded. Change ``previousNavigationDelegate`` and
///   friends through `install(on:)`, which re-installs the router.
/// - **Back-swipe** (`BackSwipePolicy`): while a custom pop is routed, the system edge swipe and
///   iOS 26's content pop are disabled (their pop ignores the delegate and plays UIKit's own
///   animation) and the route's interaction or ``popInteraction`` is used;
///   the app's own `isEnabled` is recorded once and given back by `uninstall(from:)`.
/// - **Lifetime**: everything is held weakly; a controller it is installed on keeps it alive until
///   uninstalled or deallocated, with no retain cycle. Debug builds explain a
///   `modalPresentationStyle` that ignores custom animators (``ModalPresentationStyle``).
/// docs/router.md has each rule in full.
@MainActor
public final class TransitionRouter: NSObject {
    /// An interaction controller the router can hand to UIKit.
    public typealias Interaction = any UIViewControllerInteractiveTransitioning & InteractionProviding

    /// The routing rules. Change them with ``add(_:from:to:transition:interaction:)``,
    /// ``add(_:where:transition:interaction:)``, ``setDefault(_:interaction:for:)`` or
    /// ``updateRoutes(_:)``. Interactions added to the table directly must also adopt
    /// `UIViewControllerInteractiveTransitioning`; others are never handed out (debug builds
    /// say so).
    public var routes: RouteTable<UIViewController> { core.routes }

    /// The interaction controller for a routed pop whose route has none — typically a
    /// screen-edge pan from the `Interactive` module, replacing the system back-swipe that
    /// cannot drive a custom pop. Handed out only while its gesture is active. Default `nil`.
    public var popInteraction: Interaction? {
        didSet { core.popInteraction = popInteraction }
    }

    /// Overrides `UIAccessibility.isReduceMotionEnabled` for the animation controllers the router
    /// vends (previews, tests). Default `nil`: the system setting.
    public var reduceMotionOverride: Bool?

    /// How the controllers the router is installed on with ``install(onPresented:)`` are
    /// presented: ``ModalPresentation/fullScreen`` (the default) or
    /// ``ModalPresentation/card(_:)``, a ``CardPresentationController`` the router vends from
    /// `presentationController(forPresented:presenting:source:)`. Read when the router is
    /// installed on a controller (its `modalPresentationStyle`) and when UIKit asks for the
    /// presentation controller.
    ///
    /// ```swift
    /// router.modalPresentation = .card(.swingDrop)
    /// router.install(onPresented: photo)
    /// present(photo, animated: true)
    /// ```
    public var modalPresentation: ModalPresentation {
        get { core.modalPresentation }
        set { core.modalPresentation = newValue }
    }

    /// The router's decisions (vending, pairing, the end of a dismissal, tab selection, the card,
    /// gesture wiring): the pure code the delegate methods forward to, which `TransitionsTesting`
    /// runs under its model of UIKit's transition runner.
    let core: RouterCore<UIViewController, RoutedAnimationController>

    // The previous delegates are read from the NSObject forwarding overrides, which UIKit calls on
    // the main thread but which are not isolated; they are only ever written on the main actor.
    nonisolated(unsafe) private weak var storedPreviousTransitioning: (any UIViewControllerTransitioningDelegate)?
    nonisolated(unsafe) private weak var storedPreviousNavigation: (any UINavigationControllerDelegate)?
    nonisolated(unsafe) private weak var storedPreviousTabBar: (any UITabBarControllerDelegate)?

    /// Navigation controllers seen by the router and the back-swipe setting they had.
    var navigationRecords: [NavigationRecord] = []
    /// Presented and tab bar controllers whose route gestures the router wires (weak).
    var gestureHosts = RouteGestureHosts()
    /// The interaction of a card's drag that is dismissing it under the finger, from
    /// `animationController(forDismissed:)` until UIKit asks for the dismissal's interaction.
    weak var pendingCardDismissal: UIPercentDrivenInteractiveTransition?

    /// Creates a router with `routes` (default: empty, so every transition is UIKit's own until
    /// rules are added).
    public init(routes: RouteTable<UIViewController> = RouteTable()) {
        self.core = RouterCore(routes: routes)
        super.init()
        #if DEBUG
        Self.reportForwardingTableMismatches()
        #endif
    }

    // MARK: Previous delegates

    /// The transitioning delegate the presented controller had before ``install(onPresented:)``
    /// made the router its delegate; receives every message the router does not answer. Weak.
    /// Setting the router itself is ignored (no forwarding loop).
    public var previousTransitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { storedPreviousTransitioning }
        set { storedPreviousTransitioning = newValue === self ? nil : newValue }
    }

    /// The navigation controller delegate that was installed before the router; receives every
    /// message the router does not answer and the ones it observes. Weak; the router itself is
    /// ignored.
    public var previousNavigationDelegate: (any UINavigationControllerDelegate)? {
        get { storedPreviousNavigation }
        set { storedPreviousNavigation = newValue === self ? nil : newValue }
    }

    /// The tab bar controller delegate that was installed before the router; receives every
    /// message the router does not answer and the ones it observes. Weak; the router itself is
    /// ignored.
    public var previousTabBarDelegate: (any UITabBarControllerDelegate)? {
        get { storedPreviousTabBar }
        set { storedPreviousTabBar = newValue === self ? nil : newValue }
    }

    // MARK: Routes

    /// Adds a rule: `transition` for `kind` between controllers passing `from` and `to`
    /// (default `.any`), driven by `interaction` while its gesture is active. See
    /// ``RouteTable/add(_:from:to:transition:interaction:)``.
    public func add(
        _ kind: RouteKind, from: EndpointMatcher<UIViewController> = .any, to: EndpointMatcher<UIViewController> = .any,
        transition: any Transition, interaction: Interaction? = nil
    ) {
        updateRoutes { $0.add(kind, from: from, to: to, transition: transition, interaction: interaction) }
    }

    /// Adds a rule: `transition` for `kind` between controllers for which `predicate(from, to)`
    /// holds. See ``RouteTable/add(_:where:transition:interaction:)``.
    public func add(
        _ kind: RouteKind, where predicate: @escaping @MainActor @Sendable (UIViewController, UIViewController) -> Bool,
        transition: any Transition, interaction: Interaction? = nil
    ) {
        updateRoutes { $0.add(kind, where: predicate, transition: transition, interaction: interaction) }
    }

    /// Sets the transition for `kind` (default `.any`) when no rule matches. See
    /// ``RouteTable/setDefault(_:interaction:for:)``.
    public func setDefault(_ transition: any Transition, interaction: Interaction? = nil, for kind: RouteKind = .any) {
        updateRoutes { $0.setDefault(transition, interaction: interaction, for: kind) }
    }

    /// Edits the table in place, then re-evaluates the back-swipe of every navigation controller
    /// the router serves and wires the rules' gestures to the screens it serves (see
    /// ``RouteGestureAttaching``).
    ///
    /// ```swift
    /// router.updateRoutes { $0.removeRules(for: .push) }   // pushes go back to UIKit's animation
    /// router.updateRoutes { $0.removeAll() }               // every transition is UIKit's again
    /// ```
    public func updateRoutes(_ body: (inout RouteTable<UIViewController>) -> Void) {
        body(&core.routes)
        refreshBackSwipes()
        attachRouteGesturesEverywhere()
    }

    // MARK: Vending

    /// An animation controller for `operation` from the table (``RouterCore/animationController(for:from:to:role:make:)``),
    /// or `nil` when no rule matches. A dismissal's controller reports its end to the core
    /// (``RouterCore/releasesAfterTransition(_:completed:)``), which may uninstall the router.
    func animationController(
        for operation: TransitionOperation, from: UIViewController?, to: UIViewController?, role: DelegateRole
    ) -> UIViewControllerAnimatedTransitioning? {
        let controller = core.animationController(for: operation, from: from, to: to, role: role) { transition, operation in
            RoutedAnimationController(transition, operation: operation)
        }
        guard let controller else { return nil }
        controller.reduceMotionOverride = reduceMotionOverride
        controller.endReport = TransitionEndReport(core.endHandler(for: operation, dismissed: from) { [weak self] in self?.uninstall(fromPresented: $0) })
        return controller
    }

    /// The answer to UIKit's interaction request for `animator` (``RouterCore/interaction(for:role:usable:)``):
    /// `.ours` with the route's interaction in progress, told its pairing
    /// (``TransitionAnimationPairing``), or `.notOurs` (ask the previous delegate).
    func interactionController(for animator: UIViewControllerAnimatedTransitioning, role: DelegateRole) -> InteractionAnswer<UIViewControllerInteractiveTransitioning> {
        switch core.interaction(for: animator, role: role, usable: Self.isUIKitInteraction) {
        case .notOurs:
            return .notOurs
        case .ours(let interaction):
            (interaction as? TransitionAnimationPairing)?.animationController = animator
            return .ours(interaction as? UIViewControllerInteractiveTransitioning)
        }
    }

    /// Whether UIKit can drive `interaction` (debug builds say why not).
    private static func isUIKitInteraction(_ interaction: any InteractionProviding) -> Bool {
        if interaction is UIViewControllerInteractiveTransitioning { return true }
        #if DEBUG
        print("Transitions: \(type(of: interaction)) adopts InteractionProviding but not "
            + "UIViewControllerInteractiveTransitioning; the transition plays without it.")
        #endif
        return false
    }

    // MARK: Forwarding

    /// Whether the router answers a message: always for the delegate messages it answers or
    /// observes; for a trampoline (a message it only passes on) while the previous delegate of that
    /// role answers it; otherwise what `NSObject` says (see `DelegateForwarding`).
    nonisolated public override func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        let name = NSStringFromSelector(aSelector)
        guard DelegateForwarding.message(name) != nil else { return super.responds(to: aSelector) }
        return DelegateForwarding.responds(to: name) { self.previousDelegate(for: $0)?.responds(to: aSelector) ?? false }
    }

    /// Whether `candidate` (the delegate in place when the router is installed for `role`) may
    /// become the previous delegate: not when its chain of previous delegates already leads back
    /// to this router, which would make forwarding loop forever (see
    /// ``DelegateForwarding/chain(from:reaches:limit:next:)``).
    func canAdoptPrevious(_ candidate: AnyObject?, for role: DelegateRole) -> Bool {
        !DelegateForwarding.chain(from: candidate, reaches: self) { object in
            (object as? TransitionRouter)?.previousDelegate(for: role)
        }
    }

    nonisolated private func previousDelegate(for role: DelegateRole) -> NSObjectProtocol? {
        switch role {
        case .transitioning: storedPreviousTransitioning
        case .navigation: storedPreviousNavigation
        case .tabBar: storedPreviousTabBar
        }
    }

    #if DEBUG
    /// Checks once that the router implements every message of the forwarding table (a
    /// trampoline missing would crash once UIKit sends a message the previous delegate answered),
    /// so the table and the code cannot drift apart unnoticed.
    private static let forwardingTableCheck: Void = {
        for message in DelegateForwarding.messages
        where class_getInstanceMethod(TransitionRouter.self, NSSelectorFromString(message.selector)) == nil {
            print("Transitions: TransitionRouter does not implement \(message.selector) of its forwarding table")
        }
    }()

    private static func reportForwardingTableMismatches() {
        _ = forwardingTableCheck
    }
    #endif
}

/// The animation controllers the router vends: they report the end of their transition.
@MainActor
final class RoutedAnimationController: TransitionAnimationController {
    /// Run after UIKit's `animationEnded(_:)`, once, with whether the transition completed.
    var endReport = TransitionEndReport()

    override func animationEnded(_ transitionCompleted: Bool) {
        super.animationEnded(transitionCompleted)
        endReport.animationEnded(transitionCompleted)
    }
}
#endif
