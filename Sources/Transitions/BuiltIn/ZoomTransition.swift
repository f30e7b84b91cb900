import Foundation

/// The incoming screen grows out of a source rectangle (a tapped cell, a thumbnail) on forward
/// operations and shrinks back into it on backward ones, rounding its corners as it gets small.
///
/// The screen is scaled (not resized) from the source rectangle's size and moved from its
/// centre, so its content does not re-lay out; a source rectangle with another aspect ratio
/// stretches it on the way. Scales never go below ``ScaleTransition/minimumScale``.
/// An empty or non-finite source rectangle zooms from (or to) the container's centre.
/// With Reduce Motion on, the plan is ``CrossFadeTransition``'s.
///
/// **Coordinate space.** ``sourceRect`` is in the transition's *container view*'s coordinates,
/// like every frame of a ``TransitionContext``. For a full-screen transition the container
/// covers the window, so a view's rectangle in window coordinates is the same:
/// `cell.convert(cell.bounds, to: nil)`. (`cell.frame` is in the cell's superview's
/// coordinates: a table or collection view's content, offset by its scrolling.) On iOS,
/// `.zoom(fromView:)` and `.zoom(source:)` find and convert the view when the transition runs,
/// so one rule serves a whole list (`SourceViewZoomTransition`).
public struct ZoomTransition: Transition, Equatable {
    /// The source rectangle in the container view's coordinates, points (see "Coordinate space").
    public var sourceRect: CGRect
    /// Corner radius of the screen while it is at the source rectangle's size, points
    /// (default 40; animates to 0 at full size; negative or non-finite radii are drawn as 0).
    public var sourceCornerRadius: CGFloat
    /// Duration in seconds (default 0.45; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// The timing curve (default `.easeInOut`).
    public var curve: TimingCurve

    /// Creates a zoom from `sourceRect`.
    public init(sourceRect: CGRect, sourceCornerRadius: CGFloat = 40, duration: TimeInterval = 0.45, curve: TimingCurve = .easeInOut) {
        self.sourceRect = sourceRect
        self.sourceCornerRadius = sourceCornerRadius
        self.duration = duration
        self.curve = curve
    }

    public var name: String { "Zoom" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let forward = context.operation.isForward
        let screen = forward ? context.toFinalFrame : context.fromInitialFrame
        let small = Self.transform(from: screen, to: resolvedSource(in: context))
        if forward {
            return TransitionPlan(context: context, participants: [
                .fromView(in: context),
                .toView(
                    in: context, transform: .tween(from: small, to: .identity),
                    cornerRadius: .tween(from: sourceCornerRadius, to: 0)
                ),
            ], duration: duration, timing: .curve(curve))
        }
        return TransitionPlan(context: context, participants: [
            .toView(in: context),
            .fromView(
                in: context, transform: .tween(from: .identity, to: small),
                cornerRadius: .tween(from: 0, to: sourceCornerRadius)
            ),
        ], duration: duration, timing: .curve(curve))
    }

    /// The source rectangle, or a zero-size rectangle at the container's centre when it is
    /// empty or not finite.
    func resolvedSource(in context: TransitionContext) -> CGRect {
        if TransitionContext.isUsable(sourceRect) { return sourceRect }
        return CGRect(x: context.containerBounds.midX, y: context.containerBounds.midY, width: 0, height: 0)
    }

    /// The transform (about the centre) that makes `screen` cover `target`.
    static func transform(from screen: CGRect, to target: CGRect) -> TransformComponents {
        let scaleX = max(target.width / screen.width, ScaleTransition.minimumScale)
        let scaleY = max(target.height / screen.height, ScaleTransition.minimumScale)
        return TransformComponents(
            translation: Vector3(x: target.midX - screen.midX, y: target.midY - screen.midY),
            scale: Vector3(x: scaleX, y: scaleY, z: 1)
        )
    }
}

extension Transition where Self == ZoomTransition {
    /// Zooms the incoming screen out of `sourceRect`, in the container view's coordinates, points
    /// (for a full-screen transition, window coordinates: `cell.convert(cell.bounds, to: nil)`);
    /// see ``ZoomTransition``. On iOS, `.zoom(fromView:)` measures a view when the transition runs.
    public static func zoom(from sourceRect: CGRect) -> ZoomTransition {
        ZoomTransition(sourceRect: sourceRect)
    }
}
