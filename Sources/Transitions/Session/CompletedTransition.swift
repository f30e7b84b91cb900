import Foundation

/// What a completed transition leaves on its context (``SessionContext/attachedSession``) in
/// place of its ``TransitionSession``: the outcome UIKit was told, the plan's duration and the
/// animator UIKit got (if any), for UIKit's late calls about the context. It holds no view, stage
/// or driver, so a context UIKit keeps after the transition keeps nothing else alive.
@MainActor
package final class CompletedTransition<Animator: AnyObject> {
    /// Whether the transition finished (UIKit's `didComplete`).
    package let finished: Bool
    /// The plan's duration, seconds.
    package let duration: TimeInterval
    /// The animator UIKit got from `interruptibleAnimator(using:)`, or the finished one made for a
    /// late call; `nil` until then.
    package internal(set) var animator: Animator?

    init(finished: Bool, duration: TimeInterval, animator: Animator?) {
        self.finished = finished
        self.duration = duration
        self.animator = animator
    }
}
