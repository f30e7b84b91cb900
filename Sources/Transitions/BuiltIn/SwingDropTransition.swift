import Foundation

/// The classic swing-drop: the dismissed screen falls as if pulled by gravity around its
/// lower-left corner, swings once at the bottom and drops away, while a dark cover over the
/// screen beneath fades out. Duration 1 s, linear keyframes and timing (as `UIView.animateKeyframes`).
///
/// A snapshot of the from-view (the view itself hidden, restored on completion) pivots about its
/// lower-left corner (anchor `(0, 1)`) with these keyframes (radians, clockwise):
///
/// | start | duration | transform |
/// |------:|---------:|:----------|
/// | 0     | 0.15     | 0.5π (the original's −1.5π, the same matrix, turning the way it did) |
/// | 0.15  | 0.10     | π |
/// | 0.25  | 0.20     | 1.3π (swings past the bottom) |
/// | 0.45  | 0.20     | 0.8π (swings back) |
/// | 0.65  | 0.35     | 0.3π, the pivot moved by (180, 0) rotated by 0.3π = (105.8, 145.6) pt; the cover fades to 0 |
///
/// The plan animates angles (``TransformComponents``), so each keyframe turns as the original's
/// matrices did; the snapshot also fades over the last 10 % so its removal cannot pop. Forward
/// operations play the motion backwards with the to-view's snapshot. Reduce Motion: the
/// ``CrossFadeTransition`` plan. **On a card** (``TransitionContext/presentation`` with a dimming
/// view) the cover is the card's dimming view and the card swings from its own corner;
/// ``CardLayout/swingDrop`` keeps the swing on screen. Without a card the swing is below the screen.
public struct SwingDropTransition: Transition, Hashable {
    /// Duration in seconds (default 1; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// Opacity of the black cover over the screen beneath at the start of a dismissal, `0…1`
    /// (default 0.4; clamped when evaluated). On a card the dimming view's own alpha is used
    /// instead.
    public var coverAlpha: CGFloat

    /// Creates a swing-drop.
    public init(duration: TimeInterval = 1, coverAlpha: CGFloat = 0.4) {
        self.duration = duration
        self.coverAlpha = coverAlpha
    }

    public var name: String { "Swing-drop" }

    /// The snapshot's transform over a dismissal, as (time, value) waypoints: each keyframe runs
    /// from the previous waypoint's time to its own.
    static let dismissalWaypoints: [(time: CGFloat, transform: TransformComponents)] = {
        let drop = Vector3(x: 180, y: 0)
        let finalAngle = 0.3 * CGFloat.pi
        let rotatedDrop = Vector3(
            x: drop.x * cos(finalAngle) - drop.y * sin(finalAngle),
            y: drop.x * sin(finalAngle) + drop.y * cos(finalAngle)
        )
        return [
            (0, .identity),
            (0.15, .rotation(0.5 * .pi)),
            (0.25, .rotation(.pi)),
            (0.45, .rotation(1.3 * .pi)),
            (0.65, .rotation(0.8 * .pi)),
            (1, TransformComponents(translation: rotatedDrop, rotation: Vector3(x: 0, y: 0, z: finalAngle))),
        ]
    }()

    /// The lower-left corner, in unit coordinates: the pivot.
    static let pivot = CGPoint(x: 0, y: 1)

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let forward = context.operation.isForward
        let waypoints = forward
            ? Self.dismissalWaypoints.reversed().map { (time: 1 - $0.time, transform: $0.transform) }
            : Self.dismissalWaypoints
        let swing = Track<TransformComponents>.keyframes(
            from: waypoints[0].transform,
            zip(waypoints, waypoints.dropFirst()).map { previous, next in
                Keyframe(relativeStartTime: previous.time, relativeDuration: next.time - previous.time, value: next.transform)
            }
        )
        // Dismissal: cover fades out over the last keyframe, snapshot over the last 10 %.
        // Forward: the same, mirrored in time.
        // On a card (a presentation controller with a dimming view), the cover is that dimming
        // view, at its own alpha; otherwise a black view over the whole container.
        let shownAlpha = context.presentation?.dimmingAlpha ?? coverAlpha
        let coverFade: Track<CGFloat> = forward
            ? .keyframes(from: 0, [Keyframe(relativeStartTime: 0, relativeDuration: 0.35, value: shownAlpha)])
            : .keyframes(from: shownAlpha, [Keyframe(relativeStartTime: 0.65, relativeDuration: 0.35, value: 0)])
        let snapshotFade: Track<CGFloat> = forward
            ? .keyframes(from: 0, [Keyframe(relativeStartTime: 0, relativeDuration: 0.1, value: 1)])
            : .keyframes(from: 1, [Keyframe(relativeStartTime: 0.9, relativeDuration: 0.1, value: 0)])
        let cover = context.presentation == nil
            ? TransitionParticipant(id: .cover, kind: .solidColor(.black), frame: .constant(context.containerBounds), alpha: coverFade)
            : .presentationDimming(in: context, alpha: coverFade)
        let participants: [TransitionParticipant] = forward
            ? [
                .fromView(in: context), cover, .toView(in: context, alpha: .constant(0)),
                TransitionParticipant(
                    id: .toSnapshot, kind: .snapshotOfToView, anchorPoint: Self.pivot,
                    frame: .constant(context.toFinalFrame), transform: swing, alpha: snapshotFade
                ),
            ]
            : [
                .toView(in: context), cover, .fromView(in: context, alpha: .constant(0)),
                TransitionParticipant(
                    id: .fromSnapshot, kind: .snapshotOfFromView, anchorPoint: Self.pivot,
                    frame: .constant(context.fromInitialFrame), transform: swing, alpha: snapshotFade
                ),
            ]
        return TransitionPlan(context: context, participants: participants, duration: duration, timing: .curve(.linear))
    }
}

extension Transition where Self == SwingDropTransition {
    /// The classic swing-drop, 1 s (see ``SwingDropTransition``).
    public static var swingDrop: SwingDropTransition { SwingDropTransition() }
}
