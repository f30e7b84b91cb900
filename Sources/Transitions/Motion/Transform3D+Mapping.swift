import Foundation

extension Transform3D {
    /// The smallest |w| treated as a real homogeneous divisor when mapping points.
    static let minimumW: CGFloat = 1e-12

    /// Maps a 3D point: (x, y, z, 1) · M followed by the homogeneous divide by w.
    ///
    /// A point at or behind the eye plane (w ≤ 1e-12, which only perspective transforms
    /// produce) has no image; Core Animation clips it. The kit then divides by 1e-12 instead, so
    /// the result lies far away in the direction of the point, and saturates; it is always finite
    /// (NaN input coordinates give 0).
    package func transform(_ point: Vector3) -> Vector3 {
        let p = Vector3(
            x: point.x.saturated(nanValue: 0),
            y: point.y.saturated(nanValue: 0),
            z: point.z.saturated(nanValue: 0)
        )
        let x = p.x * m11 + p.y * m21 + p.z * m31 + m41
        let y = p.x * m12 + p.y * m22 + p.z * m32 + m42
        let z = p.x * m13 + p.y * m23 + p.z * m33 + m43
        var w = p.x * m14 + p.y * m24 + p.z * m34 + m44
        if !(w > Self.minimumW) { w = Self.minimumW }
        return Vector3(
            x: (x / w).saturated(nanValue: 0),
            y: (y / w).saturated(nanValue: 0),
            z: (z / w).saturated(nanValue: 0)
        )
    }

    /// Maps a 2D point lying in the plane z = 0 and returns where it lands on screen (x and y
    /// after the homogeneous divide), as Core Animation renders a layer's corner.
    ///
    /// Same edge-case rules as ``transform(_:)``: always finite.
    package func project(_ point: CGPoint) -> CGPoint {
        transform(Vector3(point)).point
    }

    /// The determinant of the 4×4 matrix (0 for a transform that flattens, such as a zero
    /// scale). Saturates rather than overflowing.
    package var determinant: CGFloat {
        let e = entries
        let c = Self.cofactorPairs(e)
        let det = c.s0 * c.c5 - c.s1 * c.c4 + c.s2 * c.c3 + c.s3 * c.c2 - c.s4 * c.c1 + c.s5 * c.c0
        return det.saturated(nanValue: 0)
    }

    /// The inverse transform (`CATransform3DInvert`), or `nil` when the matrix is singular
    /// (determinant 0, e.g. a zero scale) or the inverse would not be finite. (Core Animation
    /// returns the input unchanged in that case; the kit makes the failure explicit.)
    package func inverted() -> Transform3D? {
        let e = entries
        let c = Self.cofactorPairs(e)
        let det = c.s0 * c.c5 - c.s1 * c.c4 + c.s2 * c.c3 + c.s3 * c.c2 - c.s4 * c.c1 + c.s5 * c.c0
        guard det != 0, det.isFinite else { return nil }
        let inv = 1 / det
        let r: [CGFloat] = [
            (e[5] * c.c5 - e[6] * c.c4 + e[7] * c.c3) * inv,
            (-e[1] * c.c5 + e[2] * c.c4 - e[3] * c.c3) * inv,
            (e[13] * c.s5 - e[14] * c.s4 + e[15] * c.s3) * inv,
            (-e[9] * c.s5 + e[10] * c.s4 - e[11] * c.s3) * inv,
            (-e[4] * c.c5 + e[6] * c.c2 - e[7] * c.c1) * inv,
            (e[0] * c.c5 - e[2] * c.c2 + e[3] * c.c1) * inv,
            (-e[12] * c.s5 + e[14] * c.s2 - e[15] * c.s1) * inv,
            (e[8] * c.s5 - e[10] * c.s2 + e[11] * c.s1) * inv,
            (e[4] * c.c4 - e[5] * c.c2 + e[7] * c.c0) * inv,
            (-e[0] * c.c4 + e[1] * c.c2 - e[3] * c.c0) * inv,
            (e[12] * c.s4 - e[13] * c.s2 + e[15] * c.s0) * inv,
            (-e[8] * c.s4 + e[9] * c.s2 - e[11] * c.s0) * inv,
            (-e[4] * c.c3 + e[5] * c.c1 - e[6] * c.c0) * inv,
            (e[0] * c.c3 - e[1] * c.c1 + e[2] * c.c0) * inv,
            (-e[12] * c.s3 + e[13] * c.s1 - e[14] * c.s0) * inv,
            (e[8] * c.s3 - e[9] * c.s1 + e[10] * c.s0) * inv,
        ]
        guard r.allSatisfy(\.isFinite) else { return nil }
        return Transform3D(entries: r)
    }

    /// The 2×2 minors of the top two rows (s) and bottom two rows (c) used by the Laplace
    /// expansion of a 4×4 determinant and inverse.
    private static func cofactorPairs(
        _ e: [CGFloat]
    ) -> (s0: CGFloat, s1: CGFloat, s2: CGFloat, s3: CGFloat, s4: CGFloat, s5: CGFloat,
          c0: CGFloat, c1: CGFloat, c2: CGFloat, c3: CGFloat, c4: CGFloat, c5: CGFloat) {
        (
            s0: e[0] * e[5] - e[4] * e[1],
            s1: e[0] * e[6] - e[4] * e[2],
            s2: e[0] * e[7] - e[4] * e[3],
            s3: e[1] * e[6] - e[5] * e[2],
            s4: e[1] * e[7] - e[5] * e[3],
            s5: e[2] * e[7] - e[6] * e[3],
            c0: e[8] * e[13] - e[12] * e[9],
            c1: e[8] * e[14] - e[12] * e[10],
            c2: e[8] * e[15] - e[12] * e[11],
            c3: e[9] * e[14] - e[13] * e[10],
            c4: e[9] * e[15] - e[13] * e[11],
            c5: e[10] * e[15] - e[14] * e[11]
        )
    }
}
