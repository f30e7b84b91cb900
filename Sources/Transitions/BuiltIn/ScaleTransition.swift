import Foundation

/// The classic scale transition: presenting or pushing grows the to-view from nothing to full
/// size over the from-view; dismissing or popping shrinks the from-view to nothing, revealing
/// the to-view beneath. Scaled about the view's centre, 0.4 s, ease-in-out.
///
/// Written the obvious way it would animate from and to scale 0, but Core Animation cannot invert
/// a zero scale (a well-known UIKit pitfall: such transforms snap instead of animating), so the kit
/// uses ``minimumScale`` (0.001) instead: a 390-point screen is 0.39 points wide there.
///
/// Tab switches play the present (forward) or dismiss (backward) motion. With Reduce Motion on,
/// the plan is ``CrossFadeTransition``'s.
public struct ScaleTransition: Transition, Hashable {
    /// The smallest scale used in place of 0.
    static let minimumScale: CGFloat = 0.001

    /// Duration in seconds (default 0.4; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// The timing curve (default `.easeInOut`, UIKit's default view animation curve).
    public var curve: TimingCurve

    /// Creates a scale transition.
    public init(duration: TimeInterval = 0.4, curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    public var name: String { "Scale" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let small = TransformComponents.scale(Self.minimumScale)
        let participants: [TransitionParticipant] = context.operation.isForward
            ? [.fromView(in: context), .toView(in: context, transform: .tween(from: small, to: .identity))]
            : [.toView(in: context), .fromView(in: context, transform: .tween(from: .identity, to: small))]
        return TransitionPlan(context: context, participants: participants, duration: duration, timing: .curve(curve))
    }
}

extension Transition where Self == ScaleTransition {
    /// The classic scale transition, 0.4 s (see ``ScaleTransition``).
    public static var scale: ScaleTransition { ScaleTransition() }
}
