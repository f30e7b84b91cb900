import Foundation
import Transitions

extension CompletionTiming {
    /// A curve for the rest of the transition that starts at the finger's speed and eases out, or
    /// `nil` when the release velocity does not point towards the target of `decision` (then the
    /// ``completionCurve`` plays).
    ///
    /// Its control points are `(x₁, x₁·k)` with `x₁ = min(1/3, 1/k)` and `(0.58, 1)` (`.easeOut`'s), where
    /// `k = |velocity| · duration / speed` is the initial slope that matches the finger whatever the
    /// distance left; it never overshoots. The kit plays it itself on the interruptible path, where UIKit
    /// ignores the percent-driven transition's `timingCurve`; for other animation controllers the kit's
    /// percent-driven controllers hand it to `UIPercentDrivenInteractiveTransition.timingCurve`.
    ///
    /// - Parameters:
    ///   - velocity: Progress per second, positive towards finishing; NaN/∞ give `nil`; clamped to
    ///     ±``InteractionMachine/maximumVelocity``.
    ///   - decision: Finish (needs a positive velocity) or cancel (a negative one).
    ///   - duration: The transition's full duration in seconds; ≤ 0 or non-finite gives `nil`.
    package func velocityMatchingCurve(velocity: CGFloat, decision: CompletionDecision, duration: TimeInterval) -> TimingCurve? {
        guard let v = Clamp.velocity(velocity), duration.isFinite, duration > 0 else { return nil }
        let towardsTarget = decision == .finish ? v : -v
        guard towardsTarget > 0 else { return nil }
        let slope = towardsTarget * CGFloat(duration) / effectiveSpeed
        guard slope.isFinite, slope > 0 else { return nil }
        let x1 = min(1 / 3, 1 / slope)
        return try? TimingCurve(controlPoint1: CGPoint(x: x1, y: min(x1 * slope, 1)), controlPoint2: CGPoint(x: 0.58, y: 1))
    }
}
