import Foundation
import Transitions

/// A model of UIKit's custom-transition runner: the order in which UIKit calls an animation
/// controller, an interaction controller, the transition context and the transition coordinator,
/// in plain Swift, so that the kit's session code (and yours) runs under it on any platform.
///
/// The order is iOS 26.1 UIKitCore's, as the numbered facts of the `Transitions` article
/// "UIKit's call order and the session rules" (UIKitCallOrder) state it with their sources:
/// 1. **The request and the start** (``request()``, ``start(endingTurn:)``, facts 6, 1, 8, 9 and
///    12, each container in its own order): the will-begin and appearance calls,
///    `transitionDuration(using:)` (``Order/durationQueriesBeforeStart``), the interaction
///    controller's start (or `animateTransition(using:)`), `interruptibleAnimator(using:)`, and only
///    then in flight; ``Order/callsInterruptibleAnimatorAfterStart`` turns that last call off (not
///    UIKit's order: a check that the kit gives the same result without it).
/// 2. **Alongside animations** (``coordinator``, fact 3).
/// 3. **Time** in main run-loop turns (``ModelRunLoop``) and display frames (``advance(by:)``): work
///    left for the end of a turn runs before the next frame; animators and frame-driven interaction
///    controllers move.
/// 4. **The completion** (fact 4), the container's work inside it (``containerCompletion``).
/// 5. **The views handed out** (fact 5, ``ModelTransitionContext/view(forKey:)``) and **the system
///    back swipe** (facts 7 and 14, ``ModelSystemBackSwipe``, whose pop ignores the delegate).
/// 6. **The context's and coordinator's bookkeeping** (facts 13, 15–18): `animationEnded(_:)` twice
///    except for navigation, the interaction handlers, alongside animations in flight, progress and
///    the percent-driven cancel factor.
///
/// Afterwards ``problems`` lists every breach of UIKit's rules or the kit's promises: completion or
/// a completion block not exactly once, a breach the context or an animator recorded, an animator
/// left active or stopped, an interactive call UIKit did not apply, a transition completed while
/// still interactive, a view left behind, wrong or hidden, layer state not given back, a view UIKit
/// does not hand out changed, a card's dimming view misplaced, an alongside animation not run once
/// in a block or not ending with the transition.
@MainActor
public final class UIKitTransitionRunner {
    /// Choices UIKit's order leaves open, for tests and property tests.
    public struct Order: Sendable, Equatable {
        /// `transitionDuration(using:)` calls before the start. Default 1.
        public var durationQueriesBeforeStart: Int
        /// Whether UIKit calls `interruptibleAnimator(using:)` after the start returns (when the
        /// animation controller implements it). UIKit does (default `true`); `false` checks that
        /// the kit gives the same result without the call.
        public var callsInterruptibleAnimatorAfterStart: Bool

        /// An order.
        public init(durationQueriesBeforeStart: Int = 1, callsInterruptibleAnimatorAfterStart: Bool = true) {
            self.durationQueriesBeforeStart = durationQueriesBeforeStart
            self.callsInterruptibleAnimatorAfterStart = callsInterruptibleAnimatorAfterStart
        }
    }

    /// An animation UIKit runs alongside the transition (`animate(alongsideTransition:)`).
    @MainActor
    public final class AlongsideAnimation {
        /// The fraction it last showed, `nil` before it ran (1 once it ran without animation).
        public fileprivate(set) var fraction: CGFloat?
        /// Where it ended: `.end` or `.start`; `nil` while it runs.
        public fileprivate(set) var endPosition: AnimatorPlayback.EndPosition?
        /// The runner's ``UIKitTransitionRunner/elapsed`` when it ended; `nil` while it runs.
        public fileprivate(set) var endedAt: TimeInterval?
        /// Whether it runs in an animator's animation block (animated with it).
        public fileprivate(set) var isOnAnimator = false
        /// Whether UIKit ran it at once without animation (it jumped to its end).
        public fileprivate(set) var ranWithoutAnimation = false
        /// How many times its animation block ran (once after a correct transition).
        public fileprivate(set) var runs = 0
        /// Whether it has an animation block (`false`: only a completion block).
        public let hasAnimation: Bool
        /// The coordinator's `isCancelled` each time its completion block ran (once after a
        /// correct transition, when it has one).
        public fileprivate(set) var completions: [Bool] = []
        fileprivate let completion: (@MainActor (ModelTransitionCoordinator.State) -> Void)?

        fileprivate init(hasAnimation: Bool, completion: (@MainActor (ModelTransitionCoordinator.State) -> Void)?) {
            self.hasAnimation = hasAnimation
            self.completion = completion
        }
    }

    /// The UIKit container whose order the runner plays: where the duration is asked, when the
    /// to-view controller's final frame is set, which appearance callbacks come when, whether an
    /// early finish or cancel is replayed and how often `animationEnded(_:)` comes.
    public enum Container: Sendable, Hashable {
        /// `UIPresentationController` (a presentation or dismissal; facts 1, 4 and 6).
        case presentation
        /// `UINavigationController` and its transition conductor (a push or pop; facts 8–11).
        case navigation
        /// `UITabBarController` (a tab switch; fact 12).
        case tabBar

        /// The container that runs `operation`.
        public init(running operation: TransitionOperation) {
            switch operation {
            case .present, .dismiss: self = .presentation
            case .push, .pop: self = .navigation
            case .tabForward, .tabBackward: self = .tabBar
            }
        }
    }

    /// The transition context.
    public let context: ModelTransitionContext
    /// The container whose order is played (by default the one that runs the context's operation).
    public let container: Container
    /// The animation controller UIKit got from the delegate.
    public let animationController: any RunnerAnimationController
    /// The interaction controller UIKit got, if any.
    public let interactionController: (any RunnerInteractionController)?
    /// The order's open choices.
    public let order: Order
    /// Seconds per display frame (default 1/60; 1/120 on a ProMotion display).
    public let frameInterval: TimeInterval
    /// Whether ``request()`` has run (``start(endingTurn:)`` runs it first when it has not).
    public private(set) var isRequested = false
    /// The duration UIKit asked for at the request and stored (navigation and tab bar; facts 8
    /// and 12): it does not ask again at the start. `nil` before the request and for presentations.
    public private(set) var requestedDuration: TimeInterval?
    /// Whether ``start(endingTurn:)`` has run.
    public private(set) var isStarted = false
    /// Whether the start call is under way (the context is not in flight yet).
    public private(set) var isStarting = false
    /// The alongside animations registered so far (with or without an animation block).
    public private(set) var alongsideAnimations: [AlongsideAnimation] = []
    /// Virtual seconds passed in ``advance(by:)``.
    public private(set) var elapsed: TimeInterval = 0
    /// Called inside the start call, after the interaction or animation controller's start method
    /// and before it returns (calls a controller might make there, for tests). Default `nil`.
    public var duringStart: (@MainActor () -> Void)?
    /// The transition coordinator.
    public private(set) lazy var coordinator = ModelTransitionCoordinator(runner: self)
    /// The container's own work inside the completion handler, right after the appearance
    /// callbacks (``ModelTransitionContext/Event/appearanceDidEnd(_:)``) and before the coordinator's
    /// completion blocks: a navigation controller's stack and its delegate's `didShow`, a tab bar
    /// controller's selection, a presenter's bookkeeping (``ModelWindow`` sets it). Called once,
    /// with `completeTransition(_:)`'s argument. Default `nil`.
    package var containerCompletion: (@MainActor (Bool) -> Void)?
    /// The container's own work at the start, where UIKit sends the appearance callbacks
    /// (``ModelTransitionContext/Event/appearanceWillBegin``, after `presentationTransitionWillBegin`
    /// and before `transitionDuration(using:)`): a presentation's `beginAppearanceTransition`
    /// calls (``ModelWindow`` sets it, ``ModelScreen/AppearanceTransition``). Called once. Default `nil`.
    package var appearanceWillBegin: (@MainActor () -> Void)?
    /// The container's own work once the transition is in flight, inside the start
    /// (``ModelTransitionContext/Event/containerDidStart``): a navigation controller removes a popped
    /// controller from its children and changes its bar's items (fact 9; ``ModelWindow`` sets it).
    /// Called once. Default `nil`.
    package var containerDidStart: (@MainActor () -> Void)?
    /// The animation a navigation controller's bar registers alongside the transition at the start
    /// (fact 9), when the runner plays a navigation transition whose navigation controller shows
    /// its bar (``ModelNavigationController/isNavigationBarHidden``); `nil` otherwise.
    public private(set) var navigationBarAnimation: AlongsideAnimation?

    private var pending: [AlongsideAnimation] = []
    /// Whether a navigation controller dropped the controllers (``showWithoutAnimation(endingTurn:)``).
    private var droppedControllers = false
    /// The animator whose block ran the alongside animations during the start.
    private var startBlock: ModelAnimator?
    private var interactiveAtCompletion = false
    /// ``elapsed`` when the transition completed.
    private var completedAt: TimeInterval?

    /// A runner for one transition.
    ///
    /// - Parameters:
    ///   - context: the transition's context (and its run loop).
    ///   - animationController: what the delegate returned for the transition.
    ///   - interactionController: what the delegate returned for the interaction (`nil`: none).
    ///   - order: the order's open choices (default: UIKit's usual).
    ///   - framesPerSecond: display frames per second (default 60; non-finite or non-positive: 60).
    ///   - container: whose order to play; default `nil`, the container that runs the context's
    ///     operation (``Container/init(running:)``).
    public init(
        context: ModelTransitionContext, animationController: any RunnerAnimationController,
        interactionController: (any RunnerInteractionController)? = nil, order: Order = Order(), framesPerSecond: Double = 60,
        container: Container? = nil
    ) {
        self.context = context
        self.container = container ?? Container(running: context.transitionContext.operation)
        self.animationController = animationController
        self.interactionController = interactionController
        self.order = order
        self.frameInterval = 1 / (framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60)
        context.onComplete = { [weak self] completed in self?.transitionDidComplete(completed) }
        context.onInteractivityChange = { [weak self] _ in self?.coordinator.interactionDidChange() }
        context.transitionCoordinator = coordinator
        context.interactor = interactionController
        for screen in [context.fromScreen, context.toScreen] { screen?.takingPartIn = coordinator }
    }

    /// Whether the transition has completed (`completeTransition(_:)` was called).
    public var isComplete: Bool { context.isCompleted }

    /// The run loop the transition runs on (the context's).
    public var runLoop: ModelRunLoop { context.runLoop }

    /// What UIKit does inside the call that requests a navigation change or a tab switch, after
    /// asking the delegate for the animation and interaction controllers: the context's
    /// `isInteractive` from the interaction controller's `wantsInteractiveStart`; for a tab switch
    /// the to-view laid out at its final frame, which UIKit then reports (`_layoutViewController:`,
    /// `_setToEndFrame:`); then `transitionDuration(using:)` once, stored (``requestedDuration``;
    /// facts 8 and 12). A presentation asks nothing here (its duration comes at the start, fact 6).
    /// Ignored after the first call; ``start(endingTurn:)`` makes it first when it was not made.
    public func request() {
        guard !isRequested else { return }
        isRequested = true
        guard container != .presentation else { return }
        context.record(event: .request)
        attachInteractionController()
        if container == .tabBar {
            // `_layoutViewController:`: the to-view gets its frame (its own layout waits for the
            // transaction to commit).
            context.record(event: .toViewFrameSet)
            context.view(forKey: .to)?.frame = resolvedToEndFrame
            context.toScreen?.setNeedsLayout()
            context.setToEndFrame()
        }
        requestedDuration = queryDuration()
    }

    /// UIKit starts the transition in its container's order (see the type's overview), marks the
    /// context in flight and, for a presentation, replays a finish or cancel deferred during the
    /// start, for a navigation transition one recorded before it. Ignored after the first call.
    ///
    /// - presentation (fact 6): `presentationTransitionWillBegin`, the appearance callbacks
    ///   (``appearanceWillBegin``), `transitionDuration(using:)` (``Order/durationQueriesBeforeStart``),
    ///   the start, `interruptibleAnimator(using:)`, in flight;
    /// - navigation (fact 9, the layout pass): the to-view's frame, the appearance callbacks and the
    ///   delegate's `willShow` (``appearanceWillBegin``), the bar's alongside animation
    ///   (``navigationBarAnimation``), the to-view controller's final frame
    ///   (`ModelTransitionContext.hasToEndFrame`), the start, `interruptibleAnimator(using:)`, in
    ///   flight, the container's own work (``containerDidStart``), then the replay of a finish or
    ///   cancel recorded before this start (one made inside it is lost);
    /// - tab bar (fact 12, after the request's transaction commits): the appearance callbacks, the
    ///   start, in flight; `interruptibleAnimator(using:)` is not asked and nothing is replayed.
    ///
    /// - Parameter endingTurn: whether the run-loop turn the start runs in ends afterwards
    ///   (``endTurn()``), as it does in an app before the next touch is handled; default `true`.
    ///   Pass `false` to deliver gesture events before the work queued during the start has run.
    public func start(endingTurn: Bool = true) {
        guard !isStarted else { return }
        request()
        isStarted = true
        switch container {
        case .presentation:
            context.record(event: .presentationControllerWillBegin)
            context.record(event: .appearanceWillBegin)
            appearanceWillBegin?()
            for _ in 0..<max(0, order.durationQueriesBeforeStart) { queryDuration() }
            attachInteractionController()
        case .navigation:
            context.record(event: .toViewFrameSet)
            context.view(forKey: .to)?.frame = resolvedToEndFrame
            context.toScreen?.setNeedsLayout()
            context.record(event: .appearanceWillBegin)
            appearanceWillBegin?()
            if showsNavigationBar { navigationBarAnimation = addAlongsideAnimation() }
            context.setToEndFrame()
        case .tabBar:
            context.record(event: .appearanceWillBegin)
            appearanceWillBegin?()
        }
        // The navigation bar (`_UIViewControllerTransitionConductor`), or the presentation
        // controller of an interactive presentation, follows the progress (fact 17); a tab bar
        // controller adds no handler.
        context.hasInteractiveUpdateHandlers = container == .navigation || (container == .presentation && interactionController != nil)
        // The navigation conductor reads the context's state before the start (fact 9).
        let recordedBeforeStart = context.deferredRequest
        isStarting = true
        context.container.onAnimationBlock = { [weak self] animator in self?.animationBlockOpened(by: animator) }
        if let interactionController {
            context.record(event: .startInteractiveTransition)
            interactionController.startInteractiveTransition(context, animationController: animationController)
        } else {
            context.record(event: .animateTransition)
            animationController.animateTransition(using: context)
        }
        duringStart?()
        context.container.onAnimationBlock = nil
        startBlock = nil
        // No animation block ran them: UIKit runs them at once, without animation.
        runPendingWithoutAnimation()
        if container != .tabBar, order.callsInterruptibleAnimatorAfterStart, animationController.implementsInterruptibleAnimator {
            _ = askForInterruptibleAnimator()
            context.isInterruptible = true
        }
        isStarting = false
        let deferred = context.markInFlight()
        if container == .navigation, !context.isCompleted {
            context.record(event: .containerDidStart)
            containerDidStart?()
        }
        switch container {
        case .presentation:
            if let deferred, !context.isCompleted { replay(deferred) }
        case .navigation:
            if let recordedBeforeStart, !context.isCompleted { replay(recordedBeforeStart) }
        case .tabBar:
            break
        }
        if endingTurn { endTurn() }
    }

    /// A navigation controller that is not appearing or appeared at the layout pass drops the
    /// animation and interaction controllers it was given at the request and shows the change
    /// without animation (fact 8): no `animateTransition(using:)`, no `startInteractiveTransition(_:)`,
    /// no `animationEnded(_:)`; the container's completion work runs, then the coordinator's
    /// completion blocks, as finished. Ignored once started; only for navigation transitions.
    public func showWithoutAnimation(endingTurn: Bool = true) {
        guard container == .navigation, !isStarted else { return }
        request()
        isStarted = true
        droppedControllers = true
        context.view(forKey: .to)?.frame = resolvedToEndFrame
        context.setToEndFrame()
        if let to = context.view(forKey: .to) { context.container.add(to) }
        if let from = context.view(forKey: .from) { context.container.remove(from) }
        context.completeWithoutAnimationControllers()
        if endingTurn { endTurn() }
    }

    /// UIKit asks the animation controller for the duration (it may at any time).
    @discardableResult
    public func queryDuration() -> TimeInterval {
        context.record(event: .transitionDuration)
        let duration = animationController.transitionDuration(using: context)
        if !duration.isFinite || duration < 0 { context.record("transitionDuration returned \(duration)") }
        return duration
    }

    /// Registers an animation alongside the transition (``ModelTransitionCoordinator/animate(alongsideTransition:completion:)``
    /// with an animation and no completion); `nil` once the transition is over, or when UIKit
    /// refuses it.
    @discardableResult
    public func addAlongsideAnimation() -> AlongsideAnimation? {
        coordinator.animate(alongsideTransition: true)
    }

    /// Ends the current run-loop turn and any queued after it (``ModelRunLoop/settle(limit:)``):
    /// updates waiting for the commit, the kit's queued blocks.
    public func endTurn() {
        runLoop.settle()
    }

    /// Lets `seconds` pass in whole display frames (rounded up; non-finite or negative: none).
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        let frames = Int((seconds / frameInterval).rounded(.up))
        for _ in 0..<frames { frame() }
    }

    /// Plays frames until the transition completes or `timeout` virtual seconds pass (default
    /// 60); returns whether it completed.
    ///
    /// - Parameters:
    ///   - timeout: virtual seconds, default 60.
    ///   - endingTheLastTurn: whether the turn of the frame that completes the transition ends
    ///     (default `true`). Pass `false` to let the next gesture or transition come before what
    ///     that frame queued (a controller's release of the completed transition) has run, as a
    ///     touch handled before the main queue in the same run-loop pass does.
    @discardableResult
    public func runUntilComplete(timeout: TimeInterval = 60, endingTheLastTurn: Bool = true) -> Bool {
        let limit = elapsed + timeout
        if runLoop.hasPendingWork { endTurn() }
        while !isComplete, elapsed < limit {
            frame(endingTurn: false)
            if !isComplete || endingTheLastTurn { endTurn() }
        }
        return isComplete
    }

    /// Everything wrong after the transition, one sentence each (empty when correct). See the
    /// type's overview.
    public var problems: [String] {
        var found = context.violations
        if context.completions.count != 1 {
            found.append("completeTransition called \(context.completions.count) times, expected once")
        }
        if !context.unappliedCalls.isEmpty {
            found.append("interactive calls UIKit did not apply (made before the context was in flight, or a second finish or cancel): \(context.unappliedCalls)")
        }
        for animator in context.container.animators {
            found += animator.violations
            if animator.isLeftActive { found.append("an animator is left \(animator.animatorState) (UIKit raises on release)") }
        }
        guard let finished = context.completions.first else { return found }
        if interactiveAtCompletion {
            found.append("completeTransition while UIKit still reports the transition interactive (no finish or cancel reached it)")
        }
        let container = context.container
        let temporaries = container.subviews.filter { !$0.kind.isPermanent && $0.kind != .presentationDimming }
        if !temporaries.isEmpty { found.append("temporary views left in the container: \(temporaries.map(\.name))") }
        if let shown = context.view(forKey: finished ? .to : .from), !container.isInContainer(shown) {
            found.append("\(shown.name) is not in the container after the transition")
        }
        if !finished, let to = context.view(forKey: .to), container.isInContainer(to) {
            found.append("toView is still in the container after a cancel")
        }
        for view in [context.fromView, context.toView] where container.isInContainer(view) && view.isHidden {
            found.append("\(view.name) is left hidden")
        }
        if context.fromView.layer != context.initialLayers.from {
            found.append("fromView's layer state is \(context.fromView.layer), expected \(context.initialLayers.from)")
        }
        if context.toView.layer != context.initialLayers.to {
            found.append("toView's layer state is \(context.toView.layer), expected \(context.initialLayers.to)")
        }
        for (key, view, frame) in [(ModelTransitionContext.ViewKey.from, context.fromView, context.initialFrames.from),
                                   (.to, context.toView, context.initialFrames.to)] where context.view(forKey: key) == nil {
            if !view.propertiesSet.isEmpty || container.isInContainer(view) || view.frame != frame || view.isHidden {
                found.append("\(view.name), which UIKit does not hand out, was changed by the transition")
            }
        }
        if let dimming = context.dimmingView, let expected = context.expectedDimmingAlpha(finished: finished) {
            if !container.isInContainer(dimming) { found.append("the dimming view left the container") }
            if abs(dimming.layer.alpha - expected) > 1e-9 {
                found.append("the dimming view's alpha is \(dimming.layer.alpha), expected \(expected)")
            }
        }
        let expectedEnd: AnimatorPlayback.EndPosition = finished ? .end : .start
        for (index, alongside) in alongsideAnimations.enumerated() {
            if alongside.hasAnimation {
                if alongside.runs != 1 { found.append("alongside animation \(index) ran \(alongside.runs) times, expected once") }
                if alongside.ranWithoutAnimation {
                    found.append("alongside animation \(index) ran without animation (jumped to its end)")
                }
                if alongside.endPosition != expectedEnd {
                    found.append("alongside animation \(index) ended at \(alongside.endPosition.map { "\($0)" } ?? "nothing"), expected \(expectedEnd)")
                }
                if let endedAt = alongside.endedAt, let completedAt, endedAt < completedAt {
                    found.append("alongside animation \(index) ended \(completedAt - endedAt) s before the transition (it did not move with the motion)")
                }
            }
            if alongside.completion != nil, alongside.completions != [!finished] {
                found.append("alongside completion \(index) ran with isCancelled \(alongside.completions), expected [\(!finished)]")
            }
        }
        return found
    }

    // MARK: Coordinator

    /// `animate(alongsideTransition:completion:)`, see ``ModelTransitionCoordinator``.
    func register(animation: Bool, completion: (@MainActor (ModelTransitionCoordinator.State) -> Void)?) -> AlongsideAnimation? {
        guard !isComplete else { return nil }
        if animation, context.isInFlight, !isStarting {
            // In flight: UIKit asks for the animator again and adds the animation to it. A context
            // that is not interruptible refuses the animation but keeps its completion (fact 16).
            guard context.isInterruptible else {
                if completion != nil { alongsideAnimations.append(AlongsideAnimation(hasAnimation: false, completion: completion)) }
                return nil
            }
            let alongside = AlongsideAnimation(hasAnimation: true, completion: completion)
            alongsideAnimations.append(alongside)
            attach(alongside, to: askForInterruptibleAnimator())
            return alongside
        }
        let alongside = AlongsideAnimation(hasAnimation: animation, completion: completion)
        alongsideAnimations.append(alongside)
        guard animation else { return alongside }
        if isStarting, let startBlock {
            // The model's reading: UIKit runs what is registered while it runs the alongside
            // animations (`__runAlongsideAnimations` repeats), so one registered later in the
            // start joins the same animator.
            attach(alongside, to: startBlock)
        } else {
            pending.append(alongside)
        }
        return alongside
    }

    // MARK: Private

    private var isPresentation: Bool { container == .presentation }

    private var isNavigation: Bool { container == .navigation }

    /// Whether a navigation transition's navigation controller shows its bar.
    private var showsNavigationBar: Bool {
        let navigation = context.fromScreen?.navigationController ?? context.toScreen?.navigationController
        return !(navigation?.isNavigationBarHidden ?? false)
    }

    private static func isUsable(_ rect: CGRect) -> Bool {
        rect.width.isFinite && rect.height.isFinite && rect.minX.isFinite && rect.minY.isFinite && rect.width > 0 && rect.height > 0
    }

    /// The to-view controller's final frame as UIKit sets it: ``ModelTransitionContext/toEndFrame``,
    /// or the container's bounds when it has no usable one.
    private var resolvedToEndFrame: CGRect {
        Self.isUsable(context.toEndFrame) ? context.toEndFrame : context.transitionContext.toFinalFrame
    }

    /// The context's `isInteractive` (and `initiallyInteractive`) from the interaction controller's
    /// `wantsInteractiveStart` (`_setInteractor:`).
    private func attachInteractionController() {
        guard let interactionController else { return }
        (interactionController as? ModelPercentDrivenInteractiveTransition)?.attach(to: context)
        context.initiallyInteractive = interactionController.wantsInteractiveStart
        context.isInteractive = interactionController.wantsInteractiveStart
    }

    private func askForInterruptibleAnimator() -> ModelAnimator {
        context.record(event: .interruptibleAnimator)
        let animator = animationController.interruptibleAnimator(using: context)
        context.container.register(animator)
        context.recordVended(animator)
        return animator
    }

    private func replay(_ request: ModelTransitionContext.Call) {
        context.record(event: .replayed(request))
        if let percentDriven = interactionController as? ModelPercentDrivenInteractiveTransition {
            if request == .cancel { percentDriven.cancel() } else { percentDriven.finish() }
        } else if request == .cancel {
            context.cancelInteractiveTransition()
        } else {
            context.finishInteractiveTransition()
        }
    }

    private func frame(endingTurn: Bool = true) {
        if runLoop.hasPendingWork { endTurn() }
        elapsed += frameInterval
        for animator in context.container.animators where animator.isRunning { animator.advance(by: frameInterval) }
        interactionController?.displayFrame(frameInterval)
        if endingTurn { endTurn() }
    }

    /// An animator opened an animation block during the start: the alongside animations waiting
    /// run in it.
    private func animationBlockOpened(by animator: ModelAnimator) {
        guard isStarting, startBlock == nil else { return }
        startBlock = animator
        guard !pending.isEmpty else { return }
        let waiting = pending
        pending = []
        context.record(event: .alongsideAnimationsRan(animated: true))
        for alongside in waiting { attach(alongside, to: animator) }
    }

    private func runPendingWithoutAnimation() {
        guard !pending.isEmpty else { return }
        let waiting = pending
        pending = []
        context.record(event: .alongsideAnimationsRan(animated: false))
        for alongside in waiting {
            alongside.runs += 1
            alongside.ranWithoutAnimation = true
            alongside.fraction = 1
            alongside.endPosition = .end
        }
    }

    private func attach(_ alongside: AlongsideAnimation, to animator: ModelAnimator) {
        alongside.isOnAnimator = true
        animator.addAnimations(
            setUp: { [weak alongside] in alongside?.runs += 1 },
            present: { [weak alongside] fraction in alongside?.fraction = fraction })
        animator.addEndHandler { [weak self, weak alongside] position in
            guard let alongside, alongside.endPosition == nil else { return }
            alongside.endPosition = position
            alongside.endedAt = self?.elapsed
        }
    }

    /// `completeTransition(_:)`'s work, in UIKit's order (fact 4).
    private func transitionDidComplete(_ completed: Bool) {
        interactiveAtCompletion = !droppedControllers && context.initiallyInteractive && context.isInteractive
        completedAt = elapsed
        context.record(event: .invalidationHandlers)
        context.record(event: .willComplete)
        // The completion handler.
        if isPresentation { context.record(event: .presentationControllerDidEnd(completed)) }
        context.record(event: .appearanceDidEnd(completed))
        containerCompletion?(completed)
        if !droppedControllers, let percentDriven = interactionController as? ModelPercentDrivenInteractiveTransition {
            context.record(event: .postInteractiveHandler)
            percentDriven.transitionDidComplete()
        }
        // A presentation's and a tab bar's completion handler end with the animation controller's
        // `animationEnded(_:)`; the context calls it again last, on the animation controller it
        // had when `completeTransition(_:)` began (fact 13: twice, navigation once).
        if !isNavigation { animationEnded(completed) }
        // The coordinator's completion blocks.
        context.record(event: .coordinatorCompletions)
        let state = coordinator.state
        for alongside in alongsideAnimations {
            guard let completion = alongside.completion else { continue }
            alongside.completions.append(state.isCancelled)
            completion(state)
        }
        coordinator.transitionDidComplete()
        context.record(event: .didComplete)
        // A navigation controller that dropped the controllers tells the animation controller
        // nothing (fact 8).
        if !droppedControllers { animationEnded(completed) }
    }

    private func animationEnded(_ completed: Bool) {
        context.record(event: .animationEnded(completed))
        animationController.animationEnded(completed)
    }
}
