#if canImport(UIKit)
import Interactive
import Transitions
import UIKit

/// The interaction controllers for a list of ``TransitionGesture``s, made once per gesture and
/// kept: SwiftUI hands the container its gestures again on every update, and a controller made
/// anew each time would lose the gesture in progress and its wiring.
@MainActor
final class GestureControllers {
    private var made: [TransitionGesture: TransitionRouter.Interaction] = [:]

    /// The controllers for `gestures`, in their order (repeats dropped); the same objects for the
    /// same gestures on every call.
    func controllers(for gestures: [TransitionGesture]) -> [TransitionRouter.Interaction] {
        var seen = Set<TransitionGesture>()
        return gestures.compactMap { gesture in
            guard seen.insert(gesture).inserted else { return nil }
            if let existing = made[gesture] { return existing }
            let controller = Self.make(gesture)
            made[gesture] = controller
            return controller
        }
    }

    /// The `Interactive` controller for `gesture` (see the table on ``TransitionGesture``).
    static func make(_ gesture: TransitionGesture) -> TransitionRouter.Interaction {
        switch gesture {
        case .pinch: PinchInteractionController()
        case .edgePan(let edge): ScreenEdgeInteractionController(edge: edge)
        case .pan(let direction): PanInteractionController(direction: direction)
        case .swipe(let direction): VerticalSwipeInteractionController(direction: direction)
        case .throwAway: ThrowInteractionController()
        }
    }
}
#endif
