import Foundation

/// The outgoing screen swings open about its leading edge like a magazine cover, towards the
/// viewer, while the incoming screen, lying tilted back beneath it, settles flat (after
/// VCTransitionsLibrary's "NatGeo").
///
/// The cover turns a quarter turn about its leading edge over the first 65 % of the time,
/// darkening to ``shadeAlpha``, seen in perspective from ``eyeDistance`` points in front of
/// its hinge (`m34` about an anchor point on the hinge), so it is exactly edge-on, and
/// invisible, at the end. The incoming screen starts turned ``incomingTilt`` away about the
/// same edge and pushed back by a fifth of the screen's width, under a shadow of
/// ``dimmingAlpha``, and settles over the last 75 %. Both screens share the hinge and the eye.
/// Every track is a keyframe or a tween, so the plan is exact at any instant.
///
/// Backward operations close the cover back over the screen, the motion played backwards (see
/// ``ScreenMotion``). The leading edge is the right edge in right-to-left layouts, so the motion
/// is mirrored there. With Reduce Motion on, the plan is ``CrossFadeTransition``'s.
public struct NatGeoTransition: Transition, Hashable {
    /// Distance of the eye from the hinge, points (default 1000). Values below twice the
    /// screen's width (or non-finite) are raised to it: the cover's free edge then never comes
    /// closer than halfway to the eye.
    public var eyeDistance: CGFloat
    /// How far the incoming screen is turned away at the start, radians (default π/7, about
    /// 26°; clamped to 0…π/2, NaN → π/7).
    public var incomingTilt: CGFloat
    /// Opacity of the black shade on the cover once open, `0…1` (default 0.5; clamped, NaN → 0).
    public var shadeAlpha: CGFloat
    /// Opacity of the shadow over the incoming screen at the start, `0…1` (default 0.6; clamped,
    /// NaN → 0).
    public var dimmingAlpha: CGFloat
    /// Duration in seconds (default 1; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// The timing curve of forward operations (default `.easeInOut`; backward ones play it reversed).
    public var curve: TimingCurve

    /// Creates a NatGeo transition.
    public init(eyeDistance: CGFloat = 1000, incomingTilt: CGFloat = .pi / 7, shadeAlpha: CGFloat = 0.5, dimmingAlpha: CGFloat = 0.6,
                duration: TimeInterval = 1, curve: TimingCurve = .easeInOut) {
        self.eyeDistance = eyeDistance
        self.incomingTilt = incomingTilt
        self.shadeAlpha = shadeAlpha
        self.dimmingAlpha = dimmingAlpha
        self.duration = duration
        self.curve = curve
    }

    public var name: String { "NatGeo" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let frames = ScreenMotion.frames(in: context)
        let cover = EdgeCoordinates(edge: .leading, direction: context.layoutDirection, frame: frames.outgoing)
        let page = EdgeCoordinates(edge: .leading, direction: context.layoutDirection, frame: frames.incoming)
        let least = 2 * max(cover.depth, page.depth)
        let perspective = TransformComponents.perspective(eyeDistance: eyeDistance, atLeast: least, otherwise: 1000)
        let tilt = incomingTilt.isNaN ? .pi / 7 : min(max(incomingTilt, 0), .pi / 2)
        func hinge(_ axis: EdgeCoordinates) -> CGPoint {
            EdgeCoordinates.anchor(at: axis.point(u: 0, v: axis.span / 2), in: axis.frame)
        }
        let flat = TransformComponents(perspective: perspective)
        let settling = ScreenMotion.Part.screen(.incoming, anchorPoint: hinge(page), frame: .constant(page.frame),
            transform: .keyframes(
                from: TransformComponents(translation: page.vector(du: 0, dz: -page.depth / 5), rotation: page.tilt(tilt), perspective: perspective),
                [Keyframe(relativeStartTime: 0.25, relativeDuration: 0.75, value: flat)]
            )
        )
        let opening = ScreenMotion.Part.screen(.outgoing, anchorPoint: hinge(cover), frame: .constant(cover.frame),
            transform: .keyframes(from: flat, [
                Keyframe(relativeStartTime: 0, relativeDuration: 0.65, value: TransformComponents(rotation: cover.tilt(-.pi / 2), perspective: perspective)),
            ])
        )
        let parts: [ScreenMotion.Part] = [
            settling,
            .shade(of: settling, id: "natgeo-shadow", alpha: .keyframes(
                from: RGBAColor.clamp(dimmingAlpha), [Keyframe(relativeStartTime: 0.25, relativeDuration: 0.75, value: 0)]
            )),
            opening,
            .shade(of: opening, id: "natgeo-cover-shade", alpha: .keyframes(
                from: 0, [Keyframe(relativeStartTime: 0, relativeDuration: 0.65, value: RGBAColor.clamp(shadeAlpha))]
            )),
        ]
        return ScreenMotion(parts: parts).plan(for: context, duration: duration, curve: curve)
    }
}

extension Transition where Self == NatGeoTransition {
    /// The outgoing screen swings open like a magazine cover (see ``NatGeoTransition``).
    public static var natGeo: NatGeoTransition { NatGeoTransition() }
}
