#if canImport(UIKit)
import UIKit
import Transitions
import Dynamics

/// A fully custom interaction controller (no `UIPercentDrivenInteractiveTransition`): it plays the
/// transition's `TransitionPlan` itself through the kit's `TransitionDriver` and tells UIKit's
/// context what happens.
///
/// Its decisions are `PlanDrivenInteraction`'s. It claims the transition's one session from the
/// paired ``animationController`` (so it plays exactly what that controller would), or unpaired
/// from a keeper of its own for ``transition``. The gesture scrubs the driver linearly and calls
/// `updateInteractiveTransition(_:)`; on release the `policy` decides, the context hears finish or
/// cancel, and the driver plays the rest over `(1 − p) · duration / completionSpeed` seconds
/// (`p · …` for a cancel), ticked by a `DisplayLinkClock`, with ``completionCurve`` or from the
/// finger's speed after a flick. The session calls `completeTransition(_:)` once (`false` after a
/// cancel, the from-view restored exactly). Progress is within 0…1; a gesture during any transition
/// does nothing; a start no gesture asked for plays the plan to its end. The session rules: the
/// `Transitions` article "UIKit's call order and the session rules".
@MainActor
open class PlanDrivenInteractionController: NSObject, UIViewControllerInteractiveTransitioning, GestureInteractionHosting {
    /// The gesture listened to.
    public let gesture: InteractionGesture

    /// The transition played when no ``animationController`` is paired. Default: a cross-fade.
    public var transition: any Transition

    /// The operation to animate when no ``animationController`` is paired; `nil` (the default)
    /// takes the one UIKit's context shows (the to-view controller being presented, the from-view
    /// controller dismissed, their places in a navigation stack or among tabs:
    /// `TransitionOperationReading`), else the one the wired gesture asked for (pop, dismiss, tab
    /// forward or backward), and `.dismiss` if neither tells.
    public var operation: TransitionOperation?

    /// The animation controller UIKit paired with this interaction controller: a router sets it;
    /// without one, set it to what UIKit passes `interactionControllerFor…(animator)` (see
    /// `TransitionAnimationPairing`). When it is a `TransitionAnimationController`, its session
    /// (plan, stage, driver) is the one played; otherwise ``transition``. Held weakly.
    public weak var animationController: (any UIViewControllerAnimatedTransitioning)?

    /// Overrides `UIAccessibility.isReduceMotionEnabled` for the own ``transition`` (tests, previews).
    public var reduceMotionOverride: Bool?

    /// Speed of the part after release relative to the plan's pace (UIKit's `completionSpeed`),
    /// default 1; 0 or less, NaN and ∞ read as 1.
    public var completionSpeed: CGFloat = 1

    /// Curve of the part after release when no flick velocity carries into it (UIKit's
    /// `completionCurve`), default `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve = .easeInOut

    /// The driver of the transition in progress; released shortly after it completes.
    public var currentDriver: TransitionDriver? { core.session?.driver }

    let interaction: UIKitGestureBridge
    /// The controller's decisions.
    let core: PlanDrivenInteraction<UIKitSessionPlatform>
    /// Ticks `core` while the transition runs (`DisplayLinkDrivenInteraction`).
    var clock: DisplayLinkClock?
    var frames: FrameLoop { core.frames }
    /// The context of the transition UIKit started last, for its container view.
    private weak var transitionContext: UIViewControllerContextTransitioning?
    var clockView: UIView? { transitionContext?.containerView }

    /// Creates a controller for `gesture`.
    ///
    /// - Parameters:
    ///   - gesture: Pinch, pan or edge pan, with its direction.
    ///   - transition: Played when no ``animationController`` is paired. Default: a cross-fade.
    ///   - policy: Finish-or-cancel rule; `nil` (the default) picks the gesture's default.
    public init(gesture: InteractionGesture, transition: any Transition = CrossFadeTransition(), policy: CompletionPolicy? = nil) {
        self.gesture = gesture
        self.transition = transition
        self.interaction = UIKitGestureBridge(gesture: gesture, policy: policy ?? gesture.defaultPolicy)
        self.core = PlanDrivenInteraction(flow: interaction.flow)
        super.init()
        interaction.delegate = self
        connectDisplayLink()
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// Claims the transition's session and, once the start has returned and UIKit has marked the
    /// transition in flight, brings it to where the gesture is (scrubbing, or already released and
    /// completing; see `PlanDrivenInteraction`).
    public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        interaction.observeCoordinator(of: transitionContext)
        core.start(
            UIKitSessionContext.of(transitionContext), paired: pairedTransitionController?.sessions,
            operation: operation, reading: TransitionOperationReading(transitionContext),
            requestedOperation: interaction.requestedOperation
        ) { [transition, reduceMotionOverride] operation in
            let platform = UIKitSessionPlatform(transition: transition, operation: operation)
            platform.reduceMotionOverride = reduceMotionOverride
            return TransitionSessionKeeper(platform: platform)
        }
    }
}

extension PlanDrivenInteractionController: DisplayLinkDrivenInteraction {}

/// The router tells a routed plan-driven controller which animation controller it vended for the
/// transition (see `TransitionAnimationPairing`), so the controller plays the routed transition.
extension PlanDrivenInteractionController: TransitionAnimationPairing {}

extension PlanDrivenInteractionController: UIKitGestureBridgeDelegate {
    func gestureBridge(report command: InteractionCommand) {
        core.report(command)
    }
}

/// The pinch as a fully custom interaction controller: pinching in drives the plan
/// through the kit's driver (`progress = 1 − scale / startScale`, clamped at 0), and on release it
/// cancels when slower than 5 per second and at most 30 % done, otherwise finishes.
///
/// ```swift
/// let pinch = PlanDrivenPinchInteractionController(transition: .crossFade)
/// pinch.attach(toPopFrom: detailViewController)
/// ```
@MainActor
public final class PlanDrivenPinchInteractionController: PlanDrivenInteractionController {
    /// Creates a custom pinch controller.
    ///
    /// - Parameters:
    ///   - transition: Played when no animation controller is paired. Default: a cross-fade.
    ///   - policy: Default ``CompletionPolicy/fastOrPastThirtyPercent``.
    public init(transition: any Transition = CrossFadeTransition(), policy: CompletionPolicy = .fastOrPastThirtyPercent) {
        super.init(gesture: .pinch, transition: transition, policy: policy)
    }
}
#endif
