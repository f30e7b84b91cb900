import Foundation

extension PhysicsScene {
    /// The usual backdrop of a snapshot transition: for a forward operation the from-view stays
    /// at rest underneath and the to-view is hidden (its snapshot, a body, moves instead);
    /// backwards, the to-view waits at rest underneath and the from-view is hidden. The driver
    /// restores both on completion. `cover` (a colour view between the two, optional) goes above
    /// the resting view.
    ///
    /// - Parameters:
    ///   - context: the transition's context.
    ///   - cover: a participant drawn between the resting screen and the bodies (default none).
    public static func snapshotBackdrop(for context: TransitionContext, cover: TransitionParticipant? = nil) -> [TransitionParticipant] {
        let covers = cover.map { [$0] } ?? []
        return context.operation.isForward
            ? [.fromView(in: context)] + covers + [.toView(in: context, alpha: .constant(0))]
            : [.toView(in: context)] + covers + [.fromView(in: context, alpha: .constant(0))]
    }

    /// Opacity 1 until track progress `start`, then fading linearly to 0 at progress 1.
    static func fadeOut(from start: CGFloat) -> Track<CGFloat> {
        .keyframes(from: 1, [Keyframe(relativeStartTime: start, relativeDuration: 1 - start, value: 0)])
    }

    /// Opacity 0 at progress 0, fading linearly to 1 at progress `end`.
    static func fadeIn(until end: CGFloat) -> Track<CGFloat> {
        .keyframes(from: 0, [Keyframe(relativeStartTime: 0, relativeDuration: end, value: 1)])
    }
}
