import Foundation
import Interactive
import Transitions

/// The kind of `Interactive` controller a gesture a SwiftUI container declares gets.
///
/// | gesture | transition | controller (module `Interactive`) |
/// |---|---|---|
/// | `.pan(.down)` | a `ThrowTransition` (`.throwAway`) | `ThrowInteractionController`: thrown with the finger's velocity, or sprung back |
/// | `.pinch` | any | `PinchInteractionController` (the pinch rule) |
/// | `.pan(direction)` | any | `PanInteractionController` (half way) |
/// | `.screenEdge(edge)` | any | `ScreenEdgeInteractionController` (half way) |
package enum GestureControllerKind: Hashable, Sendable {
    /// UIKit's percent-driven class scrubbing the transition for `gesture`.
    case percentDriven(InteractionGesture)
    /// The throw: a pan down that throws the screen away with the finger's velocity.
    case throwing

    /// The controller for `gesture` driving `transition`: a pan down on a throw throws; every
    /// other gesture scrubs.
    package init(_ gesture: InteractionGesture, transition: (any Transition)?) {
        if gesture == .pan(.down), transition is ThrowTransition {
            self = .throwing
        } else {
            self = .percentDriven(gesture)
        }
    }
}

/// The interaction controllers of a SwiftUI container, made once per kind and kept: SwiftUI hands
/// the container its gestures again on every update, and a controller made anew each time would
/// lose the gesture in progress and its wiring.
///
/// On iOS `Controller` is the `Interactive` module's controller; under the model of UIKit, the
/// model's.
@MainActor
package final class GestureControllers<Controller> {
    private var made: [GestureControllerKind: Controller] = [:]
    private let make: (GestureControllerKind) -> Controller

    /// Controllers made by `make`, once per kind.
    package init(make: @escaping (GestureControllerKind) -> Controller) {
        self.make = make
    }

    /// The controllers for `gestures` driving `transition`, in their order (repeats dropped); the
    /// same objects for the same gestures on every call.
    package func controllers(for gestures: [InteractionGesture], transition: (any Transition)?) -> [Controller] {
        var seen = Set<GestureControllerKind>()
        return gestures.compactMap { gesture in
            let kind = GestureControllerKind(gesture, transition: transition)
            guard seen.insert(kind).inserted else { return nil }
            if let existing = made[kind] { return existing }
            let controller = make(kind)
            made[kind] = controller
            return controller
        }
    }

    /// The controller already made for `kind`, if any.
    package func existing(_ kind: GestureControllerKind) -> Controller? {
        made[kind]
    }
}
