import Foundation
import Interactive
import Transitions

/// The transitions of a `TransitionNavigationStack`: one for the whole stack, one per type of
/// path value, and one per link, and the gestures that pop interactively, all as values (what the
/// stack's view declares on every update; the host makes each gesture's controller once).
///
/// For each screen pushed the most specific wins (``route(for:link:)``): the pushing link's
/// transition (``LinkTransition``), for its push and pop; else the last rule for the value's type
/// (``add(_:transition:gestures:)``); else ``transition``; else the router's own rules, and without
/// one UIKit's push and pop with the system back swipe. The choice becomes two rules in the stack's
/// router (``addRules(for:route:to:)``), removed when the screen leaves; constraining both sides,
/// they beat the router's ordinary rules, though its gesture-only rules outrank them while their
/// gesture drives a pop (docs/router.md, precedence).
package struct NavigationTransitions {
    /// The transition of every push and pop of the stack that no link or type rule chooses;
    /// `nil` (the default): the router's rules, else UIKit's own.
    package var transition: (any Transition)?
    /// The gestures that pop a screen whose pop the stack routes and whose rule names none;
    /// asked in order, the first in progress drives.
    package var gestures: [InteractionGesture]

    /// One rule for a type of path value.
    package struct DestinationRule {
        /// The type's name, for logs.
        package let typeName: String
        /// Whether a path value is of the type.
        package let matches: @Sendable (Any) -> Bool
        /// What plays.
        package let transition: any Transition
        /// The pop's gestures; `nil`: the stack's ``NavigationTransitions/gestures``.
        package let gestures: [InteractionGesture]?
    }

    /// The rules for types of path values, in the order added (a later one wins).
    package private(set) var destinationRules: [DestinationRule] = []

    /// What plays for one screen: the transition and the gestures that pop it.
    package struct Choice {
        /// What plays for the push and the pop.
        package let transition: any Transition
        /// What pops it interactively.
        package let gestures: [InteractionGesture]
    }

    /// Transitions with `transition` for the whole stack (default none) and `gestures` for its
    /// routed pops (default none).
    package init(transition: (any Transition)? = nil, gestures: [InteractionGesture] = []) {
        self.transition = transition
        self.gestures = gestures
    }

    /// Plays `transition` for every push of a value of type `T` (subclasses, and types
    /// conforming to `T` when it is a protocol, included; an `AnyHashable` path value is looked
    /// through) and for the pop back from it, popped interactively by `gestures` (default: the
    /// stack's).
    package mutating func add<T>(_ type: T.Type, transition: any Transition, gestures: [InteractionGesture]? = nil) {
        destinationRules.append(DestinationRule(
            typeName: String(describing: type), matches: { Self.value($0, is: T.self) }, transition: transition, gestures: gestures))
    }

    /// Adds `rules` after the rules already there (later ones win).
    package mutating func add(_ rules: [DestinationRule]) {
        destinationRules += rules
    }

    /// What plays for the push of a screen showing `value` pushed by `link` (`nil`: a path edit),
    /// and for its pop: the link's transition, else the last type rule matching `value`, else the
    /// stack's ``transition``, else `nil` (the router's own rules, else UIKit). A link without a
    /// transition falls back as a path edit does, with its own gestures if it names any.
    package func route(for value: Any, link: LinkTransition?) -> Choice? {
        if let link, let transition = link.transition {
            return Choice(transition: transition, gestures: link.gestures ?? gestures)
        }
        let fallback: Choice?
        if let rule = destinationRules.last(where: { $0.matches(value) }) {
            fallback = Choice(transition: rule.transition, gestures: rule.gestures ?? gestures)
        } else {
            fallback = transition.map { Choice(transition: $0, gestures: gestures) }
        }
        guard let fallback, let linkGestures = link?.gestures else { return fallback }
        return Choice(transition: fallback.transition, gestures: linkGestures)
    }

    /// Whether `value` is a `T`, looking through `AnyHashable`.
    private static func value<T>(_ value: Any, is type: T.Type) -> Bool {
        if value is T { return true }
        if let hashable = value as? AnyHashable { return hashable.base is T }
        return false
    }

    /// Adds to `table` the two rules that play `route` for the push to `screen` and the pop from
    /// it (pair rules matching that object only, holding it weakly), and returns their
    /// ``RouteRule/order``s, to remove them with ``removeRules(_:from:)`` when the screen leaves.
    @MainActor
    package static func addRules<Endpoint: AnyObject>(
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
    @MainActor
    package static func removeRules<Endpoint: AnyObject>(_ orders: [Int], from table: inout RouteTable<Endpoint>) {
        guard !orders.isEmpty else { return }
        let doomed = Set(orders)
        table.removeRules { doomed.contains($0.order) }
    }
}

/// What a link attaches to the screen it pushes: its own transition for the push and the pop
/// back (`nil`: the one a path edit would get), and optionally the gestures that pop it.
package struct LinkTransition {
    /// What plays for the push and the pop; `nil`: the type rule, the stack's or the router's, as
    /// for a path edit.
    package var transition: (any Transition)?
    /// The pop's gestures; `nil` (default): those of the transition chosen.
    package var gestures: [InteractionGesture]?

    /// A link transition.
    package init(_ transition: (any Transition)?, gestures: [InteractionGesture]? = nil) {
        self.transition = transition
        self.gestures = gestures
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
