import Foundation
import Transitions

/// Runs a throw-to-dismiss from the first touch to its one completion: a pan scrubs the
/// `ThrowTransition` plan on one driver, and on release the throw is re-simulated from what is on
/// screen and played by a second driver on a fresh stage.
///
/// ```
/// idle → scrubbing → flying (re-simulated, finishes) | springingBack (re-simulated, cancels)
///                  | completing in place (no snapshot to throw) → completed(finished)
/// ```
///
/// The swap happens inside one call, so no frame shows the views in between: the scrubbed driver
/// is brought to the release progress; the new plan starts from its plan, `currentState` and
/// progress (`ThrowTransition.replan(...)` or `springBackPlan(...)`, the dimming carried over by
/// `TransitionPlan.continuingPresentationDimming(from:playsBackwards:)`); `makeStage` builds the new
/// stage while the old one still holds the snapshot, so a UIKit stage takes it over; the old driver
/// is torn down without reporting; the new one runs `start()` or `playBackwardsToStart()`.
///
/// ``addCompletion(_:)`` handlers run exactly once, with the ending driver's result; commands after
/// release or completion are ignored; progress is within 0…1. Stages must not report to UIKit: the
/// scrubbed `TransitionSession` does, after ``willReplaceDriver`` has handed the transition over.
@MainActor
package final class ThrowHandoff {
    /// Where the throw is.
    package enum Phase: Sendable, Equatable {
        /// Created; nothing installed yet.
        case idle
        /// The finger scrubs the thrown plan.
        case scrubbing
        /// Released: the re-simulated flight plays on the second driver.
        case flying
        /// Released: the spring-back plays on the second driver.
        case springingBack
        /// Released without a re-simulation: the scrubbed driver finishes or cancels.
        case completingInPlace
        /// Over; `finished` is the transition's result.
        case completed(finished: Bool)
    }

    /// The throw whose `ThrowTransition.replan(_:from:at:releaseVelocity:angularVelocity:)` and
    /// `ThrowTransition.springBackPlan(_:from:at:releaseVelocity:)` make the plans after release.
    package let transition: ThrowTransition
    /// The mapping of the pan: its direction and extent (the container's side along it, points),
    /// used to rebuild a missing finger velocity from the progress velocity. (Never `nil` for a plan
    /// made from a `TransitionContext`, whose container size is always positive and finite.)
    package let pan: PanProgress?
    /// The current phase.
    package private(set) var phase: Phase = .idle
    /// The driver playing now: the scrubbed one until release, then the re-simulated one.
    package private(set) var driver: TransitionDriver
    /// The drivers replaced at release (at most one), torn down, kept for inspection.
    package private(set) var replacedDrivers: [TransitionDriver] = []
    /// The motion chosen at release, `nil` before.
    package private(set) var release: ThrowRelease?

    /// Called on release just before the scrubbed driver is replaced by the re-simulated one
    /// (and torn down), with the new phase (``Phase/flying`` or ``Phase/springingBack``) and the
    /// new plan: a session hands the transition over here, so the torn-down driver's completion
    /// is not taken for the transition's.
    package var willReplaceDriver: (@MainActor (Phase, TransitionPlan) -> Void)?

    private let makeStage: @MainActor () -> any TransitionStage
    private var completionHandlers: [@MainActor (Bool) -> Void] = []

    /// Creates a handoff for `plan` (the scrubbed plan, normally `transition.plan(for:)` of a
    /// dismissal) on a first stage from `makeStage`; nothing is installed until the first command.
    ///
    /// - Parameters:
    ///   - transition: The throw that re-simulates on release. Default `ThrowTransition()`.
    ///   - plan: The plan the finger scrubs.
    ///   - direction: The way the finger moves to dismiss; default `.down`, the way the plan throws.
    ///   - makeStage: Makes a stage over the transition's container views; called for the first
    ///     driver now and once more for the re-simulated plan.
    package convenience init(transition: ThrowTransition = ThrowTransition(), plan: TransitionPlan, direction: PanDirection = .down,
                            makeStage: @escaping @MainActor () -> any TransitionStage) {
        self.init(transition: transition, driver: TransitionDriver(plan: plan, stage: makeStage()), direction: direction,
                  makeStage: makeStage)
    }

    /// Creates a handoff that scrubs `driver` (idle, playing the scrubbed plan: the driver of the
    /// transition's `TransitionSession`), and plays a re-simulation on a stage from `makeStage`.
    ///
    /// - Parameters:
    ///   - transition: The throw that re-simulates on release. Default `ThrowTransition()`.
    ///   - driver: The scrubbed plan's driver, idle; nothing is installed until the first command.
    ///   - direction: The way the finger moves to dismiss; default `.down`, the way the plan throws.
    ///   - makeStage: Makes the stage of the re-simulated plan over the same container views,
    ///     called once on release while the scrubbed stage still holds its views (so it can take
    ///     over the snapshot on screen: `ViewStage.continuation()`).
    package init(transition: ThrowTransition = ThrowTransition(), driver: TransitionDriver, direction: PanDirection = .down,
                makeStage: @escaping @MainActor () -> any TransitionStage) {
        self.transition = transition
        let plan = driver.plan
        // A transition context always has a positive, finite container size, so this succeeds.
        self.pan = try? PanProgress(direction: direction, containerSize: plan.context.containerBounds.size, layoutDirection: plan.context.layoutDirection)
        self.makeStage = makeStage
        self.driver = driver
        watch(driver)
    }

    /// Whether the scrubbed plan can be re-simulated (it throws a snapshot of the from-view).
    package var canResimulate: Bool {
        (replacedDrivers.first ?? driver).plan.participant(.fromSnapshot) != nil
    }

    /// Adds a handler called once with the transition's result; when already completed it runs
    /// immediately.
    package func addCompletion(_ handler: @escaping @MainActor (Bool) -> Void) {
        if case let .completed(finished) = phase {
            handler(finished)
        } else {
            completionHandlers.append(handler)
        }
    }

    /// Carries out what the interaction says: ``InteractionCommand/start(progress:)`` and
    /// ``InteractionCommand/update(progress:)`` scrub (the first one installs the plan
    /// interactively); ``InteractionCommand/complete(_:)`` releases (see ``release(_:fingerVelocity:)``).
    /// Ignored after release.
    ///
    /// - Parameters:
    ///   - command: what the interaction machine or session returned for the latest event.
    ///   - fingerVelocity: The pan's velocity at release, points per second in the
    ///     container's coordinates (`UIPanGestureRecognizer.velocity(in: containerView)`), or `nil`
    ///     when unknown; read only by `complete`.
    package func perform(_ command: InteractionCommand, fingerVelocity: CGPoint? = nil) {
        switch command {
        case .none:
            break
        case let .start(progress), let .update(progress):
            scrub(to: progress)
        case let .complete(completion):
            release(completion, fingerVelocity: fingerVelocity)
        }
    }

    /// Shows the scrubbed plan at `progress` (clamped to 0…1; NaN and ∞ ignored), installing it
    /// interactively first. Ignored after release.
    package func scrub(to progress: CGFloat) {
        guard phase == .idle || phase == .scrubbing else { return }
        if phase == .idle {
            driver.startInteractive()
            phase = .scrubbing
        }
        driver.update(progress: progress)
    }

    /// Lets go: shows the release progress, chooses the motion (``ThrowRelease``) and plays it,
    /// swapping drivers for a re-simulation. Ignored after release. A release before any scrub
    /// installs the plan first.
    package func release(_ completion: InteractionCompletion, fingerVelocity: CGPoint?) {
        guard phase == .idle || phase == .scrubbing else { return }
        scrub(to: completion.progress)
        let scrubbed = driver
        let motion = ThrowRelease(completion: completion, fingerVelocity: fingerVelocity, pan: pan, canResimulate: canResimulate)
        release = motion
        // A card's dimming view goes on from where the scrub left it, as the snapshot does.
        let dimming = scrubbed.currentState[.presentationDimming]?.alpha
        switch motion {
        case let .flyOff(velocity):
            let plan = transition.replan(scrubbed.plan, from: scrubbed.currentState, at: scrubbed.progress, releaseVelocity: velocity)
            swap(to: plan.continuingPresentationDimming(from: dimming), phase: .flying)
            driver.start()
        case let .springBack(velocity):
            let plan = transition.springBackPlan(scrubbed.plan, from: scrubbed.currentState, at: scrubbed.progress, releaseVelocity: velocity)
            swap(to: plan.continuingPresentationDimming(from: dimming, playsBackwards: true), phase: .springingBack)
            driver.playBackwardsToStart()
        case let .finishInPlace(velocity):
            phase = .completingInPlace
            scrubbed.completionSpeed = completion.timing.completionSpeed
            scrubbed.completionCurve = completion.timing.completionCurve
            scrubbed.finish(velocity: velocity)
        case let .cancelInPlace(velocity):
            phase = .completingInPlace
            scrubbed.completionSpeed = completion.timing.completionSpeed
            scrubbed.completionCurve = completion.timing.completionCurve
            scrubbed.cancel(velocity: velocity)
        }
    }

    /// Plays the scrubbed plan to its end at its own pace, for a transition no gesture drives (UIKit
    /// started it without one): it completes finished, without a re-simulation. Ignored unless idle.
    package func play() {
        guard phase == .idle else { return }
        phase = .completingInPlace
        driver.start()
    }

    /// Lets `seconds` pass for the driver playing now (a display-link tick); non-finite or
    /// non-positive values are ignored.
    package func advance(by seconds: TimeInterval) {
        driver.advance(by: seconds)
    }

    /// Ends the transition now (`TransitionDriver.tearDown()` of the driver playing): while
    /// scrubbing or springing back it completes cancelled, while flying finished. Completion is
    /// still reported exactly once.
    package func tearDown() {
        if phase == .idle { phase = .scrubbing }
        driver.tearDown()
    }

    // MARK: Private

    private func swap(to plan: TransitionPlan, phase newPhase: Phase) {
        let scrubbed = driver
        willReplaceDriver?(newPhase, plan)
        replacedDrivers.append(scrubbed)
        phase = newPhase
        // The new driver is the one watched before the old one completes, so the old one's
        // completion (cancelled, from the tear-down) is not taken for the transition's.
        driver = TransitionDriver(plan: plan, stage: makeStage())
        watch(driver)
        scrubbed.tearDown()
    }

    private func watch(_ driver: TransitionDriver) {
        driver.addCompletion { [weak self, weak driver] finished in
            guard let self, let driver, driver === self.driver, !self.phase.isCompleted else { return }
            self.complete(finished: finished)
        }
    }

    private func complete(finished: Bool) {
        phase = .completed(finished: finished)
        let handlers = completionHandlers
        completionHandlers = []
        for handler in handlers { handler(finished) }
    }
}

extension ThrowHandoff.Phase {
    /// `true` once the transition has completed.
    package var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }
}
