import Foundation
import Transitions

/// The progress mapper of one gesture, made when it begins: a pinch relative to its start scale,
/// a pan or an edge pan across the container.
///
/// ```swift
/// // .began
/// let mapping = try GestureMapping(.pinch, began: reading, containerSize: view.bounds.size)
/// machine.handle(.began(mapping.sample(reading)))
/// ```
package enum GestureMapping: Sendable, Equatable {
    /// A pinch: `1 − scale / startScale`.
    case pinch(PinchProgress)
    /// A pan along a direction.
    case pan(PanProgress)
    /// A pan in from a screen edge.
    case screenEdge(ScreenEdgePanProgress)

    /// The mapping for `gesture`, beginning with `reading`.
    ///
    /// - Parameters:
    ///   - gesture: Which gesture and direction.
    ///   - reading: The recognizer's values at `.began`; a pinch starts from its `scale`.
    ///   - containerSize: Points; the extent of pans (width for horizontal, height for vertical).
    ///     Unused by a pinch.
    ///   - layoutDirection: Mirrors horizontal pans and edges. Default `.leftToRight`.
    /// - Throws: ``GestureMappingError/invalidStartScale(_:)`` for a pinch whose scale is not finite
    ///   and positive, ``GestureMappingError/invalidExtent(_:)`` for a pan across a container
    ///   with a zero, negative or non-finite side. The gesture should then start nothing.
    package init(_ gesture: InteractionGesture, began reading: GestureReading, containerSize: CGSize, layoutDirection: LayoutDirection = .leftToRight) throws {
        switch gesture {
        case .pinch:
            self = .pinch(try PinchProgress(startScale: reading.scale))
        case let .pan(direction):
            self = .pan(try PanProgress(direction: direction, containerSize: containerSize, layoutDirection: layoutDirection))
        case let .screenEdge(edge):
            self = .screenEdge(try ScreenEdgePanProgress(edge: edge, containerSize: containerSize, layoutDirection: layoutDirection))
        }
    }

    /// The machine sample for `reading`: progress clamped to 0…1 (NaN when the reading is not
    /// finite, which the machine ignores), velocity converted from the recognizer's when given.
    package func sample(_ reading: GestureReading) -> GestureSample {
        switch self {
        case let .pinch(pinch):
            return pinch.sample(scale: reading.scale, velocity: reading.scaleVelocity, time: reading.time)
        case let .pan(pan):
            return pan.sample(translation: reading.translation, velocity: reading.velocity, time: reading.time)
        case let .screenEdge(edge):
            return edge.sample(translation: reading.translation, velocity: reading.velocity, time: reading.time)
        }
    }
}
