import Foundation

/// A value moving under a spring towards a target, that can be advanced in time and retargeted
/// mid-flight without losing its velocity (the idea of pop's spring solver, with the exact
/// closed-form solution instead of numerical integration).
///
/// The motion is kept in distance-from-target space: advancing solves the spring exactly from
/// the current displacement and velocity, so the result does not depend on how time is sliced.
/// Retargeting only moves the rest position; value and velocity are untouched, so the motion
/// bends smoothly towards the new target.
///
/// ```swift
/// var motion = SpringMotion(value: 0, target: 300, spring: Spring(duration: 0.4, bounce: 0.2))
/// motion = motion.advanced(by: 1.0 / 60)
/// motion = motion.retargeted(to: 120)   // the finger changed its mind
/// ```
public struct SpringMotion: Hashable, Sendable {
    /// The current value (points, or any unit).
    public let value: CGFloat
    /// The current velocity, in value units per second.
    public let velocity: CGFloat
    /// The rest position the spring pulls towards.
    public let target: CGFloat
    /// The spring.
    public let spring: Spring

    /// Creates a motion. A non-finite `value` reads as 0, a non-finite `velocity` as 0, and a
    /// non-finite `target` as the value (already at rest). `velocity` defaults to 0.
    public init(value: CGFloat, velocity: CGFloat = 0, target: CGFloat, spring: Spring) {
        let value = value.finite(or: 0)
        self.value = value
        self.velocity = velocity.finite(or: 0)
        self.target = target.finite(or: value)
        self.spring = spring
    }

    /// The motion `time` seconds later, solved exactly.
    ///
    /// A negative, zero or non-finite `time` returns the motion unchanged (time only moves
    /// forwards, and nothing here reads a clock). Values saturate rather than overflow.
    public func advanced(by time: CGFloat) -> SpringMotion {
        guard time.isFinite, time > 0 else { return self }
        let state = spring.displacement(at: time, initial: value - target, velocity: velocity)
        return SpringMotion(
            value: (target + state.position).saturated(nanValue: target),
            velocity: state.velocity,
            target: target,
            spring: spring
        )
    }

    /// The same value and velocity pulled towards `newTarget`. A non-finite target is ignored
    /// (the motion is returned unchanged).
    public func retargeted(to newTarget: CGFloat) -> SpringMotion {
        guard newTarget.isFinite else { return self }
        return SpringMotion(value: value, velocity: velocity, target: newTarget, spring: spring)
    }

    /// The same motion driven by another spring from now on (value, velocity and target kept).
    public func withSpring(_ newSpring: Spring) -> SpringMotion {
        SpringMotion(value: value, velocity: velocity, target: target, spring: newSpring)
    }

    /// `true` when the value is within `tolerance` of the target and the speed is below
    /// `tolerance` per second (defaults: 0.5 point, as a display can no longer show the
    /// difference). A non-finite or negative tolerance reads as 0.5.
    public func isSettled(tolerance: CGFloat = 0.5) -> Bool {
        let tolerance = tolerance.isFinite && tolerance >= 0 ? tolerance : 0.5
        return abs(value - target) <= tolerance && abs(velocity) <= tolerance
    }

    /// Seconds from now until the envelope of the remaining motion stays within `tolerance` of
    /// the target (value units; default 0.5 point), capped at ``Spring/maximumSettlingDuration``;
    /// 0 when already settled. A non-finite or non-positive tolerance reads as 0.5.
    ///
    /// The envelope bounds the distance from the target: e^(−ζω0t)·√(x0² + ((v0 + ζω0x0)/ωd)²)
    /// when under-damped, (|x0| + |v0 + ω0x0|t)·e^(−ω0t) when critically damped, and the sum
    /// of the two exponentials' magnitudes when over-damped.
    public func remainingDuration(tolerance: CGFloat = 0.5) -> CGFloat {
        let tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0.5
        if isSettled(tolerance: tolerance) { return 0 }
        let x0 = value - target, v0 = velocity
        let peak = spring.envelopePeak(initial: x0, velocity: v0)
        return Spring.firstTimeBelow(tolerance, decreasingAfter: peak) { t in
            spring.envelope(at: t, initial: x0, velocity: v0)
        }
    }
}
