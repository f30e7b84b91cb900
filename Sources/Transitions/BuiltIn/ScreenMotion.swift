import Foundation

/// A built-in's motion written once, for forward operations, in terms of the *outgoing* screen
/// (the one being left) and the *incoming* one; backward operations play it backwards in time
/// with the roles swapped, so a pop retraces its push and a dismissal its presentation exactly.
///
/// Forward (present, push, tab forward): the outgoing screen is the from-view, the incoming one
/// the to-view, and the tracks play as written. Backward (dismiss, pop, tab backward): the
/// outgoing screen is the to-view, the incoming one the from-view, every track is
/// ``Track/timeReversed()`` and the timing curve ``TimingCurve/reversed``, so the plan at time
/// fraction `f` shows what the forward plan shows at `1 − f` (with the screens' roles swapped).
/// Region snapshots follow their screen: a region of the outgoing screen is a region of the
/// from-view going forward and of the to-view going back.
///
/// Parts keep their order (bottom to top) in both directions.
struct ScreenMotion {
    /// One of the two screens.
    enum Screen { case outgoing, incoming }

    /// What a part shows.
    enum Content {
        /// The screen's view itself.
        case screen(Screen)
        /// A region snapshot of the screen (one strip, tile or band of it).
        case region(Screen, SnapshotRegion)
        /// A plain colour (a shade or a dimming view).
        case color(RGBAColor)
    }

    /// One participant, written for the forward direction.
    struct Part {
        /// The participant's name (ignored for ``Content/screen(_:)``, which is the from- or to-view).
        var id: ParticipantID
        var content: Content
        var anchorPoint: CGPoint = ParticipantState.centerAnchor
        var frame: Track<CGRect>
        var transform: Track<TransformComponents> = .constant(.identity)
        var alpha: Track<CGFloat> = .constant(1)
        var cornerRadius: Track<CGFloat> = .constant(0)
        var zPosition: Track<CGFloat> = .constant(0)

        /// A black shade laid exactly over `part` (same frame, anchor, transform and zPosition),
        /// darkening it by `alpha`.
        static func shade(of part: Part, id: ParticipantID, alpha: Track<CGFloat>) -> Part {
            Part(id: id, content: .color(.black), anchorPoint: part.anchorPoint, frame: part.frame,
                 transform: part.transform, alpha: alpha, zPosition: part.zPosition)
        }
    }

    /// The frames of the two screens in `context`: going forward the outgoing screen is at the
    /// from-view's initial frame and the incoming one at the to-view's final frame; going back,
    /// the other way round.
    static func frames(in context: TransitionContext) -> (outgoing: CGRect, incoming: CGRect) {
        context.operation.isForward
            ? (context.fromInitialFrame, context.toFinalFrame)
            : (context.toFinalFrame, context.fromInitialFrame)
    }

    /// The outgoing screen's view on top, fading out over the first 2 % of the motion: the parts
    /// beneath it (region snapshots of the same screen, in place) take over without a seam. Going
    /// back, this is the to-view fading in over the last 2 %.
    static func handOver(from frame: CGRect) -> Part {
        Part(id: .fromView, content: .screen(.outgoing), frame: .constant(frame),
             alpha: .keyframes(from: 1, [Keyframe(relativeStartTime: 0, relativeDuration: 0.02, value: 0)]))
    }

    /// The incoming screen's view on top, fading in over the last 2 % of the motion, over parts
    /// (region snapshots of the same screen, in place by then) that it takes over from. Going
    /// back, this is the from-view fading out over the first 2 %.
    static func takeOver(at frame: CGRect) -> Part {
        Part(id: .toView, content: .screen(.incoming), frame: .constant(frame),
             alpha: .keyframes(from: 0, [Keyframe(relativeStartTime: 0.98, relativeDuration: 0.02, value: 1)]))
    }

    /// The parts, bottom to top, as they move going forward.
    var parts: [Part]

    /// The plan for `context`: the parts as written for forward operations, played backwards
    /// with the roles swapped for backward ones; `duration` in seconds and the forward timing
    /// `curve` (reversed going back).
    func plan(for context: TransitionContext, duration: TimeInterval, curve: TimingCurve) -> TransitionPlan {
        let forward = context.operation.isForward
        func track<Value>(_ track: Track<Value>) -> Track<Value> { forward ? track : track.timeReversed() }
        let participants = parts.map { part -> TransitionParticipant in
            let isFrom: (Screen) -> Bool = { ($0 == .outgoing) == forward }
            switch part.content {
            case .screen(let screen):
                let (frame, transform, alpha) = (track(part.frame), track(part.transform), track(part.alpha))
                let (cornerRadius, zPosition) = (track(part.cornerRadius), track(part.zPosition))
                return isFrom(screen)
                    ? .fromView(in: context, anchorPoint: part.anchorPoint, frame: frame, transform: transform, alpha: alpha,
                                cornerRadius: cornerRadius, zPosition: zPosition)
                    : .toView(in: context, anchorPoint: part.anchorPoint, frame: frame, transform: transform, alpha: alpha,
                              cornerRadius: cornerRadius, zPosition: zPosition)
            case .region(let screen, let region):
                return TransitionParticipant(
                    id: part.id, kind: isFrom(screen) ? .snapshotOfFromViewRegion(region) : .snapshotOfToViewRegion(region),
                    anchorPoint: part.anchorPoint, frame: track(part.frame), transform: track(part.transform),
                    alpha: track(part.alpha), cornerRadius: track(part.cornerRadius), zPosition: track(part.zPosition)
                )
            case .color(let color):
                return TransitionParticipant(
                    id: part.id, kind: .solidColor(color), anchorPoint: part.anchorPoint, frame: track(part.frame),
                    transform: track(part.transform), alpha: track(part.alpha), cornerRadius: track(part.cornerRadius),
                    zPosition: track(part.zPosition)
                )
            }
        }
        return TransitionPlan(context: context, participants: participants, duration: duration,
                              timing: .curve(forward ? curve : curve.reversed))
    }
}
