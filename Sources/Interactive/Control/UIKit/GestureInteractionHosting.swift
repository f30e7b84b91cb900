#if canImport(UIKit)
import UIKit
import Transitions

/// A kit interaction controller that owns a ``UIKitGestureBridge``: it gets the public face of
/// ``GestureInteractionController`` (recognizer, progress flag, wiring, ``policy`` and ``flow``),
/// and the ``UIKitGestureBridgeDelegate/completionTiming`` read by the gesture core, all forwarded
/// to that one object, so every controller behaves the same whatever its UIKit base class.
@MainActor
protocol GestureInteractionHosting: GestureInteractionController {
    /// The recognizer, wiring and flow this controller forwards to.
    var interaction: UIKitGestureBridge { get }
}

extension GestureInteractionHosting {
    /// The recognizer the controller listens to.
    public var gestureRecognizer: UIGestureRecognizer { interaction.recognizer }

    /// `true` from the moment the gesture starts a transition until that transition completes,
    /// or until the gesture ends without one. Hand this controller to UIKit only then.
    public var isInteractionInProgress: Bool { interaction.isInteractionInProgress }

    /// See ``GestureInteractionController/policy``.
    public var policy: CompletionPolicy {
        get { interaction.flow.policy }
        set { interaction.flow.policy = newValue }
    }

    /// See ``GestureInteractionController/flow``.
    public var flow: InteractionFlow { interaction.flow }

    /// See ``GestureInteractionController/attach(to:action:)``.
    public func attach(to viewController: UIViewController, action: InteractionAction) {
        interaction.attach(to: viewController, action: action)
    }

    /// See ``GestureInteractionController/detach()``.
    public func detach() {
        interaction.detach()
    }

    /// See `RouteGestureAttaching.attachGesture(to:for:)`: the action is
    /// ``InteractionAction/init(starting:)``'s.
    public func attachGesture(to viewController: UIViewController, for operation: TransitionOperation) {
        attach(viewController, for: operation, while: nil)
    }

    /// See `RouteGestureAttaching.attachGesture(to:for:while:)`.
    public func attachGesture(
        to viewController: UIViewController, for operation: TransitionOperation,
        while applies: @escaping @MainActor (UIViewController) -> Bool
    ) {
        attach(viewController, for: operation, while: applies)
    }

    /// Wires the gesture for a route as ``GestureInteractionCore/routeWiring(for:onSameScreen:)``
    /// decides.
    private func attach(_ viewController: UIViewController, for operation: TransitionOperation, while applies: (@MainActor (UIViewController) -> Bool)?) {
        switch interaction.core.routeWiring(for: operation, onSameScreen: interaction.viewController === viewController) {
        case nil: break
        case .replaceCondition: interaction.rewire(while: applies)
        case let .attach(action): interaction.attach(to: viewController, action: action, while: applies)
        }
    }

    /// UIKit's completion speed and curve as a ``CompletionTiming``, handed to the flow at every
    /// gesture event.
    var completionTiming: CompletionTiming {
        CompletionTiming(completionSpeed: completionSpeed, completionCurve: AnimationCurve(completionCurve))
    }
}
#endif
