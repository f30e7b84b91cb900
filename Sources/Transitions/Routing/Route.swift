import Foundation

/// What a route table answers for one transition: the transition to play and the interaction
/// controllers that can drive it with a gesture.
///
/// An interaction controller is handed to UIKit only while its gesture is active
/// (``activeInteraction``): a programmatic or non-animated transition never gets one, so it can
/// never stall waiting for a gesture that is not there.
///
/// A route can hold several interaction controllers (a pinch and an edge pan for the same pop):
/// the first one whose gesture is in progress drives the transition. A route made with
/// `onlyWhenInteractive: true` applies only while one of them is in progress, so taps, buttons
/// and programmatic transitions fall through to the table's other rules ("taps cross-fade, pans
/// slide").
@MainActor
public struct Route: Sendable {
    /// The transition played.
    public let transition: any Transition
    /// The objects that can drive the transition interactively, in the order they are asked. The
    /// table keeps them alive (strongly) for as long as the rule exists; they should hold view
    /// controllers weakly.
    public let interactions: [any InteractionProviding]
    /// `true` when the route applies only while one of ``interactions`` is in progress (see
    /// ``isApplicable``). Default `false`: the route applies to every matching transition.
    public let isOnlyWhenInteractive: Bool

    /// A route playing `transition`, interactively driven by `interaction` when its gesture is
    /// active.
    public init(transition: any Transition, interaction: (any InteractionProviding)? = nil) {
        self.init(transition: transition, interactions: interaction.map { [$0] } ?? [])
    }

    /// A route playing `transition`, driven by the first of `interactions` whose gesture is
    /// active.
    ///
    /// - Parameters:
    ///   - transition: what plays.
    ///   - interactions: what can drive it, asked in this order; repeats are dropped.
    ///   - onlyWhenInteractive: `true` for a route that applies only while one of `interactions`
    ///     is in progress (a route with no interactions then never applies). Default `false`.
    public init(transition: any Transition, interactions: [any InteractionProviding], onlyWhenInteractive: Bool = false) {
        self.transition = transition
        self.interactions = Self.droppingRepeats(interactions)
        self.isOnlyWhenInteractive = onlyWhenInteractive
    }

    /// `interactions` without the repeats of an object already listed, in their order.
    static func droppingRepeats(_ interactions: [any InteractionProviding]) -> [any InteractionProviding] {
        var seen: [ObjectIdentifier] = []
        return interactions.filter { interaction in
            let id = ObjectIdentifier(interaction)
            if seen.contains(id) { return false }
            seen.append(id)
            return true
        }
    }

    /// The first of ``interactions``, or `nil`.
    public var interaction: (any InteractionProviding)? { interactions.first }

    /// The first of ``interactions`` whose `isInteractionInProgress` is `true`; `nil` otherwise —
    /// including for every programmatic or non-animated transition.
    package var activeInteraction: (any InteractionProviding)? {
        interactions.first { $0.isInteractionInProgress }
    }

    /// Whether the route applies now: always, unless it is ``isOnlyWhenInteractive`` and none of
    /// its interactions is in progress.
    package var isApplicable: Bool {
        !isOnlyWhenInteractive || activeInteraction != nil
    }
}
