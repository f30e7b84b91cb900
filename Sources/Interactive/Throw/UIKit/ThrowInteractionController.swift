#if canImport(UIKit)
import UIKit
import Transitions
import Dynamics

/// Throw-to-dismiss: a pan down drags the dismissed screen's snapshot, and when the finger lifts
/// the snapshot either flies off with the finger's velocity (re-simulated from where it is) or
/// springs back home (UIKit's snap, from where it is).
///
/// A fully custom interaction controller that plays the `ThrowTransition` itself; its decisions
/// are `ThrowInteraction`'s. Like ``PlanDrivenInteractionController`` it claims the transition's
/// one session from the paired ``animationController`` or, unpaired, from a keeper of its own. The
/// pan (progress = translation down / container height) scrubs the driver; on release the `policy`
/// (default ``CompletionPolicy/halfway``) decides, UIKit hears finish or cancel first, and the throw
/// is re-simulated from the screen with the pan's velocity in the container (pt/s) on a stage that
/// takes over the snapshot: a finish flies off, a cancel springs back and restores the from-view.
/// `completeTransition(_:)` is called once, after the ending stage has cleaned up.
///
/// The re-simulation uses the paired controller's transition when it is a `ThrowTransition`, else
/// ``transition``; unpaired, the plan is for ``operation``, else the context's operation, else the
/// gesture's. A plan with no snapshot to throw (Reduce Motion, a forward snap-in, a paired
/// non-throw) is finished or cancelled in place with ``completionSpeed`` and ``completionCurve``.
/// Only pans starting downwards, more down than across, begin; a pan during any transition does
/// nothing; progress stays within 0…1; updates after release are ignored; a start no gesture asked
/// for plays the throw to its end.
///
/// ```swift
/// let dismissal = ThrowInteractionController()
/// present(photo, with: .throwAway, dismissalInteraction: dismissal)   // a router's convenience
/// dismissal.attach(toDismiss: photo)                                  // pan down on the photo
/// ```
@MainActor
public final class ThrowInteractionController: NSObject, UIViewControllerInteractiveTransitioning, GestureInteractionHosting, TransitionAnimationPairing {
    /// The throw re-simulated on release when the paired animation controller's transition is not
    /// one, and played when none is paired. Default `ThrowTransition()` (`.throwAway`).
    public var transition: ThrowTransition

    /// The operation to animate when no ``animationController`` is paired; `nil` (the default)
    /// takes the one UIKit's context shows (the to-view controller being presented, the from-view
    /// controller dismissed, their places in a navigation stack or among tabs), else the one the
    /// wired gesture asked for, and `.dismiss` if neither tells.
    public var operation: TransitionOperation?

    /// The animation controller UIKit paired with this controller: a router sets it; without one,
    /// set it to what UIKit passes `interactionControllerFor…(animator)` (see
    /// `TransitionAnimationPairing`). Only a `TransitionAnimationController` is read. Held weakly.
    public weak var animationController: (any UIViewControllerAnimatedTransitioning)?

    /// Overrides `UIAccessibility.isReduceMotionEnabled` when no ``animationController`` is paired.
    public var reduceMotionOverride: Bool?

    /// Speed of a finish or cancel in place (a plan without a snapshot) relative to the plan's pace
    /// (UIKit's `completionSpeed`), default 1; 0 or less, NaN and ∞ read as 1. A re-simulated
    /// flight or spring-back always plays at the simulated pace.
    public var completionSpeed: CGFloat = 1

    /// Curve of a finish or cancel in place when no flick velocity carries into it (UIKit's
    /// `completionCurve`), default `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve = .easeInOut

    /// The handoff of the transition in progress (scrubbed driver, then the re-simulated one);
    /// released shortly after it completes.
    package var currentHandoff: ThrowHandoff? { core.handoff }

    let interaction: UIKitGestureBridge
    /// The controller's decisions.
    let core: ThrowInteraction<UIKitSessionPlatform>
    private weak var transitionContext: UIViewControllerContextTransitioning?
    /// Ticks `core` while the transition runs (`DisplayLinkDrivenInteraction`).
    var clock: DisplayLinkClock?
    var frames: FrameLoop { core.frames }
    var clockView: UIView? { transitionContext?.containerView }

    /// Creates a throw-to-dismiss controller listening to a pan down.
    ///
    /// - Parameters:
    ///   - transition: The throw (speed, gravity, spring-back damping, time cap). Default `.throwAway`.
    ///   - policy: Finish-or-cancel rule. Default ``CompletionPolicy/halfway`` (finishes when the
    ///     flick would carry the drag past half the container's height).
    public init(transition: ThrowTransition = ThrowTransition(), policy: CompletionPolicy = .halfway) {
        self.transition = transition
        self.interaction = UIKitGestureBridge(gesture: .pan(.down), policy: policy)
        self.core = ThrowInteraction(flow: interaction.flow)
        super.init()
        interaction.delegate = self
        core.fingerVelocity = { [weak self] in self?.fingerVelocity() }
        connectDisplayLink()
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// Claims the transition's session, wraps it in a handoff and, once the start has returned and
    /// UIKit has marked the transition in flight, brings it to where the gesture is (scrubbing, or
    /// already released and flying off or springing back; see `ThrowInteraction`).
    public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        interaction.observeCoordinator(of: transitionContext)
        core.start(
            UIKitSessionContext.of(transitionContext), paired: pairedTransitionController?.sessions, transition: transition,
            operation: operation, reading: TransitionOperationReading(transitionContext),
            requestedOperation: interaction.requestedOperation
        ) { [transition, reduceMotionOverride] operation in
            let platform = UIKitSessionPlatform(transition: transition, operation: operation)
            platform.reduceMotionOverride = reduceMotionOverride
            return TransitionSessionKeeper(platform: platform)
        }
    }

    // MARK: Private

    /// The pan's last velocity in the container's coordinates, points per second (the recognizer is
    /// read in window coordinates; a velocity is a vector, so only rotation and scale convert).
    private func fingerVelocity() -> CGPoint? {
        guard let velocity = interaction.lastReading?.velocity, let container = transitionContext?.containerView else { return nil }
        let origin = container.convert(CGPoint.zero, from: nil)
        let tip = container.convert(velocity, from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}

extension ThrowInteractionController: DisplayLinkDrivenInteraction {}

extension ThrowInteractionController: UIKitGestureBridgeDelegate {
    func gestureBridge(report command: InteractionCommand) {
        core.report(command)
    }
}
#endif
