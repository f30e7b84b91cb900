import Foundation

/// Why a gesture-to-progress mapper could not be made. Thrown by the mappers' initialisers, so
/// that a degenerate gesture or container is rejected up front instead of producing NaN progress.
package enum GestureMappingError: Error, Sendable, Equatable {
    /// A pinch's start scale was zero, negative, NaN or infinite (the value is attached).
    /// `UIPinchGestureRecognizer` reports a positive scale, so this means a faulty adapter.
    case invalidStartScale(CGFloat)

    /// A pan's extent (container width or height, in points) was zero, negative, NaN or
    /// infinite (the value is attached): progress would divide by it.
    case invalidExtent(CGFloat)
}
