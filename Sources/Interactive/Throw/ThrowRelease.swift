import Foundation
import Transitions

/// What a throw-to-dismiss does when the finger lifts: the decision of the ``CompletionPolicy``
/// turned into a motion, with the finger's velocity converted for the physics.
///
/// - ``flyOff(velocity:)``: the policy finished and the plan can be re-simulated; the snapshot
///   continues from where it is with the finger's velocity
///   (`ThrowTransition.replan(_:from:at:releaseVelocity:angularVelocity:)`) and the new plan plays
///   to its end.
/// - ``springBack(velocity:)``: the policy cancelled after the snapshot moved; a snap pulls it home
///   from where it is, starting with the finger's velocity (`ThrowTransition.springBackPlan(...)`,
///   played with `TransitionDriver.playBackwardsToStart()`).
/// - ``finishInPlace(velocity:)`` / ``cancelInPlace(velocity:)``: nothing to re-simulate (a plan
///   without a snapshot of the from-view: a forward operation's snap-in, or the Reduce Motion
///   cross-fade), or a cancel at progress 0; the scrubbed driver finishes or cancels as any
///   plan-driven interaction does, with the progress velocity (fractions per second).
///
/// Velocities of ``flyOff(velocity:)`` and ``springBack(velocity:)`` are in points per second in
/// the container's coordinates (x rightwards, y downwards), what
/// `UIPanGestureRecognizer.velocity(in: containerView)` reports and what the physics API expects.
package enum ThrowRelease: Sendable, Equatable {
    /// Re-simulate the throw from the on-screen state with `velocity` (points per second) and finish.
    case flyOff(velocity: CGPoint)
    /// Spring back home from the on-screen state, starting at `velocity` (points per second), and cancel.
    case springBack(velocity: CGPoint)
    /// Finish the scrubbed plan with `velocity` (track progress per second).
    case finishInPlace(velocity: CGFloat)
    /// Cancel the scrubbed plan with `velocity` (track progress per second).
    case cancelInPlace(velocity: CGFloat)

    /// Chooses the motion for `completion`.
    ///
    /// - Parameters:
    ///   - completion: The machine's decision, release progress and progress velocity.
    ///   - fingerVelocity: The pan's velocity at release, points per second in the container's
    ///     coordinates, or `nil` when unknown. When it is `nil` or has a NaN or infinite
    ///     component, the velocity is rebuilt from the completion's progress velocity (see
    ///     ``pointsPerSecond(progressVelocity:along:)``).
    ///   - pan: The mapping of the pan (direction and extent), for that rebuild; `nil` rebuilds `.zero`.
    ///   - canResimulate: Whether the scrubbed plan has a snapshot of the from-view to throw
    ///     (`TransitionPlan.participant(.fromSnapshot) != nil`).
    package init(completion: InteractionCompletion, fingerVelocity: CGPoint?, pan: PanProgress?, canResimulate: Bool) {
        switch completion.decision {
        case .finish where canResimulate:
            self = .flyOff(velocity: Self.velocity(fingerVelocity, completion: completion, pan: pan))
        case .cancel where canResimulate && completion.progress > 0:
            self = .springBack(velocity: Self.velocity(fingerVelocity, completion: completion, pan: pan))
        case .finish:
            self = .finishInPlace(velocity: completion.velocity)
        case .cancel:
            self = .cancelInPlace(velocity: completion.velocity)
        }
    }

    /// Whether the transition ends finished (the screen is dismissed).
    package var finishes: Bool {
        switch self {
        case .flyOff, .finishInPlace: return true
        case .springBack, .cancelInPlace: return false
        }
    }

    /// Whether a new plan replaces the scrubbed one (a re-simulation on a fresh stage).
    package var replacesPlan: Bool {
        switch self {
        case .flyOff, .springBack: return true
        case .finishInPlace, .cancelInPlace: return false
        }
    }

    /// A pan's velocity in points per second rebuilt from a progress velocity (fractions of the
    /// transition per second, positive towards finishing): `progressVelocity · extent` along the
    /// pan's direction (mirrored in right-to-left layouts for horizontal pans), 0 across it.
    /// A NaN or infinite `progressVelocity` gives `.zero`.
    package static func pointsPerSecond(progressVelocity: CGFloat, along pan: PanProgress) -> CGPoint {
        guard progressVelocity.isFinite else { return .zero }
        let speed = progressVelocity * pan.extent * pan.direction.axisSign(in: pan.layoutDirection)
        return pan.direction.isHorizontal ? CGPoint(x: speed, y: 0) : CGPoint(x: 0, y: speed)
    }

    private static func velocity(_ finger: CGPoint?, completion: InteractionCompletion, pan: PanProgress?) -> CGPoint {
        if let finger, finger.x.isFinite, finger.y.isFinite { return finger }
        guard let pan else { return .zero }
        return pointsPerSecond(progressVelocity: completion.velocity, along: pan)
    }
}
