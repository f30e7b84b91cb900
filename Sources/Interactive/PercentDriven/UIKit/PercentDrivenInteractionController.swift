#if canImport(UIKit)
import UIKit
import Transitions

/// An interaction controller built on `UIPercentDrivenInteractiveTransition`: the gesture scrubs the
/// animation controller's interruptible animator, and on release the animator continues to the
/// end or back, as the ``CompletionPolicy`` decides.
///
/// Works with any animation controller; with the kit's `TransitionAnimationController` progress is
/// the fraction of the transition's time, the plan's own curve shaping the motion. On release UIKit
/// hears `finish()` or `cancel()`, and the rest plays over `(1 − p) · duration / completionSpeed`
/// seconds (`p · …` for a cancel; a `completionSpeed` ≤ 0, NaN or ∞ counts as 1):
/// - with the kit's animation controller the kit plays it, starting at the finger's speed when it
///   moved towards the chosen end (``CompletionTiming/velocityMatchingCurve(velocity:decision:duration:)``),
///   else with `completionCurve`, because UIKit would call `startAnimation()` and never read
///   `completionCurve` (fact 2 of the `Transitions` article UIKitCallOrder);
/// - with another animation controller UIKit chooses: `timingCurve` is set to the velocity-matched
///   curve (or `nil`), and `completionCurve` applies where UIKit reads it.
///
/// Progress reaching UIKit is within 0…1; a gesture during any transition does nothing; updates
/// after completion are ignored; a start no gesture asked for finishes at once. Use the ready-made
/// ``PinchInteractionController``, ``PanInteractionController``,
/// ``ScreenEdgeInteractionController`` or ``VerticalSwipeInteractionController``.
@MainActor
open class PercentDrivenInteractionController: UIPercentDrivenInteractiveTransition, GestureInteractionHosting {
    /// The gesture listened to.
    public let gesture: InteractionGesture

    let interaction: UIKitGestureBridge
    /// The controller's decisions (``PercentDrivenInteraction``).
    let core: PercentDrivenInteraction<UIKitSessionPlatform>

    /// Creates a controller for `gesture`.
    ///
    /// - Parameters:
    ///   - gesture: Pinch, pan or edge pan, with its direction.
    ///   - policy: Finish-or-cancel rule; `nil` (the default) picks the gesture's default
    ///     (the pinch rule (fast or past 30 %) for pinches, half way for pans).
    public init(gesture: InteractionGesture, policy: CompletionPolicy? = nil) {
        self.gesture = gesture
        self.interaction = UIKitGestureBridge(gesture: gesture, policy: policy ?? gesture.defaultPolicy)
        self.core = PercentDrivenInteraction(flow: interaction.flow)
        super.init()
        interaction.delegate = self
    }

    /// Starts the transition (UIKit calls this); once the start has returned and UIKit has marked
    /// the transition in flight, brings it to where the gesture is: the live progress, or the
    /// release decision if the finger already lifted. Without a gesture driving it, finishes then
    /// (see `PercentDrivenInteraction`).
    open override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        interaction.observeCoordinator(of: transitionContext)
        core.start(UIKitSessionContext.of(transitionContext), host: self)
    }
}

extension PercentDrivenInteractionController: PercentDrivenTransitioning {
    public var transitionDuration: TimeInterval { TimeInterval(duration) }

    public func setTimingCurve(_ curve: TimingCurve?) {
        timingCurve = curve.map { UICubicTimingParameters($0) }
    }
}

extension PercentDrivenInteractionController: UIKitGestureBridgeDelegate {
    func gestureBridge(report command: InteractionCommand) {
        core.report(command)
    }
}

/// The pinch, percent-driven: pinching in drives the transition,
/// `progress = 1 − scale / startScale` clamped at 0, and on release it cancels when slower than
/// 5 per second and at most 30 % done, otherwise finishes (``CompletionPolicy/fastOrPastThirtyPercent``).
///
/// ```swift
/// let pinch = PinchInteractionController()
/// pinch.attach(toPopFrom: detailViewController)
/// // in the navigation controller delegate (or let a TransitionRouter do it):
/// // interactionControllerFor … → pinch.isInteractionInProgress ? pinch : nil
/// ```
@MainActor
public final class PinchInteractionController: PercentDrivenInteractionController {
    /// Creates a pinch controller.
    ///
    /// - Parameter policy: Default ``CompletionPolicy/fastOrPastThirtyPercent``;
    ///   ``CompletionPolicy/fastOrPastThirtyPercentRawVelocity`` reproduces the literal signed comparison.
    public init(policy: CompletionPolicy = .fastOrPastThirtyPercent) {
        super.init(gesture: .pinch, policy: policy)
    }
}

/// A pan in one direction drives the transition, percent-driven: progress is the translation
/// along the direction over the view's width (horizontal) or height (vertical), mirrored in
/// right-to-left layouts; on release it finishes when the flick would carry it past half way.
@MainActor
public final class PanInteractionController: PercentDrivenInteractionController {
    /// Creates a pan controller.
    ///
    /// - Parameters:
    ///   - direction: The way the finger moves to advance (`.trailing` to go back, like the
    ///     system swipe). Pans that start the other way, or more across than along, do not begin.
    ///   - policy: Default ``CompletionPolicy/halfway``.
    public init(direction: PanDirection, policy: CompletionPolicy = .halfway) {
        super.init(gesture: .pan(direction), policy: policy)
    }
}

/// A pan in from a screen edge drives the transition, percent-driven, like the system back
/// swipe. The recognizer's edge is mirrored for right-to-left layouts (the leading edge is the
/// right edge in Arabic), set from the view's layout direction when the controller is attached.
@MainActor
public final class ScreenEdgeInteractionController: PercentDrivenInteractionController {
    /// Creates an edge-pan controller.
    ///
    /// - Parameters:
    ///   - edge: Default `.leading` (the back-swipe edge).
    ///   - policy: Default ``CompletionPolicy/halfway``.
    public init(edge: ScreenEdge = .leading, policy: CompletionPolicy = .halfway) {
        super.init(gesture: .screenEdge(edge), policy: policy)
    }
}

/// A vertical swipe drives the transition, percent-driven: typically swipe down to dismiss.
/// Only swipes that start mostly vertical, in the direction given, begin.
@MainActor
public final class VerticalSwipeInteractionController: PercentDrivenInteractionController {
    /// Creates a vertical-swipe controller.
    ///
    /// - Parameters:
    ///   - direction: Default `.down`.
    ///   - policy: Default ``CompletionPolicy/halfway``.
    public init(direction: VerticalSwipeDirection = .down, policy: CompletionPolicy = .halfway) {
        super.init(gesture: direction.gesture, policy: policy)
    }
}
#endif
