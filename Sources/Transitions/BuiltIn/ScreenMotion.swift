import Foundation

/// A motion written once, for forward operations, that backward operations play backwards: what
/// every built-in but the three classic ones (scale, swing-drop, slide-up) uses, so that a pop
/// retraces its push and a dismissal its presentation exactly.
///
/// Describe the motion in terms of the *outgoing* screen (the one being left) and the *incoming*
/// one, as it plays on a present, push or tab switch forward. On those operations the outgoing
/// screen is the from-view, the incoming one the to-view, and the tracks play as written. On a
/// dismiss, pop or tab switch backward the outgoing screen is the to-view (it comes back), the
/// incoming one the from-view (it leaves), every track is ``Track/timeReversed()`` and the
/// timing curve ``TimingCurve/reversed``: the plan at time fraction `f` shows what the forward
/// plan shows at `1 − f`, with the two screens' roles swapped. Region snapshots follow their
/// screen (a strip of the outgoing screen is a strip of the from-view going forward and of the
/// to-view going back). Parts keep their order, bottom to top, in both directions.
///
/// ```swift
/// /// The incoming screen rises 40 pt and fades in over the outgoing one; a pop sinks it back.
/// struct RiseAndFade: Transition {
///     func plan(for context: TransitionContext) -> TransitionPlan {
///         if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
///         let frames = ScreenMotion.frames(in: context)
///         return ScreenMotion(parts: [
///             .screen(.outgoing, frame: .constant(frames.outgoing)),
///             .screen(.incoming, frame: .tween(from: frames.incoming.offsetBy(dx: 0, dy: 40), to: frames.incoming),
///                     alpha: .tween(from: 0, to: 1)),
///         ]).plan(for: context, duration: 0.25, curve: .easeOut)
///     }
/// }
/// ```
///
/// ``EdgeCoordinates`` places a motion at an edge and mirrors it in right-to-left layouts;
/// ``Content/region(_:_:)`` with ``EdgeCoordinates/band(from:to:)``, ``EdgeCoordinates/slice(from:to:)``
/// or ``SnapshotRegion/tile(column:row:columns:rows:)`` cuts a screen into pieces, each shown by a
/// snapshot of its part of one render of the screen. A motion is not a Reduce Motion fallback:
/// return ``CrossFadeTransition``'s plan yourself when ``TransitionContext/isReduceMotionEnabled``
/// is on, as every built-in does.
public struct ScreenMotion: Sendable {
    /// One of the two screens, named by its role in the forward motion.
    public enum Screen: Hashable, Sendable {
        /// The screen being left: the from-view on forward operations, the to-view on backward ones.
        case outgoing
        /// The screen arriving: the to-view on forward operations, the from-view on backward ones.
        case incoming
    }

    /// What a part shows.
    public enum Content: Hashable, Sendable {
        /// The screen's view itself (the from- or to-view, which the kit puts back at rest when the
        /// transition completes).
        case screen(Screen)
        /// A snapshot of part of the screen (one strip, tile or band of it), in unit coordinates of
        /// the screen's bounds: a temporary view, removed when the transition completes.
        case region(Screen, SnapshotRegion)
        /// A plain colour (a shade, a shadow, a dimming view): a temporary view.
        case color(RGBAColor)
    }

    /// One participant, written for the forward direction.
    ///
    /// Every track is evaluated at the plan's track progress (`0…1` going forward). Frames are in
    /// the container's coordinates, points; the transform pivots about ``anchorPoint`` (unit
    /// coordinates, default the centre); alpha is clamped to `0…1` when evaluated; negative corner
    /// radii evaluate to 0; a higher zPosition draws on top (ties keep the parts' order).
    public struct Part: Sendable {
        /// The participant's name, unique within the motion. Ignored for
        /// ``Content/screen(_:)``, which is always the from- or to-view.
        public var id: ParticipantID
        /// What the part shows.
        public var content: Content
        /// What the transform pivots about, unit coordinates (default the centre).
        public var anchorPoint: CGPoint
        /// The untransformed frame in the container, points.
        public var frame: Track<CGRect>
        /// The transform about ``anchorPoint`` (default identity).
        public var transform: Track<TransformComponents>
        /// Opacity (default 1).
        public var alpha: Track<CGFloat>
        /// Corner radius, points (default 0).
        public var cornerRadius: Track<CGFloat>
        /// Sibling order key, `CALayer.zPosition` (default 0).
        public var zPosition: Track<CGFloat>

        /// Creates a part; see the properties for units and defaults.
        public init(
            id: ParticipantID, content: Content, anchorPoint: CGPoint = ParticipantState.centerAnchor, frame: Track<CGRect>,
            transform: Track<TransformComponents> = .constant(.identity), alpha: Track<CGFloat> = .constant(1),
            cornerRadius: Track<CGFloat> = .constant(0), zPosition: Track<CGFloat> = .constant(0)
        ) {
            self.id = id
            self.content = content
            self.anchorPoint = anchorPoint
            self.frame = frame
            self.transform = transform
            self.alpha = alpha
            self.cornerRadius = cornerRadius
            self.zPosition = zPosition
        }

        /// The screen's own view, moving as the tracks say (see the type's properties for units
        /// and defaults).
        public static func screen(
            _ screen: Screen, anchorPoint: CGPoint = ParticipantState.centerAnchor, frame: Track<CGRect>,
            transform: Track<TransformComponents> = .constant(.identity), alpha: Track<CGFloat> = .constant(1),
            cornerRadius: Track<CGFloat> = .constant(0), zPosition: Track<CGFloat> = .constant(0)
        ) -> Part {
            Part(id: screen == .outgoing ? .fromView : .toView, content: .screen(screen), anchorPoint: anchorPoint, frame: frame,
                 transform: transform, alpha: alpha, cornerRadius: cornerRadius, zPosition: zPosition)
        }

        /// A black shade laid exactly over `part` (same frame, anchor, transform and zPosition),
        /// darkening it by `alpha` (`0…1`; a quarter-turned face shaded to 0.6, say). Put it just
        /// above `part`.
        public static func shade(of part: Part, id: ParticipantID, alpha: Track<CGFloat>) -> Part {
            Part(id: id, content: .color(.black), anchorPoint: part.anchorPoint, frame: part.frame,
                 transform: part.transform, alpha: alpha, zPosition: part.zPosition)
        }
    }

    /// The frames of the two screens in `context`, in the container's coordinates (points):
    /// going forward, the outgoing screen is at the from-view's initial frame and the incoming one
    /// at the to-view's final frame; going back, the other way round. Both are where the screens
    /// rest, never `.zero` (see ``TransitionContext``'s "Unknown frames").
    public static func frames(in context: TransitionContext) -> (outgoing: CGRect, incoming: CGRect) {
        context.operation.isForward
            ? (context.fromInitialFrame, context.toFinalFrame)
            : (context.toFinalFrame, context.fromInitialFrame)
    }

    /// The outgoing screen's view on top at `frame`, fading out over the first 2 % of the motion:
    /// put it last, over region snapshots of the same screen lying in place, and they take over
    /// without a seam. Going back, this is the to-view fading in over the last 2 %.
    public static func handOver(from frame: CGRect) -> Part {
        .screen(.outgoing, frame: .constant(frame),
                alpha: .keyframes(from: 1, [Keyframe(relativeStartTime: 0, relativeDuration: 0.02, value: 0)]))
    }

    /// The incoming screen's view on top at `frame`, fading in over the last 2 % of the motion:
    /// put it last, over region snapshots of the same screen that arrive in place by then, and it
    /// takes over from them. Going back, this is the from-view fading out over the first 2 %.
    public static func takeOver(at frame: CGRect) -> Part {
        .screen(.incoming, frame: .constant(frame),
                alpha: .keyframes(from: 0, [Keyframe(relativeStartTime: 0.98, relativeDuration: 0.02, value: 1)]))
    }

    /// The parts, bottom to top, as they move going forward. A screen without a part stays out of
    /// the transition (UIKit's container then shows whatever it shows).
    public var parts: [Part]

    /// A motion of `parts`, bottom to top.
    public init(parts: [Part]) {
        self.parts = parts
    }

    /// The plan for `context`: the parts as written on forward operations, played backwards with
    /// the roles swapped on backward ones.
    ///
    /// - Parameters:
    ///   - context: the transition's context.
    ///   - duration: seconds (negative or non-finite → 0, which completes at once).
    ///   - curve: the forward timing curve; backward operations play ``TimingCurve/reversed``.
    public func plan(for context: TransitionContext, duration: TimeInterval, curve: TimingCurve) -> TransitionPlan {
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
