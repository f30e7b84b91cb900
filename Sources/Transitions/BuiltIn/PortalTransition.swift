import Foundation

/// The outgoing screen splits down the middle into two doors that swing open, away from the
/// viewer, while the incoming screen comes up from behind them.
///
/// Each door is a region snapshot of one half of the outgoing screen (one screen render, cut by
/// ``TransitionParticipant/Kind/snapshotOfFromViewRegion(_:)``), hinged at its outer edge and
/// seen in perspective from in front of its hinge (`m34 = −1/eyeDistance` about an anchor point
/// on the hinge), so it is exactly edge-on, and invisible, when it has opened a quarter turn at
/// the end. Each door darkens to ``shadeAlpha`` as it opens. Behind them the incoming screen
/// grows from ``zoomScale`` to full size as its own shadow (``dimmingAlpha`` at the start)
/// lifts. The outgoing screen's view hands over to the doors at the start (it fades out over the
/// first 2 %, over doors showing the same picture).
///
/// Every track is a tween, so the plan is exact at any instant. Backward operations close the
/// doors of the incoming screen over the outgoing one as it sinks back, the motion played
/// backwards (see ``ScreenMotion``). The doors are symmetric, so a right-to-left layout plays the
/// mirror image of the same motion. With Reduce Motion on, the plan is ``CrossFadeTransition``'s.
public struct PortalTransition: Transition, Hashable {
    /// The incoming screen's scale when the doors start to open, `0.001…1` (default 0.8;
    /// clamped, NaN → 0.8).
    public var zoomScale: CGFloat
    /// Distance of the eye from each door's hinge, points (default 700). Values below a door's
    /// width (or non-finite) are raised to it.
    public var eyeDistance: CGFloat
    /// Opacity of the black shade on a fully open door, `0…1` (default 0.5; clamped, NaN → 0).
    public var shadeAlpha: CGFloat
    /// Opacity of the shadow over the incoming screen at the start, `0…1` (default 0.6; clamped,
    /// NaN → 0).
    public var dimmingAlpha: CGFloat
    /// Duration in seconds (default 0.7; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// The timing curve of forward operations (default `.easeInOut`; backward ones play it reversed).
    public var curve: TimingCurve

    /// Creates a portal.
    public init(zoomScale: CGFloat = 0.8, eyeDistance: CGFloat = 700, shadeAlpha: CGFloat = 0.5, dimmingAlpha: CGFloat = 0.6,
                duration: TimeInterval = 0.7, curve: TimingCurve = .easeInOut) {
        self.zoomScale = zoomScale
        self.eyeDistance = eyeDistance
        self.shadeAlpha = shadeAlpha
        self.dimmingAlpha = dimmingAlpha
        self.duration = duration
        self.curve = curve
    }

    public var name: String { "Portal" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let frames = ScreenMotion.frames(in: context)
        let scale = zoomScale.isNaN ? 0.8 : min(max(zoomScale, ScaleTransition.minimumScale), 1)
        let behind = ScreenMotion.Part.screen(.incoming, frame: .constant(frames.incoming),
                                       transform: .tween(from: .scale(scale), to: .identity))
        var parts = [behind, .shade(of: behind, id: "portal-shadow", alpha: .tween(from: RGBAColor.clamp(dimmingAlpha), to: 0))]
        for edge in [ScreenEdge.leading, .trailing] {
            let door = EdgeCoordinates(edge: edge, direction: context.layoutDirection, frame: frames.outgoing)
            let width = door.depth / 2
            let perspective = TransformComponents.perspective(eyeDistance: eyeDistance, atLeast: width, otherwise: 700)
            let frame = door.band(from: 0, to: width)
            let hinge = door.point(u: 0, v: door.span / 2)
            let part = ScreenMotion.Part(
                id: ParticipantID("portal-door-\(edge)"), content: .region(.outgoing, door.region(of: frame)),
                anchorPoint: EdgeCoordinates.anchor(at: hinge, in: frame), frame: .constant(frame),
                transform: .tween(from: TransformComponents(perspective: perspective),
                                  to: TransformComponents(rotation: door.tilt(.pi / 2), perspective: perspective))
            )
            parts += [part, .shade(of: part, id: ParticipantID("portal-door-\(edge)-shade"), alpha: .tween(from: 0, to: RGBAColor.clamp(shadeAlpha)))]
        }
        parts.append(ScreenMotion.handOver(from: frames.outgoing))
        return ScreenMotion(parts: parts).plan(for: context, duration: duration, curve: curve)
    }
}

extension Transition where Self == PortalTransition {
    /// The outgoing screen opens in two doors as the incoming one comes up from behind (see
    /// ``PortalTransition``).
    public static var portal: PortalTransition { PortalTransition() }
}
