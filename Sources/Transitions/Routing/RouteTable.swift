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
/// 2. both sides constrained (two typed/predicated sides, or a pair predicate) over one side,
///    over none (a kind-only rule);
/// 3. a kind naming one operation over a family (`.navigation`) over ``RouteKind/any``;
/// 4. the rule registered later.
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

    /// Adds a rule for `kind` between controllers for which `predicate(from, to)` is `true`.
    /// Counts as constraining both sides; never matches when either controller is unknown.
    public mutating func add(
        _ kind: RouteKind, where predicate: @escaping @MainActor @Sendable (Endpoint, Endpoint) -> Bool,
        transition: any Transition, interaction: (any InteractionProviding)? = nil
    ) {
        append(kind: kind, from: .any, to: .any, pair: predicate, route: Route(transition: transition, interaction: interaction), isDefault: false)
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

    /// Removes the ordinary rules and the default whose kind is exactly `kind`.
    public mutating func removeRules(for kind: RouteKind) {
        rules.removeAll { $0.kind == kind }
    }

    /// Removes every rule and default.
    public mutating func removeAll() {
        rules.removeAll()
    }

    /// The winning rule for `operation` from `from` to `to` (see "Precedence"), or `nil` when no
    /// rule matches. `nil` endpoints are unknown and match only `.any` sides.
    public func rule(for operation: TransitionOperation, from: Endpoint?, to: Endpoint?) -> RouteRule<Endpoint>? {
        var best: RouteRule<Endpoint>?
        for rule in rules where rule.matches(operation, from: from, to: to) {
            if let current = best, !current.rank.lexicographicallyPrecedes(rule.rank) { continue }
            best = rule
        }
        return best
    }

    /// The winning route for `operation` from `from` to `to`, or `nil` (let UIKit animate).
    public func route(for operation: TransitionOperation, from: Endpoint?, to: Endpoint?) -> Route? {
        rule(for: operation, from: from, to: to)?.route
    }

    /// The interaction controller to hand to UIKit for `operation`: the winning route's
    /// interaction only while its gesture is active (see ``Route/activeInteraction``).
    public func activeInteraction(for operation: TransitionOperation, from: Endpoint?, to: Endpoint?) -> (any InteractionProviding)? {
        route(for: operation, from: from, to: to)?.activeInteraction
    }

    private mutating func append(
        kind: RouteKind, from: EndpointMatcher<Endpoint>, to: EndpointMatcher<Endpoint>,
        pair: (@MainActor @Sendable (Endpoint, Endpoint) -> Bool)?, route: Route, isDefault: Bool
    ) {
        rules.append(RouteRule(kind: kind, from: from, to: to, pair: pair, route: route, isDefault: isDefault, order: nextOrder))
        nextOrder += 1
    }
}
