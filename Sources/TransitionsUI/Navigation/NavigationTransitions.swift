import Foundation
import Transitions

/// The transitions of a `TransitionNavigationStack`: one for the whole stack, one per type of
/// path value, and one per link, and the gestures that pop interactively.
///
/// For each screen pushed the most specific wins (``route(for:link:)``): the pushing link
/// (``LinkTransition``), for its push and pop; else the last rule for the value's type
/// (``add(_:transition:interactions:)``); else ``transition``; else the router's own rules, and
/// without one UIKit's push and pop with the system back swipe. The choice becomes two rules in the
/// stack's router (``addRules(for:route:to:)``), removed when the screen leaves; constraining both
/// sides, they beat the router's ordinary rules, though its gesture-only rules outrank them while
/// their gesture drives a pop (docs/router.md, precedence).
///
/// ```swift
/// var transitions = NavigationTransitions(transition: .slide())
/// transitions.add(Photo.self, transition: .zoom(from: thumbnailFrame))
/// ```
@MainActor
public struct NavigationTransitions {
    /// The transition of every push and pop of the stack that no link or type rule chooses;
    /// `nil` (the default): the router's rules, else UIKit's own.
    public var transition: (any Transition)?
    /// The gestures that pop a screen whose pop the stack routes (link, type or stack
    /// transition) and whose rule names none; asked in order, the first in progress drives. On
    /// iOS the stack adds a leading screen-edge pan when this is empty, so a routed pop keeps a
    /// back swipe (UIKit's own cannot drive a custom pop).
    public var interactions: [any InteractionProviding]

    /// One rule for a type of path value.
    public struct DestinationRule {
        /// The type's name, for logs.
        public let typeName: String
        /// Whether a path value is of the type.
        public let matches: @MainActor (Any) -> Bool
        /// What plays.
        public let transition: any Transition
        /// The pop's gestures; `nil`: the stack's ``NavigationTransitions/interactions``.
        public let interactions: [any InteractionProviding]?
    }

    /// The rules for types of path values, in the order added (a later one wins).
    public private(set) var destinationRules: [DestinationRule] = []

    /// Transitions with `transition` for the whole stack (default none) and `interactions` for
    /// its routed pops (default none).
    public init(transition: (any Transition)? = nil, interactions: [any InteractionProviding] = []) {
        self.transition = transition
        self.interactions = interactions
    }

    /// Plays `transition` for every push of a value of type `T` (subclasses, and types
    /// conforming to `T` when it is a protocol, included; an `AnyHashable` path value is looked
    /// through) and for the pop back from it, popped interactively by `interactions` (default:
    /// the stack's).
    public mutating func add<T>(_ type: T.Type, transition: any Transition, interactions: [any InteractionProviding]? = nil) {
        add(typeName: String(describing: type), matches: { $0 is T }, transition: transition, interactions: interactions)
    }

    /// Adds a rule for the path values `matches` accepts (the SwiftUI stack's type rules).
    mutating func add(
        typeName: String, matches: @escaping @MainActor (Any) -> Bool, transition: any Transition,
        interactions: [any InteractionProviding]?
    ) {
        destinationRules.append(DestinationRule(typeName: typeName, matches: matches, transition: transition, interactions: interactions))
    }

    /// What plays for the push of a screen showing `value` pushed by `link` (`nil`: a path edit),
    /// and for its pop: the link's, else the last type rule matching `value`, else the stack's
    /// ``transition``, else `nil` (the router's own rules, else UIKit).
    public func route(for value: Any, link: LinkTransition?) -> Route? {
        if let link {
            return Route(transition: link.transition, interactions: link.interactions ?? interactions)
        }
        if let rule = destinationRules.last(where: { $0.matches(value) }) {
            return Route(transition: rule.transition, interactions: rule.interactions ?? interactions)
        }
        return transition.map { Route(transition: $0, interactions: interactions) }
    }

    /// Adds to `table` the two rules that play `route` for the push to `screen` and the pop from
    /// it (pair rules matching that object only, holding it weakly), and returns their
    /// ``RouteRule/order``s, to remove them with ``removeRules(_:from:)`` when the screen leaves.
    public static func addRules<Endpoint: AnyObject>(
        for screen: Endpoint, route: Route, to table: inout RouteTable<Endpoint>
    ) -> [Int] {
        let reference = WeakEndpoint(screen)
        table.add(.push, where: { _, to in to === reference.object }, transition: route.transition,
                  interactions: route.interactions)
        let push = table.rules.last?.order
        table.add(.pop, where: { from, _ in from === reference.object }, transition: route.transition,
                  interactions: route.interactions)
        let pop = table.rules.last?.order
        return [push, pop].compactMap { $0 }
    }

    /// Removes the rules ``addRules(for:route:to:)`` added (by their orders) from `table`.
    public static func removeRules<Endpoint: AnyObject>(_ orders: [Int], from table: inout RouteTable<Endpoint>) {
        guard !orders.isEmpty else { return }
        let doomed = Set(orders)
        table.removeRules { doomed.contains($0.order) }
    }
}

/// The transition a link plays for the screen it pushes (and the pop back), and optionally the
/// gestures that pop it.
@MainActor
public struct LinkTransition {
    /// What plays for the push and the pop.
    public var transition: any Transition
    /// The pop's gestures; `nil` (default): the stack's.
    public var interactions: [any InteractionProviding]?

    /// A link transition.
    public init(_ transition: any Transition, interactions: [any InteractionProviding]? = nil) {
        self.transition = transition
        self.interactions = interactions
    }
}

/// A weak reference a route rule's predicate can hold (rules are `Sendable`; the object is only
/// read on the main actor, in the predicate).
@MainActor
final class WeakEndpoint<Object: AnyObject>: Sendable {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
