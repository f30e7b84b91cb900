import Foundation

/// Where a ``TransitionSessionKeeper`` makes its plans, stages and animators: UIKit in an app
/// (`TransitionAnimationController`'s platform), plain values in `TransitionsTesting`'s model of
/// UIKit's transition runner. The keeper and its sessions decide everything; a platform only
/// builds what they ask for.
@MainActor
package protocol SessionPlatform: AnyObject {
    /// The views stages work with.
    associatedtype Views: StageViews
    /// The animator UIKit gets from `interruptibleAnimator(using:)` (`UIViewPropertyAnimator`).
    associatedtype Animator: TransitionAnimator

    /// The transition whose plans the platform builds (an interaction controller that re-simulates
    /// on release reads it: a throw continues with the paired controller's throw).
    var transition: any Transition { get }

    /// UIKit's context as the kit reads it now (``TransitionContextReading``, for the platform's
    /// operation); `nil` when there is none to read (a context UIKit has released).
    func reading(for context: any SessionContext) -> TransitionContextReading?

    /// Overrides the system's Reduce Motion setting for the plans built (`nil`: the system's).
    var reduceMotionOverride: Bool? { get }

    /// Whether the transition reads UIKit when it runs (a zoom from a view): its plan must then
    /// be built at the start, once the to-screen is laid out, whatever was read before.
    var resolvesWhenTransitionRuns: Bool { get }

    /// Lays out the to-view UIKit hands out (`layoutIfNeeded()`, implicit animation off), when it
    /// has a size: the to-screen as it will show, before a plan built at the start measures it.
    func layOutToView(for context: any SessionContext)

    /// The transition's plan for `reading` (``TransitionPlan/forUIKitTransition(_:reading:reduceMotion:resolve:)``;
    /// for a `nil` reading an empty zero-duration plan). With `resolving`, a transition that reads
    /// UIKit when it runs is completed from `context`; without, nothing of UIKit beyond `reading`
    /// is read (the plan then only answers `transitionDuration(using:)`).
    func plan(for reading: TransitionContextReading?, context: any SessionContext, resolving: Bool) -> TransitionPlan

    /// A stage over the container views of `context` that reports nothing itself (the session
    /// reports completion).
    func makeStage(for context: any SessionContext) -> ViewStage<Views>

    /// An inactive animator that plays `plan` on `stage` (installed, showing the initial state)
    /// over `plan.duration` seconds, linear in time, so that `fractionComplete` is the plan's time
    /// fraction.
    func makePlayer(for plan: TransitionPlan, on stage: ViewStage<Views>) -> Animator

    /// An inactive, linear animator lasting `duration` seconds that moves no view, for the
    /// transition `context` stands for: what UIKit gets for its alongside animations while an
    /// interaction controller plays the transition itself. It holds one empty animation, so that
    /// pausing or starting it opens an animation block (see
    /// ``TransitionSession/openAnimationBlockForAlongsideAnimations(for:)``).
    func makeFollower(duration: TimeInterval, for context: any SessionContext) -> Animator

    /// Runs `body` with implicit animation off (`UIView.performWithoutAnimation`): UIKit may ask for
    /// the animator inside an animation block, and the initial state must not animate.
    func withoutAnimation(_ body: () -> Void)
}
