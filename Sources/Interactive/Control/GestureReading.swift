import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGPoint.zero in a default argument must be imported directly on Apple platforms
#endif

/// What a gesture recognizer reports at one moment, in UIKit's units, before any mapping.
///
/// The UIKit controllers fill the fields their recognizer has (`scale`/`velocity` of a pinch,
/// `translation(in:)`/`velocity(in:)` of a pan) and leave the others at their defaults;
/// `GestureMapping` turns it into a ``GestureSample``. Nothing is validated here.
public struct GestureReading: Sendable, Equatable {
    /// `UIPinchGestureRecognizer.scale`; default 1.
    public var scale: CGFloat
    /// `UIPinchGestureRecognizer.velocity`, scale factor per second, or `nil` when unknown.
    public var scaleVelocity: CGFloat?
    /// `UIPanGestureRecognizer.translation(in:)`, points; default `.zero`.
    public var translation: CGPoint
    /// `UIPanGestureRecognizer.velocity(in:)`, points per second, or `nil` when unknown.
    public var velocity: CGPoint?
    /// Seconds on a monotonic clock; only differences matter. Default 0, fine when velocities are given.
    public var time: TimeInterval

    /// Creates a reading.
    public init(
        scale: CGFloat = 1, scaleVelocity: CGFloat? = nil,
        translation: CGPoint = .zero, velocity: CGPoint? = nil,
        time: TimeInterval = 0
    ) {
        self.scale = scale
        self.scaleVelocity = scaleVelocity
        self.translation = translation
        self.velocity = velocity
        self.time = time
    }
}
