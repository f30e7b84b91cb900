import Foundation

/// What a route table answers for one transition: the transition to play and, optionally, the
/// interaction controller that can drive it with a gesture.
///
/// The interaction controller is handed to UIKit only while its gesture is active
/// (``activeInteraction``): a programmatic or non-animated transition never gets one, so it can
/// never stall waiting for a gesture that is not there.
@MainActor
public struct Route: Sendable {
    /// The transition played.
    public let transition: any Transition
    /// The object that drives the transition interactively, if any. The table keeps it alive
    /// (strongly) for as long as the rule exists; it should hold view controllers weakly.
    public let interaction: (any InteractionProviding)?

    /// A route playing `transition`, interactively driven by `interaction` when its gesture is
    /// active.
    public init(transition: any Transition, interaction: (any InteractionProviding)? = nil) {
        self.transition = transition
        self.interaction = interaction
    }

    /// ``interaction`` when its `isInteractionInProgress` is `true`; `nil` otherwise — including
    /// for every programmatic or non-animated transition.
    public var activeInteraction: (any InteractionProviding)? {
        guard let interaction, interaction.isInteractionInProgress else { return nil }
        return interaction
    }
}
