import Foundation

extension Transform3D {
    /// A transform split into the parts Core Animation interpolates separately: translation,
    /// scale, skew, perspective and a rotation quaternion (the "unmatrix" decomposition used by
    /// WebKit and the CSS Transforms spec, which mirrors Core Animation).
    ///
    /// Recomposition (`Transform3D(decomposition)`) applies, in order: scale, skew, rotation,
    /// translation, then perspective — i.e. the matrix is
    /// `scale · skew · rotation · translation · perspective` in row-vector (application) order.
    package struct Decomposition: Hashable, Sendable {
        /// Translation in points (m41, m42, m43 of the normalised matrix).
        package var translation: Vector3
        /// Scale factors along x, y, z. A reflection shows as negative factors.
        package var scale: Vector3
        /// Shear factors: `x` is the xy shear, `y` the xz shear, `z` the yz shear.
        package var skew: Vector3
        /// The perspective column (m14, m24, m34, m44) of the perspective part;
        /// `Vector4/noPerspective` when there is none.
        package var perspective: Vector4
        /// The rotation as a unit quaternion.
        package var rotation: Quaternion

        /// Creates a decomposition from its parts. Defaults describe the identity.
        package init(
            translation: Vector3 = .zero,
            scale: Vector3 = .one,
            skew: Vector3 = .zero,
            perspective: Vector4 = .noPerspective,
            rotation: Quaternion = .identity
        ) {
            self.translation = translation
            self.scale = scale
            self.skew = skew
            self.perspective = perspective
            self.rotation = rotation
        }
    }

    /// Splits the transform into translation, scale, skew, perspective and rotation, as Core
    /// Animation does before interpolating two transforms.
    ///
    /// Unlike WebKit's version, the matrix is not first divided by `m44`: the homogeneous factor
    /// stays in `perspective.w` (a z translation followed by perspective makes m44 ≠ 1), so
    /// `Transform3D(decomposition)` gives back exactly the same entries (to rounding), not merely a
    /// projectively equal matrix. Returns `nil` when the transform cannot be decomposed: a
    /// singular 3×3 part (a zero scale flattens the layer) or non-finite entries.
    package func decomposed() -> Decomposition? {
        guard isFinite else { return nil }
        let e = entries

        // The perspective-free part: upper 3×3, translation row, last column (0, 0, 0, 1).
        var affineEntries = e
        affineEntries[3] = 0
        affineEntries[7] = 0
        affineEntries[11] = 0
        affineEntries[15] = 1
        let affine = Transform3D(entries: affineEntries)
        guard affine.determinant != 0 else { return nil }

        // M = affine · P where P is the identity with last column p: solve affine · p = column 4.
        // Without perspective entries this gives p = (0, 0, 0, m44).
        var perspective = Vector4(x: 0, y: 0, z: 0, w: e[15])
        if e[3] != 0 || e[7] != 0 || e[11] != 0 {
            guard let inverse = affine.inverted() else { return nil }
            let i = inverse.entries
            let column = (e[3], e[7], e[11], e[15])
            func row(_ r: Int) -> CGFloat {
                i[4 * r] * column.0 + i[4 * r + 1] * column.1 + i[4 * r + 2] * column.2 + i[4 * r + 3] * column.3
            }
            perspective = Vector4(x: row(0), y: row(1), z: row(2), w: row(3))
        }

        let translation = Vector3(x: e[12], y: e[13], z: e[14])

        // Rows of the 3×3 part = diag(scale) · shear(lower unit triangular) · rotation.
        var row0 = Vector3(x: e[0], y: e[1], z: e[2])
        var row1 = Vector3(x: e[4], y: e[5], z: e[6])
        var row2 = Vector3(x: e[8], y: e[9], z: e[10])

        var scale = Vector3.zero
        var skew = Vector3.zero
        scale.x = row0.length
        guard scale.x > 0 else { return nil }
        row0 = row0 / scale.x

        skew.x = row0.dot(row1)
        row1 = row1 - row0 * skew.x
        scale.y = row1.length
        guard scale.y > 0 else { return nil }
        row1 = row1 / scale.y
        skew.x /= scale.y

        skew.y = row0.dot(row2)
        row2 = row2 - row0 * skew.y
        skew.z = row1.dot(row2)
        row2 = row2 - row1 * skew.z
        scale.z = row2.length
        guard scale.z > 0 else { return nil }
        row2 = row2 / scale.z
        skew.y /= scale.z
        skew.z /= scale.z

        // A reflection: make the rotation proper and carry the flip in the scale.
        if row0.dot(row1.cross(row2)) < 0 {
            scale = -scale
            row0 = -row0
            row1 = -row1
            row2 = -row2
        }

        let rotation = Self.quaternion(rows: row0, row1, row2)
        let result = Decomposition(
            translation: translation, scale: scale, skew: skew, perspective: perspective, rotation: rotation
        )
        return result
    }

    /// Recomposes a transform from its parts: scale, then skew, then rotation, then translation,
    /// then perspective (the inverse of ``decomposed()``). Non-finite entries in the result are
    /// sanitised as everywhere in ``Transform3D``.
    package init(_ decomposition: Decomposition) {
        let q = decomposition.rotation.normalized
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        // Rotation rows for row vectors (the transpose of the column-vector matrix).
        let r0 = Vector3(x: 1 - 2 * (y * y + z * z), y: 2 * (x * y + z * w), z: 2 * (x * z - y * w))
        let r1 = Vector3(x: 2 * (x * y - z * w), y: 1 - 2 * (x * x + z * z), z: 2 * (y * z + x * w))
        let r2 = Vector3(x: 2 * (x * z + y * w), y: 2 * (y * z - x * w), z: 1 - 2 * (x * x + y * y))

        let s = decomposition.scale
        let k = decomposition.skew
        let row0 = r0 * s.x
        let row1 = (r1 + r0 * k.x) * s.y
        let row2 = (r2 + r0 * k.y + r1 * k.z) * s.z
        let t = decomposition.translation
        let affine = Transform3D(
            m11: row0.x, m12: row0.y, m13: row0.z, m14: 0,
            m21: row1.x, m22: row1.y, m23: row1.z, m24: 0,
            m31: row2.x, m32: row2.y, m33: row2.z, m34: 0,
            m41: t.x, m42: t.y, m43: t.z, m44: 1
        )
        let p = decomposition.perspective
        var perspective = Transform3D.identity
        perspective.m14 = p.x
        perspective.m24 = p.y
        perspective.m34 = p.z
        perspective.m44 = p.w
        self = affine.concatenating(perspective)
    }

    /// The unit quaternion of an orthonormal, right-handed set of rows (row-vector convention),
    /// by Shepperd's method: divide by the largest of the four candidates for accuracy.
    static func quaternion(rows r0: Vector3, _ r1: Vector3, _ r2: Vector3) -> Quaternion {
        let trace = r0.x + r1.y + r2.z
        let q: Quaternion
        if trace > 0 {
            let w = (1 + trace).squareRoot() / 2
            q = Quaternion(x: (r1.z - r2.y) / (4 * w), y: (r2.x - r0.z) / (4 * w), z: (r0.y - r1.x) / (4 * w), w: w)
        } else if r0.x >= r1.y && r0.x >= r2.z {
            let x = max(1 + r0.x - r1.y - r2.z, 0).squareRoot() / 2
            q = Quaternion(x: x, y: (r0.y + r1.x) / (4 * x), z: (r0.z + r2.x) / (4 * x), w: (r1.z - r2.y) / (4 * x))
        } else if r1.y >= r2.z {
            let y = max(1 - r0.x + r1.y - r2.z, 0).squareRoot() / 2
            q = Quaternion(x: (r0.y + r1.x) / (4 * y), y: y, z: (r1.z + r2.y) / (4 * y), w: (r2.x - r0.z) / (4 * y))
        } else {
            let z = max(1 - r0.x - r1.y + r2.z, 0).squareRoot() / 2
            q = Quaternion(x: (r0.z + r2.x) / (4 * z), y: (r1.z + r2.y) / (4 * z), z: z, w: (r0.y - r1.x) / (4 * z))
        }
        return q.normalized
    }
}

extension Transform3D.Decomposition: Interpolatable {
    /// Interpolates the parts the way Core Animation does: translation, scale, skew and
    /// perspective linearly, the rotation by quaternion slerp along the shorter arc.
    /// Not clamped; a non-finite fraction returns `self`.
    package func interpolated(to other: Transform3D.Decomposition, fraction: CGFloat) -> Transform3D.Decomposition {
        guard fraction.isFinite else { return self }
        return Transform3D.Decomposition(
            translation: translation.interpolated(to: other.translation, fraction: fraction),
            scale: scale.interpolated(to: other.scale, fraction: fraction),
            skew: skew.interpolated(to: other.skew, fraction: fraction),
            perspective: perspective.interpolated(to: other.perspective, fraction: fraction),
            rotation: rotation.slerp(to: other.rotation, fraction: fraction)
        )
    }
}

extension Transform3D: Interpolatable {
    /// Interpolates as Core Animation animates `transform`: both ends are decomposed, the parts
    /// are interpolated (rotation by the shortest path), and the result is recomposed. So a turn
    /// from 0 to 1.5π goes −0.5π the short way; model angles with ``TransformComponents`` when the
    /// long way is intended.
    ///
    /// Fraction 0 and 1 return the ends exactly (sanitised: NaN entries set directly become 0,
    /// infinities saturate, as everywhere in ``Transform3D``). When either end cannot be decomposed (a zero
    /// scale), Core Animation jumps [re]; the kit instead blends the sixteen entries linearly,
    /// which is continuous and reaches both ends. A non-finite fraction returns `self`
    /// (sanitised).
    public func interpolated(to other: Transform3D, fraction: CGFloat) -> Transform3D {
        let start = sanitized, end = other.sanitized
        guard fraction.isFinite, fraction != 0 else { return start }
        if fraction == 1 { return end }
        guard let from = start.decomposed(), let to = end.decomposed() else {
            let blended = zip(start.entries, end.entries).map { $0.lerp(to: $1, fraction: fraction) }
            return Transform3D(entries: blended).sanitized
        }
        return Transform3D(from.interpolated(to: to, fraction: fraction))
    }
}
