import Foundation
import Transitions

/// A transition coordinator as ``TransitionProgressFeed`` reads it: UIKit's
/// `UIViewControllerTransitionCoordinator` on iOS, `TransitionsTesting`'s model coordinator in tests.
@MainActor
package protocol ProgressCoordinating {
    /// `isAnimated`.
    var isAnimated: Bool { get }
    /// `isInteractive`.
    var isInteractive: Bool { get }
    /// What the coordinator's from- and to-view controllers say about the operation.
    var operationReading: TransitionOperationReading { get }
    /// `animate(alongsideTransition:completion:)`: `animation` joins the transition's animation
    /// (it moves `probe` to its end); `completion` runs with the coordinator's completion blocks.
    func animateAlongside(
        moving probe: any ProgressProbe, _ animation: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor () -> Void)
    /// `notifyWhenInteractionChanges(_:)`.
    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor () -> Void)
}

/// Where ``TransitionProgressFeed`` reads a transition's fraction: something animated from 0 to 1
/// alongside the transition, read once per display frame.
@MainActor
package protocol ProgressProbe: AnyObject {
    /// Puts the probe in the screen at fraction 0, without animation.
    func prepare()
    /// Moves the probe to fraction 1 (called inside the alongside animation).
    func moveToEnd()
    /// Starts calling `read` with the probe's fraction once per display frame.
    func startSampling(_ read: @escaping @MainActor (CGFloat) -> Void)
    /// Stops sampling and puts the probe back at fraction 0, without animation.
    func stop()
}

/// Follows the transitions that move one screen and reports its ``TransitionProgress``.
///
/// The screen's `viewWillAppear(_:)` and `viewWillDisappear(_:)` call
/// ``transitionWillBegin(appearing:coordinator:)``: only a transition with an animated coordinator
/// is followed. Its start is reported at once, with the operation the kit's one rule reads from the
/// coordinator's two view controllers; a probe animated alongside the transition gives its fraction
/// each display frame (so a scrub, a reversal, a completion curve and a cancel are followed as the
/// views move); the coordinator's interaction notification ends the interaction; its completion
/// makes the screen idle. A completion of a transition the screen no longer follows (a newer one
/// began before it completed) is ignored. ``TransitionProgressTracker`` makes the value decisions.
@MainActor
package final class TransitionProgressFeed {
    /// Called with each change of the screen's progress.
    package var onChange: ((TransitionProgress) -> Void)?
    /// The screen's progress now.
    package var progress: TransitionProgress { tracker.progress }

    private var tracker = TransitionProgressTracker()
    private let probe: any ProgressProbe
    /// Counts the transitions followed; a completion acts only for the latest.
    private var generation = 0

    /// A feed reading fractions from `probe`.
    package init(probe: any ProgressProbe) {
        self.probe = probe
    }

    /// The screen starts to appear (`appearing`) or disappear: follows the transition `coordinator`
    /// runs when it is animated; without a coordinator, or without animation, nothing happens.
    package func transitionWillBegin(appearing: Bool, coordinator: (any ProgressCoordinating)?) {
        guard let coordinator, coordinator.isAnimated else { return }
        generation += 1
        let current = generation
        tracker.began(
            appearing ? .appearing : .disappearing, reading: coordinator.operationReading, interactive: coordinator.isInteractive)
        publish()
        probe.prepare()
        coordinator.animateAlongside(moving: probe, { [probe] in probe.moveToEnd() }) { [weak self] in
            guard let self, self.generation == current else { return }
            self.probe.stop()
            self.tracker.ended()
            self.publish()
        }
        coordinator.notifyWhenInteractionChanges { [weak self] in
            guard let self, self.generation == current else { return }
            self.tracker.interactionEnded()
            self.publish()
        }
        probe.startSampling { [weak self] fraction in
            guard let self, self.tracker.sample(fraction) else { return }
            self.publish()
        }
    }

    private func publish() {
        onChange?(tracker.progress)
    }
}
