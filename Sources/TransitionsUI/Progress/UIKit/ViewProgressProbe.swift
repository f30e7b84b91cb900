#if canImport(UIKit)
import Dynamics
import Transitions
import UIKit

/// ``TransitionProgressFeed``'s probe on iOS: a transparent 1 × 1 pt view in the screen's view whose
/// centre moves from x = 0 to x = 1000 in the coordinator's `animate(alongsideTransition:)`.
///
/// UIKit adds that animation to the transition's interruptible animator, so the probe's
/// presentation layer is where the transition is, scrubbed, reversed or completed; a display link
/// reads it each frame. Public API only: no private view, no swizzling.
@MainActor
final class ViewProgressProbe: ProgressProbe {
    /// The screen's view, which holds the probe while a transition is followed. Weak.
    weak var host: UIView?

    private let view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    private var clock: DisplayLinkClock?
    private var read: (@MainActor (CGFloat) -> Void)?
    private static let travel: CGFloat = 1000

    init() {
        view.alpha = 0
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
    }

    func prepare() {
        if let host, view.superview !== host { host.addSubview(view) }
        UIView.performWithoutAnimation { view.center = .zero }
    }

    func moveToEnd() {
        view.center = CGPoint(x: Self.travel, y: 0)
    }

    func startSampling(_ read: @escaping @MainActor (CGFloat) -> Void) {
        self.read = read
        if clock == nil { clock = DisplayLinkClock(view: view) { [weak self] _ in self?.tick() } }
        clock?.start()
    }

    func stop() {
        clock?.stop()
        UIView.performWithoutAnimation { view.center = .zero }
    }

    private func tick() {
        guard let position = view.layer.presentation()?.position.x else { return }
        read?(position / Self.travel)
    }
}

/// UIKit's coordinator as the feed reads it.
@MainActor
struct UIKitProgressCoordinator: ProgressCoordinating {
    let coordinator: any UIViewControllerTransitionCoordinator

    var isAnimated: Bool { coordinator.isAnimated }

    var isInteractive: Bool { coordinator.isInteractive }

    var operationReading: TransitionOperationReading {
        TransitionOperationReading(from: coordinator.viewController(forKey: .from), to: coordinator.viewController(forKey: .to))
    }

    func animateAlongside(
        moving probe: any ProgressProbe, _ animation: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        coordinator.animate(alongsideTransition: { _ in animation() }, completion: { _ in completion() })
    }

    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor () -> Void) {
        coordinator.notifyWhenInteractionChanges { _ in handler() }
    }
}
#endif
