import Foundation

/// A card sliding over (cover) or off (uncover) a dimmed screen.
///
/// - ``Style/cover``: forward operations slide the to-view in from ``edge`` over the from-view,
///   which dims under a black view fading to ``dimmingAlpha``; backward operations slide the
///   from-view back out to ``edge`` while the dimming fades away (UIKit's cover-vertical modal
///   style when `edge` is `.bottom`).
/// - ``Style/uncover``: forward operations slide the from-view out to ``edge``, uncovering the
///   to-view beneath as its dimming fades away; backward operations slide the to-view back in.
///
/// `leading`/`trailing` edges mirror in right-to-left layouts. The dimming view is temporary
/// and removed on completion. With Reduce Motion on, the plan is ``CrossFadeTransition``'s.
public struct CoverTransition: Transition, Hashable {
    /// Whether forward operations cover or uncover.
    public enum Style: Hashable, Sendable {
        /// The incoming screen slides over the outgoing one.
        case cover
        /// The outgoing screen slides away from the incoming one.
        case uncover
    }

    /// Cover or uncover.
    public var style: Style
    /// The edge the moving screen enters from or leaves by (default `.bottom`).
    public var edge: ScreenEdge
    /// Opacity of the black dimming view over the covered screen, `0…1` (default 0.4; clamped
    /// when evaluated).
    public var dimmingAlpha: CGFloat
    /// Duration in seconds (default 0.4; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// The timing curve (default `.easeInOut`).
    public var curve: TimingCurve

    /// Creates a cover or uncover transition.
    public init(
        style: Style = .cover, edge: ScreenEdge = .bottom, dimmingAlpha: CGFloat = 0.4,
        duration: TimeInterval = 0.4, curve: TimingCurve = .easeInOut
    ) {
        self.style = style
        self.edge = edge
        self.dimmingAlpha = dimmingAlpha
        self.duration = duration
        self.curve = curve
    }

    public var name: String { "\(style == .cover ? "Cover" : "Uncover") (\(edge))" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let offset = edge.offscreenOffset(in: context.containerBounds, direction: context.layoutDirection)
        let slidesIn = (style == .cover) == context.operation.isForward
        let dim = TransitionParticipant(
            id: .dimming, kind: .solidColor(.black), frame: .constant(context.containerBounds),
            alpha: slidesIn ? .tween(from: 0, to: dimmingAlpha) : .tween(from: dimmingAlpha, to: 0)
        )
        let participants: [TransitionParticipant] = slidesIn
            ? [
                .fromView(in: context), dim,
                .toView(in: context, frame: .tween(from: context.toFinalFrame.moved(by: offset), to: context.toFinalFrame)),
            ]
            : [
                .toView(in: context), dim,
                .fromView(in: context, frame: .tween(from: context.fromInitialFrame, to: context.fromInitialFrame.moved(by: offset))),
            ]
        return TransitionPlan(context: context, participants: participants, duration: duration, timing: .curve(curve))
    }
}

extension Transition where Self == CoverTransition {
    /// The incoming screen slides in from `edge` (default `.bottom`) over a dimmed one; see
    /// ``CoverTransition``.
    public static func cover(from edge: ScreenEdge = .bottom) -> CoverTransition {
        CoverTransition(style: .cover, edge: edge)
    }

    /// The outgoing screen slides out to `edge` (default `.bottom`), uncovering the incoming
    /// one as its dimming fades; see ``CoverTransition``.
    public static func uncover(to edge: ScreenEdge = .bottom) -> CoverTransition {
        CoverTransition(style: .uncover, edge: edge)
    }
}
