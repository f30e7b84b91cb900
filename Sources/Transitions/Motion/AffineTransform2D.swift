import Foundation

/// A 2D affine transform with the fields and meaning of `CGAffineTransform`: a point (x, y) maps
/// to (a·x + c·y + tx, b·x + d·y + ty).
///
/// It exists so that pure code can describe view transforms without CoreGraphics' Darwin-only
/// transform API; the UIKit layer converts it to and from `CGAffineTransform` field for field.
package struct AffineTransform2D: Hashable, Sendable {
    /// Scale/rotation entry: contribution of x to x.
    package var a: CGFloat
    /// Contribution of x to y.
    package var b: CGFloat
    /// Contribution of y to x.
    package var c: CGFloat
    /// Contribution of y to y.
    package var d: CGFloat
    /// Translation along x, in points.
    package var tx: CGFloat
    /// Translation along y, in points.
    package var ty: CGFloat

    /// Creates a transform from its six entries, in `CGAffineTransform` order.
    package init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform (`CGAffineTransform.identity`).
    package static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `true` when every entry equals the identity's.
    package var isIdentity: Bool { self == .identity }

    /// Maps a point, like `CGPoint.applying(_:)`.
    package func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// `self` followed by `other`, like `CGAffineTransform.concatenating(_:)`.
    package func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }
}

extension AffineTransform2D: Interpolatable {
    /// Interpolates as Core Animation animates a view's 2D `transform`: through
    /// ``Transform3D``'s decomposition, so rotation takes the shorter way round and scale and
    /// translation blend linearly (a 2D input stays 2D). Not clamped; a non-finite fraction
    /// returns `self` (with non-finite entries sanitised as in ``Transform3D``).
    package func interpolated(to other: AffineTransform2D, fraction: CGFloat) -> AffineTransform2D {
        Transform3D(self).interpolated(to: Transform3D(other), fraction: fraction).affinePart
    }
}
