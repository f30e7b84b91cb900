import Foundation

/// A cross-dissolve: the incoming screen fades in over the outgoing one (forward operations),
/// or the outgoing one fades out over the incoming one (backward operations), like
/// `UIModalTransitionStyle.crossDissolve`. Nothing moves.
///
/// It is also the Reduce Motion fallback of every built-in transition: when
/// ``TransitionContext/isReduceMotionEnabled`` is on they return this plan.
public struct CrossFadeTransition: Transition, Hashable {
    /// Duration in seconds (default 0.3; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// The timing curve (default `.easeInOut`).
    public var curve: TimingCurve

    /// Creates a cross-fade.
    public init(duration: TimeInterval = 0.3, curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    public var name: String { "Cross-fade" }

    /// Forward: from-view below at rest, to-view on top fading 0 → 1. Backward: to-view below at
    /// rest, from-view on top fading 1 → 0. Works for every operation, in any layout direction.
    public func plan(for context: TransitionContext) -> TransitionPlan {
        let participants: [TransitionParticipant] = context.operation.isForward
            ? [.fromView(in: context), .toView(in: context, alpha: .tween(from: 0, to: 1))]
            : [.toView(in: context), .fromView(in: context, alpha: .tween(from: 1, to: 0))]
        return TransitionPlan(context: context, participants: participants, duration: duration, timing: .curve(curve))
    }
}

extension Transition where Self == CrossFadeTransition {
    /// A 0.3 s ease-in-out cross-fade (see ``CrossFadeTransition``).
    public static var crossFade: CrossFadeTransition { CrossFadeTransition() }
}
