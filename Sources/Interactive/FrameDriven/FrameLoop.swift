import Foundation

/// The decisions of an interaction controller that plays the transition itself and that a clock
/// ticks: ``PlanDrivenInteraction`` and ``ThrowInteraction``.
@MainActor
package protocol FrameDrivenInteraction: AnyObject {
    /// Whether the transition still needs frames.
    var needsFrames: Bool { get }
    /// Moves the transition on by `seconds`.
    func advance(by seconds: TimeInterval)
    /// Lets go of the completed transition's session and views, unless a new one has started.
    func releaseCompletedTransition()
}

/// When an interaction controller that plays the transition itself needs display frames, when they
/// stop, and when the completed transition is let go: the decisions of its display link.
///
/// The kit's plan-driven pinch and throw own one each (``PlanDrivenInteraction/frames``,
/// ``ThrowInteraction/frames``). On iOS the hooks start and stop a `DisplayLinkClock` and
/// ``enqueue`` hands the release to the main actor's queue (a `Task`); under `TransitionsTesting`'s
/// model of UIKit's runner they flip a flag the runner's frames read and queue the release on the
/// model's run loop, so the release can race the next gesture there too.
///
/// Rules:
/// - frames run from the start of a transition that needs them until it no longer does (it
///   completed); a start that needs none (the transition was already over) ends at once;
/// - the completed transition is let go (``FrameDrivenInteraction/releaseCompletedTransition()``)
///   through ``enqueue``, never from inside the frame that completed it: the session's completion
///   is still on the stack there. The core keeps a transition that started since, so a release that
///   runs after the next gesture began or after the next transition started changes nothing;
/// - a frame while stopped does nothing.
@MainActor
package final class FrameLoop {
    /// Starts the display link (`DisplayLinkClock.start()`). Default: nothing.
    package var startFrames: @MainActor () -> Void = {}
    /// Stops the display link. Default: nothing.
    package var stopFrames: @MainActor () -> Void = {}
    /// Runs a block once the current run-loop turn is over (the main actor's queue on iOS).
    /// Default: runs it at once (for tests that need no run loop).
    package var enqueue: @MainActor (@escaping @MainActor () -> Void) -> Void = { $0() }

    /// Whether frames run now.
    package private(set) var isRunning = false
    /// How many releases are queued and have not run yet.
    package private(set) var pendingReleases = 0

    private weak var core: (any FrameDrivenInteraction)?

    /// A stopped loop with no hooks.
    package init() {}

    /// `core` has handled `startInteractiveTransition(_:)`: frames run while it needs them; if it
    /// needs none, its transition is over and is let go.
    package func transitionDidStart(_ core: any FrameDrivenInteraction) {
        self.core = core
        if core.needsFrames {
            guard !isRunning else { return }
            isRunning = true
            startFrames()
        } else {
            end()
        }
    }

    /// One display frame of `seconds`: the core moves on; once its transition no longer needs
    /// frames, they stop and the release is queued. Ignored while stopped.
    package func frame(_ seconds: TimeInterval) {
        guard isRunning, let core else { return }
        core.advance(by: seconds)
        if !core.needsFrames { end() }
    }

    private func end() {
        if isRunning {
            isRunning = false
            stopFrames()
        }
        pendingReleases += 1
        enqueue { [weak self] in
            guard let self else { return }
            self.pendingReleases -= 1
            self.core?.releaseCompletedTransition()
        }
    }
}
