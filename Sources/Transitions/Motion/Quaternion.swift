import Foundation

/// A unit quaternion (x, y, z, w) describing a 3D rotation, as Core Animation uses to interpolate
/// the rotation part of transforms.
///
/// The rotation by `angle` radians about unit axis u is (u·sin(angle/2), cos(angle/2)), with the
/// same sense as ``Transform3D/init(rotationAngle:x:y:z:)`` (`CATransform3DMakeRotation`).
package struct Quaternion: Hashable, Sendable {
    /// The x component of the vector part.
    package var x: CGFloat
    /// The y component of the vector part.
    package var y: CGFloat
    /// The z component of the vector part.
    package var z: CGFloat
    /// The scalar part.
    package var w: CGFloat

    /// Creates a quaternion from its components (not normalised).
    package init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// The rotation by `angle` radians about `axis` (any length). A zero or non-finite axis, or a
    /// non-finite angle, gives ``identity``.
    package init(angle: CGFloat, axis: Vector3) {
        guard angle.isFinite, let unit = axis.normalized else {
            self = .identity
            return
        }
        let half = angle / 2
        let s = sin(half)
        self.init(x: unit.x * s, y: unit.y * s, z: unit.z * s, w: cos(half))
    }

    /// No rotation: (0, 0, 0, 1).
    package static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// Four-dimensional dot product.
    package func dot(_ other: Quaternion) -> CGFloat {
        x * other.x + y * other.y + z * other.z + w * other.w
    }

    /// The quaternion scaled to unit length, or ``identity`` when its length is 0 or not finite.
    package var normalized: Quaternion {
        let length = dot(self).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
    }

    /// Spherical linear interpolation along the shorter arc (Core Animation's behaviour: a
    /// rotation never takes the long way round), not clamped: `fraction` outside `0…1`
    /// extrapolates along the same great circle. A non-finite fraction returns `self`.
    package func slerp(to other: Quaternion, fraction: CGFloat) -> Quaternion {
        guard fraction.isFinite else { return self }
        var target = other
        var cosine = dot(other)
        if cosine < 0 {
            // q and −q are the same rotation; pick the one on the short arc.
            target = Quaternion(x: -other.x, y: -other.y, z: -other.z, w: -other.w)
            cosine = -cosine
        }
        let a: CGFloat
        let b: CGFloat
        if cosine > 0.9995 {
            // Nearly parallel: normalised linear blending is accurate and stable.
            a = 1 - fraction
            b = fraction
        } else {
            let angle = acos(min(cosine, 1))
            let sine = sin(angle)
            a = sin((1 - fraction) * angle) / sine
            b = sin(fraction * angle) / sine
        }
        return Quaternion(
            x: a * x + b * target.x,
            y: a * y + b * target.y,
            z: a * z + b * target.z,
            w: a * w + b * target.w
        ).normalized
    }
}
