#if canImport(UIKit)
import UIKit
import Transitions

/// What the shared gesture core needs from the controller that owns it.
@MainActor
protocol UIKitGestureBridgeDelegate: AnyObject {
    /// The completion speed and curve to use, read before every gesture event.
    var completionTiming: CompletionTiming { get }
    /// Tell UIKit: `updateInteractiveTransition`, `finishInteractiveTransition` or
    /// `cancelInteractiveTransition` (never a start; the wiring asks UIKit for the transition).
    func gestureBridge(report command: InteractionCommand)
}

/// The UIKit half every kit interaction controller shares: the recognizer, the wiring to a view
/// controller, and UIKit's transition coordinator. Every decision is ``GestureInteractionCore``'s
/// (pure, run under `TransitionsTesting`'s model of UIKit's runner); each method here reads UIKit or
/// makes one UIKit call.
///
/// Holds the view controller and its delegate weakly; UIKit holds the recognizer's target
/// (this object) unretained, so the owning controller must be kept alive by the app.
@MainActor
final class UIKitGestureBridge: NSObject, UIGestureRecognizerDelegate {
    let recognizer: UIGestureRecognizer
    weak var delegate: UIKitGestureBridgeDelegate?
    /// The decisions.
    let core: GestureInteractionCore
    private(set) weak var viewController: UIViewController?
    /// Whether the wiring still wants the gesture on `viewController` (a router's; `nil`: always).
    private var wiringApplies: (@MainActor (UIViewController) -> Bool)?

    init(gesture: InteractionGesture, policy: CompletionPolicy) {
        self.core = GestureInteractionCore(gesture: gesture, flow: InteractionFlow(policy: policy))
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

    var gesture: InteractionGesture { core.gesture }
    var flow: InteractionFlow { core.flow }
    var isInteractionInProgress: Bool { flow.isInteractionInProgress }
    /// The operation the last gesture asked for (for controllers that build their own plan).
    var requestedOperation: TransitionOperation? { core.requestedOperation }
    /// The recognizer's values at its last event (velocities in window coordinates).
    var lastReading: GestureReading? { core.lastReading }

    // MARK: Wiring

    /// Puts the recognizer on the view `action` names for `viewController` and remembers the
    /// wiring; `applies` (a router's) is asked whenever the gesture would begin.
    func attach(to viewController: UIViewController, action: InteractionAction, while applies: (@MainActor (UIViewController) -> Bool)? = nil) {
        detach()
        guard let view = action.hostView(for: viewController) else { return }
        if case let .screenEdge(edge) = gesture, let edgePan = recognizer as? UIScreenEdgePanGestureRecognizer {
            edgePan.edges = UIRectEdge(edge.physical(in: view.kitLayoutDirection))
        }
        view.addGestureRecognizer(recognizer)
        self.viewController = viewController
        wiringApplies = applies
        core.wire(action)
    }

    /// Replaces the condition of the current wiring (wired again the same way).
    func rewire(while applies: (@MainActor (UIViewController) -> Bool)?) {
        wiringApplies = applies
    }

    func detach() {
        recognizer.view?.removeGestureRecognizer(recognizer)
        viewController = nil
        wiringApplies = nil
        core.wire(nil)
    }

    // MARK: Transition lifecycle (called by the owning controller)

    /// Learns the end of UIKit's transition from its coordinator (the from- or to-view
    /// controller's), whoever started it (every controller calls this from
    /// `startInteractiveTransition(_:)`): ``GestureInteractionCore/observeEnd(of:)``.
    func observeCoordinator(of context: UIViewControllerContextTransitioning) {
        let controllers = [context.viewController(forKey: .from), context.viewController(forKey: .to)]
        core.observeEnd(of: controllers.map { $0?.transitionCoordinator.map(UIKitTransitionCoordinator.init) })
    }

    // MARK: Gesture

    @objc private func handle(_ recognizer: UIGestureRecognizer) {
        let host = viewController.flatMap { controller in recognizer.view.map { UIKitGestureHost(viewController: controller, view: $0) } }
        core.handle(GesturePhase(recognizer.state), reading: Self.read(recognizer), host: host, timing: delegate?.completionTiming) {
            delegate?.gestureBridge(report: $0)
        }
    }

    /// The recognizer's values, in window coordinates (the attached view itself may move during
    /// the transition). Velocities come from the recognizer, so sample times are not needed.
    private static func read(_ recognizer: UIGestureRecognizer) -> GestureReading {
        if let pinch = recognizer as? UIPinchGestureRecognizer {
            return GestureReading(scale: pinch.scale, scaleVelocity: pinch.velocity)
        }
        if let pan = recognizer as? UIPanGestureRecognizer {
            return GestureReading(translation: pan.translation(in: nil), velocity: pan.velocity(in: nil))
        }
        return GestureReading()
    }

    // MARK: UIGestureRecognizerDelegate

    /// The kit's conflict rule for `other`, on this view or a view inside it
    /// (``InteractionGesture/requiresFailure(of:relation:)``): edge pans, the system back swipe
    /// and the content pop of the innermost screen first.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        gesture.requiresFailure(of: Self.competitor(other), relation: Self.relation(of: other.view, to: gestureRecognizer.view))
    }

    /// Never together with another gesture: one transition at a time (the kit's rule for sharing a
    /// view, see `InteractionGesture+Conflicts`).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        false
    }

    /// ``GestureInteractionCore/shouldBegin(velocity:layoutDirection:wiringApplies:)``: pans begin
    /// only when they move the way that advances the transition, and a router's gesture only while
    /// its rule still applies.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let applies = viewController.map { controller in wiringApplies?(controller) ?? true } ?? true
        return core.shouldBegin(
            velocity: (gestureRecognizer as? UIPanGestureRecognizer)?.velocity(in: nil),
            layoutDirection: gestureRecognizer.view?.kitLayoutDirection ?? .leftToRight, wiringApplies: applies)
    }

    /// What `other` is to the kit's rules: one of the kit's gestures, a screen-edge pan (the system
    /// back swipe among them), a navigation controller's content pop (iOS 26), or anything else.
    private static func competitor(_ other: UIGestureRecognizer) -> CompetingGesture {
        if let kit = other.delegate as? UIKitGestureBridge { return .kit(kit.gesture) }
        if other is UIScreenEdgePanGestureRecognizer { return .edgePan }
        var responder: UIResponder? = other.view
        while let current = responder, !(current is UINavigationController) { responder = current.next }
        if let owner = responder as? UINavigationController, owner.systemBackGestures.contains(other) { return .contentPop }
        return .other
    }

    /// Where `other` is, seen from `view`.
    private static func relation(of other: UIView?, to view: UIView?) -> GestureViewRelation {
        guard let other, let view else { return .unrelated }
        if other === view { return .sameView }
        if other.isDescendant(of: view) { return .inside }
        if view.isDescendant(of: other) { return .outside }
        return .unrelated
    }
}

extension GesturePhase {
    /// The phase of UIKit's recognizer state (`.recognized` is `.ended`).
    init(_ state: UIGestureRecognizer.State) {
        switch state {
        case .began: self = .began
        case .changed: self = .changed
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        case .failed: self = .failed
        case .possible: self = .possible
        @unknown default: self = .possible
        }
    }
}
#endif
