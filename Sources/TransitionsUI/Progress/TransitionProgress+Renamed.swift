import Foundation
import Transitions

extension TransitionProgress {
    /// The operation of a UIKit transition, from what its coordinator's two controllers say:
    /// `.present` when the to-controller is being presented, `.dismiss` when the from-controller
    /// is being dismissed, and between two screens of one navigation stack `.push` when the
    /// from-screen is still on the stack and `.pop` when it left it; `nil` otherwise.
    @available(*, deprecated, message: "TransitionProgress.operation is read from UIKit's context by the kit, tab switches included")
    public static func operation(
        toIsBeingPresented: Bool, fromIsBeingDismissed: Bool, sameNavigationStack: Bool, fromStillOnStack: Bool
    ) -> TransitionOperation? {
        TransitionOperationReading(
            toIsBeingPresented: toIsBeingPresented, fromIsBeingDismissed: fromIsBeingDismissed,
            fromNavigationIndex: sameNavigationStack && fromStillOnStack ? 0 : nil,
            toNavigationIndex: sameNavigationStack ? (fromStillOnStack ? 1 : 0) : nil
        ).operation
    }
}
