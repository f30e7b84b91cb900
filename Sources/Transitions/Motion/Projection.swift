import Foundation

/// Where a flick would carry a value: Apple's projection from "Designing Fluid Interfaces" (WWDC
/// 2018), the distance a scroll view decelerating at a per-millisecond rate coasts.
///
/// ```swift
/// Projection.coastingTime(decelerationRate: 0.998)        // ≈ 0.499 s
/// Projection.project(300, velocity: 800)                 // ≈ 699.2
/// ```
///
/// The throw-to-dismiss's completion policy (`CompletionPolicy.projection`) and the card's drag
/// between detents (``CardDrag``) both decide with it.
package enum Projection {
    /// `UIScrollView.DecelerationRate.normal`, per millisecond.
    package static let normalDecelerationRate: CGFloat = 0.998

    /// How long, in seconds, a scroll view decelerating at `rate` per millisecond would keep
    /// coasting: `rate / (1 − rate) / 1000`. `rate` is clamped to 0…0.9999 (so at most 9.999 s);
    /// NaN reads as ``normalDecelerationRate`` (0.998, ≈ 0.499 s).
    package static func coastingTime(decelerationRate rate: CGFloat) -> CGFloat {
        let r = rate.isNaN ? normalDecelerationRate : min(max(rate, 0), 0.9999)
        return r / (1 - r) / 1000
    }

    /// `value` carried by `velocity` (per second) for ``coastingTime(decelerationRate:)``. A
    /// non-finite velocity reads as 0.
    package static func project(_ value: CGFloat, velocity: CGFloat, decelerationRate: CGFloat = normalDecelerationRate) -> CGFloat {
        value + (velocity.isFinite ? velocity : 0) * coastingTime(decelerationRate: decelerationRate)
    }
}
