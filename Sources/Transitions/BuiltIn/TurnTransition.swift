import Foundation

/// A page turn about one edge, in perspective: the outgoing screen lifts about ``edge``
/// towards the viewer and turns over until it is edge-on, uncovering the incoming screen beneath
/// as the page's shadow lifts off it — a wall calendar or notepad flipping over its top edge
/// (the default), or a book's page turning about its spine with `.leading`.
///
/// The page turns a quarter turn about an anchor point on the hinge, with perspective
/// `m34 = −1/eyeDistance` about that anchor, so it is exactly edge-on (invisible) at the end; it
/// darkens to ``shadeAlpha`` as it turns, and the shadow over the incoming screen fades from
/// ``dimmingAlpha`` to nothing. Every track is a tween, so the plan is exact at any instant.
/// Where ``FlipTransition`` turns both screens about their centre line, and ``NatGeoTransition``
/// swings its cover about the leading edge while the screen beneath moves, the turn keeps the
/// incoming screen still and hinges on any edge. Backward operations lay the page back down over
/// the outgoing screen, the motion played backwards (see ``ScreenMotion``). `leading` and
/// `trailing` mirror in right-to-left layouts. With Reduce Motion on, the plan is
/// ``CrossFadeTransition``'s.
public struct TurnTransition: Transition, Hashable {
    /// The hinge (default `.top`).
    public var edge: ScreenEdge
    /// Distance of the eye from the hinge, points (default 2000). Values below twice the
    /// screen's depth across the hinge (or non-finite) are raised to it: the page's free edge
    /// then never comes closer than halfway to the eye (it is drawn at most twice its size).
    public var eyeDistance: CGFloat
    /// Opacity of the black shade on the page once edge-on, `0…1` (default 0.5; clamped, NaN → 0).
    public var shadeAlpha: CGFloat
    /// Opacity of the page's shadow over the incoming screen at the start, `0…1` (default 0.5;
    /// clamped, NaN → 0).
    public var dimmingAlpha: CGFloat
    /// Duration in seconds (default 0.6; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// The timing curve of forward operations (default `.easeInOut`; backward ones play it reversed).
    public var curve: TimingCurve

    /// Creates a page turn.
    public init(edge: ScreenEdge = .top, eyeDistance: CGFloat = 2000, shadeAlpha: CGFloat = 0.5, dimmingAlpha: CGFloat = 0.5,
                duration: TimeInterval = 0.6, curve: TimingCurve = .easeInOut) {
        self.edge = edge
        self.eyeDistance = eyeDistance
        self.shadeAlpha = shadeAlpha
        self.dimmingAlpha = dimmingAlpha
        self.duration = duration
        self.curve = curve
    }

    public var name: String { "Turn (\(edge))" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let frames = ScreenMotion.frames(in: context)
        let page = EdgeCoordinates(edge: edge, direction: context.layoutDirection, frame: frames.outgoing)
        let least = 2 * page.depth
        let perspective = TransformComponents.perspective(eyeDistance: eyeDistance, atLeast: least, otherwise: 2000)
        let beneath = ScreenMotion.Part.screen(.incoming, frame: .constant(frames.incoming))
        let turning = ScreenMotion.Part.screen(
            .outgoing, anchorPoint: EdgeCoordinates.anchor(at: page.point(u: 0, v: page.span / 2), in: page.frame), frame: .constant(page.frame),
            transform: .tween(from: TransformComponents(perspective: perspective),
                              to: TransformComponents(rotation: page.tilt(-.pi / 2), perspective: perspective))
        )
        let parts: [ScreenMotion.Part] = [
            beneath,
            .shade(of: beneath, id: "turn-shadow", alpha: .tween(from: RGBAColor.clamp(dimmingAlpha), to: 0)),
            turning,
            .shade(of: turning, id: "turn-page-shade", alpha: .tween(from: 0, to: RGBAColor.clamp(shadeAlpha))),
        ]
        return ScreenMotion(parts: parts).plan(for: context, duration: duration, curve: curve)
    }
}

extension Transition where Self == TurnTransition {
    /// A page turn about `edge` (default `.top`); see ``TurnTransition``.
    public static func turn(_ edge: ScreenEdge = .top) -> TurnTransition { TurnTransition(edge: edge) }
}
