import Foundation

/// A value that can be blended with another value of the same type by a fraction.
///
/// This is the one requirement every animated property of a transition plan meets: a track
/// stores values and asks for the value *between* two of them.
///
/// - `fraction` is **not** clamped: `0` returns `self`, `1` returns `other`, and values outside
///   `0…1` extrapolate (a spring's overshoot reads as a fraction above 1).
/// - A non-finite `fraction` (NaN or ±∞) returns `self` unchanged.
/// - The kit's conformances never turn finite endpoints into a non-finite result: an overflow
///   while extrapolating saturates at `±CGFloat.greatestFiniteMagnitude`.
///
/// Conforming types in the kit: `CGFloat`, `Double`, `CGPoint`, `CGSize`, `CGRect`,
/// ``RGBAColor``, ``Transform3D`` and ``TransformComponents``.
public protocol Interpolatable {
    /// Returns the value `fraction` of the way from `self` to `other`.
    ///
    /// `fraction` is NOT clamped: `0` → `self`, `1` → `other`, outside `0…1` extrapolates
    /// (springs overshoot). A non-finite fraction returns `self`.
    func interpolated(to other: Self, fraction: CGFloat) -> Self
}

extension BinaryFloatingPoint {
    /// Linear interpolation that never creates a non-finite value from finite input.
    ///
    /// Overflow saturates at `±greatestFiniteMagnitude`; a non-finite `fraction` returns `self`;
    /// a non-finite endpoint yields the endpoint nearer to `fraction` (so it is passed through,
    /// never created).
    @inlinable
    func lerp(to other: Self, fraction: Self) -> Self {
        guard fraction.isFinite else { return self }
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let direct = self + (other - self) * fraction
        if direct.isFinite { return direct }
        let weighted = self * (1 - fraction) + other * fraction
        if weighted.isFinite { return weighted }
        guard isFinite, other.isFinite else { return fraction < 0.5 ? self : other }
        // Finite endpoints, overflowing extrapolation: saturate in the direction of travel.
        let sign: Self = (other >= self) == (fraction >= 0) ? 1 : -1
        return sign * .greatestFiniteMagnitude
    }

    /// `self` if finite, otherwise `fallback`.
    @inlinable
    func finite(or fallback: Self) -> Self {
        isFinite ? self : fallback
    }

    /// Saturates infinities at `±greatestFiniteMagnitude` and maps NaN to `nanValue`.
    @inlinable
    func saturated(nanValue: Self = 0) -> Self {
        if isNaN { return nanValue }
        if self == .infinity { return .greatestFiniteMagnitude }
        if self == -.infinity { return -.greatestFiniteMagnitude }
        return self
    }
}

extension CGFloat: Interpolatable {
    /// Linear interpolation; see ``Interpolatable``. Extrapolation that overflows saturates at
    /// `±greatestFiniteMagnitude`.
    public func interpolated(to other: CGFloat, fraction: CGFloat) -> CGFloat {
        lerp(to: other, fraction: fraction)
    }
}

extension Double: Interpolatable {
    /// Linear interpolation; see ``Interpolatable``. Extrapolation that overflows saturates at
    /// `±greatestFiniteMagnitude`.
    public func interpolated(to other: Double, fraction: CGFloat) -> Double {
        lerp(to: other, fraction: Double(fraction))
    }
}

extension CGPoint: Interpolatable {
    /// Component-wise linear interpolation of `x` and `y` (points), as Core Animation
    /// interpolates `position`.
    public func interpolated(to other: CGPoint, fraction: CGFloat) -> CGPoint {
        CGPoint(x: x.lerp(to: other.x, fraction: fraction), y: y.lerp(to: other.y, fraction: fraction))
    }
}

extension CGSize: Interpolatable {
    /// Component-wise linear interpolation of `width` and `height` (points). Extrapolation may
    /// produce negative sizes; consumers that need a valid size clamp at their end.
    public func interpolated(to other: CGSize, fraction: CGFloat) -> CGSize {
        CGSize(
            width: width.lerp(to: other.width, fraction: fraction),
            height: height.lerp(to: other.height, fraction: fraction)
        )
    }
}

extension CGRect: Interpolatable {
    /// Interpolates origin and size independently (points), which for a linear blend equals
    /// UIKit animating a frame as `center` plus `bounds.size`. The rectangles are used as given
    /// (not standardized).
    public func interpolated(to other: CGRect, fraction: CGFloat) -> CGRect {
        CGRect(
            origin: origin.interpolated(to: other.origin, fraction: fraction),
            size: size.interpolated(to: other.size, fraction: fraction)
        )
    }
}
