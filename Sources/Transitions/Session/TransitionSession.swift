import Foundation

/// Everything one transition owns: its plan, its stage, its ``TransitionDriver`` and the animator
/// UIKit gets; exactly one per transition, made by a ``TransitionSessionKeeper``.
///
/// Two kinds, by who moves the views (``Player``): ``Player/animator``, the animator plays the plan
/// and UIKit or a `UIPercentDrivenInteractiveTransition` drives it; ``Player/owner``, an interaction
/// controller drives the driver frame by frame and UIKit's animator is a *follower* that moves no
/// view. `completeTransition(_:)` is called at most once, by the session (never after
/// ``abandon(completed:)``). The rules: <doc:UIKitCallOrder>.
@MainActor
package final class TransitionSession<Platform: SessionPlatform> {
    /// Who moves the views.
    package enum Player: Hashable, Sendable {
        /// The animator plays the plan; the driver ends when it ends.
        case animator
        /// An interaction controller plays the driver; the animator (if UIKit asks) follows it.
        case owner
    }

    /// The plan, built once for the transition.
    package let plan: TransitionPlan
    /// The stage over the transition's container.
    package let stage: ViewStage<Platform.Views>
    /// The driver of the plan on ``stage``.
    package let driver: TransitionDriver
    /// Who moves the views.
    package let player: Player
    /// The transition's context. Weak.
    package private(set) weak var context: (any SessionContext)?
    /// The animator: for ``Player/animator`` the one that plays the plan (made with the session);
    /// for ``Player/owner`` the follower, made when UIKit first asks (``animatorForUIKit(for:)``).
    package private(set) var animator: Platform.Animator?
    /// Whether the session has called the context's `completeTransition(_:)` (it does once: when
    /// its driver completes, or, after ``handOff(towardsEnd:duration:)``, in
    /// ``continuationDidComplete(finished:)``).
    package private(set) var hasReportedCompletion = false
    /// Whether the owner has continued the transition on another driver
    /// (``handOff(towardsEnd:duration:)``).
    package private(set) var isHandedOff = false

    /// Told just before (`true`) and just after (`false`) the session calls the context's
    /// `completeTransition(_:)`, inside which UIKit runs its completion work (`animationEnded(_:)`
    /// among it, once or twice: see ``TransitionSessionKeeper/animationEnded(_:)``). The keeper
    /// sets it.
    var reportingDidChange: (@MainActor (_ isReporting: Bool) -> Void)?

    private let platform: Platform
    private var isAbandoned = false
    private var animatorHasEnded = false
    private var willReportHandlers: [@MainActor (Bool) -> Void] = []

    /// Makes a session for `context` playing `plan`; the keeper calls this.
    ///
    /// For ``Player/animator`` the plan is installed at once (without animation) and the player
    /// animator made; for ``Player/owner`` nothing is installed until the owner starts the driver.
    init(context: any SessionContext, plan: TransitionPlan, player: Player, platform: Platform) {
        self.context = context
        self.plan = plan
        self.player = player
        self.platform = platform
        let stage = platform.makeStage(for: context)
        self.stage = stage
        let watched = SessionStageProxy(stage)
        self.driver = TransitionDriver(plan: plan, stage: watched)
        watched.onApply = { [weak self] in self?.driverDidMove() }
        driver.addCompletion { [weak self] finished in self?.driverDidComplete(finished: finished) }
        guard player == .animator else { return }
        // Install and show the initial state without animation, even if UIKit asks for the
        // animator inside an animation block: the keyframes must start from this state.
        platform.withoutAnimation { driver.startInteractive() }
        let animator = platform.makePlayer(for: plan, on: stage)
        self.animator = animator
        animator.addEndHandler { [weak self, weak driver] position in
            self?.animatorHasEnded = true
            // A gone context cannot have finished: nothing is shown as finished then.
            let wasCancelled = self?.context?.transitionWasCancelled ?? true
            driver?.end(finished: AnimatorPlayback.transitionFinished(at: position, wasCancelled: wasCancelled))
        }
    }

    // MARK: Animator sessions

    /// Starts the player animator (``Player/animator`` only; ignored once the transition is over).
    package func start() {
        guard player == .animator, let animator, !driver.phase.isCompleted else { return }
        animator.startAnimation()
    }

    /// Completes the transition at once in its final state: the player animator is run through to
    /// its end, so anything UIKit added to it (a presentation controller's alongside animations)
    /// lands in its end state too, and its end finishes the driver. For a transition that is not
    /// animated or whose plan lasts no time. Ignored once the transition is over.
    package func completeImmediately() {
        guard !driver.phase.isCompleted else { return }
        if player == .animator, let animator, !animatorHasEnded { animator.runThrough(to: .end) }
        driver.end(finished: true)  // already ended by the animator's end; never twice
    }

    /// Re-times the rest of an interactive transition whose animator UIKit's percent-driven
    /// interaction has just released: whatever timing UIKit chose, the animator shows `progress`
    /// (the release reading, when given and finite; UIKit may not have applied the last update,
    /// which it applies only after the current transaction commits and drops once the interaction
    /// has ended) and continues towards the end (`towardsEnd`) or the start with `curve` over
    /// `durationFactor` × the plan's duration. Ignored unless the player animator is active and
    /// the transition not over, or when `durationFactor` is not positive and finite (nothing left
    /// to time).
    package func retimeCompletion(towardsEnd: Bool, curve: TimingCurve, durationFactor: CGFloat, from progress: CGFloat? = nil) {
        guard player == .animator, let animator, animator.animatorState == .active, !driver.phase.isCompleted,
              durationFactor.isFinite, durationFactor > 0
        else { return }
        if animator.isRunning { animator.pauseAnimation() }
        if let progress, progress.isFinite { animator.fractionComplete = min(max(progress, 0), 1) }
        animator.isReversed = !towardsEnd
        animator.continueAnimation(curve: curve, durationFactor: durationFactor)
    }

    // MARK: Owner sessions

    /// The animator UIKit gets from `interruptibleAnimator(using:)`: the player, or for an
    /// owner's session the follower (made on the first call; after the transition is over, one
    /// already run through to its end). `context` is the transition's (UIKit's argument).
    package func animatorForUIKit(for context: any SessionContext) -> Platform.Animator {
        if let animator { return animator }
        let follower = platform.makeFollower(duration: plan.duration, for: context)
        animator = follower
        follower.addEndHandler { [weak self] _ in self?.animatorHasEnded = true }
        if case .completed(let finished) = driver.phase, !isHandedOff {
            follower.runThrough(to: finished ? .end : .start)
        } else if driver.phase != .idle, !isHandedOff {
            follow()
        }
        return follower
    }

    /// Makes the follower UIKit gets from `interruptibleAnimator(using:)` now and pauses it, which
    /// opens its animation block: UIKit runs the alongside animations registered before the start
    /// (a navigation bar's) in the first animation block opened during the start call, and runs
    /// them at once, without animation, when the start opens none. Call it from
    /// `startInteractiveTransition(_:)` of an interaction controller that plays the transition
    /// itself, so those animations move with its driver. Ignored for ``Player/animator`` (its
    /// player opens its block when UIKit or a percent-driven transition starts or pauses it), once
    /// the transition is over, and after ``handOff(towardsEnd:duration:)``.
    package func openAnimationBlockForAlongsideAnimations(for context: any SessionContext) {
        guard player == .owner, !isHandedOff, !driver.phase.isCompleted else { return }
        let follower = animatorForUIKit(for: context)
        if follower.animatorState == .inactive { follower.pauseAnimation() }
    }

    /// The owner is about to continue the transition on another driver (a throw re-simulated on
    /// release); this session's driver will be torn down without reporting. The follower, if
    /// UIKit has one, plays on by itself towards the end (`towardsEnd`) or the start over
    /// `duration` seconds. Report the end with ``continuationDidComplete(finished:)``.
    package func handOff(towardsEnd: Bool, duration: TimeInterval) {
        guard player == .owner, !isHandedOff, !driver.phase.isCompleted else { return }
        isHandedOff = true
        guard let follower = animator, !animatorHasEnded else { return }
        if follower.animatorState == .inactive { follower.pauseAnimation() }
        if follower.isRunning { follower.pauseAnimation() }
        let factor = plan.duration > 0 ? CGFloat(duration / plan.duration) : 0
        follower.isReversed = !towardsEnd
        if factor.isFinite, factor > 0 {
            follower.continueAnimation(curve: nil, durationFactor: factor)
        }
    }

    /// The continuation started with ``handOff(towardsEnd:duration:)`` has completed: the follower
    /// is run through to the matching end and `completeTransition(_:)` is reported, once.
    package func continuationDidComplete(finished: Bool) {
        guard isHandedOff else { return }
        finish(finished: finished)
    }

    /// Adds a handler called with UIKit's `didComplete` just before the session calls the
    /// context's `completeTransition(_:)`, once: what must be over before UIKit hears it (an
    /// interaction controller's gesture, which UIKit's completion work — `animationEnded(_:)`, the
    /// navigation controller's `didShow`, a presentation's completion — may already ask about).
    /// Not called when the session does not report (abandoned). Added after the report: ignored.
    package func addWillReportCompletion(_ handler: @escaping @MainActor (Bool) -> Void) {
        guard !hasReportedCompletion, !isAbandoned else { return }
        willReportHandlers.append(handler)
    }

    // MARK: Ending

    /// Ends the transition's views without reporting completion: UIKit ended the transition
    /// (`animationEnded(_:)` while the driver still runs) or another transition replaces it. The
    /// views go to the state UIKit reported (`completed`), or, when `nil`, towards where the
    /// driver was heading (``TransitionDriver/tearDown()``). Every animator is left inactive: a
    /// running or paused player is stopped without finishing (the driver then puts the views in
    /// place), a stopped one finished at the matching end, a follower run through to it.
    package func abandon(completed: Bool?) {
        if isHandedOff, !hasReportedCompletion {
            // The owner's continuation plays on and cleans up its own views; nothing is reported.
            isAbandoned = true
            if let animator, !animatorHasEnded { animator.runThrough(to: completed == false ? .start : .end) }
            return
        }
        guard !driver.phase.isCompleted else { return }
        isAbandoned = true
        end(completed: completed)
    }

    /// Ends the transition now, towards where the driver was heading
    /// (``TransitionDriver/tearDown()``), and reports it once: a transition UIKit still waits for,
    /// replaced by another one. Every animator is left inactive, as in ``abandon(completed:)``.
    /// Ignored once the transition is over, and after ``handOff(towardsEnd:duration:)`` (the
    /// continuation reports its own end).
    package func tearDown() {
        guard !isHandedOff, !isAbandoned, !driver.phase.isCompleted else { return }
        end(completed: nil)
    }

    /// Leaves every animator inactive, then ends the driver at `completed` (`nil`: where it was
    /// heading); the driver's completion reports unless the session is abandoned.
    private func end(completed: Bool?) {
        if let animator, !animatorHasEnded {
            switch (player, animator.animatorState) {
            case (.animator, .active):
                animator.stopAnimation(true)  // → inactive, end handlers not called
            case (.animator, .stopped):
                animator.finishAnimation(at: completed == false ? .start : .end)
            case (.animator, .inactive):
                break
            case (.owner, _):
                let towardsEnd = completed ?? (driver.phase == .running || driver.phase == .finishing)
                animator.runThrough(to: towardsEnd ? .end : .start)
            }
        }
        if let completed { driver.end(finished: completed) } else { driver.tearDown() }
    }

    // MARK: Private

    /// The owner's driver moved: the follower shows the same time fraction, paused.
    private func driverDidMove() {
        guard player == .owner, !isHandedOff, let follower = animator, !animatorHasEnded,
              !driver.phase.isCompleted, driver.phase != .idle
        else { return }
        follow(follower)
    }

    private func follow(_ follower: Platform.Animator? = nil) {
        guard let follower = follower ?? animator else { return }
        if follower.animatorState == .inactive || follower.isRunning { follower.pauseAnimation() }
        follower.fractionComplete = min(max(driver.timeFraction, 0), 1)
    }

    private func driverDidComplete(finished: Bool) {
        guard !isHandedOff else { return }
        finish(finished: finished)
    }

    private func finish(finished: Bool) {
        if player == .owner, let follower = animator, !animatorHasEnded {
            follower.runThrough(to: finished ? .end : .start)
        }
        guard !isAbandoned, !hasReportedCompletion, let context else { return }
        hasReportedCompletion = true
        let didComplete = finished && !context.transitionWasCancelled
        let handlers = willReportHandlers
        willReportHandlers = []
        for handler in handlers { handler(didComplete) }
        reportingDidChange?(true)
        context.completeTransition(didComplete)
        reportingDidChange?(false)
    }
}

/// The stage a session's driver plays on: the session's stage, telling the session when the
/// driver moves the views (so the follower can follow).
@MainActor
private final class SessionStageProxy<Views: StageViews>: TransitionStage {
    let stage: ViewStage<Views>
    var onApply: (@MainActor () -> Void)?

    init(_ stage: ViewStage<Views>) {
        self.stage = stage
    }

    func install(_ plan: TransitionPlan) { stage.install(plan) }

    func apply(_ state: TransitionState) {
        stage.apply(state)
        onApply?()
    }

    func remove(_ participants: [ParticipantID]) { stage.remove(participants) }

    func transitionDidComplete(finished: Bool) { stage.transitionDidComplete(finished: finished) }
}
