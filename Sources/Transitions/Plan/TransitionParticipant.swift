import Foundation

/// One view taking part in a transition, with a track for each animated property.
///
/// The from- and to-views are permanent: they exist before and after the transition and carry a
/// ``restingState`` that the driver puts them back into when the transition completes (the
/// to-view on finish, the from-view on cancel, and both before removal). Snapshots and colour
/// views are temporary: the stage creates them on install and the driver removes them on every
/// completion path.
public struct TransitionParticipant: Sendable, Identifiable {
    /// What a participant is, which tells a stage what view to create or find.
    public enum Kind: Hashable, Sendable {
        /// The from-view itself.
        case fromView
        /// The to-view itself.
        case toView
        /// A snapshot of the from-view (`snapshotView(afterScreenUpdates: false)`), temporary.
        case snapshotOfFromView
        /// A snapshot of the to-view (`snapshotView(afterScreenUpdates: true)`), temporary.
        case snapshotOfToView
        /// A snapshot of part of the from-view, temporary: one tile of a shattered screen (one
        /// slice of a fold, portal, explosion or cascade). The participant's frame says where the
        /// tile is drawn. On iOS every tile of the from-view shows its part of **one** render of it
        /// (`drawHierarchy(in:afterScreenUpdates: false)`) through `contentsRect` (see
        /// ``ViewStage``).
        case snapshotOfFromViewRegion(SnapshotRegion)
        /// A snapshot of part of the to-view, temporary: its tiles share one render of the to-view
        /// taken after screen updates.
        case snapshotOfToViewRegion(SnapshotRegion)
        /// A plain view filled with a colour (dimming, cover), temporary.
        case solidColor(RGBAColor)
        /// The presentation controller's dimming view (a card presentation's): not created nor
        /// removed by the stage, which animates it when the presentation has one (see
        /// ``TransitionContext/presentation``) and leaves it alone otherwise.
        case presentationDimming

        /// `true` for the views the stage creates for the transition and removes afterwards.
        public var isTemporary: Bool {
            switch self {
            case .fromView, .toView, .presentationDimming: false
            case .snapshotOfFromView, .snapshotOfToView, .snapshotOfFromViewRegion, .snapshotOfToViewRegion, .solidColor: true
            }
        }
    }

    /// The participant's name, unique within its plan.
    public var id: ParticipantID
    /// What the participant is.
    public var kind: Kind
    /// The anchor point the transform pivots about, unit coordinates (default the centre).
    public var anchorPoint: CGPoint
    /// The untransformed frame (centre and bounds) in the container, points.
    public var frame: Track<CGRect>
    /// The transform about ``anchorPoint``.
    public var transform: Track<TransformComponents>
    /// Opacity, clamped to `0…1` when evaluated.
    public var alpha: Track<CGFloat>
    /// Corner radius in points (negative values evaluate to 0).
    public var cornerRadius: Track<CGFloat>
    /// Sibling order key (`CALayer.zPosition`); higher draws on top, ties keep plan order.
    public var zPosition: Track<CGFloat>
    /// For the from- and to-views: the state the view has outside the transition. `nil` for
    /// temporary views.
    public var restingState: ParticipantState?

    /// Creates a participant. Tracks default to a view at rest (identity transform, alpha 1, no
    /// corner radius, zPosition 0).
    public init(
        id: ParticipantID,
        kind: Kind,
        anchorPoint: CGPoint = ParticipantState.centerAnchor,
        frame: Track<CGRect>,
        transform: Track<TransformComponents> = .constant(.identity),
        alpha: Track<CGFloat> = .constant(1),
        cornerRadius: Track<CGFloat> = .constant(0),
        zPosition: Track<CGFloat> = .constant(0),
        restingState: ParticipantState? = nil
    ) {
        self.id = id
        self.kind = kind
        self.anchorPoint = anchorPoint
        self.frame = frame
        self.transform = transform
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.zPosition = zPosition
        self.restingState = restingState
    }

    /// The from-view of `context`: resting at `context.fromInitialFrame`, and by default staying
    /// there with every other property at rest.
    ///
    /// Every track is evaluated at the plan's track progress (`0…1`; a spring may overshoot).
    ///
    /// - Parameters:
    ///   - context: the transition's context.
    ///   - anchorPoint: what the transform pivots about, unit coordinates of the view (default the
    ///     centre, `(0.5, 0.5)`; `(0, 1)` is the lower-left corner).
    ///   - frame: the untransformed frame in the container, points (default: constant at
    ///     `context.fromInitialFrame`).
    ///   - transform: translation (points), scale, rotation (radians) and perspective about
    ///     `anchorPoint` (default identity).
    ///   - alpha: opacity, clamped to `0…1` when evaluated (default 1).
    ///   - cornerRadius: points; negative values evaluate to 0 (default 0).
    ///   - zPosition: `CALayer.zPosition`, higher draws on top (default 0).
    public static func fromView(
        in context: TransitionContext,
        anchorPoint: CGPoint = ParticipantState.centerAnchor,
        frame: Track<CGRect>? = nil,
        transform: Track<TransformComponents> = .constant(.identity),
        alpha: Track<CGFloat> = .constant(1),
        cornerRadius: Track<CGFloat> = .constant(0),
        zPosition: Track<CGFloat> = .constant(0)
    ) -> TransitionParticipant {
        TransitionParticipant(
            id: .fromView, kind: .fromView, anchorPoint: anchorPoint,
            frame: frame ?? .constant(context.fromInitialFrame), transform: transform, alpha: alpha,
            cornerRadius: cornerRadius, zPosition: zPosition,
            restingState: ParticipantState(frame: context.fromInitialFrame)
        )
    }

    /// The to-view of `context`: resting at `context.toFinalFrame`, and by default there for the
    /// whole transition with every other property at rest. The parameters are those of
    /// ``fromView(in:anchorPoint:frame:transform:alpha:cornerRadius:zPosition:)``, except that
    /// `frame` defaults to a constant `context.toFinalFrame`.
    public static func toView(
        in context: TransitionContext,
        anchorPoint: CGPoint = ParticipantState.centerAnchor,
        frame: Track<CGRect>? = nil,
        transform: Track<TransformComponents> = .constant(.identity),
        alpha: Track<CGFloat> = .constant(1),
        cornerRadius: Track<CGFloat> = .constant(0),
        zPosition: Track<CGFloat> = .constant(0)
    ) -> TransitionParticipant {
        TransitionParticipant(
            id: .toView, kind: .toView, anchorPoint: anchorPoint,
            frame: frame ?? .constant(context.toFinalFrame), transform: transform, alpha: alpha,
            cornerRadius: cornerRadius, zPosition: zPosition,
            restingState: ParticipantState(frame: context.toFinalFrame)
        )
    }

    /// The participant's exact state at track progress `progress` (see ``Track``), sanitized
    /// (see ``ParticipantState/sanitized()``).
    public func state(atTrackProgress progress: CGFloat) -> ParticipantState {
        ParticipantState(
            frame: frame.value(at: progress),
            anchorPoint: anchorPoint,
            transform: transform.value(at: progress),
            alpha: alpha.value(at: progress),
            cornerRadius: cornerRadius.value(at: progress),
            zPosition: zPosition.value(at: progress)
        ).sanitized()
    }

    /// Track progress values where one of this participant's tracks has a keyframe or sample
    /// boundary.
    package var breakpoints: [CGFloat] {
        frame.breakpoints + transform.breakpoints + alpha.breakpoints + cornerRadius.breakpoints
            + zPosition.breakpoints
    }
}
