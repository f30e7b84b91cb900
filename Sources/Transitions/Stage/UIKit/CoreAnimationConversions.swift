#if canImport(UIKit)
import UIKit

// The one place where the kit's pure motion types meet their UIKit and Core Animation twins.
// Every conversion is exact: the field layouts are the same.

extension CATransform3D {
    /// The Core Animation transform with the same sixteen entries as `transform`
    /// (both use row vectors and keep perspective in `m34`).
    public init(_ transform: Transform3D) {
        self.init(
            m11: transform.m11, m12: transform.m12, m13: transform.m13, m14: transform.m14,
            m21: transform.m21, m22: transform.m22, m23: transform.m23, m24: transform.m24,
            m31: transform.m31, m32: transform.m32, m33: transform.m33, m34: transform.m34,
            m41: transform.m41, m42: transform.m42, m43: transform.m43, m44: transform.m44)
    }
}

extension Transform3D {
    /// The kit's transform with the same sixteen entries as a Core Animation transform.
    public init(_ transform: CATransform3D) {
        self.init(
            m11: transform.m11, m12: transform.m12, m13: transform.m13, m14: transform.m14,
            m21: transform.m21, m22: transform.m22, m23: transform.m23, m24: transform.m24,
            m31: transform.m31, m32: transform.m32, m33: transform.m33, m34: transform.m34,
            m41: transform.m41, m42: transform.m42, m43: transform.m43, m44: transform.m44)
    }
}

extension CGAffineTransform {
    /// The UIKit affine transform with the same six coefficients.
    package init(_ transform: AffineTransform2D) {
        self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d,
                  tx: transform.tx, ty: transform.ty)
    }
}

extension AffineTransform2D {
    /// The kit's affine transform with the same six coefficients as a UIKit one.
    package init(_ transform: CGAffineTransform) {
        self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d,
                  tx: transform.tx, ty: transform.ty)
    }
}

extension AnimationCurve {
    /// The kit's name for a UIKit curve. Raw values agree; a curve UIKit might add later reads as
    /// `.easeInOut`, UIKit's default.
    public init(_ curve: UIView.AnimationCurve) {
        self = AnimationCurve(rawValue: curve.rawValue) ?? .easeInOut
    }
}

extension UIView.AnimationCurve {
    /// The UIKit curve the kit's ``AnimationCurve`` names.
    public init(_ curve: AnimationCurve) {
        self = UIView.AnimationCurve(rawValue: curve.rawValue) ?? .easeInOut
    }
}

extension UICubicTimingParameters {
    /// Cubic timing parameters with the curve's two control points, the form Core Animation plays.
    public convenience init(_ curve: TimingCurve) {
        self.init(controlPoint1: curve.controlPoint1, controlPoint2: curve.controlPoint2)
    }
}

extension AnimatorPlayback.EndPosition {
    /// The kit's name for where a `UIViewAnimating` animator ended; a position a later SDK might
    /// add reads as `.current` (wherever the animation was).
    public init(_ position: UIViewAnimatingPosition) {
        switch position {
        case .start: self = .start
        case .end: self = .end
        case .current: self = .current
        @unknown default: self = .current
        }
    }
}

extension UIColor {
    /// A colour in the sRGB colour space with the kit colour's components.
    public convenience init(_ color: RGBAColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
#endif
