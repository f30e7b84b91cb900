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
/// ``ModelTransitionAnimationController`` (the router's pairing) or of a keeper of its own.
@MainActor
public final class ModelPlanDrivenInteractionController: RunnerInteractionController, ModelGestureDriven {
    /// The controller's decisions (the code that runs on iOS).
    public let core: PlanDrivenInteraction<ModelSessionPlatform>
    /// The animation controller UIKit paired with it (the router sets this on iOS).
    public weak var animationController: ModelTransitionAnimationController?
    /// The transition played when none is paired.
    public var transition: any Transition

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
        if let paired = self.animationController {
            core.start(context, keeper: paired.sessions, ownsKeeper: false)
        } else {
            core.start(context, keeper: TransitionSessionKeeper(platform: ModelSessionPlatform(transition: transition)), ownsKeeper: true)
        }
    }

    public func displayFrame(_ seconds: TimeInterval) {
        core.advance(by: seconds)
    }
}

/// The kit's `ThrowInteractionController` under the model: the same ``ThrowInteraction`` code as
/// on iOS. Set ``fingerVelocity`` to the pan's velocity at release (points per second, container
/// coordinates).
@MainActor
public final class ModelThrowInteractionController: RunnerInteractionController, ModelGestureDriven {
    /// The controller's decisions (the code that runs on iOS).
    public let core: ThrowInteraction<ModelSessionPlatform>
    /// The animation controller UIKit paired with it.
    public weak var animationController: ModelTransitionAnimationController?
    /// The throw re-simulated on release (and played when none is paired).
    public var transition: ThrowTransition
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
        if let paired = self.animationController {
            let throwing = paired.sessions.platform.transition as? ThrowTransition ?? transition
            core.start(context, keeper: paired.sessions, ownsKeeper: false, throwing: throwing)
        } else {
            core.start(context, keeper: TransitionSessionKeeper(platform: ModelSessionPlatform(transition: transition)),
                       ownsKeeper: true, throwing: transition)
        }
    }

    public func displayFrame(_ seconds: TimeInterval) {
        core.advance(by: seconds)
    }
}

/// The kit's `PercentDrivenInteractionController` under the model: UIKit's percent-driven class
/// (``ModelPercentDrivenInteractiveTransition``) with the kit's flow, and on release the kit's
/// re-timing of its own session (`TransitionSession.playCompletion(_:)`), as on iOS.
@MainActor
public final class ModelPercentDrivenInteractionController: ModelPercentDrivenInteractiveTransition, ModelGestureDriven, PercentDrivenTransitioning {
    public let flow: InteractionFlow

    /// A controller with `policy` (default the founding pinch's).
    public init(policy: CompletionPolicy = .foundingPinch) {
        self.flow = InteractionFlow(policy: policy)
        super.init()
    }

    public var completionTiming: CompletionTiming? {
        CompletionTiming(completionSpeed: completionSpeed, completionCurve: completionCurve)
    }

    public override func startInteractiveTransition(_ context: ModelTransitionContext, animationController: any RunnerAnimationController) {
        super.startInteractiveTransition(context, animationController: animationController)
        // As on iOS: with the kit's animation controller, UIKit's start above made the session.
        if let session = context.attachedSession as? TransitionSession<ModelSessionPlatform> { flow.endsInteraction(before: session) }
        if !flow.transitionDidStart(report: { [weak self] in self?.report($0) }) {
            timingCurve = nil
            finish()
        }
    }

    public func report(_ command: InteractionCommand) {
        // As on iOS: the session is looked up only on release, the one command that uses it.
        var session: TransitionSession<ModelSessionPlatform>?
        if case .complete = command { session = context?.attachedSession as? TransitionSession<ModelSessionPlatform> }
        perform(command, session: session)
    }

    public var transitionDuration: TimeInterval { TimeInterval(duration) }

    public func setTimingCurve(_ curve: TimingCurve?) {
        timingCurve = curve
    }
}
