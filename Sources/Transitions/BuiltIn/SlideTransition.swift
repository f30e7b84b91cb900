import Foundation

/// A push: both screens move together, the incoming one entering from one edge as the outgoing
/// one leaves by the other, like `UINavigationController`'s push without its parallax.
///
/// ``direction`` is the way the content moves on forward operations (present, push, tab
/// forward); backward operations move the opposite way, so a pop exactly undoes a push.
/// `.leading` (the default) is the navigation push: content moves towards the leading edge, the
/// new screen comes in from the trailing edge — from the right in left-to-right layouts, from
/// the left in right-to-left ones. The incoming screen is on top. With Reduce Motion on, the
/// plan is ``CrossFadeTransition``'s.
public struct SlideTransition: Transition, Hashable {
    /// Which way the content moves on forward operations.
    public var direction: ScreenEdge
    /// Duration in seconds (default 0.35; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// The timing curve (default `.easeInOut`).
    public var curve: TimingCurve

    /// Creates a slide moving content towards `direction` on forward operations.
    public init(direction: ScreenEdge = .leading, duration: TimeInterval = 0.35, curve: TimingCurve = .easeInOut) {
        self.direction = direction
        self.duration = duration
        self.curve = curve
    }

    public var name: String { "Slide (\(direction))" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let motion = context.operation.isForward ? direction : direction.opposite
        let outward = motion.offscreenOffset(in: context.containerBounds, direction: context.layoutDirection)
        let inward = CGPoint(x: -outward.x, y: -outward.y)
        let from = TransitionParticipant.fromView(
            in: context,
            frame: .tween(from: context.fromInitialFrame, to: context.fromInitialFrame.moved(by: outward))
        )
        let to = TransitionParticipant.toView(
            in: context,
            frame: .tween(from: context.toFinalFrame.moved(by: inward), to: context.toFinalFrame)
        )
        let participants = context.operation.isForward ? [from, to] : [to, from]
        return TransitionPlan(context: context, participants: participants, duration: duration, timing: .curve(curve))
    }
}

extension Transition where Self == SlideTransition {
    /// A push-style slide moving content towards `direction` on forward operations (default
    /// `.leading`, the navigation push); see ``SlideTransition``.
    public static func slide(_ direction: ScreenEdge = .leading) -> SlideTransition {
        SlideTransition(direction: direction)
    }
}
