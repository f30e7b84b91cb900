import Foundation

/// How a plan's elapsed time maps to track progress: a cubic timing curve, or a spring.
///
/// Evaluated over the *time fraction* `f` = elapsed / duration in `0…1`:
/// - ``curve(_:)``: `curve.value(at: f)`, which stays in `0…1`;
/// - ``spring(_:initialVelocity:)``: the spring's normalised progress at `f · duration` seconds,
///   which overshoots above 1 for an under-damped spring — the visible bounce of
///   `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`.
///
/// A spring is not exactly at rest when its duration ends (UIKit's spring solve leaves the
/// envelope at 0.001 of the distance, and Core Animation then jumps to the model value). The kit
/// instead fades that residual out linearly over the duration, so progress is exactly 1 at the
/// end without a jump: a deliberate departure from UIKit of at most 0.1 % of the distance.
public enum TransitionTiming: Hashable, Sendable {
    /// A cubic Bézier timing curve (UIKit's default for view animations is `.easeInOut`).
    case curve(TimingCurve)
    /// A spring; `initialVelocity` is in fractions of the distance per second, like UIKit's
    /// `initialSpringVelocity` (non-finite values read as 0).
    case spring(Spring, initialVelocity: CGFloat)

    /// The timing of `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`:
    /// UIKit's spring solved for `duration` (seconds) and `dampingRatio` (clamped by ``Spring``),
    /// with `initialVelocity` in fractions of the distance per second.
    public static func uiKitSpring(duration: TimeInterval, dampingRatio: CGFloat, initialVelocity: CGFloat) -> TransitionTiming {
        .spring(.uiKit(duration: CGFloat(duration), dampingRatio: dampingRatio), initialVelocity: initialVelocity)
    }

    /// Track progress at time fraction `fraction` of an animation lasting `duration` seconds.
    ///
    /// `fraction` is clamped to `0…1` (NaN → 0); the result is exactly 0 at 0 and exactly 1 at 1.
    /// A non-positive or non-finite `duration` gives a step: 0 before the end, 1 at it.
    public func progress(atTimeFraction fraction: CGFloat, duration: TimeInterval) -> CGFloat {
        let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if f <= 0 { return 0 }
        if f >= 1 { return 1 }
        switch self {
        case .curve(let curve):
            return curve.value(at: f)
        case .spring(let spring, let initialVelocity):
            guard duration.isFinite, duration > 0 else { return 0 }
            let v0 = initialVelocity.isFinite ? initialVelocity : 0
            let total = CGFloat(duration)
            let residual = 1 - spring.value(at: total, initialVelocity: v0)
            let value = spring.value(at: f * total, initialVelocity: v0) + residual * f
            return value.isFinite ? value : f
        }
    }
}
