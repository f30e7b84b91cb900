import Foundation
import Transitions

/// The gesture an interaction controller listens to, and which way it advances the transition.
///
/// The UIKit controllers make the matching recognizer: `UIPinchGestureRecognizer` for ``pinch``,
/// `UIPanGestureRecognizer` for ``pan(_:)`` (a vertical swipe is a pan ``PanDirection/up`` or
/// ``PanDirection/down``), `UIScreenEdgePanGestureRecognizer` for ``screenEdge(_:)``, with the edge
/// mirrored for right-to-left layouts (`ScreenEdge.physical(in:)`).
public enum InteractionGesture: Sendable, Hashable {
    /// A pinch inwards advances the transition (the pinch rule).
    case pinch
    /// A pan in the direction advances the transition.
    case pan(PanDirection)
    /// A pan in from the edge advances the transition (the system back swipe is `.leading`).
    case screenEdge(ScreenEdge)

    /// The finish-or-cancel rule that suits the gesture: ``CompletionPolicy/fastOrPastThirtyPercent`` for a
    /// pinch, ``CompletionPolicy/halfway`` for pans and edge pans.
    public var defaultPolicy: CompletionPolicy {
        switch self {
        case .pinch: return .fastOrPastThirtyPercent
        case .pan, .screenEdge: return .halfway
        }
    }

    /// Whether a pan whose first movement has `velocity` (points per second, screen coordinates)
    /// should begin: the movement must point the way that advances the transition, at least as
    /// much along the axis as across it, so a vertical swipe does not start on a horizontal
    /// scroll. A zero or non-finite velocity does not begin. Pinches and edge pans always begin
    /// (their recognizers already filter).
    package func shouldBegin(velocity: CGPoint, layoutDirection: LayoutDirection) -> Bool {
        guard case let .pan(direction) = self else { return true }
        guard velocity.x.isFinite, velocity.y.isFinite else { return false }
        let along = (direction.isHorizontal ? velocity.x : velocity.y) * direction.axisSign(in: layoutDirection)
        let across = abs(direction.isHorizontal ? velocity.y : velocity.x)
        return along > 0 && along >= across
    }
}
