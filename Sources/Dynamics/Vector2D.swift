import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// A two-dimensional vector with `dx`/`dy` components, standing in for Core Graphics' `CGVector`
/// (absent from Foundation on Linux).
///
/// Used for directions (gravity, push), velocities (points per second) and forces. The UIKit layer
/// converts to and from `CGVector` field for field.
public struct Vector2D: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component; positive is to the right.
    public var dx: CGFloat
    /// The vertical component; positive is downwards (UIKit's flipped y axis).
    public var dy: CGFloat

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector2D(dx: 0, dy: 0)

    /// The Euclidean length.
    public var length: CGFloat { (dx * dx + dy * dy).squareRoot() }

    /// The angle in radians from the positive x axis, measured towards positive y (clockwise on screen).
    public var angle: CGFloat { atan2(dy, dx) }

    /// A textual description, `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }

    var vec: Vec2 { Vec2(Double(dx), Double(dy)) }
    init(_ v: Vec2) { self.init(dx: v.x, dy: v.y) }

    /// The vector of length `magnitude` at `angle` (radians, from +x towards +y); a negative
    /// magnitude points the other way. `nil` when either is not finite.
    init?(angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else { return nil }
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// What a behaviour stores for a direction it is given (gravity, push): `nil` for a non-finite
    /// vector, which the behaviour ignores, otherwise each component clamped to ±1 000 000 so the
    /// simulation stays finite.
    var clampedForBehavior: Vector2D? {
        guard dx.isFinite, dy.isFinite else { return nil }
        return Vector2D(dx: min(max(dx, -1e6), 1e6), dy: min(max(dy, -1e6), 1e6))
    }
}
