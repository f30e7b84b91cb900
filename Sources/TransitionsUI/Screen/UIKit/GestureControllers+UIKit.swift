#if canImport(UIKit)
import Interactive
import Transitions
import UIKit

extension GestureControllers where Controller == TransitionRouter.Interaction {
    /// The `Interactive` controllers of a container on iOS, one per ``GestureControllerKind``.
    convenience init() {
        self.init { kind in
            switch kind {
            case .throwing: ThrowInteractionController()
            case .percentDriven(.pinch): PinchInteractionController()
            case .percentDriven(.screenEdge(let edge)): ScreenEdgeInteractionController(edge: edge)
            case .percentDriven(.pan(let direction)): PanInteractionController(direction: direction)
            }
        }
    }
}
#endif
