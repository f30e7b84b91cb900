import Foundation
import Transitions

/// UIKit's `UIPercentDrivenInteractiveTransition` in the model of UIKit's transition runner, with
/// an interruptible animator, as iOS 26.1's UIKitCore implements it (fact 2 of the `Transitions`
/// article UIKitCallOrder; decompiled `UIPercentDrivenInteractiveTransition`):
/// - ``startInteractiveTransition(_:animationController:)`` reads the duration, gets the
///   interruptible animator (never calling `animateTransition(using:)`) and pauses it when
///   ``wantsInteractiveStart`` is `true` (the default), else starts it;
/// - ``update(_:)``, in flight only, clamps to `0…1` and, after the current transaction commits
///   (``ModelRunLoop/afterCommit(_:)``) and only while the context is interactive, sets the
///   animator's `fractionComplete`, then tells the context;
/// - ``finish()``/``cancel()`` only record a deferred request before the context is in flight (from
///   the moment UIKit attached the transition to the context); in
///   flight they set the animator's `isReversed` (`true` for a cancel), then `startAnimation()` when
///   ``timingCurve`` is `nil` and ``completionSpeed`` is 1, else `continueAnimation` with
///   `(1 − p) / completionSpeed` (`p / completionSpeed` for a cancel, `p` the context's
///   ``ModelTransitionContext/percentComplete``), then tell the context;
/// - ``pauseInteractiveTransition()`` pauses the animator, clears `isReversed`, takes its fraction as
///   the progress and makes the context interactive again; after completion the post-interactive
///   handler lets go of the animator.
/// ``completionSpeed`` reads as 1 when ≤ 0, as UIKit's getter does. An animation controller without
/// an interruptible animator is outside the model: the start records a violation.
@MainActor
open class ModelPercentDrivenInteractiveTransition: RunnerInteractionController {
    /// `wantsInteractiveStart`, default `true`: the transition starts paused, driven by updates.
    public var wantsInteractiveStart = true
    /// `completionSpeed`, default 1; reads as 1 when set to 0 or less (NaN is kept, as in UIKit).
    public var completionSpeed: CGFloat {
        get { speed <= 0 ? 1 : speed }
        set { speed = newValue }
    }
    /// `completionCurve`, default `.easeInOut` (never consulted with an interruptible animator).
    public var completionCurve: AnimationCurve = .easeInOut
    /// `timingCurve`, default `nil`.
    public var timingCurve: TimingCurve?
    /// `duration`: the animation controller's duration when the transition started.
    public private(set) var duration: CGFloat = 0
    /// The context of the transition in progress.
    public private(set) weak var context: ModelTransitionContext?
    /// The animator it drives, until the transition completes.
    public private(set) var animator: ModelAnimator?

    private var speed: CGFloat = 1

    /// A percent-driven transition.
    public init() {}

    /// `percentComplete`: the context's last recorded progress.
    public var percentComplete: CGFloat { context?.percentComplete ?? 0 }

    public var completionSpeedAndCurve: (speed: CGFloat, curve: AnimationCurve)? { (completionSpeed, completionCurve) }

    open func startInteractiveTransition(_ context: ModelTransitionContext, animationController: any RunnerAnimationController) {
        self.context = context
        duration = CGFloat(animationController.transitionDuration(using: context))
        context.record(event: .transitionDuration)
        guard animationController.implementsInterruptibleAnimator else {
            context.record("the model covers percent-driven transitions with an interruptible animator only")
            return
        }
        let animator = animationController.interruptibleAnimator(using: context)
        context.record(event: .interruptibleAnimator)
        context.container.register(animator)
        context.recordVended(animator)
        self.animator = animator
        if context.initiallyInteractive { animator.pauseAnimation() } else { animator.startAnimation() }
    }

    /// UIKit attached it to `context` (`_setInteractor:`, at the request of a navigation change
    /// or a tab switch): from then on a `finish()` or `cancel()` reaches the context, which only
    /// records it until it is in flight (a navigation controller replays it after the start).
    func attach(to context: ModelTransitionContext) {
        self.context = context
    }

    /// `update(_:)`: see the type's overview.
    public func update(_ percentComplete: CGFloat) {
        guard let context, context.isInFlight else { return }
        let p = percentComplete.isNaN ? percentComplete : min(max(percentComplete, 0), 1)
        context.runLoop.afterCommit { [weak self, weak context] in
            guard let self, let context, context.isInteractive else { return }
            self.animator?.fractionComplete = p
            context.updateInteractiveTransition(p)
        }
    }

    /// `finish()`: see the type's overview.
    public func finish() {
        end(reversed: false)
    }

    /// `cancel()`: see the type's overview.
    public func cancel() {
        end(reversed: true)
    }

    /// `pauseInteractiveTransition()`: see the type's overview. Ignored unless the context is in
    /// flight.
    public func pauseInteractiveTransition() {
        guard let animator, let context, context.isInFlight else { return }
        animator.pauseAnimation()
        animator.isReversed = false
        context.setPercentComplete(animator.fractionComplete)
        context.pauseInteractiveTransition()
    }

    /// The transition's post-interactive completion handler: the animator is let go.
    func transitionDidComplete() {
        animator = nil
    }

    private func end(reversed: Bool) {
        guard let context else { return }
        guard context.isInFlight, let animator else {
            // Not in flight: UIKit only records the request on the context.
            if reversed { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
            return
        }
        let p = context.percentComplete
        animator.isReversed = reversed
        if timingCurve != nil || completionSpeed != 1 {
            let factor = completionSpeed == 0 ? 0 : (reversed ? p : 1 - p) / completionSpeed
            animator.continueAnimation(curve: timingCurve, durationFactor: factor)
        } else {
            animator.startAnimation()
        }
        if reversed { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
    }
}
