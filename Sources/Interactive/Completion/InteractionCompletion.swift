import Foundation
import Transitions

/// The outcome of a released gesture: what to do with the transition and how, as a value.
///
/// `InteractionMachine` produces one when the gesture ends, is cancelled or fails. Whoever runs
/// the transition acts on it: a `TransitionDriver` finishes or cancels with ``velocity`` and
/// ``timing``; a UIKit percent-driven controller calls `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()` and then has the kit's session play the rest with ``timing``
/// (`PercentDrivenTransitioning.perform(_:session:)`).
public struct InteractionCompletion: Sendable, Equatable {
    /// Finish or cancel.
    public var decision: CompletionDecision

    /// The release the decision was made from (progress within 0…1, velocities finite).
    public var release: InteractionRelease

    /// Completion speed and curve, with UIKit's meaning.
    public var timing: CompletionTiming

    /// Creates a completion.
    package init(decision: CompletionDecision, release: InteractionRelease, timing: CompletionTiming = .uiKitDefault) {
        self.decision = decision
        self.release = release
        self.timing = timing
    }

    /// Progress at release, within 0…1.
    public var progress: CGFloat { release.progress }

    /// Progress velocity at release in fractions per second, positive towards finishing; finite.
    public var velocity: CGFloat { release.velocity }

    /// Seconds the rest of the transition takes: `(1 − p)·duration/speed` for a finish,
    /// `p·duration/speed` for a cancel (UIKit's rule; speed ≤ 0 read as 1).
    ///
    /// - Parameter duration: The transition's full duration in seconds; negative or non-finite
    ///   reads as 0.
    package func remainingDuration(forTransitionDuration duration: TimeInterval) -> TimeInterval {
        timing.remainingDuration(from: release.progress, decision: decision, duration: duration)
    }
}
