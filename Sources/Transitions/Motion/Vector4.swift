import Foundation

/// A four-component vector: the perspective column of a decomposed ``Transform3D``
/// (`m14`, `m24`, `m34`, `m44` after normalisation).
package struct Vector4: Hashable, Sendable {
    /// The x component.
    package var x: CGFloat
    /// The y component.
    package var y: CGFloat
    /// The z component.
    package var z: CGFloat
    /// The w component.
    package var w: CGFloat

    /// Creates a vector from its components.
    package init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// (0, 0, 0, 1): no perspective.
    package static let noPerspective = Vector4(x: 0, y: 0, z: 0, w: 1)
}

extension Vector4: Interpolatable {
    /// Component-wise linear interpolation; see ``Interpolatable``.
    package func interpolated(to other: Vector4, fraction: CGFloat) -> Vector4 {
        Vector4(
            x: x.lerp(to: other.x, fraction: fraction),
            y: y.lerp(to: other.y, fraction: fraction),
            z: z.lerp(to: other.z, fraction: fraction),
            w: w.lerp(to: other.w, fraction: fraction)
        )
    }
}
