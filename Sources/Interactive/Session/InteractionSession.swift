import Foundation
import Transitions

/// Connects an ``InteractionMachine`` to a `TransitionDriver`: gesture events go in, and the
/// machine's commands are carried out on the driver (start, update, finish or cancel with the
/// release velocity, completion speed and curve).
///
/// One session serves one controller, one driver per transition. The driver can be attached later
/// (``attach(_:)``), as UIKit works: the gesture begins, the controller asks UIKit, and UIKit's
/// `startInteractiveTransition(_:)` builds the driver, which is brought to wherever the interaction
/// is. The interaction ends once, in ``InteractionMachine/State/completed(finished:)`` with the
/// driver's result; a finish runs the driver to the end, a cancel runs it back and restores the
/// from-view; a completed driver gets no more commands; progress reaching it is within 0…1.
///
/// ```swift
/// let session = InteractionSession(machine: InteractionMachine(policy: .halfway), driver: driver)
/// session.handle(.began(pan.sample(translation: .zero, time: 0)))
/// session.handle(.changed(pan.sample(translation: CGPoint(x: 120, y: 0), time: 0.1)))
/// session.handle(.ended(pan.sample(translation: CGPoint(x: 120, y: 0), velocity: CGPoint(x: 900, y: 0), time: 0.12)))
/// driver.advance(by: 1 / 60)   // the display link plays the completion
/// ```
@MainActor
package final class InteractionSession {
    /// The interaction's state machine; read it for ``InteractionMachine/isInteracting`` and the
    /// decision.
    package private(set) var machine: InteractionMachine

    /// The driver of the current transition, if one is attached. Kept after it completes (for
    /// inspection) until the next interaction starts.
    package private(set) var driver: TransitionDriver?

    /// Creates a session.
    ///
    /// - Parameters:
    ///   - machine: The state machine, with its policy and timing. Default: the pinch rule
    ///     policy and UIKit's completion timing.
    ///   - driver: The driver of the first transition, if it exists already; it must be idle and
    ///     is started when the first gesture begins. Otherwise call ``attach(_:)`` later.
    package init(machine: InteractionMachine = InteractionMachine(), driver: TransitionDriver? = nil) {
        self.machine = machine
        if let driver { attach(driver) }
    }

    /// The machine's finish-or-cancel rule (``InteractionMachine/policy``); read at release, so it
    /// may be changed at any time.
    package var policy: CompletionPolicy {
        get { machine.policy }
        set { machine.policy = newValue }
    }

    /// The machine's completion speed and curve (``InteractionMachine/timing``), handed to the
    /// driver at release.
    package var timing: CompletionTiming {
        get { machine.timing }
        set { machine.timing = newValue }
    }

    /// Whether a gesture is driving a transition right now: the only time a router should hand
    /// out an interaction controller.
    package var isInteracting: Bool { machine.isInteracting }

    /// Feeds a gesture event to the machine and carries out its command on the driver.
    ///
    /// Returns the command, for adapters that also have UIKit work to do (for example, presenting
    /// or dismissing on ``InteractionCommand/start(progress:)``).
    ///
    /// ``InteractionEvent/transitionDidComplete(finished:)`` is ignored here (returning
    /// ``InteractionCommand/none``): the session reports the attached driver's own completion to
    /// the machine, and nobody else may claim the transition is over while the driver still runs.
    @discardableResult
    package func handle(_ event: InteractionEvent) -> InteractionCommand {
        if case .transitionDidComplete = event { return .none }
        let command = machine.handle(event)
        if case .start = command, let driver, driver.phase.isCompleted {
            // The previous transition is over; this gesture starts the next one, which needs a new driver.
            self.driver = nil
        }
        perform(command)
        return command
    }

    /// Attaches the driver of the transition the current (or next) gesture drives, and brings it
    /// to the interaction's state: interacting → started interactively at the current progress;
    /// released → started, then finished or cancelled as decided; idle or completed → left idle
    /// until the next gesture begins.
    ///
    /// Ignored, returning `false`, while another driver is attached and has not completed (one
    /// transition at a time), or when `driver` is not idle.
    @discardableResult
    package func attach(_ driver: TransitionDriver) -> Bool {
        if let current = self.driver, !current.phase.isCompleted { return false }
        guard driver.phase == .idle else { return false }
        self.driver = driver
        driver.addCompletion { [weak self, weak driver] finished in
            guard let self, let driver, self.driver === driver else { return }
            self.machine.handle(.transitionDidComplete(finished: finished))
        }
        switch machine.state {
        case .idle, .completed:
            break
        case let .interacting(progress):
            perform(.start(progress: progress))
        case let .completing(completion):
            perform(.start(progress: completion.progress))
            perform(.complete(completion))
        }
        return true
    }

    /// Ends the current transition now (`TransitionDriver.tearDown()`), for a transition that is
    /// going away (`animationEnded(_:)`, a view controller deallocating). The machine learns the
    /// result through the driver's completion. Ignored without a running driver.
    package func tearDown() {
        driver?.tearDown()
    }

    // MARK: - Private

    private func perform(_ command: InteractionCommand) {
        guard let driver, !driver.phase.isCompleted else { return }
        switch command {
        case .none:
            break
        case let .start(progress):
            driver.startInteractive()
            driver.update(progress: progress)
        case let .update(progress):
            driver.update(progress: progress)
        case let .complete(completion):
            // The release reading may differ from the last update: show it before letting go.
            if driver.phase == .interactive, driver.progress != completion.progress {
                driver.update(progress: completion.progress)
            }
            driver.completionSpeed = completion.timing.completionSpeed
            driver.completionCurve = completion.timing.completionCurve
            switch completion.decision {
            case .finish: driver.finish(velocity: completion.velocity)
            case .cancel: driver.cancel(velocity: completion.velocity)
            }
        }
    }
}
