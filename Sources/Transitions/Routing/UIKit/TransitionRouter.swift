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
/// What it guarantees:
/// - **Animation controllers** come from the table (see "Precedence" on ``RouteTable``). When no
///   rule matches, the router asks the delegate that was installed before it, and otherwise
///   returns `nil` so UIKit plays its own animation.
/// - **Interaction controllers** are handed out only for an animation controller this router
///   vended, and only while their gesture is active (``InteractionProviding``): a programmatic
///   or non-animated transition never gets one, so it can never hang. One that adopts
///   ``TransitionAnimationPairing`` is told the animation controller it is paired with, so it can
///   play the routed transition itself.
/// - **Forwarding.** Every optional message of the three protocols (iOS 13–16 SDKs) is
///   implemented: the ones the router answers, the ones it observes and passes on (`willShow`,
///   `didShow`, `shouldSelect`), and trampolines that pass the rest on to the previous delegate of
///   that role, answering a safe default when it is gone (orientations: the visible view
///   controller's own answer); see ``DelegateForwarding``. UIKit caches which messages a delegate
///   answers when the delegate is set, so a previous delegate deallocated later never leaves UIKit
///   sending a message nobody implements; set ``previousNavigationDelegate`` and friends through
///   `install(on:)`, which re-installs the router. Messages added after the iOS 16.5 SDK are not
///   forwarded.
/// - **Back-swipe.** While no custom pop is routed for the top two controllers, the router
///   returns `nil` for the pop and the system back gestures keep working; while one is, it
///   disables them (the edge swipe, and on iOS 26 the content pop: neither can drive a custom
///   animator) and hands out the route's interaction or ``popInteraction`` instead. It never
///   replaces a gesture's delegate; the app's own `isEnabled` is recorded on the gesture by the
///   first router that changes it, so a second router installed later never takes the first one's
///   `false` for the app's setting, and `uninstall(from:)` gives it back (see ``BackSwipePolicy``).
/// - **Lifetime.** View controllers, navigation and tab bar controllers and previous delegates
///   are held weakly. A controller the router is installed on keeps the router alive until it
///   is uninstalled or deallocated; nothing points back, so there is no retain cycle.
/// - **Presentation styles.** In debug builds, installing on a controller whose
///   `modalPresentationStyle` ignores custom animators (`.automatic`, sheets, popovers) prints a
///   clear message (see ``ModalPresentationStyle``).
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
        controller.onEnded = core.endHandler(for: operation, dismissed: from) { [weak self] in self?.uninstall(fromPresented: $0) }
        return controller
    }

    /// The answer to UIKit's interaction request for `animator` (``RouterCore/interaction(for:role:usable:)``):
    /// `.ours` with the route's interaction in progress, told its pairing
    /// (``TransitionAnimationPairing``), or `.notOurs` (ask the previous delegate).
    func interactionController(for animator: UIViewControllerAnimatedTransitioning, role: DelegateRole) -> InteractionAnswer {
        switch core.interaction(for: animator, role: role, usable: Self.isUIKitInteraction) {
        case .notOurs:
            return .notOurs
        case .ours(let interaction):
            (interaction as? TransitionAnimationPairing)?.animationController = animator
            return .ours(interaction as? UIViewControllerInteractiveTransitioning)
        }
    }

    /// The answer to an interaction request.
    enum InteractionAnswer {
        /// The animator is this router's: hand out this (possibly `nil`) interaction.
        case ours(UIViewControllerInteractiveTransitioning?)
        /// Someone else vended the animator: ask the previous delegate.
        case notOurs
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
    /// role answers it; otherwise what `NSObject` says (see ``DelegateForwarding``).
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
    /// Called after UIKit's `animationEnded(_:)`, with whether the transition completed.
    var onEnded: (@MainActor (Bool) -> Void)?

    override func animationEnded(_ transitionCompleted: Bool) {
        super.animationEnded(transitionCompleted)
        let onEnded = onEnded
        self.onEnded = nil
        onEnded?(transitionCompleted)
    }
}
#endif
