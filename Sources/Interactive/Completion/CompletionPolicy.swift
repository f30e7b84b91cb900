import Foundation
import Transitions

/// Which velocity a threshold rule compares.
public enum VelocityReading: Sendable, Equatable, CaseIterable {
    /// Progress velocity in fractions of the transition per second, positive towards finishing
    /// (``InteractionRelease/velocity``). The kit's default: "fast enough towards the end" means the
    /// same thing for every gesture and every direction.
    case progress

    /// The recognizer's own velocity exactly as UIKit reports it, sign included
    /// (``InteractionRelease/rawVelocity``; 0 when the adapter did not supply it).
    ///
    /// For a pinch that is `UIPinchGestureRecognizer.velocity` in scale factor per second, which is
    /// *negative* while pinching in. Reproduces code that compares the raw value; see
    /// ``CompletionPolicy/fastOrPastThirtyPercentRawVelocity``.
    case rawGesture
}

/// Decides, when the gesture lets go, whether the transition finishes or cancels.
///
/// Two rules cover the common designs, and ``custom(_:)`` takes any other:
/// - ``thresholds(minimumVelocity:cancelAtOrBelow:reading:)``: the pinch rule (fast or past 30 %), cancel when
///   slow *and* not far enough, otherwise finish.
/// - ``projection(decelerationRate:threshold:)``: finish when the flick would carry the progress
///   past a threshold (half way by default), the projection Apple recommends in
///   "Designing Fluid Interfaces" (WWDC 2018).
///
/// A gesture cancelled by the system is decided exactly like one that ended; a custom
/// policy can tell them apart with ``InteractionRelease/reason``.
public enum CompletionPolicy: Sendable {
    /// Cancel when the velocity is below `minimumVelocity` **and** progress is at most
    /// `cancelAtOrBelow`; otherwise finish.
    ///
    /// - `minimumVelocity`: in the unit of `reading` (fractions per second for
    ///   ``VelocityReading/progress``). Compared signed: a velocity away from the end is always
    ///   "below" a positive threshold. NaN reads as +∞ (never fast enough).
    /// - `cancelAtOrBelow`: a fraction of the transition; values outside 0…1 behave as if clamped
    ///   (below 0 never cancels on progress alone, 1 or more cancels every slow release).
    ///   NaN reads as 0. Compared with an allowance of ``comparisonTolerance`` for rounding, so a
    ///   pinch to scale 0.7 (`1 − 0.7` is 0.30000000000000004 in binary) counts as 30 %.
    case thresholds(minimumVelocity: CGFloat, cancelAtOrBelow: CGFloat, reading: VelocityReading)

    /// Finish when the projected progress `progress + velocity · τ` is beyond `threshold`, where
    /// `τ = decelerationRate / (1 − decelerationRate) / 1000` seconds is how far a scroll view
    /// decelerating at that per-millisecond rate would coast (Apple's projection formula from
    /// "Designing Fluid Interfaces", WWDC 2018).
    ///
    /// - `decelerationRate`: per millisecond, as `UIScrollView.DecelerationRate`: `.normal` is
    ///   0.998 (τ ≈ 0.499 s), `.fast` is 0.99 (τ ≈ 0.099 s) [doc]. Clamped to 0…0.9999; NaN reads
    ///   as 0.998.
    /// - `threshold`: fraction of the transition; the projection must be strictly greater to finish,
    ///   so a release exactly at the threshold without velocity cancels. NaN reads as 0.5.
    case projection(decelerationRate: CGFloat, threshold: CGFloat)

    /// Any other rule. The closure gets a sanitised release (progress within 0…1, velocities
    /// finite) and must not have side effects.
    case custom(@Sendable (InteractionRelease) -> CompletionDecision)

    /// Allowance for floating-point rounding in progress comparisons: 1e-9 of the transition.
    package static let comparisonTolerance: CGFloat = 1e-9

    /// Finish or cancel for `release`.
    public func decision(for release: InteractionRelease) -> CompletionDecision {
        switch self {
        case let .thresholds(minimumVelocity, cancelAtOrBelow, reading):
            let velocity: CGFloat
            switch reading {
            case .progress: velocity = release.velocity
            case .rawGesture: velocity = release.rawVelocity ?? 0
            }
            let slow = minimumVelocity.isNaN || velocity < minimumVelocity
            let limit = cancelAtOrBelow.isNaN ? 0 : cancelAtOrBelow
            return slow && release.progress <= limit + Self.comparisonTolerance ? .cancel : .finish

        case let .projection(decelerationRate, threshold):
            let projected = release.progress + release.velocity * Self.projectionTime(decelerationRate: decelerationRate)
            let limit = threshold.isNaN ? 0.5 : threshold
            return projected > limit ? .finish : .cancel

        case let .custom(rule):
            return rule(release)
        }
    }

    /// How long, in seconds, a scroll view decelerating at `rate` per millisecond would keep
    /// coasting in Apple's projection: `rate / (1 − rate) / 1000`.
    ///
    /// `rate` is clamped to 0…0.9999 (so τ ≤ 9.999 s); NaN reads as `UIScrollView.DecelerationRate.normal`
    /// (0.998, τ ≈ 0.499 s).
    package static func projectionTime(decelerationRate rate: CGFloat) -> CGFloat {
        Projection.coastingTime(decelerationRate: rate)
    }
}
