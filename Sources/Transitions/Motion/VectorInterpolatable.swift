import Foundation

/// A value that, beyond blending two values, can take weighted averages of several values and
/// measure the distance between two values: what keyframe tracks need for the cubic
/// (Catmull-Rom / Kochanek–Bartels) and paced calculation modes of Core Animation.
///
/// The requirement is an *affine combination* (weights that sum to 1) rather than free `+`, `-`
/// and scaling, so that bounded types such as ``RGBAColor`` conform honestly: the intermediate
/// differences of a spline never have to be represented as a colour, only the final blend, which
/// is then clamped into range by the type.
///
/// Conforming types in the kit: `CGFloat`, `Double`, `CGPoint`, `CGSize`, `CGRect`,
/// ``RGBAColor`` and ``TransformComponents``.
package protocol VectorInterpolatable: Interpolatable {
    /// Returns `w0·v0 + w1·v1 + w2·v2 + w3·v3`, component by component.
    ///
    /// Callers in the kit always pass weights that sum to 1 (a point on a cubic segment through
    /// `v1`…`v2` with neighbours `v0` and `v3`). Non-finite weights are treated as 0. Finite
    /// inputs never give a non-finite output: a component that would overflow saturates at
    /// `±greatestFiniteMagnitude`; a type with a bounded range (``RGBAColor``) clamps into it.
    static func combining(
        _ values: (Self, Self, Self, Self),
        weights: (CGFloat, CGFloat, CGFloat, CGFloat)
    ) -> Self

    /// The Euclidean distance between `self` and `other` over all components (points for
    /// geometry, unit-less for colours), used to move at constant speed in paced modes.
    ///
    /// Always finite and non-negative: an overflowing distance saturates at
    /// `CGFloat.greatestFiniteMagnitude`; NaN components count as distance 0.
    func euclideanDistance(to other: Self) -> CGFloat
}

extension BinaryFloatingPoint {
    /// `Σ wᵢ·vᵢ` over four scalars with non-finite weights read as 0, saturating the result.
    @inlinable
    static func combining(_ v: (Self, Self, Self, Self), _ w: (Self, Self, Self, Self)) -> Self {
        let w0 = w.0.finite(or: 0), w1 = w.1.finite(or: 0)
        let w2 = w.2.finite(or: 0), w3 = w.3.finite(or: 0)
        var sum = v.0 * w0
        sum += v.1 * w1
        sum += v.2 * w2
        sum += v.3 * w3
        return sum.saturated(nanValue: v.1.finite(or: 0))
    }
}

/// Square root of a sum of squared component differences, saturating and ignoring NaN.
@inlinable
func euclideanNorm(_ differences: CGFloat...) -> CGFloat {
    var sum: CGFloat = 0
    for difference in differences where !difference.isNaN {
        sum += difference * difference
    }
    return sum.squareRoot().saturated(nanValue: 0)
}

extension CGFloat: VectorInterpolatable {
    /// Weighted sum of four scalars; see `VectorInterpolatable/combining(_:weights:)`.
    package static func combining(
        _ values: (CGFloat, CGFloat, CGFloat, CGFloat),
        weights: (CGFloat, CGFloat, CGFloat, CGFloat)
    ) -> CGFloat {
        combining(values, weights)
    }

    /// `|self − other|`, saturating; NaN gives 0.
    package func euclideanDistance(to other: CGFloat) -> CGFloat {
        euclideanNorm(self - other)
    }
}

extension Double: VectorInterpolatable {
    /// Weighted sum of four scalars; see `VectorInterpolatable/combining(_:weights:)`.
    package static func combining(
        _ values: (Double, Double, Double, Double),
        weights: (CGFloat, CGFloat, CGFloat, CGFloat)
    ) -> Double {
        combining(values, (Double(weights.0), Double(weights.1), Double(weights.2), Double(weights.3)))
    }

    /// `|self − other|`, saturating; NaN gives 0.
    package func euclideanDistance(to other: Double) -> CGFloat {
        euclideanNorm(CGFloat(self - other))
    }
}

extension CGPoint: VectorInterpolatable {
    /// Component-wise weighted sum; see `VectorInterpolatable/combining(_:weights:)`.
    package static func combining(
        _ values: (CGPoint, CGPoint, CGPoint, CGPoint),
        weights: (CGFloat, CGFloat, CGFloat, CGFloat)
    ) -> CGPoint {
        CGPoint(
            x: CGFloat.combining((values.0.x, values.1.x, values.2.x, values.3.x), weights),
            y: CGFloat.combining((values.0.y, values.1.y, values.2.y, values.3.y), weights)
        )
    }

    /// Euclidean distance in points.
    package func euclideanDistance(to other: CGPoint) -> CGFloat {
        euclideanNorm(x - other.x, y - other.y)
    }
}

extension CGSize: VectorInterpolatable {
    /// Component-wise weighted sum; see `VectorInterpolatable/combining(_:weights:)`.
    package static func combining(
        _ values: (CGSize, CGSize, CGSize, CGSize),
        weights: (CGFloat, CGFloat, CGFloat, CGFloat)
    ) -> CGSize {
        CGSize(
            width: CGFloat.combining((values.0.width, values.1.width, values.2.width, values.3.width), weights),
            height: CGFloat.combining((values.0.height, values.1.height, values.2.height, values.3.height), weights)
        )
    }

    /// Euclidean distance between the sizes seen as vectors (points).
    package func euclideanDistance(to other: CGSize) -> CGFloat {
        euclideanNorm(width - other.width, height - other.height)
    }
}

extension CGRect: VectorInterpolatable {
    /// Weighted sum of origins and of sizes; see `VectorInterpolatable/combining(_:weights:)`.
    package static func combining(
        _ values: (CGRect, CGRect, CGRect, CGRect),
        weights: (CGFloat, CGFloat, CGFloat, CGFloat)
    ) -> CGRect {
        CGRect(
            origin: .combining((values.0.origin, values.1.origin, values.2.origin, values.3.origin), weights: weights),
            size: .combining((values.0.size, values.1.size, values.2.size, values.3.size), weights: weights)
        )
    }

    /// Euclidean distance over origin and size (x, y, width, height), in points.
    package func euclideanDistance(to other: CGRect) -> CGFloat {
        euclideanNorm(
            origin.x - other.origin.x, origin.y - other.origin.y,
            size.width - other.size.width, size.height - other.size.height
        )
    }
}
