import Foundation

/// The routing decisions of a transition router, as a plain value: rules that map a transition
/// (its operation and the two view controllers) to a ``Route``.
///
/// ```swift
/// var table = RouteTable<UIViewController>()
/// table.setDefault(.crossFade, for: .tab)
/// table.add(.navigation, transition: .slide())
/// table.add(.push, to: .type(PhotoViewController.self), transition: .zoom(from: thumbnailFrame))
/// table.add(.modal, where: { from, to in to is SheetLike }, transition: .cover())
/// ```
///
/// ## Precedence
/// Among the rules that match, the most specific wins:
/// 1. an ordinary rule over a default (``setDefault(_:interaction:for:)``);
/// 2. a rule that applies only while its gesture drives the transition (added with
///    `onlyWhenInteractive: true`; it matches only then) over one that always applies;
/// 3. both sides constrained (two typed/predicated sides, or a pair predicate) over one side,
///    over none (a kind-only rule);
/// 4. a kind naming one operation over a family (`.navigation`) over ``RouteKind/any``;
/// 5. the rule registered later.
///
/// When nothing matches, ``route(for:from:to:)`` returns `nil` and the router lets UIKit play
/// its own transition (keeping, for pops, the system back-swipe).
///
/// The table is generic over the endpoint type so it runs on any platform; lookups run on the
/// main actor because predicates inspect view controllers.
@MainActor
public struct RouteTable<Endpoint: AnyObject>: Sendable {
    /// Every rule in registration order, defaults included.
    public private(set) var rules: [RouteRule<Endpoint>] = []
    private var nextOrder = 0

    /// An empty table: every lookup returns `nil`.
    public init() {}

    /// Adds a rule for `kind` between controllers passing `from` and `to` (default `.any`).
    ///
    /// - Parameters:
    ///   - kind: the operations it applies to; ``RouteKind/any`` really means every operation,
    ///     tabs and modals included.
    ///   - from: the test on the controller the transition leaves.
    ///   - to: the test on the controller it reaches.
    ///   - transition: what plays.
    ///   - interaction: what drives it while a gesture is active (kept alive by the table).
    public mutating func add(
        _ kind: RouteKind, from: EndpointMatcher<Endpoint> = .any, to: EndpointMatcher<Endpoint> = .any,
        transition: any Transition, interaction: (any InteractionProviding)? = nil
    ) {
        append(kind: kind, from: from, to: to, pair: nil, route: Route(transition: transition, interaction: interaction), isDefault: false)
    }

    /// Adds a rule for `kind` between controllers passing `from` and `to`, driven by the first of
    /// `interactions` whose gesture is active.
    ///
    /// ```swift
    /// // Taps cross-fade; a pinch or an edge pan slides, driving the pop.
    /// table.add(.pop, transition: .crossFade)
    /// table.add(.pop, transition: .slide(), interactions: [pinch, edgePan], onlyWhenInteractive: true)
    /// ```
    ///
    /// - Parameters:
    ///   - kind: the operations it applies to.
    ///   - from: the test on the controller the transition leaves (default `.any`).
    ///   - to: the test on the controller it reaches (default `.any`).
    ///   - transition: what plays.
    ///   - interactions: what can drive it, asked in this order (kept alive by the table).
    ///   - onlyWhenInteractive: `true` makes the rule apply only while one of `interactions` is in
    ///     progress: other transitions (taps, buttons, code) fall through to the other rules. Such a
    ///     rule outranks every ordinary rule while it applies (see "Precedence"). Default `false`.
    public mutating func add(
        _ kind: RouteKind, from: EndpointMatcher<Endpoint> = .any, to: EndpointMatcher<Endpoint> = .any,
        transition: any Transition, interactions: [any InteractionProviding], onlyWhenInteractive: Bool = false
    ) {
        let route = Route(transition: transition, interactions: interactions, onlyWhenInteractive: onlyWhenInteractive)
        append(kind: kind, from: from, to: to, pair: nil, route: route, isDefault: false)
    }

    /// Adds a rule for `kind` between controllers for which `predicate(from, to)` is `true`.
    /// Counts as constraining both sides; never matches when either controller is unknown.
    public mutating func add(
        _ kind: RouteKind, where predicate: @escaping @MainActor @Sendable (Endpoint, Endpoint) -> Bool,
        transition: any Transition, interaction: (any InteractionProviding)? = nil
    ) {
        append(kind: kind, from: .any, to: .any, pair: predicate, route: Route(transition: transition, interaction: interaction), isDefault: false)
    }

    /// Adds a rule for `kind` between controllers for which `predicate(from, to)` is `true`,
    /// driven by the first of `interactions` whose gesture is active; `onlyWhenInteractive` as in
    /// ``add(_:from:to:transition:interactions:onlyWhenInteractive:)``.
    public mutating func add(
        _ kind: RouteKind, where predicate: @escaping @MainActor @Sendable (Endpoint, Endpoint) -> Bool,
        transition: any Transition, interactions: [any InteractionProviding], onlyWhenInteractive: Bool = false
    ) {
        let route = Route(transition: transition, interactions: interactions, onlyWhenInteractive: onlyWhenInteractive)
        append(kind: kind, from: .any, to: .any, pair: predicate, route: route, isDefault: false)
    }

    /// Sets the transition played for `kind` (default ``RouteKind/any``) when no ordinary rule
    /// matches, replacing an earlier default for the same kind. Among defaults the narrower
    /// kind wins (`.push` over `.navigation` over `.any`).
    public mutating func setDefault(
        _ transition: any Transition, interaction: (any InteractionProviding)? = nil, for kind: RouteKind = .any
    ) {
        rules.removeAll { $0.isDefault && $0.kind == kind }
        append(kind: kind, from: .any, to: .any, pair: nil, route: Route(transition: transition, interaction: interaction), isDefault: true)
    }

    /// Removes the ordinary rules and the default whose kind is exactly `kind` (`.pop` removes
    /// the `.pop` rules, not the `.navigation` ones).
    ///
    /// ```swift
    /// router.updateRoutes { $0.removeRules(for: .push) }   // pushes go back to UIKit's animation
    /// ```
    public mutating func removeRules(for kind: RouteKind) {
        rules.removeAll { $0.kind == kind }
    }

    /// Removes the ordinary rules and defaults for which `shouldRemove` returns `true`
    /// (`rule.kind`, `rule.route.transition`, `rule.isDefault`…).
    public mutating func removeRules(where shouldRemove: (RouteRule<Endpoint>) -> Bool) {
        rules.removeAll(where: shouldRemove)
    }

    /// Removes every rule and default: every transition is UIKit's own again.
    public mutating func removeAll() {
        rules.removeAll()
    }

    /// The winning rule for `operation` from `from` to `to` (see "Precedence"), or `nil` when no
    /// rule matches. `nil` endpoints are unknown and match only `.any` sides.
    public func rule(for operation: TransitionOperation, from: Endpoint?, to: Endpoint?) -> RouteRule<Endpoint>? {
        Self.bestRanked(rules.lazy.filter { $0.matches(operation, from: from, to: to) })
    }

    /// The winning route for `operation` from `from` to `to`, or `nil` (let UIKit animate).
    public func route(for operation: TransitionOperation, from: Endpoint?, to: Endpoint?) -> Route? {
        rule(for: operation, from: from, to: to)?.route
    }

    /// Whether a transition that no gesture of the table drives — a back-button tap, a
    /// programmatic pop, UIKit's own back-swipe — gets one of the table's routes: whether a rule
    /// that always applies (an ordinary rule or a default) matches. Rules only for gestures
    /// (``Route/isOnlyWhenInteractive``) never count, whether or not their gesture is in progress
    /// at the moment of asking.
    ///
    /// A router disables the system back-swipe for a pop exactly when this holds
    /// (`BackSwipePolicy`): a gesture-only pop rule leaves taps and the system swipe to UIKit.
    package func routesWithoutGesture(_ operation: TransitionOperation, from: Endpoint?, to: Endpoint?) -> Bool {
        rules.contains { !$0.route.isOnlyWhenInteractive && $0.matches(operation, from: from, to: to) }
    }

    /// The interaction controller to hand to UIKit for `operation`: the winning route's
    /// interaction only while its gesture is active (see ``Route/activeInteraction``).
    package func activeInteraction(for operation: TransitionOperation, from: Endpoint?, to: Endpoint?) -> (any InteractionProviding)? {
        route(for: operation, from: from, to: to)?.activeInteraction
    }

    /// Every interaction controller whose gesture could start and drive `operation` from `from`
    /// to `to`: the interactions of the rule that wins among those that always apply, and of
    /// every rule that applies only while its gesture drives the transition
    /// (``Route/isOnlyWhenInteractive``), whether or not a gesture is in progress now; each once,
    /// in that order.
    ///
    /// A router wires these gestures to the screen a pop or dismissal would leave as it is shown,
    /// so the app does not attach them to every pushed screen itself.
    package func interactionsToAttach(for operation: TransitionOperation, from: Endpoint?, to: Endpoint?) -> [any InteractionProviding] {
        let candidates = rules.filter { $0.matchesEndpoints(operation, from: from, to: to) }
        let winner = Self.bestRanked(candidates.lazy.filter { !$0.route.isOnlyWhenInteractive })
        let gestureRules = candidates.filter(\.route.isOnlyWhenInteractive)
        return Route.droppingRepeats(((winner.map { [$0] } ?? []) + gestureRules).flatMap(\.route.interactions))
    }

    /// ``interactionsToAttach(for:from:to:)`` for a screen one of whose endpoints is *not known
    /// yet* (`nil`): the screen a router is installed on before it is presented, whose presenter
    /// is known only when UIKit presents it. With `unknownEndpointsMayMatch` `false` this is
    /// ``interactionsToAttach(for:from:to:)`` (a `nil` endpoint is absent and matches only `.any`
    /// sides). With `true`, a rule whose only doubt is an unknown side (a `to:` type, a `where:`
    /// predicate) counts too: the interactions of every rule that could win among those that
    /// always apply (the rule that surely matches and wins, and every rule that might match and
    /// outranks it), then of every gesture-only rule that could match; each once.
    ///
    /// A router wires these gestures before the presenter is known, and lets each begin only while
    /// ``interactionsToAttach(for:from:to:)`` with the endpoints known then still lists it
    /// (`RouteGestureAttaching`), so a gesture whose rule turns out not to apply never starts an
    /// un-routed transition.
    package func interactionsToAttach(
        for operation: TransitionOperation, from: Endpoint?, to: Endpoint?, unknownEndpointsMayMatch: Bool
    ) -> [any InteractionProviding] {
        guard unknownEndpointsMayMatch else { return interactionsToAttach(for: operation, from: from, to: to) }
        let candidates = rules.compactMap { rule -> (rule: RouteRule<Endpoint>, match: EndpointMatch)? in
            let match = rule.endpointMatch(operation, from: from, to: to)
            return match == .no ? nil : (rule, match)
        }
        let always = candidates.filter { !$0.rule.route.isOnlyWhenInteractive }
        let sureWinner = Self.bestRanked(always.lazy.filter { $0.match == .certain }.map(\.rule))
        let mightWin = always.filter { candidate in
            guard candidate.match == .possible else { return false }
            return sureWinner.map { $0.rank.lexicographicallyPrecedes(candidate.rule.rank) } ?? true
        }.map(\.rule)
        let gestureRules = candidates.filter(\.rule.route.isOnlyWhenInteractive).map(\.rule)
        let wired = (sureWinner.map { [$0] } ?? []) + mightWin + gestureRules
        return Route.droppingRepeats(wired.flatMap(\.route.interactions))
    }

    /// The candidate with the highest ``RouteRule/rank`` (the first of equal ones), or `nil` when
    /// there is none.
    private static func bestRanked(_ candidates: some Sequence<RouteRule<Endpoint>>) -> RouteRule<Endpoint>? {
        var best: RouteRule<Endpoint>?
        for rule in candidates {
            if let current = best, !current.rank.lexicographicallyPrecedes(rule.rank) { continue }
            best = rule
        }
        return best
    }

    private mutating func append(
        kind: RouteKind, from: EndpointMatcher<Endpoint>, to: EndpointMatcher<Endpoint>,
        pair: (@MainActor @Sendable (Endpoint, Endpoint) -> Bool)?, route: Route, isDefault: Bool
    ) {
        rules.append(RouteRule(kind: kind, from: from, to: to, pair: pair, route: route, isDefault: isDefault, order: nextOrder))
        nextOrder += 1
    }
}
