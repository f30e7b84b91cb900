import Foundation
import Interactive
import Transitions

/// A model interaction controller driven by gesture events, as the kit's recognizer wiring drives
/// its ``InteractionFlow``: ``gestureBegan(_:transitionInFlight:)`` on `.began` (when it returns
/// `true`, start the transition with the runner), then ``gesture(_:)`` for every later event.
@MainActor
public protocol ModelGestureDriven: AnyObject {
    /// The gesture's gate, machine and session.
    var flow: InteractionFlow { get }
    /// Tells UIKit and the transition what the flow reports for an event.
    func report(_ command: InteractionCommand)
    /// The completion speed and curve handed to the flow before every gesture event (as the kit's
    /// UIKit controllers do from their `completionSpeed` and `completionCurve`); `nil` keeps the
    /// flow's. Default `nil`.
    var completionTiming: CompletionTiming? { get }
}

extension ModelGestureDriven {
    /// A gesture began with `sample`; `true` when the caller must now start the transition (the
    /// kit's wiring asks UIKit for it). The request is taken as observed (a transition coordinator
    /// reports its end), as UIKit's is.
    @discardableResult
    public func gestureBegan(_ sample: GestureSample, transitionInFlight: Bool = false) -> Bool {
        if let completionTiming { flow.timing = completionTiming }
        guard flow.gestureBegan(sample, transitionInFlight: transitionInFlight) else { return false }
        flow.requestObserved()
        return true
    }

    /// A later event of the gesture (changed, ended, cancelled, failed).
    public func gesture(_ event: InteractionEvent) {
        if let completionTiming { flow.timing = completionTiming }
        flow.handle(event) { [weak self] command in self?.report(command) }
    }

    public var completionTiming: CompletionTiming? { nil }
}

/// The kit's `PlanDrivenInteractionController` under the model: the same
/// ``PlanDrivenInteraction`` code as on iOS, claiming the session of the paired
/// ``ModelTransitionAnimationController`` (the router's pairing) or of a keeper of its own, and
/// ticked by the runner's frames while its ``PlanDrivenInteraction/frames`` run (its display link).
@MainActor
public final class ModelPlanDrivenInteractionController: RunnerInteractionController, ModelGestureDriven {
    /// The controller's decisions (the code that runs on iOS).
    public let core: PlanDrivenInteraction<ModelSessionPlatform>
    /// The animation controller UIKit paired with it (the router sets this on iOS).
    public weak var animationController: ModelTransitionAnimationController?
    /// The transition played when none is paired.
    public var transition: any Transition
    /// The operation played when none is paired (`operation` on iOS); `nil` takes
    /// ``requestedOperation``, then `.dismiss`.
    public var operation: TransitionOperation?
    /// The operation the gesture asked for (on iOS the wiring records it when the gesture begins);
    /// default `nil`.
    public var requestedOperation: TransitionOperation?

    /// A controller with `policy` (default the founding pinch's), playing `transition` when no
    /// animation controller is paired.
    public init(policy: CompletionPolicy = .foundingPinch, transition: any Transition = CrossFadeTransition(),
                pairedWith animationController: ModelTransitionAnimationController? = nil) {
        self.core = PlanDrivenInteraction(flow: InteractionFlow(policy: policy))
        self.transition = transition
        self.animationController = animationController
    }

    public var flow: InteractionFlow { core.flow }

    public func report(_ command: InteractionCommand) { core.report(command) }

    public func startInteractiveTransition(_ context: ModelTransitionContext, animationController: any RunnerAnimationController) {
        core.frames.connect(to: context.runLoop)
        core.start(
            context, paired: self.animationController?.sessions, operation: operation, requestedOperation: requestedOperation
        ) { [transition] operation in
            TransitionSessionKeeper(platform: ModelSessionPlatform(transition: transition, operation: operation))
        }
    }

    public func displayFrame(_ seconds: TimeInterval) {
        core.frames.frame(seconds)
    }
}

/// The kit's `ThrowInteractionController` under the model: the same ``ThrowInteraction`` code as
/// on iOS, ticked by the runner's frames while its ``ThrowInteraction/frames`` run. Set
/// ``fingerVelocity`` to the pan's velocity at release (points per second, container coordinates).
@MainActor
public final class ModelThrowInteractionController: RunnerInteractionController, ModelGestureDriven {
    /// The controller's decisions (the code that runs on iOS).
    public let core: ThrowInteraction<ModelSessionPlatform>
    /// The animation controller UIKit paired with it.
    public weak var animationController: ModelTransitionAnimationController?
    /// The throw re-simulated on release (and played when none is paired).
    public var transition: ThrowTransition
    /// The operation played when none is paired; `nil` takes ``requestedOperation``, then
    /// `.dismiss`.
    public var operation: TransitionOperation?
    /// The operation the gesture asked for; default `nil`.
    public var requestedOperation: TransitionOperation?
    /// The pan's velocity at release, read when the gesture lets go.
    public var fingerVelocity: CGPoint?

    /// A controller with `policy` (default half way), throwing with `transition`.
    public init(transition: ThrowTransition = ThrowTransition(), policy: CompletionPolicy = .halfway,
                pairedWith animationController: ModelTransitionAnimationController? = nil) {
        self.core = ThrowInteraction(flow: InteractionFlow(policy: policy))
        self.transition = transition
        self.animationController = animationController
        core.fingerVelocity = { [weak self] in self?.fingerVelocity }
    }

    public var flow: InteractionFlow { core.flow }

    public func report(_ command: InteractionCommand) { core.report(command) }

    public func startInteractiveTransition(_ context: ModelTransitionContext, animationController: any RunnerAnimationController) {
        core.frames.connect(to: context.runLoop)
        core.start(
            context, paired: self.animationController?.sessions, transition: transition, operation: operation,
            requestedOperation: requestedOperation
        ) { [transition] operation in
            TransitionSessionKeeper(platform: ModelSessionPlatform(transition: transition, operation: operation))
        }
    }

    public func displayFrame(_ seconds: TimeInterval) {
        core.frames.frame(seconds)
    }
}

extension FrameLoop {
    /// The model's display link: frames run while ``isRunning`` (the runner's frames reach the
    /// controller's `displayFrame(_:)`), and a completed transition is let go on `runLoop`'s main
    /// queue, as a `Task` on the main actor lets it go on iOS.
    func connect(to runLoop: ModelRunLoop) {
        enqueue = { [weak runLoop] body in runLoop?.async(body) }
    }
}

/// The kit's `PercentDrivenInteractionController` under the model: UIKit's percent-driven class
/// (``ModelPercentDrivenInteractiveTransition``) with the same ``PercentDrivenInteraction`` code as
/// on iOS.
@MainActor
public final class ModelPercentDrivenInteractionController: ModelPercentDrivenInteractiveTransition, ModelGestureDriven, PercentDrivenTransitioning {
    /// The controller's decisions (the code that runs on iOS).
    public let core: PercentDrivenInteraction<ModelSessionPlatform>

    /// A controller with `policy` (default the founding pinch's).
    public init(policy: CompletionPolicy = .foundingPinch) {
        self.core = PercentDrivenInteraction(flow: InteractionFlow(policy: policy))
        super.init()
    }

    public var flow: InteractionFlow { core.flow }

    public var completionTiming: CompletionTiming? {
        CompletionTiming(completionSpeed: completionSpeed, completionCurve: completionCurve)
    }

    public override func startInteractiveTransition(_ context: ModelTransitionContext, animationController: any RunnerAnimationController) {
        super.startInteractiveTransition(context, animationController: animationController)
        core.start(context, host: self)
    }

    public func report(_ command: InteractionCommand) { core.report(command) }

    public var transitionDuration: TimeInterval { TimeInterval(duration) }

    public func setTimingCurve(_ curve: TimingCurve?) {
        timingCurve = curve
    }
}

/// The system back swipe in the model: UIKit's own interaction, a
/// `UIPercentDrivenInteractiveTransition` (`_UINavigationInteractiveTransition`) that
/// `interactivePopGestureRecognizer` (and on iOS 26 the content pop gesture) drives, playing a pop
/// with the animation controller the navigation controller's delegate returned (fact 7 of
/// docs/architecture.md). No interaction controller of the kit takes part: drive it as the swipe
/// does, with ``ModelPercentDrivenInteractiveTransition/update(_:)`` while the finger moves and
/// ``ModelPercentDrivenInteractiveTransition/finish()`` or
/// ``ModelPercentDrivenInteractiveTransition/cancel()`` when it lifts.
@MainActor
public final class ModelSystemBackSwipe: ModelPercentDrivenInteractiveTransition {}
