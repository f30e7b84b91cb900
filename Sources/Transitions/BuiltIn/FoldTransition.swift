import Foundation

/// The outgoing screen folds up like paper towards one edge, in ``strips`` strips turning
/// alternately away from and towards the viewer, uncovering the incoming screen beneath as
/// its shadow lifts.
///
/// Each strip is a region snapshot of one render of the outgoing screen
/// (``TransitionParticipant/Kind/snapshotOfFromViewRegion(_:)``), which hands over to them in the
/// first 2 %. Hinged like an accordion, the strip at ``edge`` stays there and every strip turns by
/// the fold angle (0 to a quarter turn), even ones away, odd ones back, seen from ``eyeDistance``
/// points in front of the screen's centre so the seams meet. Odd strips darken to ``shadeAlpha`` ×
/// sin(angle), even ones a third of that; all fade over the last 20 %. Transforms are sampled at 32
/// steps (a seam at most 0.12 pt off its arc for a 390 pt wide screen). Backward operations unfold
/// the incoming screen, the motion played backwards (``ScreenMotion``). `leading`/`trailing` mirror
/// in right-to-left layouts; `top`/`bottom` fold in horizontal strips. Reduce Motion: the
/// ``CrossFadeTransition`` plan.
public struct FoldTransition: Transition, Hashable {
    /// The number of strips, clamped to 2…40 (default 6).
    public var strips: Int
    /// The edge the paper folds towards on forward operations (default `.leading`).
    public var edge: ScreenEdge
    /// Distance of the eye from the screen, points (default 1000). Values below the screen's
    /// depth across ``edge`` (or non-finite) are raised to it.
    public var eyeDistance: CGFloat
    /// Opacity of the black shade on a strip turned a quarter turn, `0…1` (default 0.6; clamped,
    /// NaN → 0).
    public var shadeAlpha: CGFloat
    /// Opacity of the shadow over the incoming screen at the start, `0…1` (default 0.5; clamped,
    /// NaN → 0). It lifts as the paper folds away.
    public var dimmingAlpha: CGFloat
    /// Duration in seconds (default 0.7; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// The timing curve of forward operations (default `.easeInOut`; backward ones play it reversed).
    public var curve: TimingCurve

    /// Samples of the strips' tracks over the fold.
    static let sampleIntervals = 32

    /// Creates a fold.
    public init(strips: Int = 6, edge: ScreenEdge = .leading, eyeDistance: CGFloat = 1000, shadeAlpha: CGFloat = 0.6,
                dimmingAlpha: CGFloat = 0.5, duration: TimeInterval = 0.7, curve: TimingCurve = .easeInOut) {
        self.strips = strips
        self.edge = edge
        self.eyeDistance = eyeDistance
        self.shadeAlpha = shadeAlpha
        self.dimmingAlpha = dimmingAlpha
        self.duration = duration
        self.curve = curve
    }

    /// ``strips`` clamped to 2…40.
    package var stripCount: Int { min(max(strips, 2), 40) }

    public var name: String { "Fold (\(stripCount) strips, \(edge))" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let frames = ScreenMotion.frames(in: context)
        let paper = EdgeCoordinates(edge: edge, direction: context.layoutDirection, frame: frames.outgoing)
        let count = stripCount
        let width = paper.depth / CGFloat(count)
        let perspective = TransformComponents.perspective(eyeDistance: eyeDistance, atLeast: paper.depth, otherwise: 1000)
        let eye = CGPoint(x: paper.frame.midX, y: paper.frame.midY)
        let shade = RGBAColor.clamp(shadeAlpha)
        let angle: (CGFloat) -> CGFloat = { .pi / 2 * min(max($0, 0), 1) }
        let opacity: (CGFloat) -> CGFloat = { min(max((1 - $0) / 0.2, 0), 1) }

        var parts: [ScreenMotion.Part] = [
            ScreenMotion.Part.screen(.incoming, frame: .constant(frames.incoming)),
            ScreenMotion.Part(id: "fold-shadow", content: .color(.black), frame: .constant(frames.incoming),
                              alpha: .tween(from: RGBAColor.clamp(dimmingAlpha), to: 0)),
        ]
        for index in 0..<count {
            let near = CGFloat(index) * width
            let frame = paper.band(from: near, to: near + width)
            let hinge = paper.point(u: near, v: paper.span / 2)
            let pivot = Vector3(x: hinge.x - eye.x, y: hinge.y - eye.y)
            let isEven = index % 2 == 0
            let strip = ScreenMotion.Part(
                id: ParticipantID("fold-strip-\(index)"), content: .region(.outgoing, paper.region(of: frame)),
                anchorPoint: EdgeCoordinates.anchor(at: eye, in: frame), frame: .constant(frame),
                transform: .sampled(intervals: Self.sampleIntervals) { progress in
                    let theta = angle(progress)
                    // The strip's near seam moves in towards the edge and, for odd strips, back.
                    let seam = paper.vector(du: near * (cos(theta) - 1), dz: isEven ? 0 : -width * sin(theta))
                    return .turning(by: paper.tilt(isEven ? theta : -theta), about: pivot, movedBy: seam, perspective: perspective)
                },
                alpha: .keyframes(from: 1, [Keyframe(relativeStartTime: 0.8, relativeDuration: 0.2, value: 0)])
            )
            let darkness = isEven ? shade / 3 : shade
            parts.append(strip)
            parts.append(.shade(of: strip, id: ParticipantID("fold-strip-\(index)-shade"), alpha: .sampled(intervals: Self.sampleIntervals) {
                darkness * sin(angle($0)) * opacity($0)
            }))
        }
        parts.append(ScreenMotion.handOver(from: frames.outgoing))
        return ScreenMotion(parts: parts).plan(for: context, duration: duration, curve: curve)
    }
}

extension Transition where Self == FoldTransition {
    /// The outgoing screen folds up in `strips` strips (default 6) towards `edge` (default
    /// `.leading`); see ``FoldTransition``.
    public static func fold(strips: Int = 6, towards edge: ScreenEdge = .leading) -> FoldTransition {
        FoldTransition(strips: strips, edge: edge)
    }
}
