import Foundation

/// A card flip in perspective: the outgoing screen turns edge-on during the first half, then the
/// incoming screen turns in from edge-on during the second half, like
/// `UIView.AnimationOptions.transitionFlipFromRight`.
///
/// Each screen rotates about its own centre line with perspective `m34 = −1/eyeDistance`. At the
/// midpoint both are edge-on (invisible) and the incoming screen moves in front (its zPosition
/// steps from 0 to 1). ``Axis/vertical`` turns about the vertical axis (sideways, mirrored in
/// right-to-left layouts: forward operations turn like a page towards the leading side);
/// ``Axis/horizontal`` turns about the horizontal axis (top over bottom). Backward operations
/// turn the other way. With Reduce Motion on, the plan is ``CrossFadeTransition``'s.
public struct FlipTransition: Transition, Hashable {
    /// The axis the screens turn about.
    public enum Axis: Hashable, Sendable {
        /// The vertical centre line: the screen turns sideways.
        case vertical
        /// The horizontal centre line: the screen turns top over bottom.
        case horizontal
    }

    /// The axis (default `.vertical`).
    public var axis: Axis
    /// Distance of the eye from the screen in points (default 1000). Values below the screen's
    /// extent across the axis (or non-finite) are raised to it, so no part of the screen ever
    /// passes behind the eye.
    public var eyeDistance: CGFloat
    /// Duration in seconds (default 0.6; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// The timing curve (default `.easeInOut`).
    public var curve: TimingCurve

    /// Creates a flip.
    public init(axis: Axis = .vertical, eyeDistance: CGFloat = 1000, duration: TimeInterval = 0.6, curve: TimingCurve = .easeInOut) {
        self.axis = axis
        self.eyeDistance = eyeDistance
        self.duration = duration
        self.curve = curve
    }

    public var name: String { "Flip (\(axis))" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let extent = axis == .vertical
            ? max(context.fromInitialFrame.width, context.toFinalFrame.width)
            : max(context.fromInitialFrame.height, context.toFinalFrame.height)
        let perspective = TransformComponents.perspective(eyeDistance: eyeDistance, atLeast: extent, otherwise: 1000)
        let turn = (context.operation.isForward ? 1 : -1) * (axis == .vertical ? context.layoutDirection.trailingSign : 1)
        func turned(_ angle: CGFloat) -> TransformComponents {
            let rotation = axis == .vertical ? Vector3(x: 0, y: angle, z: 0) : Vector3(x: angle, y: 0, z: 0)
            return TransformComponents(rotation: rotation, perspective: perspective)
        }
        let upright = turned(0)
        let outgoing = Track<TransformComponents>.keyframes(
            from: upright, [Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: turned(turn * .pi / 2))]
        )
        let incoming = Track<TransformComponents>.keyframes(
            from: turned(-turn * .pi / 2), [Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: upright)]
        )
        let inFront = Track<CGFloat>.keyframes(from: 0, [Keyframe(relativeStartTime: 0.5, relativeDuration: 0, value: 1)])
        return TransitionPlan(context: context, participants: [
            .toView(in: context, transform: incoming, zPosition: inFront),
            .fromView(in: context, transform: outgoing),
        ], duration: duration, timing: .curve(curve))
    }
}

extension Transition where Self == FlipTransition {
    /// A perspective card flip about `axis` (default `.vertical`); see ``FlipTransition``.
    public static func flip(_ axis: FlipTransition.Axis = .vertical) -> FlipTransition {
        FlipTransition(axis: axis)
    }
}
