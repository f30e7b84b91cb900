import Foundation
import Transitions

/// UIKit's `UIPercentDrivenInteractiveTransition` in the model of UIKit's transition runner, with
/// an interruptible animator (the kit's animation controllers always have one).
///
/// What it does, as the kit relies on it:
/// - `startInteractiveTransition(_:)` reads the duration, gets the animation controller's
///   interruptible animator and pauses it (``StartVariant`` says whether `animateTransition(using:)`
///   is called first: the issue does not pin this down, so the model allows both);
/// - ``update(_:)`` tells the context and sets the animator's `fractionComplete` (clamped);
/// - ``finish()``/``cancel()`` tell the context, then, when ``timingCurve`` is `nil` and
///   ``completionSpeed`` is 1, start the animator (reversed for a cancel): its own timing plays,
///   and ``completionCurve`` is not consulted (checked against UIKit's implementation). The issue
///   reports the velocity-matched `timingCurve` ignored on this path too, so by default the model
///   starts the animator whatever the curve and speed (``FinishVariant/startAnimation``);
///   ``FinishVariant/continueWithTimingCurve`` is the other reading, kept so tests can check the
///   kit under both.
///
/// An animation controller without an interruptible animator is outside the model: the start
/// records a violation on the context.
@MainActor
open class ModelPercentDrivenInteractiveTransition: RunnerInteractionController {
    /// How the start reaches the animator.
    public enum StartVariant: CaseIterable, Sendable {
        /// `interruptibleAnimator(using:)` only.
        case interruptibleAnimator
        /// `animateTransition(using:)`, then `interruptibleAnimator(using:)`.
        case animateTransitionFirst
    }

    /// What finishing does when ``timingCurve`` is set or ``completionSpeed`` is not 1.
    public enum FinishVariant: CaseIterable, Sendable {
        /// `startAnimation()`: the animator's own timing, as with no curve.
        case startAnimation
        /// `continueAnimation` with ``timingCurve`` over `remaining / completionSpeed`.
        case continueWithTimingCurve
    }

    /// How the start reaches the animator. Default ``StartVariant/interruptibleAnimator``.
    public var startVariant: StartVariant = .interruptibleAnimator
    /// What finishing does with a timing curve or a speed other than 1. Default
    /// ``FinishVariant/startAnimation``.
    public var finishVariant: FinishVariant = .startAnimation
    /// `completionSpeed`, default 1.
    public var completionSpeed: CGFloat = 1
    /// `completionCurve`, default `.easeInOut` (never consulted with an interruptible animator).
    public var completionCurve: AnimationCurve = .easeInOut
    /// `timingCurve`, default `nil`.
    public var timingCurve: TimingCurve?
    /// `duration`: the animation controller's duration when the transition started.
    public private(set) var duration: CGFloat = 0
    /// `percentComplete`: the last update.
    public private(set) var percentComplete: CGFloat = 0
    /// The context of the transition in progress.
    public private(set) weak var context: ModelTransitionContext?
    /// The animator it scrubs.
    public private(set) var animator: ModelAnimator?

    /// A percent-driven transition.
    public init() {}

    open func startInteractiveTransition(_ context: ModelTransitionContext, animationController: any RunnerAnimationController) {
        self.context = context
        duration = CGFloat(animationController.transitionDuration(using: context))
        guard animationController.implementsInterruptibleAnimator else {
            context.record("the model covers percent-driven transitions with an interruptible animator only")
            return
        }
        if startVariant == .animateTransitionFirst { animationController.animateTransition(using: context) }
        let animator = animationController.interruptibleAnimator(using: context)
        context.container.register(animator)
        context.recordVended(animator)
        self.animator = animator
        guard !context.isCompleted, animator.animatorState != .stopped else { return }
        animator.pauseAnimation()
    }

    /// `update(_:)`: progress clamped to `0…1`; non-finite ignored.
    public func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        let p = min(max(percentComplete, 0), 1)
        self.percentComplete = p
        context?.updateInteractiveTransition(p)
        guard let animator, animator.animatorState == .active else { return }
        if animator.isRunning { animator.pauseAnimation() }
        animator.fractionComplete = p
    }

    /// `finish()`.
    public func finish() {
        context?.finishInteractiveTransition()
        complete(towardsEnd: true)
    }

    /// `cancel()`.
    public func cancel() {
        context?.cancelInteractiveTransition()
        complete(towardsEnd: false)
    }

    private func complete(towardsEnd: Bool) {
        guard let animator, animator.animatorState == .active else { return }
        if (timingCurve == nil && completionSpeed == 1) || finishVariant == .startAnimation {
            animator.isReversed = !towardsEnd
            animator.startAnimation()
            return
        }
        if animator.isRunning { animator.pauseAnimation() }
        animator.isReversed = !towardsEnd
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        let remaining = towardsEnd ? 1 - animator.fractionComplete : animator.fractionComplete
        animator.continueAnimation(curve: timingCurve, durationFactor: remaining / speed)
    }
}
