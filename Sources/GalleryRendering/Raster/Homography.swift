import Foundation

/// A 2D projective map (a 3×3 matrix) from a layer's own coordinates to canvas coordinates,
/// with Core Animation's conventions: points are row vectors multiplied on the left,
/// `[x y 1] · M = [X Y W]`, and the mapped point is `(X / W, Y / W)`.
///
/// A `CATransform3D` (or the kit's `Transform3D`) restricted to the plane z = 0 is exactly the
/// homography made of its rows and columns 1, 2 and 4:
/// `[[m11, m12, m14], [m21, m22, m24], [m41, m42, m44]]` — see
/// ``init(transform3DM11:m12:m14:m21:m22:m24:m41:m42:m44:)``. Perspective (`m34`) enters through
/// `m14`/`m24` once the full 3D transform is composed, which is how a layer rotated about y
/// shrinks towards the vanishing point.
///
/// Points whose `W` is at most ``minimumW`` lie at or behind the eye of the perspective; they
/// have no image, and the rasterizer clips them away rather than dividing by a tiny or negative w.
struct Homography: Sendable, Hashable {
    /// The smallest homogeneous `W` treated as visible (1e-6). Points with a smaller `W` are
    /// behind the viewer (or at infinity) and are clipped.
    static let minimumW: Double = 1e-6

    /// First row: how a point's x contributes to X, Y and W.
    var m11: Double, m12: Double, m13: Double
    /// Second row: how a point's y contributes to X, Y and W.
    var m21: Double, m22: Double, m23: Double
    /// Third row: the constant terms (translation in X and Y, and W's offset; 1 for affine maps).
    var m31: Double, m32: Double, m33: Double

    /// Creates a homography from its nine entries, row by row (row-vector convention).
    init(
        m11: Double, m12: Double, m13: Double,
        m21: Double, m22: Double, m23: Double,
        m31: Double, m32: Double, m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The homography of a `CATransform3D`-style matrix acting on the plane z = 0: the entries
    /// `m11 m12 m14 / m21 m22 m24 / m41 m42 m44` of the 4×4 matrix (row vectors, `m34` perspective
    /// already concatenated in). The z output is dropped, as a layer flattened onto the screen.
    init(
        transform3DM11 m11: Double, m12: Double, m14: Double,
        m21: Double, m22: Double, m24: Double,
        m41: Double, m42: Double, m44: Double
    ) {
        self.init(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }

    /// The identity map.
    static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// A translation by (x, y) points.
    static func translation(x: Double, y: Double) -> Homography {
        Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
    }

    /// A scale by (x, y) about the origin.
    static func scale(x: Double, y: Double) -> Homography {
        Homography(m11: x, m12: 0, m13: 0, m21: 0, m22: y, m23: 0, m31: 0, m32: 0, m33: 1)
    }

    /// This map followed by `other` (`self · other` with row vectors, like `CATransform3DConcat`).
    func concatenating(_ other: Homography) -> Homography {
        let a = self, b = other
        return Homography(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33
        )
    }

    /// The homogeneous image `[x y 1] · M` of a point, before the divide.
    @inline(__always)
    func homogeneous(x: Double, y: Double) -> SIMD3<Double> {
        SIMD3(x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
    }

    /// The image of a point, or `nil` when it has none: `W` at most ``minimumW`` (behind the eye)
    /// or a non-finite result.
    func apply(_ point: CGPoint) -> CGPoint? {
        let h = homogeneous(x: Double(point.x), y: Double(point.y))
        guard h.z > Self.minimumW else { return nil }
        let x = h.x / h.z, y = h.y / h.z
        guard x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The determinant of the 3×3 matrix.
    var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse map, or `nil` when the matrix is singular (a layer squashed to a line or a
    /// point, such as a scale of 0) or has non-finite entries. The inverse is scaled so that its
    /// determinant has the same sign convention as the adjugate; homogeneous results are only
    /// meaningful up to scale.
    func inverted() -> Homography? {
        let det = determinant
        let norm = [m11, m12, m13, m21, m22, m23, m31, m32, m33].reduce(0) { max($0, abs($1)) }
        guard det.isFinite, norm.isFinite, norm > 0, abs(det) > 1e-12 * norm * norm * norm else { return nil }
        let invDet = 1 / det
        return Homography(
            m11: (m22 * m33 - m23 * m32) * invDet,
            m12: (m13 * m32 - m12 * m33) * invDet,
            m13: (m12 * m23 - m13 * m22) * invDet,
            m21: (m23 * m31 - m21 * m33) * invDet,
            m22: (m11 * m33 - m13 * m31) * invDet,
            m23: (m13 * m21 - m11 * m23) * invDet,
            m31: (m21 * m32 - m22 * m31) * invDet,
            m32: (m12 * m31 - m11 * m32) * invDet,
            m33: (m11 * m22 - m12 * m21) * invDet
        )
    }

    /// Whether every entry is finite.
    var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }
}
