import Foundation
import Transitions

/// The decisions of an interaction controller that plays the transition itself (the kit's
/// `PlanDrivenInteractionController`): which session it drives, what UIKit hears and when, and when
/// the transition is over; `TransitionsTesting` runs the same code under its model of UIKit.
///
/// In `startInteractiveTransition(_:)` the controller calls
/// ``start(_:paired:operation:reading:requestedOperation:makeKeeper:)`` with the paired animation
/// controller's keeper, so the transition has one session, whose follower UIKit's next
/// `interruptibleAnimator(using:)` call gets; unpaired, it brings a keeper of its own and ends it
/// when the transition completes. Then, by the session rules (the `Transitions` article "UIKit's
/// call order and the session rules", UIKitCallOrder):
/// - the follower opens its animation block during the start, so alongside animations move with
///   the driver;
/// - the catch-up is queued until the start returns (`SessionContext.enqueue(_:)`), then UIKit
///   hears progress and release (``report(_:)``) before the driver moves there;
/// - frames (``frames``, ``advance(by:)``) tick the driver and stop once it has completed; the
///   session calls `completeTransition(_:)` once;
/// - a start no gesture asked for plays the plan to its end at once rather than stall.
@MainActor
package final class PlanDrivenInteraction<Platform: SessionPlatform>: FrameDrivenInteraction {
    /// The gesture's gate, machine and session (see ``InteractionFlow``).
    package let flow: InteractionFlow
    /// The session of the transition in progress (or the last one, until
    /// ``releaseCompletedTransition()``).
    package private(set) var session: TransitionSession<Platform>?
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
        guard let session else { return false }
        return !session.driver.phase.isCompleted
    }

    /// `startInteractiveTransition(_:)`: claims the transition's session and brings its driver to
    /// where the gesture is (UIKit hears the catch-up first); then ``frames`` run while it needs
    /// them.
    ///
    /// - Parameters:
    ///   - context: UIKit's context of the transition.
    ///   - paired: the keeper of the animation controller UIKit paired with the controller (a
    ///     router's pairing), or `nil`.
    ///   - operation: the operation to animate when none is paired; `nil` takes the one
    ///     `reading` shows, then `requestedOperation`, then `.dismiss`.
    ///   - reading: where UIKit's context says the transition goes (``TransitionOperationReading``).
    ///   - requestedOperation: the operation the controller's gesture asked for, if known.
    ///   - makeKeeper: a keeper of the controller's own for an operation (its own transition), used
    ///     when none is paired; the controller then ends it when the transition completes (UIKit
    ///     tells a paired one).
    package func start(
        _ context: any SessionContext, paired: TransitionSessionKeeper<Platform>?, operation: TransitionOperation?,
        reading: TransitionOperationReading?, requestedOperation: TransitionOperation?, makeKeeper: (TransitionOperation) -> TransitionSessionKeeper<Platform>
    ) {
        let (keeper, ownsKeeper) = SessionClaim.keeper(
            paired: paired, operation: operation, reading: reading, requested: requestedOperation, make: makeKeeper)
        start(context, keeper: keeper, ownsKeeper: ownsKeeper)
        frames.transitionDidStart(self)
    }

    private func start(_ context: any SessionContext, keeper: TransitionSessionKeeper<Platform>, ownsKeeper: Bool) {
        // One transition at a time: should an earlier one still run, end it (completed once).
        if let session, !session.driver.phase.isCompleted { session.driver.tearDown() }
        self.context = context
        guard let (session, claim) = SessionClaim.claim(context, from: keeper, ownsKeeper: ownsKeeper, flow: flow) else { return }
        self.session = session
        self.claim = claim
        flow.endsInteraction(before: session)
        let driver = session.driver
        driver.addCompletion { [weak self, weak session] finished in
            guard let self, let session, session === self.session else { return }
            self.claim?.transitionDidComplete(finished: finished, flow: self.flow)
            self.claim = nil
        }
        // UIKit's alongside animations registered before the start run in the first animation
        // block opened during it: the follower's, which moves with the driver.
        session.openAnimationBlockForAlongsideAnimations(for: context)
        let owned = flow.transitionIsStarting()
        // UIKit hears nothing before the context is in flight, after the start returns.
        context.enqueue { [weak self, weak session, weak context] in
            guard let self, let session, let context, session === self.session, !driver.phase.isCompleted else { return }
            let driven = owned && self.flow.transitionIsInFlight(driver: driver) { [weak context] command in context?.hear(command) }
            if !driven {
                // Nobody drives it: play the plan to its end rather than stall.
                context.finishInteractiveTransition()
                driver.start()
            }
        }
    }

    /// What the gesture says UIKit must hear now (an update, finish or cancel), reported by the
    /// flow before it moves the driver.
    package func report(_ command: InteractionCommand) {
        context?.hear(command)
    }

    /// One display frame: `seconds` pass for the driver (it measures velocity while scrubbing and
    /// animates the completion after release).
    package func advance(by seconds: TimeInterval) {
        session?.driver.advance(by: seconds)
    }

    /// Forgets the completed transition (its session, stage and views, and the flow's interaction),
    /// unless a new one has started. Call it once the transition has completed, outside the
    /// completion itself.
    package func releaseCompletedTransition() {
        guard let session, session.driver.phase.isCompleted else { return }
        self.session = nil
        flow.releaseCompletedInteraction()
    }
}
