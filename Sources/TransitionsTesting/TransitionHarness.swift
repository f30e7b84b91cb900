import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGSize in default arguments must be imported directly on Apple platforms
#endif
import Transitions

/// Runs a transition headlessly: the real `TransitionDriver` on a
/// ``HeadlessStage``, driven frame by frame by a ``VirtualClock``.
///
/// ```swift
/// let harness = try TransitionHarness(MyTransition(), operation: .present)
/// harness.runToEnd()
/// #expect(harness.problemsAfterFinish().isEmpty)
/// ```
///
/// Every applied state is recorded in ``recordedStates`` (one per frame), so a test can check
/// the whole trajectory, not only the end.
@MainActor
public final class TransitionHarness {
    /// The plan being played.
    public let plan: TransitionPlan
    /// The stage holding the views.
    public let stage: HeadlessStage
    /// The real driver.
    public let driver: TransitionDriver
    /// The clock; each frame advances the driver by one frame interval.
    public private(set) var clock: VirtualClock
    /// The driver's current state after every frame and interaction step, in order.
    public private(set) var recordedStates: [TransitionState] = []
    /// How many times the driver's completion handlers ran, and with which result.
    public private(set) var completionResults: [Bool] = []

    /// Creates a harness playing `plan` at `framesPerSecond` (default 60).
    public init(plan: TransitionPlan, framesPerSecond: Double = 60) {
        self.plan = plan
        self.stage = HeadlessStage(context: plan.context)
        self.driver = TransitionDriver(plan: plan, stage: stage)
        self.clock = VirtualClock(framesPerSecond: framesPerSecond)
        driver.addCompletion { [weak self] finished in self?.completionResults.append(finished) }
    }

    /// Creates a harness playing `transition`'s plan for `context`.
    public convenience init(_ transition: some Transition, context: TransitionContext, framesPerSecond: Double = 60) {
        self.init(plan: transition.plan(for: context), framesPerSecond: framesPerSecond)
    }

    /// Creates a harness for `transition` in a phone-sized container (390 × 844 pt, the
    /// iPhone 14's logical size) for `operation`.
    public convenience init(
        _ transition: some Transition,
        operation: TransitionOperation,
        containerSize: CGSize = CGSize(width: 390, height: 844),
        layoutDirection: LayoutDirection = .leftToRight,
        isReduceMotionEnabled: Bool = false,
        framesPerSecond: Double = 60
    ) throws {
        let context = try TransitionContext(
            operation: operation, containerBounds: CGRect(origin: .zero, size: containerSize),
            layoutDirection: layoutDirection, isReduceMotionEnabled: isReduceMotionEnabled
        )
        self.init(transition, context: context, framesPerSecond: framesPerSecond)
    }

    /// Advances one frame.
    public func tick() {
        driver.advance(by: clock.tick())
        record()
    }

    /// Advances whole frames covering `seconds` (rounded up; non-finite or negative → none).
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        let frames = Int((seconds / clock.frameInterval).rounded(.up))
        for _ in 0..<frames where !driver.phase.isCompleted { tick() }
    }

    /// Starts the transition if idle and plays frames until it completes, for at most
    /// `timeout` seconds of virtual time (default 60). Returns the completion result, or `nil`
    /// when it did not complete in time (an interactive transition waits for `finish`/`cancel`).
    @discardableResult
    public func runToEnd(timeout: TimeInterval = 60) -> Bool? {
        if driver.phase == .idle {
            driver.start()
            record()
        }
        let limit = clock.now + timeout
        while !driver.phase.isCompleted, clock.now < limit { tick() }
        if case .completed(let finished) = driver.phase { return finished }
        return nil
    }

    /// Starts the transition interactively if idle and scrubs it to `progress` (clamped by the
    /// driver).
    public func run(toProgress progress: CGFloat) {
        perform([.begin, .update(progress)])
    }

    /// Plays an interaction script step by step.
    public func perform(_ script: [InteractionStep]) {
        for step in script { perform(step) }
    }

    /// Plays one interaction step.
    public func perform(_ step: InteractionStep) {
        switch step {
        case .begin: driver.startInteractive()
        case .start: driver.start()
        case .update(let progress): driver.update(progress: progress)
        case .wait(let seconds): advance(by: seconds)
        case .pause: driver.pause()
        case .finish(let velocity): driver.finish(velocity: velocity)
        case .cancel(let velocity): driver.cancel(velocity: velocity)
        case .tearDown: driver.tearDown()
        case .runToEnd: runToEnd()
        }
        record()
    }

    private func record() {
        recordedStates.append(driver.currentState)
    }
}

/// One step of a scripted interaction, played by `TransitionHarness.perform(_:)`.
public enum InteractionStep: Hashable, Sendable {
    /// `startInteractive()`: a gesture began.
    case begin
    /// `start()`: an animated, non-interactive start.
    case start
    /// `update(progress:)`.
    case update(CGFloat)
    /// Let virtual time pass, frame by frame (seconds).
    case wait(TimeInterval)
    /// `pause()`: grab a running transition.
    case pause
    /// `finish(velocity:)` (velocity in track progress per second; `nil` = measured).
    case finish(velocity: CGFloat? = nil)
    /// `cancel(velocity:)`.
    case cancel(velocity: CGFloat? = nil)
    /// `tearDown()`.
    case tearDown
    /// Play frames until completion.
    case runToEnd
}
