import Foundation
import Transitions

/// How fast, and with which curve, an interactive transition plays out what is left after the
/// gesture lets go: `UIPercentDrivenInteractiveTransition`'s `completionSpeed` and
/// `completionCurve`, with UIKit's meaning.
///
/// The promise: a finish plays `(1 − p) · duration / completionSpeed` seconds with
/// `completionCurve`, a cancel (played in reverse) `p · duration / completionSpeed` seconds; a
/// `completionSpeed` of 0 or less is read as 1 [doc/re]. That is what UIKit's percent-driven
/// transition does for an animation controller without an interruptible animator. With one (every
/// kit animation controller has one), UIKit finishes a percent-driven transition whose
/// `timingCurve` is `nil` and `completionSpeed` 1 by calling `startAnimation()` and never consults
/// `completionCurve` (checked against UIKit's implementation), so the kit plays these numbers
/// itself: its `TransitionDriver` for the plan-driven controllers, and
/// `TransitionSession.playCompletion(_:)` (re-timing the animator right after UIKit's finish) for
/// the percent-driven ones. This type computes the numbers so a driver, a headless test and a UIKit
/// adapter agree.
public struct CompletionTiming: Sendable, Equatable {
    /// Speed-up of the completion relative to the transition's own pace; 1 plays the rest at the
    /// original pace, 2 twice as fast. Default 1, as in UIKit. Values ≤ 0 and NaN/∞ are read as 1
    /// (see ``effectiveSpeed``); the stored value is kept as given, like UIKit's property.
    public var completionSpeed: CGFloat

    /// The curve the rest of the transition plays with. Default `.easeInOut`, as in UIKit.
    public var completionCurve: AnimationCurve

    /// Creates completion timing.
    ///
    /// - Parameters:
    ///   - completionSpeed: Relative speed, default 1; ≤ 0 and non-finite values are read as 1.
    ///   - completionCurve: Curve of the remaining animation, default `.easeInOut`.
    public init(completionSpeed: CGFloat = 1, completionCurve: AnimationCurve = .easeInOut) {
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
    }

    /// UIKit's defaults: speed 1, `.easeInOut`.
    package static let uiKitDefault = CompletionTiming()

    /// The speed actually used: ``completionSpeed`` when it is finite and positive, else 1 (UIKit
    /// reads `completionSpeed <= 0` as 1).
    package var effectiveSpeed: CGFloat {
        completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
    }

    /// The fraction of the transition's duration the completion takes: `(1 − p) / speed` for a
    /// finish, `p / speed` for a cancel (UIKit's `durationFactor` for
    /// `continueAnimation(withTimingParameters:durationFactor:)`).
    ///
    /// - Parameters:
    ///   - progress: Progress at release; clamped to 0…1, NaN/∞ read as 0.
    ///   - decision: Finish runs forwards to 1, cancel backwards to 0.
    /// - Returns: A finite factor ≥ 0.
    package func durationFactor(from progress: CGFloat, decision: CompletionDecision) -> CGFloat {
        let p = Clamp.progress(progress) ?? 0
        let remaining = decision == .finish ? 1 - p : p
        return remaining / effectiveSpeed
    }

    /// Seconds the completion takes: ``durationFactor(from:decision:)`` × `duration`.
    ///
    /// - Parameters:
    ///   - progress: Progress at release; clamped to 0…1, NaN/∞ read as 0.
    ///   - decision: Finish or cancel.
    ///   - duration: The transition's full duration in seconds; negative and non-finite values
    ///     are read as 0, giving an immediate completion.
    package func remainingDuration(from progress: CGFloat, decision: CompletionDecision, duration: TimeInterval) -> TimeInterval {
        let d = duration.isFinite ? max(duration, 0) : 0
        return TimeInterval(durationFactor(from: progress, decision: decision)) * d
    }

    /// This timing with the speed raised, if needed, so that the completion starts as fast as the
    /// finger was moving: the way to carry a flick's velocity into a
    /// `UIPercentDrivenInteractiveTransition`, whose only knob is `completionSpeed`.
    ///
    /// With the curve's initial slope `k` relative to its average (`TimingCurve.slope(at: 0)`:
    /// linear 1, easeOut 1/0.58 ≈ 1.72),
    /// the completion starts at `k · speed / duration` progress per second, so matching `|velocity|`
    /// needs `speed = |velocity| · duration / k`. The speed is only ever raised (a slow release keeps
    /// the configured pace), only when the velocity points towards the target of `decision`, and
    /// never for `.easeIn`/`.easeInOut`, which start at rest and cannot match any velocity.
    ///
    /// - Parameters:
    ///   - velocity: Progress per second, positive towards finishing; non-finite leaves the timing as is.
    ///   - decision: Finish (velocity must be positive to count) or cancel (negative).
    ///   - duration: The transition's full duration in seconds; non-finite or ≤ 0 leaves the timing as is.
    /// - Returns: A copy whose ``completionSpeed`` is finite and positive.
    package func matchingVelocity(_ velocity: CGFloat, decision: CompletionDecision, duration: TimeInterval) -> CompletionTiming {
        var copy = self
        copy.completionSpeed = effectiveSpeed
        let initialSlope = TimingCurve(completionCurve).slope(at: 0)
        guard initialSlope > 1e-6 else { return copy }
        guard velocity.isFinite, duration.isFinite, duration > 0 else { return copy }
        let towardsTarget = decision == .finish ? velocity : -velocity
        guard towardsTarget > 0 else { return copy }
        let needed = min(towardsTarget, Clamp.velocityLimit) * CGFloat(duration) / initialSlope
        copy.completionSpeed = max(copy.completionSpeed, needed)
        return copy
    }
}
