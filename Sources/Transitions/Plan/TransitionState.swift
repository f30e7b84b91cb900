import Foundation

/// The state of every participant of a plan at one instant, in the plan's order (bottom to
/// top before ``ParticipantState/zPosition`` reordering).
///
/// A stage applies it as it is; a state may also be *partial* (only some participants), which
/// the driver uses to put the permanent views back at rest on completion.
public struct TransitionState: Hashable, Sendable {
    /// One participant's state.
    public struct Entry: Hashable, Sendable {
        /// The participant's name.
        public var id: ParticipantID
        /// What the participant is.
        public var kind: TransitionParticipant.Kind
        /// Its state.
        public var state: ParticipantState

        /// Creates an entry.
        public init(id: ParticipantID, kind: TransitionParticipant.Kind, state: ParticipantState) {
            self.id = id
            self.kind = kind
            self.state = state
        }
    }

    /// The track progress the state was evaluated at (may exceed 1 while a spring overshoots).
    public var progress: CGFloat
    /// The participants' states, in plan order.
    public var entries: [Entry]

    /// Creates a state.
    public init(progress: CGFloat, entries: [Entry]) {
        self.progress = progress
        self.entries = entries
    }

    /// The state of participant `id`, or `nil` when it is not part of this state.
    public subscript(id: ParticipantID) -> ParticipantState? {
        entries.first { $0.id == id }?.state
    }

    /// The participants' names in plan order.
    public var ids: [ParticipantID] { entries.map(\.id) }

    /// The participants' names from bottom to top as they are drawn: by ``ParticipantState/zPosition``,
    /// ties keeping plan order (Core Animation's sibling order).
    public var drawingOrder: [ParticipantID] {
        entries.enumerated()
            .sorted { lhs, rhs in
                lhs.element.state.zPosition != rhs.element.state.zPosition
                    ? lhs.element.state.zPosition < rhs.element.state.zPosition
                    : lhs.offset < rhs.offset
            }
            .map(\.element.id)
    }
}
