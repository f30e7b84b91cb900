import Foundation

/// Every decision of a transition router between UIKit's delegate calls, without UIKit: which
/// animation controller a transition gets, which interaction controller is handed out for it and
/// paired with it, what happens when a vended transition ends, whether a tab may be selected,
/// whether a presentation gets a card, and which gestures are wired to which screen.
///
/// `TransitionRouter` (iOS) holds a `RouterCore<UIViewController, RoutedAnimationController>` and
/// turns each delegate call into one call here; `TransitionsTesting`'s model of UIKit's runner
/// holds one over model screens and drives it in UIKit's order, so the code that runs on iOS is
/// the code the model runs. Generic over the screens (`Endpoint`) and the animation controllers it
/// vends (`Animator`).
///
/// ```swift
/// let core = RouterCore<Screen, MyAnimator>()
/// core.routes.add(.pop, transition: .crossFade, interaction: pinch)
/// let animator = core.animationController(for: .pop, from: detail, to: list, role: .navigation) { MyAnimator($0, $1) }
/// if case .ours(let interaction) = core.interaction(for: animator!, role: .navigation) { … }
/// ```
@MainActor
package final class RouterCore<Endpoint: AnyObject, Animator: AnyObject> {
    /// The routing rules.
    package var routes: RouteTable<Endpoint>
    /// The interaction for a routed pop whose route has none (a router's `popInteraction`).
    /// Default `nil`.
    package var popInteraction: (any InteractionProviding)?
    /// How presented screens are shown: full screen (the default) or on a card.
    package var modalPresentation: ModalPresentation = .fullScreen
    /// `true` for the one-shot router of `present(_:with:)`: after a completed dismissal it
    /// uninstalls itself from the dismissed screen (see ``releasesAfterTransition(_:completed:)``).
    /// Default `false`.
    package var releasesAfterDismissal = false
    /// The interaction handed out for the last tab switch, while it may still run. Weak.
    package private(set) weak var tabInteractionInFlight: (any InteractionProviding)?

    private var ledger = InteractionLedger<Animator>()

    /// A core with `routes` (default: empty).
    package init(routes: RouteTable<Endpoint> = RouteTable()) {
        self.routes = routes
    }

    // MARK: Vending

    /// The animation controller for `operation` from `from` to `to` (`nil` endpoints are unknown),
    /// made by `make` from the winning route's transition, or `nil` when no rule matches (the
    /// router then asks its previous delegate, else lets UIKit animate).
    ///
    /// Recorded for the interaction request UIKit sends next for `role` (``interaction(for:role:usable:)``),
    /// with the route's interactions, or, for a pop whose route has none, ``popInteraction``.
    package func animationController(
        for operation: TransitionOperation, from: Endpoint?, to: Endpoint?, role: DelegateRole,
        make: (any Transition, TransitionOperation) -> Animator
    ) -> Animator? {
        guard let route = routes.route(for: operation, from: from, to: to) else { return nil }
        let animator = make(route.transition, operation)
        let fallback: [any InteractionProviding] = operation == .pop ? popInteraction.map { [$0] } ?? [] : []
        ledger.record(animator, interactions: route.interactions.isEmpty ? fallback : route.interactions, for: role)
        return animator
    }

    /// Whether the router lets go of the dismissed screen when a transition it vended for
    /// `operation` ends (UIKit's `animationEnded(_:)`, `completed` its argument): only for a
    /// ``releasesAfterDismissal`` router, only for a dismissal, only when it completed (a
    /// cancelled dismissal leaves the screen presented and the router installed).
    package func releasesAfterTransition(_ operation: TransitionOperation, completed: Bool) -> Bool {
        releasesAfterDismissal && operation == .dismiss && completed
    }

    /// What the animation controller vended for `operation` runs when its transition ends (after
    /// UIKit's `animationEnded(_:)`, once, with whether the transition completed: see
    /// ``TransitionEndReport``), or `nil` when nothing is to be done: for a dismissal of
    /// `dismissed`, `uninstall(dismissed)` when ``releasesAfterTransition(_:completed:)`` says so;
    /// for a tab switch, the end of the switch ``allowsTabSelection(previousAnswer:)`` refuses taps
    /// during. Holds the core and `dismissed` weakly.
    package func endHandler(
        for operation: TransitionOperation, dismissed: Endpoint?, uninstall: @escaping @MainActor (Endpoint) -> Void
    ) -> (@MainActor (Bool) -> Void)? {
        if operation == .tabForward || operation == .tabBackward {
            return { [weak self] _ in self?.tabInteractionInFlight = nil }
        }
        guard operation == .dismiss, let dismissed else { return nil }
        return { [weak self, weak dismissed] completed in
            guard let self, let dismissed, self.releasesAfterTransition(.dismiss, completed: completed) else { return }
            uninstall(dismissed)
        }
    }

    /// The interaction controller for `animator`, which UIKit passes back right after this router
    /// vended it for `role`: the first of its route's interactions whose gesture is in progress
    /// (``InteractionLedger``), and only if `usable` accepts it (on iOS: it is a
    /// `UIViewControllerInteractiveTransitioning`); `nil` for a programmatic or non-animated
    /// transition, which can then never stall. Each vended animator is answered once. The
    /// interaction handed out for a tab switch is remembered (``allowsTabSelection(previousAnswer:)``).
    package func interaction(
        for animator: AnyObject, role: DelegateRole, usable: (any InteractionProviding) -> Bool = { _ in true }
    ) -> InteractionAnswer<any InteractionProviding> {
        switch ledger.claim(animator, for: role) {
        case .notOurs:
            return .notOurs
        case .ours(nil):
            return .ours(nil)
        case .ours(let interaction?):
            guard usable(interaction) else { return .ours(nil) }
            if role == .tabBar { tabInteractionInFlight = interaction }
            return .ours(interaction)
        }
    }

    /// Whether a tab bar controller may select a tab (`shouldSelect`): the previous delegate's
    /// answer (`nil`: none, yes), refused while the tab switch this router handed an interaction to
    /// is still driven by its gesture (`TabSwitch/allowsSelection(previousAnswer:isSwitchBeingDriven:)`).
    /// Once that switch has ended (its animation controller's ``endHandler(for:dismissed:uninstall:)``),
    /// the next gesture of the same interaction asks for its own switch and is allowed.
    package func allowsTabSelection(previousAnswer: Bool?) -> Bool {
        TabSwitch.allowsSelection(previousAnswer: previousAnswer, isSwitchBeingDriven: tabInteractionInFlight?.isInteractionInProgress ?? false)
    }

    /// The card to present on (UIKit's `presentationController(forPresented:…)`): the card of
    /// ``modalPresentation`` when it presents as cards and the presented screen has the `.custom`
    /// style (installing the router gives it that style); `nil` otherwise (the previous delegate's
    /// answer, else UIKit's default presentation controller).
    package func cardLayout(forPresentedStyle style: ModalPresentationStyle?) -> CardLayout? {
        guard let layout = modalPresentation.cardLayout, style == .custom else { return nil }
        return layout
    }

    // MARK: Wiring gestures to screens

    /// The interactions to wire to `screen`, per operation it could start
    /// (``RouteTable/interactionsToAttach(for:from:to:)``):
    /// - the top of a navigation stack: the pop's, from it to the screen below (none for a stack of
    ///   fewer than two);
    /// - a presented screen: the dismissal's, to its presenter. Before the presentation the
    ///   presenter is `nil`, not known yet: rules that constrain it (a `to:` type, a `where:`
    ///   predicate) are wired too, since they may apply
    ///   (``RouteTable/interactionsToAttach(for:from:to:unknownEndpointsMayMatch:)``), and each
    ///   gesture begins only while ``wiringApplies(_:for:on:)`` holds with the presenter known;
    /// - a tab bar controller: `.tabForward`'s from the selected tab to the next one, then
    ///   `.tabBackward`'s to the previous one. A tab past either end is absent, not unknown: only
    ///   rules with `.any` on that side apply.
    package func wiring(for screen: RouteScreen<Endpoint>) -> [(operation: TransitionOperation, interactions: [any InteractionProviding])] {
        switch screen {
        case let .navigationStack(stack):
            guard stack.count >= 2 else { return [(.pop, [])] }
            return [(.pop, routes.interactionsToAttach(for: .pop, from: stack[stack.count - 1], to: stack[stack.count - 2]))]
        case let .presented(presented, presenting):
            let interactions = routes.interactionsToAttach(
                for: .dismiss, from: presented, to: presenting, unknownEndpointsMayMatch: presenting == nil)
            return [(.dismiss, interactions)]
        case .tabs:
            return [TransitionOperation.tabForward, .tabBackward].map { operation in
                let (from, to) = screen.endpoints(of: operation)
                return (operation, routes.interactionsToAttach(for: operation, from: from, to: to))
            }
        }
    }

    /// Whether `interaction`, wired by this router for `operation`, may begin on `screen` as it is
    /// now: whether the table still lists it for the screens `operation` goes between
    /// (``RouteTable/interactionsToAttach(for:from:to:)``, every endpoint as known now). `false`
    /// once its rule was removed or turned out not to apply (a `where:` dismissal rule whose
    /// presenter does not pass): the gesture then fails, and never starts a transition nobody
    /// routes.
    package func wiringApplies(_ interaction: AnyObject, for operation: TransitionOperation, on screen: RouteScreen<Endpoint>) -> Bool {
        let (from, to) = screen.endpoints(of: operation)
        return routes.interactionsToAttach(for: operation, from: from, to: to).contains { $0 === interaction }
    }
}

/// A screen a router wires route gestures to, as the router reads it from UIKit when it wires them
/// and when a gesture begins.
package enum RouteScreen<Endpoint: AnyObject> {
    /// A navigation stack, bottom first; gestures go on its top screen.
    case navigationStack([Endpoint])
    /// A presented screen and its presenter (`nil` before the presentation: not known yet).
    case presented(Endpoint, presenting: Endpoint?)
    /// A tab bar controller's tabs and its selected index (UIKit's `NSNotFound`: none).
    case tabs([Endpoint], selectedIndex: Int)

    /// The screen a gesture wired to `host` for `operation` starts from, read from its containers
    /// now: for a pop, the stack `host` is in (`navigationStack`, else `host` alone); for a tab
    /// switch, the tabs and selection of `host`'s tab bar controller (`tabs`, else none); otherwise
    /// `host` as a presented screen with its presenter (`presenter`).
    package static func startingFrom(
        _ host: Endpoint, for operation: TransitionOperation,
        navigationStack: (Endpoint) -> [Endpoint]?,
        tabs: (Endpoint) -> (tabs: [Endpoint], selectedIndex: Int)?,
        presenter: (Endpoint) -> Endpoint?
    ) -> RouteScreen {
        switch operation {
        case .pop:
            return .navigationStack(navigationStack(host) ?? [host])
        case .tabForward, .tabBackward:
            let read = tabs(host)
            return .tabs(read?.tabs ?? [], selectedIndex: read?.selectedIndex ?? -1)
        case .dismiss, .push, .present:
            return .presented(host, presenting: presenter(host))
        }
    }

    /// The screens `operation` goes between from here: a pop from the top to the screen below; a
    /// dismissal from the presented screen to its presenter; a tab switch from the selected tab to
    /// the next (`.tabForward`) or previous one. `nil` for a screen that is not there; `(nil, nil)`
    /// for an operation this screen does not start.
    package func endpoints(of operation: TransitionOperation) -> (from: Endpoint?, to: Endpoint?) {
        switch (self, operation) {
        case let (.navigationStack(stack), .pop):
            return stack.count >= 2 ? (stack[stack.count - 1], stack[stack.count - 2]) : (stack.last, nil)
        case let (.presented(presented, presenting), .dismiss):
            return (presented, presenting)
        case let (.tabs(tabs, selected), .tabForward), let (.tabs(tabs, selected), .tabBackward):
            // Checked first: UIKit's NSNotFound is Int.max, and one past it would trap.
            guard tabs.indices.contains(selected) else { return (nil, nil) }
            let target = operation == .tabForward ? selected + 1 : selected - 1
            return (tabs[selected], tabs.indices.contains(target) ? tabs[target] : nil)
        default:
            return (nil, nil)
        }
    }
}

/// What an animation controller a router vended runs after UIKit's `animationEnded(_:)`: its end
/// handler (``RouterCore/endHandler(for:dismissed:uninstall:)``), once, however often UIKit calls
/// `animationEnded(_:)` (twice for a presentation, a dismissal and a tab switch: fact 13 of the
/// `Transitions` article UIKitCallOrder). `TransitionRouter`'s routed controllers and the runner
/// model's `ModelRoutedAnimationController` hold one each.
package struct TransitionEndReport {
    private var handler: (@MainActor (Bool) -> Void)?

    /// A report running `handler` (default `nil`: nothing).
    package init(_ handler: (@MainActor (Bool) -> Void)? = nil) {
        self.handler = handler
    }

    /// UIKit's `animationEnded(_:)` came: runs the handler with `completed` the first time only.
    @MainActor
    package mutating func animationEnded(_ completed: Bool) {
        let handler = self.handler
        self.handler = nil
        handler?(completed)
    }
}
