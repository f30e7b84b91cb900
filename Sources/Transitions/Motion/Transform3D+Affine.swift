import Foundation

extension Transform3D {
    /// Embeds a 2D affine transform (`CATransform3DMakeAffineTransform`): a, b, c, d go to
    /// m11, m12, m21, m22 and tx, ty to m41, m42; z passes through unchanged.
    /// Non-finite entries become 0.
    package init(_ affine: AffineTransform2D) {
        self = Transform3D(
            m11: affine.a, m12: affine.b, m13: 0, m14: 0,
            m21: affine.c, m22: affine.d, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: affine.tx, m42: affine.ty, m43: 0, m44: 1
        ).sanitized
    }

    /// `true` when the transform is exactly a 2D affine transform embedded in 3D
    /// (`CATransform3DIsAffine`): no z coupling, no z translation, no perspective, m44 = 1.
    package var isAffine: Bool {
        m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m33 == 1
            && m14 == 0 && m24 == 0 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The 2D part: m11, m12, m21, m22, m41, m42 as a, b, c, d, tx, ty
    /// (`CATransform3DGetAffineTransform`). Anything else (z, perspective) is discarded; check
    /// ``isAffine`` first when that matters, or use ``affineTransform``.
    package var affinePart: AffineTransform2D {
        AffineTransform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// The equivalent 2D affine transform, or `nil` when the transform is not ``isAffine``.
    package var affineTransform: AffineTransform2D? {
        isAffine ? affinePart : nil
    }
}
