import Foundation

/// One entry of a ``RouteTable``: which transitions it applies to (kind and endpoints) and the
/// ``Route`` it answers.
///
/// Rules are created by ``RouteTable/add(_:from:to:transition:interaction:)``,
/// ``RouteTable/add(_:from:to:transition:interactions:onlyWhenInteractive:)``,
/// ``RouteTable/add(_:where:transition:interaction:)``,
/// ``RouteTable/add(_:where:transition:interactions:onlyWhenInteractive:)`` and
/// ``RouteTable/setDefault(_:interaction:for:)``; the table ranks the rules that match a
/// transition by ``rank``.
@MainActor
public struct RouteRule<Endpoint: AnyObject>: Sendable, CustomStringConvertible {
    /// The operations the rule applies to.
    public let kind: RouteKind
    /// The test on the controller the transition leaves.
    public let from: EndpointMatcher<Endpoint>
    /// The test on the controller the transition reaches.
    public let to: EndpointMatcher<Endpoint>
    /// A test over both controllers at once (from, to), or `nil`. When present, both endpoints
    /// must be known for the rule to match.
    public let pair: (@MainActor @Sendable (Endpoint, Endpoint) -> Bool)?
    /// The answer when the rule wins.
    public let route: Route
    /// `true` for a default: consulted only when no ordinary rule matches.
    public let isDefault: Bool
    /// The registration order within its table, from 0; later rules win ties.
    public let order: Int

    init(
        kind: RouteKind, from: EndpointMatcher<Endpoint>, to: EndpointMatcher<Endpoint>,
        pair: (@MainActor @Sendable (Endpoint, Endpoint) -> Bool)?, route: Route, isDefault: Bool, order: Int
    ) {
        self.kind = kind
        self.from = from
        self.to = to
        self.pair = pair
        self.route = route
        self.isDefault = isDefault
        self.order = order
    }

    /// How many sides the rule constrains: 2 for a pair predicate or two typed/predicated sides,
    /// 1 for one side, 0 for a kind-only rule.
    package nonisolated var endpointSpecificity: Int {
        if pair != nil { return 2 }
        return (from.isAny ? 0 : 1) + (to.isAny ? 0 : 1)
    }

    /// Whether the rule applies to `operation` between `from` and `to` (`nil`: unknown endpoint,
    /// matched only by `.any`) now: a rule whose route is ``Route/isOnlyWhenInteractive`` matches
    /// only while one of its interactions is in progress.
    package func matches(_ operation: TransitionOperation, from source: Endpoint?, to destination: Endpoint?) -> Bool {
        route.isApplicable && matchesEndpoints(operation, from: source, to: destination)
    }

    /// Whether the rule's kind and endpoints accept `operation` between `from` and `to`, whether
    /// or not its route applies now (see ``matches(_:from:to:)``).
    package func matchesEndpoints(_ operation: TransitionOperation, from source: Endpoint?, to destination: Endpoint?) -> Bool {
        guard kind.matches(operation), from.matches(source), to.matches(destination) else { return false }
        guard let pair else { return true }
        guard let source, let destination else { return false }
        return pair(source, destination)
    }

    /// How surely the rule's kind and endpoints accept `operation` between `from` and `to` when a
    /// `nil` endpoint is *not known yet* (the presenter of a screen about to be presented) rather
    /// than absent: `EndpointMatch/possible` when only an unknown side (or a `where:` predicate
    /// that needs it) could decide.
    package func endpointMatch(_ operation: TransitionOperation, from source: Endpoint?, to destination: Endpoint?) -> EndpointMatch {
        guard kind.matches(operation) else { return .no }
        var undecided = false
        for (matcher, endpoint) in [(from, source), (to, destination)] where !matcher.isAny {
            guard let endpoint else {
                undecided = true
                continue
            }
            if !matcher.matches(endpoint) { return .no }
        }
        if let pair {
            if let source, let destination {
                if !pair(source, destination) { return .no }
            } else {
                undecided = true
            }
        }
        return undecided ? .possible : .certain
    }

    /// The ranking key among matching rules, compared lexicographically, higher wins:
    /// ordinary rules before defaults, then a rule that applies only while its gesture drives
    /// the transition (``Route/isOnlyWhenInteractive``: it matches only then, and then it is the
    /// gesture's rule) before one that always applies, then ``endpointSpecificity`` (both sides >
    /// one side > kind-only), then the kind's ``RouteKind/specificity`` (one operation > a family
    /// > `.any`), then the later registration.
    package var rank: [Int] {
        [isDefault ? 0 : 1, route.isOnlyWhenInteractive ? 1 : 0, endpointSpecificity, kind.specificity, order]
    }

    public nonisolated var description: String {
        let sides = pair != nil ? "where (from, to)" : "from \(from) to \(to)"
        let gesture = route.isOnlyWhenInteractive ? " (only when interactive)" : ""
        return "\(isDefault ? "default " : "")\(kind) \(sides) → \(route.transition.name)\(gesture)"
    }
}

/// How surely a rule matches a transition one of whose endpoints may not be known yet (see
/// ``RouteRule/endpointMatch(_:from:to:)``).
package enum EndpointMatch: Sendable, Hashable {
    /// It does not match, whatever the unknown endpoints turn out to be.
    case no
    /// It matches only if the unknown endpoints pass its tests.
    case possible
    /// It matches.
    case certain
}
