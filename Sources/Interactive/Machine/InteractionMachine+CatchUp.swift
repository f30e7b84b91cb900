import Foundation

extension InteractionMachine {
    /// The commands that bring a transition started only now (UIKit calls
    /// `startInteractiveTransition(_:)` after the gesture began, sometimes a run-loop turn later) to
    /// where the interaction is:
    /// - interacting at `p`: `[.update(progress: p)]`;
    /// - released: `[.update(progress: release progress), .complete(completion)]`;
    /// - idle or completed: `[]` (nothing drives the transition).
    ///
    /// Every progress is within 0…1 and finite.
    package var catchUpCommands: [InteractionCommand] {
        switch state {
        case .idle, .completed:
            return []
        case let .interacting(progress):
            return [.update(progress: progress)]
        case let .completing(completion):
            return [.update(progress: completion.progress), .complete(completion)]
        }
    }
}
