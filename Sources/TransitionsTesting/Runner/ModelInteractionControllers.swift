import Foundation
import Interactive
import Transitions

/// A model interaction controller driven by gesture events through the same
/// ``GestureInteractionCore`` the kit's UIKit controllers run (``gestureCore``): on a
/// ``ModelWindow`` through ``ModelGestureInteraction`` (recognizer readings, a model screen), or
/// directly with progress samples: ``gestureBegan(_:transitionInFlight:asking:insideRequest:)`` on `.began`
/// (when it returns `true`, UIKit was asked: start the transition with the runner), then
/// ``gesture(_:)`` for every later event.
@MainActor
public protocol ModelGestureDriven: AnyObject {
    /// The gesture's decisions (the code that runs on iOS): begin order, which events reach the
    /// flow, the operation asked for, the coordinator's end.
    var gestureCore: GestureInteractionCore { get }
    /// Tells UIKit and the transition what the flow reports for an event.
    func report(_ command: InteractionCommand)
    /// The completion speed and curve handed to the flow before every gesture event (as the kit's
    /// UIKit controllers do from their `completionSpeed` and `completionCurve`); `nil` keeps the
    /// flow's. Default `nil`.
    var completionTiming: CompletionTiming? { get }
}

extension ModelGestureDriven {
    /// The gesture's gate, machine and session.
    public var flow: InteractionFlow { gestureCore.flow }

    /// A gesture began with `sample` (already mapped to progress); `true` when UIKit was asked for
    /// the transition and the caller must now start it with the runner. Every decision is
    /// ``GestureInteractionCore/handle(_:sample:host:timing:report:)``'s, on a screen where
    /// `action` starts a transition and whose transition coordinator will report the end.
    ///
    /// - Parameters:
    ///   - sample: the progress, velocity and time at `.began`.
    ///   - transitionInFlight: whether a transition involving the screen runs now (the gate then
    ///     refuses the gesture). Default `false`.
    ///   - action: what the gesture asks for (the operation it notes,
    ///     ``GestureInteractionCore/requestedOperation``); default the core's wiring, else
    ///     `.dismiss`. Wires the core with it.
    ///   - insideRequest: what UIKit does inside the request (start the transition there, as
    ///     UIKit may: `{ runner.start() }`); default nothing (the caller starts it afterwards).
    @discardableResult
    public func gestureBegan(
        _ sample: GestureSample, transitionInFlight: Bool = false, asking action: InteractionAction? = nil,
        insideRequest: (@MainActor () -> Void)? = nil
    ) -> Bool {
        let action = action ?? gestureCore.hostAction ?? .dismiss
        if gestureCore.hostAction != action { gestureCore.wire(action) }
        let host = SampleRequestHost(action: action, transitionInFlight: transitionInFlight, insideRequest: insideRequest)
        gestureCore.handle(.began, sample: sample, host: host, timing: completionTiming) { [weak self] in self?.report($0) }
        return host.asked.value
    }

    /// A later event of the gesture (changed, ended, cancelled, failed), through
    /// ``GestureInteractionCore/handle(_:sample:host:timing:report:)``. A `.began` is
    /// ``gestureBegan(_:transitionInFlight:asking:insideRequest:)``; a `.transitionDidComplete` is the
    /// coordinator's end (``GestureInteractionCore/transitionDidComplete(finished:)``).
    public func gesture(_ event: InteractionEvent) {
        let phase: GesturePhase, sample: GestureSample
        switch event {
        case let .began(began): gestureBegan(began); return
        case let .changed(changed): (phase, sample) = (.changed, changed)
        case let .ended(ended): (phase, sample) = (.ended, ended)
        case let .cancelled(cancelled): (phase, sample) = (.cancelled, cancelled)
        case .failed: (phase, sample) = (.failed, GestureSample(progress: .nan))
        case let .transitionDidComplete(finished): gestureCore.transitionDidComplete(finished: finished); return
        }
        gestureCore.handle(phase, sample: sample, host: nil, timing: completionTiming) { [weak self] in self?.report($0) }
    }

    public var completionTiming: CompletionTiming? { nil }

    /// Learns the end of UIKit's transition from its transition coordinator, whoever started it,
    /// as the kit's controllers do in `startInteractiveTransition(_:)`: the same
    /// `GestureInteractionCore.observeEnd(of:)`, asked of the context's from- and to-screens'
    /// ``ModelScreen/transitionCoordinator``.
    func observeCoordinator(of context: ModelTransitionContext) {
        gestureCore.observeEnd(of: [context.viewController(forKey: .from)?.transitionCoordinator, context.viewController(forKey: .to)?.transitionCoordinator])
    }
}

/// The screen a sample-driven gesture acts on: `action` starts a transition there, the caller
/// plays UIKit's part (starts the transition with the runner, inside the request or after it), and
/// a transition coordinator reports the end (the model controllers observe it from their start).
@MainActor
private struct SampleRequestHost: GestureHost {
    final class Flag { var value = false }

    let action: InteractionAction
    let transitionInFlight: Bool
    let insideRequest: (@MainActor () -> Void)?
    let asked = Flag()

    var viewSize: CGSize { CGSize(width: 1, height: 1) }
    var layoutDirection: LayoutDirection { .leftToRight }

    var state: GestureHostState {
        switch action {
        case .pop:
            return GestureHostState(navigationStackCount: 2, isTransitionInFlight: transitionInFlight)
        case .dismiss:
            return GestureHostState(isPresented: true, isTransitionInFlight: transitionInFlight)
        case let .selectTab(step):
            let tabs = 3
            let selected = (0..<tabs).first { step.targetIndex(from: $0, count: tabs) != nil } ?? 0
            return GestureHostState(selectedTab: selected, tabCount: tabs, isTransitionInFlight: transitionInFlight)
        }
    }

    func perform(_ request: TransitionRequest, onEnd: @escaping @MainActor (Bool) -> Void) -> TransitionRequestResponse {
        asked.value = true
        insideRequest?()
        return TransitionRequestResponse(started: true, observed: true)
    }
}

/// The kit's `PlanDrivenInteractionController` under the model: the same
/// `PlanDrivenInteraction` and ``GestureInteractionCore`` code as on iOS, claiming the session of
/// the paired ``ModelTransitionAnimationController`` (the router's pairing) or of a keeper of its
/// own, and ticked by the runner's frames while its `PlanDrivenInteraction.frames` run (its
/// display link).
@MainActor
public final class ModelPlanDrivenInteractionController: RunnerInteractionController, ModelGestureDriven {
    /// The controller's decisions (the code that runs on iOS).
    package let core: PlanDrivenInteraction<ModelSessionPlatform>
    public let gestureCore: GestureInteractionCore
    /// The animation controller UIKit paired with it (the router sets this on iOS).
    public weak var animationController: ModelTransitionAnimationController?
    /// The transition played when none is paired.
    public var transition: any Transition
    /// The operation played when none is paired (`operation` on iOS); `nil` takes the one the
    /// context shows (`ModelTransitionContext.operationReading`), then the one the gesture asked
    /// for, then `.dismiss`.
    public var operation: TransitionOperation?

    /// A controller for `gesture` (default a pinch) with `policy` (default ``CompletionPolicy/fastOrPastThirtyPercent``),
    /// playing `transition` when no animation controller is paired.
    public init(gesture: InteractionGesture = .pinch, policy: CompletionPolicy = .fastOrPastThirtyPercent, transition: any Transition = CrossFadeTransition(),
                pairedWith animationController: ModelTransitionAnimationController? = nil) {
        self.gestureCore = GestureInteractionCore(gesture: gesture, flow: InteractionFlow(policy: policy))
        self.core = PlanDrivenInteraction(flow: gestureCore.flow)
        self.transition = transition
        self.animationController = animationController
    }

    public func report(_ command: InteractionCommand) { core.report(command) }

    public func startInteractiveTransition(_ context: ModelTransitionContext, animationController: any RunnerAnimationController) {
        observeCoordinator(of: context)
        core.frames.connect(to: context.runLoop)
        core.start(
            context, paired: self.animationController?.sessions, operation: operation, reading: context.operationReading,
            requestedOperation: gestureCore.requestedOperation
        ) { [transition] operation in
            TransitionSessionKeeper(platform: ModelSessionPlatform(transition: transition, operation: operation))
        }
    }

    public func displayFrame(_ seconds: TimeInterval) {
        core.frames.frame(seconds)
    }
}

/// The kit's `ThrowInteractionController` under the model: the same `ThrowInteraction` and
/// ``GestureInteractionCore`` code as on iOS, ticked by the runner's frames while its
/// `ThrowInteraction.frames` run. Set ``fingerVelocity`` to the pan's velocity at release (points
/// per second, container coordinates).
@MainActor
public final class ModelThrowInteractionController: RunnerInteractionController, ModelGestureDriven {
    /// The controller's decisions (the code that runs on iOS).
    package let core: ThrowInteraction<ModelSessionPlatform>
    public let gestureCore: GestureInteractionCore
    /// The animation controller UIKit paired with it.
    public weak var animationController: ModelTransitionAnimationController?
    /// The throw re-simulated on release (and played when none is paired).
    public var transition: ThrowTransition
    /// The operation played when none is paired; `nil` takes the one the context shows, then the
    /// one the gesture asked for, then `.dismiss`.
    public var operation: TransitionOperation?
    /// The pan's velocity at release, read when the gesture lets go.
    public var fingerVelocity: CGPoint?

    /// A controller listening to a pan down (as on iOS) with `policy` (default half way), throwing
    /// with `transition`.
    public init(transition: ThrowTransition = ThrowTransition(), policy: CompletionPolicy = .halfway,
                pairedWith animationController: ModelTransitionAnimationController? = nil) {
        self.gestureCore = GestureInteractionCore(gesture: .pan(.down), flow: InteractionFlow(policy: policy))
        self.core = ThrowInteraction(flow: gestureCore.flow)
        self.transition = transition
        self.animationController = animationController
        core.fingerVelocity = { [weak self] in self?.fingerVelocity }
    }

    public func report(_ command: InteractionCommand) { core.report(command) }

    public func startInteractiveTransition(_ context: ModelTransitionContext, animationController: any RunnerAnimationController) {
        observeCoordinator(of: context)
        core.frames.connect(to: context.runLoop)
        core.start(
            context, paired: self.animationController?.sessions, transition: transition, operation: operation,
            reading: context.operationReading, requestedOperation: gestureCore.requestedOperation
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
/// (``ModelPercentDrivenInteractiveTransition``) with the same `PercentDrivenInteraction` and
/// ``GestureInteractionCore`` code as on iOS.
@MainActor
public final class ModelPercentDrivenInteractionController: ModelPercentDrivenInteractiveTransition, ModelGestureDriven, PercentDrivenTransitioning {
    /// The controller's decisions (the code that runs on iOS).
    package let core: PercentDrivenInteraction<ModelSessionPlatform>
    public let gestureCore: GestureInteractionCore

    /// A controller for `gesture` (default a pinch) with `policy` (default ``CompletionPolicy/fastOrPastThirtyPercent``).
    public init(gesture: InteractionGesture = .pinch, policy: CompletionPolicy = .fastOrPastThirtyPercent) {
        self.gestureCore = GestureInteractionCore(gesture: gesture, flow: InteractionFlow(policy: policy))
        self.core = PercentDrivenInteraction(flow: gestureCore.flow)
        super.init()
    }

    public var completionTiming: CompletionTiming? {
        CompletionTiming(completionSpeed: completionSpeed, completionCurve: completionCurve)
    }

    public override func startInteractiveTransition(_ context: ModelTransitionContext, animationController: any RunnerAnimationController) {
        super.startInteractiveTransition(context, animationController: animationController)
        observeCoordinator(of: context)
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
/// with UIKit's own animation: the navigation controller ignores its delegate for it, so neither
/// the delegate's animation controller nor its interaction controller takes part (facts 7 and 14
/// of the `Transitions` article UIKitCallOrder; ``ModelWindow/beginSystemBackSwipe(on:)``). Drive
/// it as the swipe does, with ``ModelPercentDrivenInteractiveTransition/update(_:)`` while the finger moves and
/// ``ModelPercentDrivenInteractiveTransition/finish()`` or
/// ``ModelPercentDrivenInteractiveTransition/cancel()`` when it lifts.
@MainActor
public final class ModelSystemBackSwipe: ModelPercentDrivenInteractiveTransition {}
