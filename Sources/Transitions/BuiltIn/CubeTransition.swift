import Foundation

/// The two screens as neighbouring faces of a cube that turns a quarter turn, in perspective,
/// the face turning away darkening.
///
/// The axis runs behind the screen's centre, half the screen's depth back, seen from ``eyeDistance``
/// points in front. Forward operations move the content towards ``direction`` (default `.leading`:
/// the outgoing face turns away to the leading edge, as a push moves); backward ones play it
/// backwards (``ScreenMotion``). `leading`/`trailing` mirror in right-to-left layouts; `top`/`bottom`
/// turn about a horizontal axis. Each face's black shade has opacity ``shadeAlpha`` × (1 − cos θ)
/// (Lambert's law, light at the eye). The faces' transforms are sampled at 32 steps of the turn
/// (at most 0.06 pt off the arc for a 390 pt wide screen, 0.13 pt for 844 pt tall); the incoming
/// face moves in front halfway (zPosition 0 → 1). Reduce Motion: the ``CrossFadeTransition`` plan.
public struct CubeTransition: Transition, Hashable {
    /// Which way the content moves on forward operations (default `.leading`, like a push).
    public var direction: ScreenEdge
    /// Distance of the eye from the screen, points (default 1000). Values below the screen's
    /// depth along the motion (or non-finite) are raised to it, so no corner ever passes behind
    /// the eye.
    public var eyeDistance: CGFloat
    /// Opacity of the shade of a face turned a quarter turn away, `0…1` (default 0.6; clamped,
    /// NaN → 0).
    public var shadeAlpha: CGFloat
    /// Duration in seconds (default 0.6; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// The timing curve of forward operations (default `.easeInOut`; backward ones play it reversed).
    public var curve: TimingCurve

    /// Samples of the faces' tracks over the quarter turn.
    static let sampleIntervals = 32

    /// Creates a cube.
    public init(direction: ScreenEdge = .leading, eyeDistance: CGFloat = 1000, shadeAlpha: CGFloat = 0.6,
                duration: TimeInterval = 0.6, curve: TimingCurve = .easeInOut) {
        self.direction = direction
        self.eyeDistance = eyeDistance
        self.shadeAlpha = shadeAlpha
        self.duration = duration
        self.curve = curve
    }

    public var name: String { "Cube (\(direction))" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let frames = ScreenMotion.frames(in: context)
        let outgoing = EdgeCoordinates(edge: direction, direction: context.layoutDirection, frame: frames.outgoing)
        let incoming = EdgeCoordinates(edge: direction, direction: context.layoutDirection, frame: frames.incoming)
        let depth = max(outgoing.depth, incoming.depth)
        let perspective = TransformComponents.perspective(eyeDistance: eyeDistance, atLeast: depth, otherwise: 1000)
        let shade = RGBAColor.clamp(shadeAlpha)
        let quarter = CGFloat.pi / 2
        // A face's turn at motion progress p: the outgoing face's far side (from `direction`'s
        // edge) comes forward, −π/2 at the end; the incoming face starts a quarter turn round.
        let outgoingTurn: (CGFloat) -> CGFloat = { -quarter * $0 }
        let incomingTurn: (CGFloat) -> CGFloat = { quarter * (1 - $0) }
        func face(_ screen: ScreenMotion.Screen, _ axis: EdgeCoordinates, _ turn: @escaping (CGFloat) -> CGFloat,
                  zPosition: Track<CGFloat>) -> [ScreenMotion.Part] {
            let centre = Vector3(x: 0, y: 0, z: -axis.depth / 2)
            let part = ScreenMotion.Part.screen(screen, frame: .constant(axis.frame),
                transform: .sampled(intervals: Self.sampleIntervals) {
                    .turning(by: axis.tilt(turn($0)), about: centre, perspective: perspective)
                },
                zPosition: zPosition
            )
            let shadeID = ParticipantID(screen == .outgoing ? "cube-outgoing-shade" : "cube-incoming-shade")
            return [part, .shade(of: part, id: shadeID, alpha: .sampled(intervals: Self.sampleIntervals) {
                shade * (1 - cos(turn($0)))
            })]
        }
        let inFront = Track<CGFloat>.keyframes(from: 0, [Keyframe(relativeStartTime: 0.5, relativeDuration: 0, value: 1)])
        let motion = ScreenMotion(parts:
            face(.incoming, incoming, incomingTurn, zPosition: inFront) + face(.outgoing, outgoing, outgoingTurn, zPosition: .constant(0))
        )
        return motion.plan(for: context, duration: duration, curve: curve)
    }
}

extension Transition where Self == CubeTransition {
    /// The screens as faces of a turning cube, content moving towards `direction` on forward
    /// operations (default `.leading`); see ``CubeTransition``.
    public static func cube(_ direction: ScreenEdge = .leading) -> CubeTransition {
        CubeTransition(direction: direction)
    }
}
