#if canImport(UIKit)
import Dynamics
import Transitions
import UIKit

/// Reads the progress of every UIKit transition that moves one screen, for its SwiftUI content:
/// the screen's appearance callbacks start it, a probe view animated alongside the transition
/// gives its fraction each display frame, the coordinator reports the end of the interaction and
/// of the transition (``TransitionProgressTracker`` makes every decision; the operation is the
/// kit's one rule, `TransitionOperationReading`, read from the coordinator's two view controllers).
///
/// The probe is a transparent 1 × 1 pt view in the screen's view whose centre moves from x = 0 to
/// x = 1000 in the coordinator's `animate(alongsideTransition:completion:)`: UIKit adds that
/// animation to the transition's interruptible animator, so the probe's presentation layer is
/// where the transition is, scrubbed, reversed or completed. Public API only: no private view,
/// no swizzling.
@MainActor
final class TransitionProgressFeed {
    /// Called with each change of the screen's progress.
    var onChange: ((TransitionProgress) -> Void)?

    private var tracker = TransitionProgressTracker()
    private let probe = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    private var clock: DisplayLinkClock?
    private var generation = 0
    private static let travel: CGFloat = 1000

    init() {
        probe.alpha = 0
        probe.isUserInteractionEnabled = false
        probe.isAccessibilityElement = false
    }

    /// The screen `controller` starts to appear (`appearing`) or disappear: follows the transition
    /// its coordinator runs, if any.
    func transitionWillBegin(for controller: UIViewController, appearing: Bool) {
        guard let coordinator = controller.transitionCoordinator, coordinator.isAnimated else { return }
        if probe.superview !== controller.view { controller.view.addSubview(probe) }
        generation += 1
        let current = generation
        let reading = TransitionOperationReading(
            from: coordinator.viewController(forKey: .from), to: coordinator.viewController(forKey: .to))
        tracker.began(appearing ? .appearing : .disappearing, reading: reading, interactive: coordinator.isInteractive)
        publish()
        UIView.performWithoutAnimation { probe.center = .zero }
        coordinator.animate(alongsideTransition: { [probe] _ in
            probe.center = CGPoint(x: Self.travel, y: 0)
        }, completion: { [weak self] _ in
            guard let self, self.generation == current else { return }
            self.finish()
        })
        coordinator.notifyWhenInteractionChanges { [weak self] _ in
            guard let self, self.generation == current else { return }
            self.tracker.interactionEnded()
            self.publish()
        }
        if clock == nil { clock = DisplayLinkClock(view: probe) { [weak self] _ in self?.tick() } }
        clock?.start()
    }

    /// Stops following (the screen went away).
    func stop() {
        generation += 1
        finish()
    }

    private func tick() {
        guard let position = probe.layer.presentation()?.position.x else { return }
        if tracker.sample(position / Self.travel) { publish() }
    }

    private func finish() {
        clock?.stop()
        UIView.performWithoutAnimation { probe.center = .zero }
        tracker.ended()
        publish()
    }

    private func publish() {
        onChange?(tracker.progress)
    }
}
#endif
