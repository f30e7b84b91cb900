import Foundation
import Transitions

/// Maps a screen-edge pan to transition progress: the distance travelled inwards from the edge
/// divided by the container's extent across it, clamped to 0…1, mirrored in right-to-left
/// layouts.
///
/// A ``PanProgress`` whose direction is the edge's `ScreenEdge.inwardDirection`: a pan from the
/// leading edge advances towards trailing, as the system back swipe does. Configure the
/// recognizer with ``physicalEdge``.
package struct ScreenEdgePanProgress: Sendable, Equatable {
    /// The edge the pan starts from.
    package let edge: ScreenEdge
    /// The pan mapping inwards from ``edge``.
    package let pan: PanProgress

    /// Creates a mapper for pans from `edge` across a container of `containerSize` points.
    ///
    /// - Throws: ``GestureMappingError/invalidExtent(_:)`` when the container's width (for
    ///   leading/trailing) or height (for top/bottom) is zero, negative or not finite.
    package init(edge: ScreenEdge, containerSize: CGSize, layoutDirection: LayoutDirection = .leftToRight) throws {
        self.edge = edge
        self.pan = try PanProgress(direction: edge.inwardDirection, containerSize: containerSize, layoutDirection: layoutDirection)
    }

    /// The edge in screen terms, for `UIScreenEdgePanGestureRecognizer.edges`.
    package var physicalEdge: PhysicalEdge { edge.physical(in: pan.layoutDirection) }

    /// Progress for a translation in points, clamped to 0…1; `nil` when not finite.
    package func progress(forTranslation translation: CGPoint) -> CGFloat? {
        pan.progress(forTranslation: translation)
    }

    /// Progress velocity in fractions per second, positive inwards; `nil` when not finite.
    package func progressVelocity(forVelocity velocity: CGPoint) -> CGFloat? {
        pan.progressVelocity(forVelocity: velocity)
    }

    /// A machine sample for the recognizer's current values (see ``PanProgress/sample(translation:velocity:time:)``).
    package func sample(translation: CGPoint, velocity: CGPoint? = nil, time: TimeInterval = 0) -> GestureSample {
        pan.sample(translation: translation, velocity: velocity, time: time)
    }
}
