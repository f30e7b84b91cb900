import Foundation
import Transitions

/// The decisions of the kit's throw-to-dismiss controller (`ThrowInteractionController`): the one
/// session it scrubs, the re-simulated continuation on release, what UIKit hears and when. The
/// UIKit controller is a thin shell around it (pan recognizer, display link); `TransitionsTesting`
/// runs the same code under its model of UIKit's transition runner.
///
/// In `startInteractiveTransition(_:)` the controller calls
/// ``start(_:paired:transition:operation:reading:requestedOperation:makeKeeper:)`` with the keeper of the
/// animation controller UIKit paired it with (or one of its own), so the transition has one
/// session, whose driver the ``ThrowHandoff`` scrubs. On release the handoff re-simulates: the
/// session is handed over (``TransitionSession/handOff(towardsEnd:duration:)``) before the
/// scrubbed driver is torn down,
/// the continuation plays on a stage that takes over the snapshot on screen
/// (``ViewStage/continuation()``), and its end is reported once, by the session
/// (``TransitionSession/continuationDidComplete(finished:)``). UIKit hears finish or cancel before
/// the handoff moves, because the handoff may complete the transition at once. As in
/// ``PlanDrivenInteraction``, the follower opens its animation block during the start (UIKit's
/// earlier alongside animations move with the throw) and the catch-up waits until the start has
/// returned and the context is in flight.
@MainActor
package final class ThrowInteraction<Platform: SessionPlatform>: FrameDrivenInteraction {
    /// The gesture's gate, machine and session.
    package let flow: InteractionFlow
    /// The handoff of the transition in progress (or the last one, until
    /// ``releaseCompletedTransition()``).
    package private(set) var handoff: ThrowHandoff?
    /// The session the handoff scrubs.
    package private(set) var session: TransitionSession<Platform>?
    /// The finger's velocity at release, points per second in the container's coordinates, read
    /// when the gesture lets go (`nil`: unknown; the handoff rebuilds it from the progress).
    package var fingerVelocity: @MainActor () -> CGPoint? = { nil }
    /// When frames run and when the completed transition is let go (its hooks are the display
    /// link's on iOS, the runner model's frames under `TransitionsTesting`).
    package let frames = FrameLoop()

    private weak var context: (any SessionContext)?
    private var claim: SessionClaim<Platform>?

    /// A core around `flow`.
    package init(flow: InteractionFlow) {
        self.flow = flow
    }

    /// Whether a transition is running and needs frames (``advance(by:)``).
    package var needsFrames: Bool {
        guard let handoff else { return false }
        return !handoff.phase.isCompleted
    }

    /// `startInteractiveTransition(_:)`: claims the session, wraps its driver in a handoff and
    /// brings it to where the gesture is; then ``frames`` run while it needs them. A start no
    /// gesture asked for plays the throw to its end.
    ///
    /// - Parameters:
    ///   - context: UIKit's context of the transition.
    ///   - paired: the keeper of the animation controller UIKit paired with the controller, or
    ///     `nil`. Its transition is re-simulated on release when it is a ``ThrowTransition``.
    ///   - transition: the controller's own throw: re-simulated on release when the paired
    ///     controller's transition is not a throw, and played when none is paired.
    ///   - operation: the operation to animate when none is paired; `nil` takes the one
    ///     `reading` shows, then `requestedOperation`, then `.dismiss`.
    ///   - reading: where UIKit's context says the transition goes (``TransitionOperationReading``).
    ///   - requestedOperation: the operation the controller's gesture asked for, if known.
    ///   - makeKeeper: a keeper of the controller's own for an operation (playing `transition`),
    ///     used when none is paired.
    package func start(
        _ context: any SessionContext, paired: TransitionSessionKeeper<Platform>?, transition: ThrowTransition,
        operation: TransitionOperation?, reading: TransitionOperationReading?, requestedOperation: TransitionOperation?,
        makeKeeper: (TransitionOperation) -> TransitionSessionKeeper<Platform>
    ) {
        let (keeper, ownsKeeper) = SessionClaim.keeper(
            paired: paired, operation: operation, reading: reading, requested: requestedOperation, make: makeKeeper)
        let throwing = paired?.platform.transition as? ThrowTransition ?? transition
        start(context, keeper: keeper, ownsKeeper: ownsKeeper, throwing: throwing)
        frames.transitionDidStart(self)
    }

    private func start(_ context: any SessionContext, keeper: TransitionSessionKeeper<Platform>, ownsKeeper: Bool, throwing: ThrowTransition) {
        // One transition at a time: should an earlier one still run, end it (completed once).
        if let handoff, !handoff.phase.isCompleted { handoff.tearDown() }
        self.context = context
        guard let (session, claim) = SessionClaim.claim(context, from: keeper, ownsKeeper: ownsKeeper, flow: flow) else { return }
        self.session = session
        self.claim = claim
        flow.endsInteraction(before: session)
        let stage = session.stage
        let handoff = ThrowHandoff(transition: throwing, driver: session.driver) { stage.continuation() }
        handoff.willReplaceDriver = { [weak session] phase, plan in
            session?.handOff(towardsEnd: phase == .flying, duration: plan.duration)
        }
        self.handoff = handoff
        handoff.addCompletion { [weak self, weak session, weak handoff] finished in
            session?.continuationDidComplete(finished: finished)
            guard let self, let handoff, handoff === self.handoff else { return }
            self.claim?.transitionDidComplete(finished: finished, flow: self.flow)
            self.claim = nil
        }
        // UIKit's alongside animations registered before the start run in the follower's
        // animation block, which moves with the throw.
        session.openAnimationBlockForAlongsideAnimations(for: context)
        let owned = flow.transitionIsStarting()
        // UIKit hears nothing before the context is in flight, after the start returns.
        context.enqueue { [weak self, weak handoff, weak context] in
            guard let self, let handoff, let context, handoff === self.handoff, !handoff.phase.isCompleted else { return }
            if !(owned && self.flow.transitionIsInFlight(report: { [weak self] command in self?.report(command) })) {
                // Nobody drives it: play the throw to its end rather than stall.
                context.finishInteractiveTransition()
                handoff.play()
            }
        }
    }

    /// What the gesture says must happen now: UIKit hears it first, then the handoff moves (scrub,
    /// or release with ``fingerVelocity``).
    package func report(_ command: InteractionCommand) {
        guard let context, let handoff else { return }
        context.hear(command)
        handoff.perform(command, fingerVelocity: fingerVelocity())
    }

    /// One display frame for the driver playing now.
    package func advance(by seconds: TimeInterval) {
        handoff?.advance(by: seconds)
    }

    /// Forgets the completed transition (handoff, session, stages, views), unless a new one has
    /// started. Call it once the transition has completed, outside the completion itself.
    package func releaseCompletedTransition() {
        guard let handoff, handoff.phase.isCompleted else { return }
        self.handoff = nil
        session = nil
        flow.releaseCompletedInteraction()
    }
}
