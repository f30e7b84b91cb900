#if canImport(UIKit)
import UIKit
import Transitions

/// A kit interaction controller that owns a ``GestureInteraction``: it gets the public face of
/// ``GestureInteractionController`` (recognizer, progress flag, wiring, ``policy`` and ``flow``),
/// and the ``GestureInteractionDelegate/completionTiming`` read by the gesture core, all forwarded
/// to that one object, so every controller behaves the same whatever its UIKit base class.
@MainActor
protocol GestureInteractionHosting: GestureInteractionController {
    /// The recognizer, wiring and flow this controller forwards to.
    var interaction: GestureInteraction { get }
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
        guard let action = InteractionAction(starting: operation), !isInteractionInProgress,
              interaction.viewController !== viewController || interaction.action != action
        else { return }
        interaction.attach(to: viewController, action: action)
    }

    /// UIKit's completion speed and curve as a ``CompletionTiming``, handed to the flow at every
    /// gesture event.
    var completionTiming: CompletionTiming {
        CompletionTiming(completionSpeed: completionSpeed, completionCurve: AnimationCurve(completionCurve))
    }
}
#endif
