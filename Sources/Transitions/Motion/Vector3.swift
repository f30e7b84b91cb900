import Foundation

/// A three-component vector (points for positions and translations, radians for rotation angles,
/// plain factors for scales), the kit's counterpart of the x, y, z of Core Animation's 3D
/// transforms.
///
/// Arithmetic follows IEEE rules; the kit's operations that build transforms from vectors treat
/// non-finite components as documented on each operation.
public struct Vector3: Hashable, Sendable {
    /// The x component.
    public var x: CGFloat
    /// The y component.
    public var y: CGFloat
    /// The z component.
    public var z: CGFloat

    /// Creates a vector from its components. `z` defaults to 0.
    public init(x: CGFloat, y: CGFloat, z: CGFloat = 0) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// Creates a vector with all three components equal to `value`.
    package init(repeating value: CGFloat) {
        self.init(x: value, y: value, z: value)
    }

    /// The vector lifted from a 2D point, with z = 0.
    package init(_ point: CGPoint) {
        self.init(x: point.x, y: point.y, z: 0)
    }

    /// (0, 0, 0).
    public static let zero = Vector3(x: 0, y: 0, z: 0)
    /// (1, 1, 1), the identity scale.
    public static let one = Vector3(x: 1, y: 1, z: 1)

    /// The x and y components as a point (z is dropped).
    package var point: CGPoint { CGPoint(x: x, y: y) }

    /// `true` when all three components are finite.
    package var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }

    /// Euclidean length, saturating at `CGFloat.greatestFiniteMagnitude`; NaN components count as 0.
    package var length: CGFloat { euclideanNorm(x, y, z) }

    /// Dot product.
    package func dot(_ other: Vector3) -> CGFloat {
        x * other.x + y * other.y + z * other.z
    }

    /// Cross product (right-handed).
    package func cross(_ other: Vector3) -> Vector3 {
        Vector3(x: y * other.z - z * other.y, y: z * other.x - x * other.z, z: x * other.y - y * other.x)
    }

    /// The vector scaled to length 1, or `nil` when its length is 0 or not finite.
    package var normalized: Vector3? {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        return self / length
    }

    /// Component-wise sum.
    package static func + (lhs: Vector3, rhs: Vector3) -> Vector3 {
        Vector3(x: lhs.x + rhs.x, y: lhs.y + rhs.y, z: lhs.z + rhs.z)
    }

    /// Component-wise difference.
    package static func - (lhs: Vector3, rhs: Vector3) -> Vector3 {
        Vector3(x: lhs.x - rhs.x, y: lhs.y - rhs.y, z: lhs.z - rhs.z)
    }

    /// Negation.
    package static prefix func - (vector: Vector3) -> Vector3 {
        Vector3(x: -vector.x, y: -vector.y, z: -vector.z)
    }

    /// Scaling by a factor.
    package static func * (vector: Vector3, factor: CGFloat) -> Vector3 {
        Vector3(x: vector.x * factor, y: vector.y * factor, z: vector.z * factor)
    }

    /// Division by a divisor.
    package static func / (vector: Vector3, divisor: CGFloat) -> Vector3 {
        Vector3(x: vector.x / divisor, y: vector.y / divisor, z: vector.z / divisor)
    }
}

extension Vector3: VectorInterpolatable {
    /// Component-wise linear interpolation; see ``Interpolatable``.
    public func interpolated(to other: Vector3, fraction: CGFloat) -> Vector3 {
        Vector3(
            x: x.lerp(to: other.x, fraction: fraction),
            y: y.lerp(to: other.y, fraction: fraction),
            z: z.lerp(to: other.z, fraction: fraction)
        )
    }

    /// Component-wise weighted sum; see `VectorInterpolatable/combining(_:weights:)`.
    package static func combining(
        _ values: (Vector3, Vector3, Vector3, Vector3),
        weights: (CGFloat, CGFloat, CGFloat, CGFloat)
    ) -> Vector3 {
        Vector3(
            x: CGFloat.combining((values.0.x, values.1.x, values.2.x, values.3.x), weights),
            y: CGFloat.combining((values.0.y, values.1.y, values.2.y, values.3.y), weights),
            z: CGFloat.combining((values.0.z, values.1.z, values.2.z, values.3.z), weights)
        )
    }

    /// Euclidean distance.
    package func euclideanDistance(to other: Vector3) -> CGFloat {
        euclideanNorm(x - other.x, y - other.y, z - other.z)
    }
}
