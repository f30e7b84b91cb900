import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// The shape an item collides with, mirroring `UIDynamicItemCollisionBoundsType`.
///
/// The shape is derived once from the item's bounds size when the item is added (UIKit reads
/// `bounds` once, too); later size changes are not seen.
public enum CollisionBounds: Equatable, Sendable {
    /// The item's bounds rectangle (`.rectangle`, UIKit's default).
    case rectangle
    /// The ellipse inscribed in the bounds (`.ellipse`). A square item gets an exact circle; any other
    /// aspect ratio gets a convex 16-gon approximation (the kit's choice; UIKit's internal
    /// representation is not documented).
    case ellipse
    /// A convex polygon (`.path` with `collisionBoundingPath`), vertices in points relative to the
    /// item's center, in any order. The kit uses the convex hull of the points (UIKit requires a convex,
    /// counter-clockwise path). Hulls with more than 32 vertices are resampled to 32; fewer than 3
    /// distinct points, a zero area or coordinates beyond ±1 000 000 pt are rejected with ``DynamicsError/invalidCollisionPath``.
    case polygon([CGPoint])
}

/// Errors the Dynamics engine reports for input it cannot simulate.
public enum DynamicsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An item's size is zero, negative, over 1 000 000 pt or not finite. UIKit raises "Invalid size"
    /// for zero-size items.
    case invalidSize(width: Double, height: Double)
    /// A position or rotation is not finite.
    case invalidGeometry
    /// A polygon collision path has fewer than 3 distinct points, zero area, or points that are not
    /// finite or lie over 1 000 000 pt from the center.
    case invalidCollisionPath
    /// The item handle does not name a live item of this animator.
    case unknownItem

    /// A readable explanation.
    public var description: String {
        switch self {
        case let .invalidSize(w, h): "Invalid size \(w)×\(h): an item's bounds must be finite and larger than zero"
        case .invalidGeometry: "Invalid geometry: center and rotation must be finite"
        case .invalidCollisionPath: "Invalid collision path: it needs 3 or more distinct finite points enclosing an area"
        case .unknownItem: "Unknown item: the handle does not name a live item of this animator"
        }
    }
}
