import Foundation

/// The classic slide-up: the presented screen springs up from below the container, overshoots
/// a little and settles; dismissing springs it back down. UIKit's
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)` timing.
///
/// The defaults, damping 0.8 and initial velocity 1.0 over 0.5 s, give a visible overshoot: about
/// 15 points in a phone-sized container (844 pt tall), measured from the plan in
/// `SlideUpTransitionTests`. The overshoot scales with the distance travelled (the container height).
///
/// The incoming screen is on top on forward operations (present, push, tab forward); backward
/// operations slide the outgoing screen down, off the bottom edge, over the incoming one. With
/// Reduce Motion on, the plan is ``CrossFadeTransition``'s.
public struct SlideUpTransition: Transition, Hashable {
    /// Damping ratio, `0…1` (default 0.8). Clamped to ``Spring/minimumUIKitDampingRatio``…1 as
    /// UIKit clamps `usingSpringWithDamping` (so never over-damped); NaN reads as 1.
    public var dampingRatio: CGFloat
    /// Initial velocity in fractions of the distance per second (default 1.0), like UIKit's
    /// `initialSpringVelocity`; non-finite values read as 0.
    public var initialVelocity: CGFloat
    /// Duration in seconds (default 0.5); with UIKit's spring the motion has settled to 0.1 % of
    /// the distance by then. The spring is solved for the duration clamped to 0.01…10 s, as
    /// UIKit does; a negative or non-finite duration gives a plan that completes at once.
    public var duration: TimeInterval

    /// Creates a slide-up.
    public init(dampingRatio: CGFloat = 0.8, initialVelocity: CGFloat = 1.0, duration: TimeInterval = 0.5) {
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
        self.duration = duration
    }

    public var name: String { "Slide up" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let below = ScreenEdge.bottom.offscreenOffset(in: context.containerBounds, direction: context.layoutDirection)
        let participants: [TransitionParticipant] = context.operation.isForward
            ? [
                .fromView(in: context),
                .toView(in: context, frame: .tween(from: context.toFinalFrame.moved(by: below), to: context.toFinalFrame)),
            ]
            : [
                .toView(in: context),
                .fromView(in: context, frame: .tween(from: context.fromInitialFrame, to: context.fromInitialFrame.moved(by: below))),
            ]
        return TransitionPlan(
            context: context, participants: participants, duration: duration,
            timing: .uiKitSpring(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        )
    }
}

extension Transition where Self == SlideUpTransition {
    /// The classic slide-up spring (damping 0.8, velocity 1.0, 0.5 s by default); see
    /// ``SlideUpTransition``.
    public static func slideUp(damping: CGFloat = 0.8, velocity: CGFloat = 1.0, duration: TimeInterval = 0.5) -> SlideUpTransition {
        SlideUpTransition(dampingRatio: damping, initialVelocity: velocity, duration: duration)
    }
}
