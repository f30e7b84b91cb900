import Foundation

/// A 4×4 homogeneous transform with Core Animation's conventions: the same sixteen fields
/// (`m11`…`m44`) in the same layout as `CATransform3D`.
///
/// Points are **row vectors** multiplied on the left: (x, y, z, 1) · M. So the translation lives
/// in `m41`, `m42`, `m43`, and perspective is set through `m34` (−1/eyeDistance). Concatenation
/// reads in application order: `a.concatenating(b)` applies `a` first, then `b`, exactly like
/// `CATransform3DConcat(a, b)`. Angles are radians; with UIKit's y-down coordinates a positive
/// rotation about z turns clockwise on screen.
///
/// Every operation returns finite entries: an entry that overflows saturates at
/// `±CGFloat.greatestFiniteMagnitude`, and a NaN produced by opposing overflows (or set directly
/// into a field) becomes 0 in the result. The UIKit layer converts to and from `CATransform3D`
/// field for field.
public struct Transform3D: Hashable, Sendable {
    /// Row 1, column 1 (x scale / rotation).
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4 (perspective from x).
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2 (y scale / rotation).
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4 (perspective from y).
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3 (z scale / rotation).
    public var m33: CGFloat
    /// Row 3, column 4: perspective from z; −1/eyeDistance gives the usual 3D look.
    public var m34: CGFloat
    /// Row 4, column 1: translation along x, in points.
    public var m41: CGFloat
    /// Row 4, column 2: translation along y, in points.
    public var m42: CGFloat
    /// Row 4, column 3: translation along z, in points.
    public var m43: CGFloat
    /// Row 4, column 4: homogeneous scale (1 for ordinary transforms).
    public var m44: CGFloat

    /// Creates a transform from its sixteen entries, row by row, as `CATransform3D`'s memberwise
    /// initialiser does.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity (`CATransform3DIdentity`).
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )

    /// A translation by (x, y, z) points (`CATransform3DMakeTranslation`). Non-finite
    /// components are treated as 0. `z` defaults to 0.
    package init(translationX x: CGFloat, y: CGFloat, z: CGFloat = 0) {
        self = .identity
        m41 = x.finite(or: 0)
        m42 = y.finite(or: 0)
        m43 = z.finite(or: 0)
    }

    /// A scale by factors (x, y, z) (`CATransform3DMakeScale`). Non-finite factors are treated
    /// as 1; 0 is allowed (it flattens, and the result cannot be inverted or decomposed).
    /// `z` defaults to 1.
    package init(scaleX x: CGFloat, y: CGFloat, z: CGFloat = 1) {
        self = .identity
        m11 = x.finite(or: 1)
        m22 = y.finite(or: 1)
        m33 = z.finite(or: 1)
    }

    /// A rotation by `angle` radians about the axis (x, y, z) through the origin
    /// (`CATransform3DMakeRotation`). The axis need not be unit length; a zero or non-finite
    /// axis, or a non-finite angle, gives the identity (Core Animation also returns the identity
    /// for a zero axis). About (0, 0, 1), a positive angle turns clockwise on a y-down screen.
    package init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        guard angle.isFinite, let axis = Vector3(x: x, y: y, z: z).normalized else { return }
        let c = cos(angle), s = sin(angle), t = 1 - c
        let (ux, uy, uz) = (axis.x, axis.y, axis.z)
        m11 = t * ux * ux + c
        m12 = t * ux * uy + s * uz
        m13 = t * ux * uz - s * uy
        m21 = t * ux * uy - s * uz
        m22 = t * uy * uy + c
        m23 = t * uy * uz + s * ux
        m31 = t * ux * uz + s * uy
        m32 = t * uy * uz - s * ux
        m33 = t * uz * uz + c
    }

    /// The identity with `m34 = −1 / eyeDistance`: the standard perspective for 3D flips, as if
    /// the eye were `eyeDistance` points in front of the layer (500…1000 is typical).
    ///
    /// A non-finite or non-positive distance gives the identity (no perspective).
    package static func perspective(eyeDistance: CGFloat) -> Transform3D {
        var result = Transform3D.identity
        if eyeDistance.isFinite, eyeDistance > 0 {
            result.m34 = (-1 / eyeDistance).saturated()
        }
        return result
    }

    /// `true` when every entry equals the identity's (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }
}

extension Transform3D {
    /// `self` applied first, then `other` (`CATransform3DConcat(self, other)`; in matrix terms
    /// self · other).
    package func concatenating(_ other: Transform3D) -> Transform3D {
        let a = self, b = other
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
        ).sanitized
    }

    /// A translation applied **before** `self` (`CATransform3DTranslate(self, x, y, z)`).
    /// Non-finite components are treated as 0. `z` defaults to 0.
    package func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied **before** `self` (`CATransform3DScale(self, x, y, z)`). Non-finite
    /// factors are treated as 1. `z` defaults to 1.
    package func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied **before** `self` (`CATransform3DRotate(self, angle, x, y, z)`).
    /// A zero or non-finite axis, or a non-finite angle, leaves `self` unchanged.
    package func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The transform as a layer applies it about its anchor: points are moved so the anchor is
    /// the origin, transformed, and moved back — translate(−anchor) · self · translate(anchor).
    ///
    /// `anchor` is the anchor point's position in the coordinate space the transform is applied
    /// in (for a layer: `position`, the anchor point in the superlayer's coordinates; for a view
    /// with the default anchor point, its `center`), in points. Non-finite coordinates count as 0.
    package func applied(aboutAnchor anchor: CGPoint) -> Transform3D {
        Transform3D(translationX: -anchor.x, y: -anchor.y)
            .concatenating(self)
            .concatenating(Transform3D(translationX: anchor.x, y: anchor.y))
    }

    /// The entries with overflow saturated and NaN replaced by 0 (no allocation: this runs
    /// after every concatenation).
    var sanitized: Transform3D {
        guard !isFinite else { return self }
        return Transform3D(
            m11: m11.saturated(), m12: m12.saturated(), m13: m13.saturated(), m14: m14.saturated(),
            m21: m21.saturated(), m22: m22.saturated(), m23: m23.saturated(), m24: m24.saturated(),
            m31: m31.saturated(), m32: m32.saturated(), m33: m33.saturated(), m34: m34.saturated(),
            m41: m41.saturated(), m42: m42.saturated(), m43: m43.saturated(), m44: m44.saturated()
        )
    }

    /// `true` when all sixteen entries are finite.
    package var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The sixteen entries, row by row (m11, m12, …, m44).
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Creates a transform from sixteen entries row by row (m11, m12, …, m44).
    init(entries e: [CGFloat]) {
        precondition(e.count == 16, "Transform3D needs 16 entries")
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15]
        )
    }
}
