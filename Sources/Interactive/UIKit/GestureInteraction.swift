#if canImport(UIKit)
import UIKit
import Transitions

/// What the shared gesture core needs from the controller that owns it.
@MainActor
protocol GestureInteractionDelegate: AnyObject {
    /// The completion speed and curve to use, read before every gesture event.
    var completionTiming: CompletionTiming { get }
    /// Tell UIKit: `updateInteractiveTransition`, `finishInteractiveTransition` or
    /// `cancelInteractiveTransition` (never a start; the wiring asks UIKit for the transition).
    func gestureInteraction(report command: InteractionCommand)
}

/// The UIKit half every kit interaction controller shares: the recognizer, the wiring to a view
/// controller, and an ``InteractionFlow``. Reads the recognizer into ``GestureReading``s and maps
/// them with ``GestureMapping``; all decisions are the pure types'.
///
/// Holds the view controller and its delegate weakly; UIKit holds the recognizer's target
/// (this object) unretained, so the owning controller must be kept alive by the app.
@MainActor
final class GestureInteraction: NSObject, UIGestureRecognizerDelegate {
    let gesture: InteractionGesture
    let recognizer: UIGestureRecognizer
    weak var delegate: GestureInteractionDelegate?
    let flow: InteractionFlow
    private(set) weak var viewController: UIViewController?
    private(set) var action: InteractionAction?
    /// The operation the last gesture asked for (for controllers that build their own plan).
    private(set) var requestedOperation: TransitionOperation?
    /// The recognizer's values at its last event (velocities in window coordinates), for
    /// controllers that need more than progress at release; `nil` before the first gesture.
    private(set) var lastReading: GestureReading?
    /// The mapping of the gesture that started the current interaction; `nil` for a gesture that
    /// was refused (its later events are ignored even while the earlier transition completes).
    private var mapping: GestureMapping?

    init(gesture: InteractionGesture, policy: CompletionPolicy) {
        self.gesture = gesture
        self.flow = InteractionFlow(policy: policy)
        switch gesture {
        case .pinch: recognizer = UIPinchGestureRecognizer()
        case .pan: recognizer = UIPanGestureRecognizer()
        case .screenEdge: recognizer = UIScreenEdgePanGestureRecognizer()
        }
        super.init()
        if let pan = recognizer as? UIPanGestureRecognizer, let touches = gesture.maximumNumberOfTouches {
            pan.maximumNumberOfTouches = touches
        }
        recognizer.addTarget(self, action: #selector(handle(_:)))
        recognizer.delegate = self
    }

    var isInteractionInProgress: Bool { flow.isInteractionInProgress }

    // MARK: Wiring

    func attach(to viewController: UIViewController, action: InteractionAction) {
        detach()
        guard let view = action.hostView(for: viewController) else { return }
        if case let .screenEdge(edge) = gesture, let edgePan = recognizer as? UIScreenEdgePanGestureRecognizer {
            edgePan.edges = UIRectEdge(edge.physical(in: view.kitLayoutDirection))
        }
        view.addGestureRecognizer(recognizer)
        self.viewController = viewController
        self.action = action
    }

    func detach() {
        recognizer.view?.removeGestureRecognizer(recognizer)
        viewController = nil
        action = nil
    }

    // MARK: Transition lifecycle (called by the owning controller)

    /// UIKit started the interactive transition (a percent-driven controller). Returns `true` when
    /// a gesture of this controller asked for it: the catch-up has been reported. Also learns the
    /// transition's end from its coordinator, whoever started it.
    func transitionDidStart(_ context: UIViewControllerContextTransitioning) -> Bool {
        observeCoordinator(of: context)
        return flow.transitionDidStart { [weak self] in self?.delegate?.gestureInteraction(report: $0) }
    }

    /// Learns the end of UIKit's transition from its coordinator, whoever started it (controllers
    /// whose core reports the start to the flow itself call this from
    /// `startInteractiveTransition(_:)`).
    func observeCoordinator(of context: UIViewControllerContextTransitioning) {
        let controllers = [context.viewController(forKey: .from), context.viewController(forKey: .to)]
        if let coordinator = controllers.lazy.compactMap({ $0?.transitionCoordinator }).first {
            observe(coordinator)
        }
    }

    /// The transition completed (reported by the coordinator or the controller's own driver).
    func transitionDidComplete(finished: Bool) {
        flow.transitionDidComplete(finished: finished)
    }

    private func observe(_ coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            self?.transitionDidComplete(finished: !context.isCancelled)
        }
    }

    // MARK: Gesture

    @objc private func handle(_ recognizer: UIGestureRecognizer) {
        let reading = read(recognizer)
        lastReading = reading
        switch recognizer.state {
        case .began:
            begin(with: reading)
        case .changed:
            forward { .changed($0.sample(reading)) }
        case .ended:
            forward { .ended($0.sample(reading)) }
            mapping = nil
        case .cancelled:
            forward { .cancelled($0.sample(reading)) }
            mapping = nil
        case .failed:
            forward { _ in .failed }
            mapping = nil
        default:
            break
        }
    }

    private func begin(with reading: GestureReading) {
        self.mapping = nil
        guard let viewController, let action, let view = recognizer.view else { return }
        // A view not laid out yet (zero size) cannot map a pan: the gesture starts nothing.
        guard let mapping = try? GestureMapping(gesture, began: reading, containerSize: view.bounds.size, layoutDirection: view.kitLayoutDirection)
        else { return }
        if let delegate { flow.timing = delegate.completionTiming }
        // The interaction must exist before the action: UIKit may start the transition inside it.
        guard flow.gestureBegan(mapping.sample(reading), transitionInFlight: action.isTransitionInFlight(from: viewController))
        else { return }
        self.mapping = mapping
        requestedOperation = action.operation(from: viewController)
        switch action.perform(from: viewController) {
        case .notStarted:
            flow.requestFailed()
        case let .started(coordinator):
            if let coordinator {
                flow.requestObserved()
                observe(coordinator)
            }
        }
    }

    private func forward(_ event: (GestureMapping) -> InteractionEvent) {
        guard flow.isInteractionInProgress, let mapping else { return }
        if let delegate { flow.timing = delegate.completionTiming }
        flow.handle(event(mapping)) { [weak self] in self?.delegate?.gestureInteraction(report: $0) }
    }

    /// The recognizer's values, in window coordinates (the attached view itself may move during
    /// the transition). Velocities come from the recognizer, so sample times are not needed.
    private func read(_ recognizer: UIGestureRecognizer) -> GestureReading {
        if let pinch = recognizer as? UIPinchGestureRecognizer {
            return GestureReading(scale: pinch.scale, scaleVelocity: pinch.velocity)
        }
        if let pan = recognizer as? UIPanGestureRecognizer {
            return GestureReading(translation: pan.translation(in: nil), velocity: pan.velocity(in: nil))
        }
        return GestureReading()
    }

    // MARK: UIGestureRecognizerDelegate

    /// A plain pan waits for an edge pan of the kit on the same view to fail (see
    /// ``InteractionGesture/requiresFailure(of:)``).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        guard let kit = other.delegate as? GestureInteraction, other.view === gestureRecognizer.view else { return false }
        return gesture.requiresFailure(of: kit.gesture)
    }

    /// Never together with another gesture: one transition at a time (the kit's rule for sharing a
    /// view, see `InteractionGesture+Conflicts`).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        false
    }

    /// Pans begin only when they move the way that advances the transition (see
    /// ``InteractionGesture/shouldBegin(velocity:layoutDirection:)``).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard case .pan = gesture, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let direction = pan.view?.kitLayoutDirection ?? .leftToRight
        return gesture.shouldBegin(velocity: pan.velocity(in: nil), layoutDirection: direction)
    }
}
#endif
