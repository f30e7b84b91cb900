import Foundation

/// The state machine of one interactive transition driven by a gesture: it turns gesture events
/// into commands (start, update, complete) and decides finish or cancel with a
/// ``CompletionPolicy``.
///
/// ```
/// idle ──began──▶ interacting ──ended / cancelled / failed──▶ completing ──transitionDidComplete──▶ completed
///                     │  ▲ changed                                                                    │
///                     └──┘                      completed ──began──▶ interacting (the next gesture) ◀─┘
/// ```
///
/// A value type with no side effects: ``handle(_:)`` returns what to do, and the caller does it.
/// Its rules hold whatever the input:
/// - progress is always within 0…1 (clamped); NaN and ±∞ are ignored, never stored;
/// - exactly one ``InteractionCommand/complete(_:)`` per interaction; a second `ended`, a
///   `changed` after release or any event after completion is ignored;
/// - a gesture cancelled by the system is decided by the policy exactly like one that ended; a
///   recognizer that fails mid-interaction cancels;
/// - velocity is the adapter's if given and finite, else estimated by a ``VelocityTracker`` from
///   the timed progress; it is always finite and within ±``maximumVelocity``.
///
/// ```swift
/// var machine = InteractionMachine(policy: .fastOrPastThirtyPercent)
/// let pinch = try PinchProgress(startScale: 1)
/// machine.handle(.began(pinch.sample(scale: 1, velocity: 0, time: 0)))        // .start(progress: 0)
/// machine.handle(.changed(pinch.sample(scale: 0.6, velocity: -1, time: 0.2)))  // .update(progress: 0.4)
/// machine.handle(.ended(pinch.sample(scale: 0.6, velocity: -1, time: 0.25)))   // .complete(finish)
/// ```
package struct InteractionMachine: Sendable {
    /// Where the interaction is.
    package enum State: Sendable, Equatable {
        /// No gesture has begun yet.
        case idle
        /// A gesture drives the transition; `progress` within 0…1.
        case interacting(progress: CGFloat)
        /// The gesture let go; the transition is animating to the end the completion names.
        case completing(InteractionCompletion)
        /// The transition reported completion; `finished` as reported. A new `began` starts the
        /// next interaction.
        case completed(finished: Bool)
    }

    /// The largest progress velocity, in fractions per second, the machine passes on (a whole
    /// transition in a millisecond). Faster readings are tracking glitches and are clamped.
    package static var maximumVelocity: CGFloat { Clamp.velocityLimit }

    /// The current state.
    package private(set) var state: State = .idle

    /// The rule deciding finish or cancel on release. Default ``CompletionPolicy/fastOrPastThirtyPercent``.
    /// Read at release, so it may be changed at any time.
    package var policy: CompletionPolicy

    /// Completion speed and curve handed out with every completion. Default UIKit's (speed 1,
    /// `.easeInOut`). Read at release.
    package var timing: CompletionTiming

    private var tracker: VelocityTracker

    /// Creates an idle machine.
    ///
    /// - Parameters:
    ///   - policy: Finish-or-cancel rule. Default ``CompletionPolicy/fastOrPastThirtyPercent``.
    ///   - timing: Completion speed and curve. Default ``CompletionTiming/uiKitDefault``.
    ///   - velocityWindow: Seconds of progress history used to estimate velocity when the adapter
    ///     gives none. Default 0.1.
    package init(policy: CompletionPolicy = .fastOrPastThirtyPercent, timing: CompletionTiming = .uiKitDefault, velocityWindow: TimeInterval = 0.1) {
        self.policy = policy
        self.timing = timing
        self.tracker = VelocityTracker(window: velocityWindow)
    }

    /// Whether a gesture is driving the transition right now (the only time a router should hand
    /// out an interaction controller).
    package var isInteracting: Bool {
        if case .interacting = state { return true }
        return false
    }

    /// The progress the transition is at or heading to, within 0…1: 0 when idle, the live value
    /// while interacting, the release value while completing, 1 or 0 once completed.
    package var progress: CGFloat {
        switch state {
        case .idle: return 0
        case let .interacting(progress): return progress
        case let .completing(completion): return completion.progress
        case let .completed(finished): return finished ? 1 : 0
        }
    }

    /// Feeds one event and returns what to do about it.
    @discardableResult
    package mutating func handle(_ event: InteractionEvent) -> InteractionCommand {
        switch (state, event) {
        case let (.idle, .began(sample)), let (.completed, .began(sample)):
            tracker.reset()
            let start = Clamp.progress(sample.progress) ?? 0
            tracker.add(start, at: sample.time)
            state = .interacting(progress: start)
            return .start(progress: start)

        case let (.interacting(current), .changed(sample)):
            guard let progress = Clamp.progress(sample.progress) else { return .none }
            tracker.add(progress, at: sample.time)
            guard progress != current else { return .none }
            state = .interacting(progress: progress)
            return .update(progress: progress)

        case let (.interacting(current), .ended(sample)):
            return release(from: current, with: sample, reason: .ended)

        case let (.interacting(current), .cancelled(sample)):
            return release(from: current, with: sample, reason: .cancelled)

        case let (.interacting(current), .failed):
            let release = InteractionRelease(progress: current, velocity: tracker.velocity(at: .nan), reason: .failed)
            return complete(InteractionCompletion(decision: .cancel, release: release, timing: timing))

        case let (.interacting, .transitionDidComplete(finished)), let (.completing, .transitionDidComplete(finished)):
            state = .completed(finished: finished)
            return .none

        default:
            return .none
        }
    }

    private mutating func release(from current: CGFloat, with sample: GestureSample, reason: InteractionRelease.Reason) -> InteractionCommand {
        let progress = Clamp.progress(sample.progress) ?? current
        tracker.add(progress, at: sample.time)
        let velocity = sample.velocity.flatMap(Clamp.velocity) ?? tracker.velocity(at: sample.time)
        let release = InteractionRelease(progress: progress, velocity: velocity, rawVelocity: sample.rawVelocity, reason: reason)
        return complete(InteractionCompletion(decision: policy.decision(for: release), release: release, timing: timing))
    }

    private mutating func complete(_ completion: InteractionCompletion) -> InteractionCommand {
        tracker.reset()
        state = .completing(completion)
        return .complete(completion)
    }
}
