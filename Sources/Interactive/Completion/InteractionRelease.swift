import Foundation

/// Everything a ``CompletionPolicy`` knows when the gesture lets go.
public struct InteractionRelease: Sendable, Equatable {
    /// Why the gesture stopped driving the transition.
    public enum Reason: Sendable, Equatable, CaseIterable {
        /// The finger lifted (`UIGestureRecognizer.State.ended`).
        case ended
        /// The system cancelled the gesture (`.cancelled`).
        case cancelled
        /// The recognizer failed mid-interaction (`.failed`). The machine cancels without asking
        /// the policy; a policy only sees this reason if someone calls it directly.
        case failed
    }

    /// Progress at release, a fraction of the transition, always within 0…1.
    public var progress: CGFloat

    /// Progress velocity at release in fractions per second, positive towards finishing; always
    /// finite and within ±1000 fractions per second. Zero when nothing was measured.
    public var velocity: CGFloat

    /// The recognizer's own velocity at release, in its units and sign (scale factor per second
    /// for a pinch, points per second for a pan), if the adapter supplied one. Always finite or `nil`.
    public var rawVelocity: CGFloat?

    /// Whether the finger lifted or the system cancelled the gesture.
    public var reason: Reason

    /// Creates a release description.
    ///
    /// - Parameters:
    ///   - progress: Fraction of the transition; clamped to 0…1, NaN/∞ read as 0.
    ///   - velocity: Progress per second, positive towards finishing; clamped to
    ///     ±1000 fractions per second, NaN/∞ read as 0.
    ///   - rawVelocity: The recognizer's velocity in its own units; a non-finite value reads as `nil`.
    ///   - reason: Ended or cancelled. Defaults to `.ended`.
    public init(progress: CGFloat, velocity: CGFloat = 0, rawVelocity: CGFloat? = nil, reason: Reason = .ended) {
        self.progress = Clamp.progress(progress) ?? 0
        self.velocity = Clamp.velocity(velocity) ?? 0
        self.rawVelocity = rawVelocity.flatMap { $0.isFinite ? $0 : nil }
        self.reason = reason
    }
}
