import Foundation

/// A complete description of a transition: its participants with their tracks, its duration and
/// its timing. UIKit only plays it; tests and the gallery evaluate it exactly.
///
/// Progress vocabulary:
/// - *time fraction* `f` in `0…1`: elapsed time / ``duration``, what `UIViewPropertyAnimator.fractionComplete`
///   measures for the linear animator the UIKit player uses;
/// - *track progress* `p`: ``timing`` applied to `f`; the tracks are evaluated at `p`, which a
///   spring may push slightly above 1.
///
/// ``state(at:)`` takes a time fraction; ``state(atTrackProgress:)`` a track progress.
public struct TransitionPlan: Sendable {
    /// The context the plan was built for.
    public var context: TransitionContext
    /// The participants, bottom to top (before zPosition reordering). Names are unique: on
    /// creation a participant whose name repeats an earlier one is dropped.
    public private(set) var participants: [TransitionParticipant]
    /// Duration in seconds, ≥ 0 (negative and non-finite values become 0: the transition
    /// completes as soon as it starts, unless interactive).
    public let duration: TimeInterval
    /// How time maps to track progress.
    public var timing: TransitionTiming
    /// Whether the from-view leaves the container when the transition finishes (UIKit removes it
    /// for push, pop, tab switches and full-screen presentations). Default `true`.
    public var removesFromViewOnFinish: Bool

    /// Creates a plan.
    ///
    /// For a context with a presentation controller's dimming view
    /// (``TransitionContext/presentation``, a card presentation), the participants are adjusted
    /// so that any transition plays on a card: the dimming view fades in over a presentation and
    /// out over a dismissal, with the plan's timing, unless a participant of kind
    /// ``TransitionParticipant/Kind/presentationDimming`` animates it already; and the presented
    /// screen keeps the card's corner radius where the plan leaves it at 0. The presenting screen
    /// stays after such a presentation (``removesFromViewOnFinish`` is then `false`).
    ///
    /// - Parameters:
    ///   - context: the context it animates.
    ///   - participants: bottom to top; later duplicates of a name are dropped.
    ///   - duration: seconds; negative or non-finite → 0.
    ///   - timing: default `.curve(.easeInOut)`, UIKit's default view animation curve.
    ///   - removesFromViewOnFinish: default `true`.
    public init(
        context: TransitionContext,
        participants: [TransitionParticipant],
        duration: TimeInterval,
        timing: TransitionTiming = .curve(.easeInOut),
        removesFromViewOnFinish: Bool = true
    ) {
        var seen = Set<ParticipantID>()
        self.context = context
        self.participants = Self.adjustingForPresentation(participants.filter { seen.insert($0.id).inserted }, in: context)
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.timing = timing
        // A presentation controller with a dimming view keeps the presenting screen (UIKit's
        // `.custom` style does not remove it).
        self.removesFromViewOnFinish = removesFromViewOnFinish && !(context.presentation != nil && context.operation == .present)
    }

    /// A plan for `operation` in a 1×1 container, with no participant, that lasts no time: what a
    /// session platform plays when the transition's context is gone.
    package static func empty(operation: TransitionOperation) -> TransitionPlan {
        // A 1×1 container is always valid, so this initializer cannot throw.
        let context = try! TransitionContext(operation: operation, containerBounds: CGRect(x: 0, y: 0, width: 1, height: 1))
        return TransitionPlan(context: context, participants: [], duration: 0)
    }

    /// The participant named `id`, if any.
    public func participant(_ id: ParticipantID) -> TransitionParticipant? {
        participants.first { $0.id == id }
    }

    /// Track progress at time fraction `fraction` (clamped to `0…1`, NaN → 0).
    public func trackProgress(atTimeFraction fraction: CGFloat) -> CGFloat {
        timing.progress(atTimeFraction: fraction, duration: duration)
    }

    /// The first time fraction at which the timing reaches track progress `progress` (clamped
    /// to `0…1`, NaN → 0): the inverse of ``trackProgress(atTimeFraction:)``, exact to 1e-12 for
    /// curve timings (which are monotonic); for a spring, the first crossing (found on a
    /// 512-step scan, then refined by bisection). A player that scrubs by time (`fractionComplete`
    /// of a linear animator with the timing baked into its keyframes) uses it to show what the
    /// driver shows for an interactive progress.
    public func timeFraction(forTrackProgress progress: CGFloat) -> CGFloat {
        let target = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if target <= 0 { return 0 }
        if target >= 1 { return 1 }
        var low: CGFloat = 0
        var high: CGFloat = 1
        if case .spring = timing {
            let steps = 512
            for step in 1...steps {
                let time = CGFloat(step) / CGFloat(steps)
                if trackProgress(atTimeFraction: time) >= target {
                    high = time
                    break
                }
                low = time
            }
        }
        for _ in 0..<60 where high - low > 1e-12 {
            let mid = (low + high) / 2
            if trackProgress(atTimeFraction: mid) < target { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// Every participant's exact state at time fraction `progress` (clamped to `0…1`, NaN → 0),
    /// timing applied: what the transition shows `progress · duration` seconds after it starts.
    public func state(at progress: CGFloat) -> TransitionState {
        state(atTrackProgress: trackProgress(atTimeFraction: progress))
    }

    /// Every participant's exact state `seconds` after the start (clamped to `0…duration`; a
    /// zero-duration plan is at its end for any time > 0; NaN → the start).
    public func state(atTime seconds: TimeInterval) -> TransitionState {
        guard duration > 0 else { return state(at: seconds > 0 ? 1 : 0) }
        return state(at: CGFloat(seconds / duration))
    }

    /// Every participant's exact state at track progress `progress` (no timing applied; values
    /// outside `0…1` extrapolate tweens, see ``Track``; non-finite → 0).
    public func state(atTrackProgress progress: CGFloat) -> TransitionState {
        let p = progress.isFinite ? progress : 0
        return TransitionState(
            progress: p,
            entries: participants.map { .init(id: $0.id, kind: $0.kind, state: $0.state(atTrackProgress: p)) }
        )
    }

    /// The state at the start (time fraction 0).
    public var initialState: TransitionState { state(at: 0) }
    /// The state at the end (time fraction 1).
    public var finalState: TransitionState { state(at: 1) }

    /// The names of the temporary participants (snapshots, colour views), in plan order.
    public var temporaryParticipants: [ParticipantID] {
        participants.filter(\.kind.isTemporary).map(\.id)
    }

    /// The resting states of the permanent participants that declare one (a partial state).
    public var restingState: TransitionState {
        TransitionState(
            progress: 0,
            entries: participants.compactMap { participant in
                participant.restingState.map { .init(id: participant.id, kind: participant.kind, state: $0.sanitized()) }
            }
        )
    }

    /// Sorted, de-duplicated track progress values in `0…1` where some track has a keyframe or
    /// sample boundary (always including 0 and 1).
    package var breakpoints: [CGFloat] {
        let all = participants.flatMap(\.breakpoints).filter { $0.isFinite && $0 >= 0 && $0 <= 1 } + [0, 1]
        return Array(Set(all)).sorted()
    }
}
