import Foundation
import Transitions

extension SessionContext {
    /// Tells UIKit's context what an interaction command means for it:
    /// `updateInteractiveTransition(_:)` for an update, `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()` for a release; a start or nothing says nothing (the gesture
    /// asked UIKit for the transition already).
    package func hear(_ command: InteractionCommand) {
        switch command {
        case .none, .start:
            break
        case let .update(progress):
            updateInteractiveTransition(progress)
        case let .complete(completion):
            switch completion.decision {
            case .finish: finishInteractiveTransition()
            case .cancel: cancelInteractiveTransition()
            }
        }
    }
}
