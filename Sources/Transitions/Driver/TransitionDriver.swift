import Foundation

/// Plays a ``TransitionPlan`` on a ``TransitionStage``: the lifecycle state machine every
/// transition of the kit runs through, animated, interactive or both.
///
/// ```
/// idle → running ⇄ interactive → finishing | cancelling → completed(finished)
/// ```
/// (`finishing` and `cancelling` can be grabbed again with `pause()`/`update(progress:)`, and
/// `finish`/`cancel` turn one into the other.) Time comes in through ``advance(by:)``. Whatever
/// the caller does: the stage's completion and the handlers run exactly once on every path
/// (``tearDown()`` included) and later calls are ignored; a finish leaves the final state, a cancel
/// restores the from-view exactly, temporary views are removed either way; ``progress`` stays in
/// `0…1` and NaN or infinite inputs are ignored; an interaction's velocity carries into its
/// completion (``finish(velocity:)``). Like `UIPercentDrivenInteractiveTransition`, the rest plays
/// over `(1 − p) · duration / completionSpeed` seconds (`p · …` cancelling) with
/// ``completionCurve``; while interactive, tracks scrub linearly (`scrubsLinearly`).
@MainActor
public final class TransitionDriver {
    /// Where the transition is in its lifecycle.
    public enum Phase: Hashable, Sendable {
        /// Created, not started.
        case idle
        /// Playing the plan with its own timing.
        case running
        /// Progress set by the caller (a gesture), paused in between.
        case interactive
        /// Animating from the current progress to the end.
        case finishing
        /// Animating from the current progress back to the start.
        case cancelling
        /// Over; `finished` tells whether the to-view was shown (`true`) or the from-view kept.
        case completed(finished: Bool)

        /// `true` once the transition has completed.
        public var isCompleted: Bool {
            if case .completed = self { return true }
            return false
        }
    }

    /// The plan being played.
    public let plan: TransitionPlan
    /// The current phase.
    public private(set) var phase: Phase = .idle
    /// The current track progress, `0…1` (a spring's overshoot is shown but not reported here).
    public private(set) var progress: CGFloat = 0
    /// The current rate of change of track progress, per second: measured while animating, from
    /// successive ``update(progress:)`` calls at different times, or as given to
    /// ``finish(velocity:)``/``cancel(velocity:)``.
    public private(set) var velocity: CGFloat = 0
    /// The time fraction of the plan that shows the current state: while running, elapsed /
    /// duration; otherwise ``TransitionPlan/timeFraction(forTrackProgress:)`` of ``progress``.
    /// A UIKit player scrubbing a linear animator sets `fractionComplete` to this.
    public var timeFraction: CGFloat {
        if case .plan(let fraction)? = motion { return fraction }
        if case .completed(let finished) = phase { return finished ? 1 : 0 }
        return plan.timeFraction(forTrackProgress: progress)
    }

    /// Seconds passed to ``advance(by:)`` since the transition started.
    public private(set) var elapsedTime: TimeInterval = 0
    /// The state most recently applied to the stage.
    public private(set) var currentState: TransitionState
    /// The curve of the animation that completes an interaction (what `completionCurve` of
    /// `UIPercentDrivenInteractiveTransition` promises; the driver plays it itself); default
    /// `.easeInOut`. Ignored when a velocity is carried into the completion (see
    /// ``finish(velocity:)``).
    public var completionCurve: AnimationCurve = .easeInOut

    /// How fast an interaction completes relative to the plan's duration
    /// (`completionSpeed` of `UIPercentDrivenInteractiveTransition`), default 1. Zero, negative
    /// and non-finite values are read as 1, as UIKit does.
    public var completionSpeed: CGFloat {
        get { storedCompletionSpeed }
        set { storedCompletionSpeed = newValue.isFinite && newValue > 0 ? newValue : 1 }
    }

    private let stage: any TransitionStage
    private var storedCompletionSpeed: CGFloat = 1
    private var motion: Motion?
    private var lastUpdate: (time: TimeInterval, progress: CGFloat)?
    private var completionHandlers: [@MainActor (Bool) -> Void] = []

    /// Creates a driver for `plan` on `stage`, in ``Phase/idle``. Nothing is installed until
    /// ``start()`` or ``startInteractive()``.
    public init(plan: TransitionPlan, stage: any TransitionStage) {
        self.plan = plan
        self.stage = stage
        self.currentState = plan.state(atTrackProgress: 0)
    }

    /// Adds a handler called once with `finished` when the transition completes, after the
    /// stage's `transitionDidComplete(finished:)`; when already completed it runs immediately.
    public func addCompletion(_ handler: @escaping @MainActor (Bool) -> Void) {
        if case .completed(let finished) = phase {
            handler(finished)
        } else {
            completionHandlers.append(handler)
        }
    }

    /// Installs the participants and plays the plan with its timing (`idle → running`).
    /// A zero-duration plan completes at once (finished). Ignored unless idle.
    public func start() {
        guard phase == .idle else { return }
        install()
        phase = .running
        motion = .plan(timeFraction: 0)
        if plan.duration <= 0 { complete(finished: true) }
    }

    /// Installs the participants at progress 0 and waits for ``update(progress:)``
    /// (`idle → interactive`). Ignored unless idle.
    public func startInteractive() {
        guard phase == .idle else { return }
        install()
        phase = .interactive
        motion = nil
        lastUpdate = (elapsedTime, 0)
    }

    /// Lets `seconds` of time pass (a display-link tick). Non-finite or non-positive values are
    /// ignored. A running plan or a completion animation advances and may complete.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0, !phase.isCompleted, phase != .idle else { return }
        elapsedTime += seconds
        switch motion {
        case .plan(let fraction)?:
            let next = plan.duration > 0 ? fraction + CGFloat(seconds / plan.duration) : 1
            if next >= 1 - Self.timeEpsilon { return complete(finished: true) }
            motion = .plan(timeFraction: next)
            show(trackProgress: plan.trackProgress(atTimeFraction: next), over: seconds)
        case .completion(var animation)?:
            animation.elapsed += seconds
            if animation.elapsed >= animation.duration * (1 - Self.timeEpsilon) { return complete(finished: animation.target == 1) }
            motion = .completion(animation)
            show(trackProgress: animation.progress, over: seconds)
        case nil:
            break
        }
    }

    /// Sets the progress of an interaction (`updateInteractiveTransition(_:)`): clamped to
    /// `0…1`; NaN and ±∞ are ignored. A running or completing transition is paused at its
    /// current progress first (an interruption). Ignored when idle or completed.
    public func update(progress newProgress: CGFloat) {
        guard newProgress.isFinite else { return }
        pause()
        guard phase == .interactive else { return }
        let p = min(max(newProgress, 0), 1)
        if let last = lastUpdate, elapsedTime > last.time {
            velocity = (p - last.progress) / CGFloat(elapsedTime - last.time)
        }
        lastUpdate = (elapsedTime, p)
        show(trackProgress: p, over: nil)
    }

    /// Pauses a running or completing transition at its current progress (`running →
    /// interactive`), like `pauseAnimation()`; a spring's overshoot is clamped to 1. Ignored in
    /// other phases.
    public func pause() {
        guard phase == .running || phase == .finishing || phase == .cancelling else { return }
        motion = nil
        phase = .interactive
        lastUpdate = (elapsedTime, progress)
        show(trackProgress: progress, over: nil)
    }

    /// Completes towards the end (`finishInteractiveTransition()`).
    ///
    /// From `interactive` or `cancelling`, animates the remaining `(1 − p) · duration /
    /// completionSpeed` seconds. `velocity` (track progress per second; default: the measured
    /// ``velocity``) carries into the completion when it points towards the end: the completion
    /// curve then starts at that speed and eases out; otherwise ``completionCurve`` is used.
    /// Non-finite velocities are ignored. With no time left it completes at once. Idle: completes
    /// at once (finished), after installing. Running, finishing, completed: ignored (already
    /// heading there).
    public func finish(velocity: CGFloat? = nil) {
        complete(towards: 1, velocity: velocity)
    }

    /// Completes towards the start (`cancelInteractiveTransition()`): the mirror of
    /// ``finish(velocity:)`` over `p · duration / completionSpeed` seconds. From `running` it
    /// reverses the plan from where it is. A cancel at progress 0 completes at once. Idle:
    /// completes at once (not finished). Cancelling, completed: ignored.
    public func cancel(velocity: CGFloat? = nil) {
        complete(towards: 0, velocity: velocity)
    }

    /// Ends the transition now, whatever its phase, jumping to the end it was heading for:
    /// running and finishing complete finished; idle, interactive and cancelling complete
    /// cancelled (the from-view restored; an idle driver installs first so the stage sees one
    /// consistent lifecycle). Use it when the transition is torn down
    /// (`animationEnded`, a view controller going away). Ignored once completed.
    public func tearDown() {
        switch phase {
        case .running, .finishing: complete(finished: true)
        case .idle, .interactive, .cancelling: complete(finished: false)
        case .completed: break
        }
    }

    /// Ends the transition now at the end that someone else decided, whatever the phase: finished
    /// (every participant in its final state, temporary views and, if the plan says so, the
    /// from-view removed) or not (the from-view restored exactly, the to-view and temporary views
    /// removed). An idle driver installs first so the stage sees one consistent lifecycle.
    /// Ignored once completed.
    ///
    /// Use it when the outcome is already known and the motion happened elsewhere: a Core
    /// Animation player whose animator ended (see ``AnimatorPlayback``), or UIKit reporting in
    /// `animationEnded(_:)` how a transition that another object drove came out.
    public func end(finished: Bool) {
        complete(finished: finished)
    }

    // MARK: - Private

    /// Relative slack when comparing accumulated time with a duration, so that frames summing to
    /// the duration (15 frames of 1/60 s for 0.25 s) end on the last frame despite rounding.
    private static let timeEpsilon = 1e-9

    private enum Motion {
        case plan(timeFraction: CGFloat)
        case completion(CompletionAnimation)
    }

    private struct CompletionAnimation {
        var start: CGFloat
        var target: CGFloat
        var duration: TimeInterval
        var curve: TimingCurve
        var elapsed: TimeInterval = 0

        var progress: CGFloat {
            let fraction = duration > 0 ? CGFloat(elapsed / duration) : 1
            return start + (target - start) * curve.value(at: fraction)
        }
    }

    private var isHeadingTowardsEnd: Bool {
        phase == .running || phase == .finishing
    }

    private func install() {
        stage.install(plan)
        elapsedTime = 0
        show(trackProgress: 0, over: nil)
    }

    private func show(trackProgress p: CGFloat, over seconds: TimeInterval?) {
        let clamped = min(max(p, 0), 1)
        if let seconds, seconds > 0 {
            velocity = (clamped - progress) / CGFloat(seconds)
        }
        progress = clamped
        currentState = plan.state(atTrackProgress: p)
        stage.apply(currentState)
    }

    private func complete(towards target: CGFloat, velocity requested: CGFloat?) {
        switch phase {
        case .idle:
            return complete(finished: target == 1)
        case .completed:
            return
        case .running where target == 1, .finishing where target == 1, .cancelling where target == 0:
            return
        case .running, .interactive, .finishing, .cancelling:
            break
        }
        if let requested, requested.isFinite { velocity = requested }
        let distance = target - progress
        let duration = Double(abs(distance)) * plan.duration / Double(completionSpeed)
        guard duration > 0, distance != 0 else { return complete(finished: target == 1) }
        let slope = velocity * CGFloat(duration) / distance
        motion = .completion(CompletionAnimation(
            start: progress, target: target, duration: duration,
            curve: Self.completionCurve(initialSlope: slope, fallback: TimingCurve(completionCurve))
        ))
        phase = target == 1 ? .finishing : .cancelling
        lastUpdate = nil
    }

    /// A curve starting with `initialSlope` (normalised: 1 = the average speed) and easing out,
    /// or `fallback` when the slope does not point towards the target.
    private static func completionCurve(initialSlope slope: CGFloat, fallback: TimingCurve) -> TimingCurve {
        guard slope.isFinite, slope > 0 else { return fallback }
        let x1 = min(1.0 / 3.0, 1 / slope)
        let curve = try? TimingCurve(
            controlPoint1: CGPoint(x: x1, y: x1 * slope),
            controlPoint2: CGPoint(x: 0.58, y: 1)
        )
        return curve ?? fallback
    }

    private func complete(finished: Bool) {
        guard !phase.isCompleted else { return }
        if phase == .idle { install() }
        motion = nil
        lastUpdate = nil
        let endState = plan.state(atTrackProgress: finished ? 1 : 0)
        stage.apply(endState)
        let resting = plan.restingState
        stage.apply(resting)
        var leaving = plan.temporaryParticipants
        if finished {
            if plan.removesFromViewOnFinish, plan.participant(.fromView) != nil { leaving.append(.fromView) }
        } else if plan.participant(.toView) != nil {
            leaving.append(.toView)
        }
        stage.remove(leaving)
        progress = finished ? 1 : 0
        currentState = Self.merging(resting, into: endState, dropping: Set(leaving))
        phase = .completed(finished: finished)
        stage.transitionDidComplete(finished: finished)
        let handlers = completionHandlers
        completionHandlers = []
        for handler in handlers { handler(finished) }
    }

    private static func merging(_ overrides: TransitionState, into base: TransitionState, dropping removed: Set<ParticipantID>) -> TransitionState {
        var result = base
        result.entries = base.entries.compactMap { entry in
            guard !removed.contains(entry.id) else { return nil }
            var updated = entry
            if let state = overrides[entry.id] { updated.state = state }
            return updated
        }
        return result
    }
}
