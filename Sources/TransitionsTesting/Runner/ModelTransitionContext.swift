import Foundation
import Transitions

/// UIKit's transition context in the model of UIKit's transition runner: the container with the
/// from-view in it and the to-view outside, the state UIKit keeps, and a record of every call and
/// step (``events``), with UIKit's rules checked (``violations``).
///
/// It behaves as `_UIViewControllerTransitionContext` of iOS 26.1 UIKitCore (facts 1, 4 and 5 of
/// the `Transitions` article UIKitCallOrder):
/// - ``isInFlight`` only after the start returns; before, updates are dropped and a finish or cancel
///   is only recorded (`deferredRequest`); in flight, updates are clamped (NaN to 1) and recorded
///   while interactive, only when the context has interactive update handlers (facts 15 and 17:
///   ``percentComplete``, `interactiveUpdates`); a finish or cancel records
///   ``transitionWasCancelled``, the ``completionVelocity`` and ``completionCurve`` from the
///   interaction controller (``RunnerInteractionController/completionSpeedAndCurve``), runs the
///   update handlers with the last progress, and ends the interaction (``isInteractive``,
///   ``onInteractivityChange``). On a context in flight that is no longer interactive, a finish
///   takes it out of flight, while a cancel keeps it in flight and tells the handlers again
///   (`-[_UIViewControllerTransitionContext finishInteractiveTransition]` and
///   `cancelInteractiveTransition`). Every call UIKit did not apply is in ``unappliedCalls``;
/// - ``pauseInteractiveTransition()`` makes an interruptible context in flight interactive again;
/// - ``completeTransition(_:)`` runs ``onComplete`` once; a second call is recorded as a breach;
/// - ``view(forKey:)`` hands out what UIKit does (no presenter's view for a card); that view stays
///   outside the container and no stage may touch it;
/// - ``viewController(forKey:)`` gives model screens, on which the kit's readings run (`reading`,
///   `operationReading`, ``presentationDimming``), and ``containerBounds`` may be unusable (zero
///   before layout), when the kit plays its immediate plan.
@MainActor
public final class ModelTransitionContext: SessionContext {
    /// A call the kit made on the context.
    public enum Call: Equatable, Sendable {
        /// `updateInteractiveTransition(_:)`.
        case update(CGFloat)
        /// `finishInteractiveTransition()`.
        case finish
        /// `cancelInteractiveTransition()`.
        case cancel
        /// `completeTransition(_:)`.
        case complete(Bool)
    }

    /// A step of the transition, as UIKit takes it (the runner's, the context's and the model
    /// percent-driven transition's), in order in ``events``.
    public enum Event: Equatable, Sendable {
        /// `presentationTransitionWillBegin()` (a presentation) or
        /// `dismissalTransitionWillBegin()` (a dismissal) of the presentation controller.
        case presentationControllerWillBegin
        /// `viewWillDisappear(_:)` of the from-view controller and `viewWillAppear(_:)` of the
        /// to-view controller.
        case appearanceWillBegin
        /// The request of a navigation change or a tab switch (facts 8 and 12): UIKit has asked
        /// for the animation and interaction controllers, and asks for the duration next.
        case request
        /// A navigation or tab bar controller set the to-view's frame (before the start).
        case toViewFrameSet
        /// UIKit set the to-view controller's final frame (`_setToEndFrame:`, ``toEndFrame``).
        case toEndFrameSet
        /// A navigation controller that is not appearing or appeared at the layout pass showed the
        /// change without animation, dropping both controllers (fact 8).
        case shownWithoutAnimation
        /// The container's own work once the transition is in flight (a navigation controller
        /// removes a popped controller from its children; fact 9).
        case containerDidStart
        /// `transitionDuration(using:)`.
        case transitionDuration
        /// `startInteractiveTransition(_:)` on the interaction controller.
        case startInteractiveTransition
        /// `animateTransition(using:)` on the animation controller.
        case animateTransition
        /// `interruptibleAnimator(using:)` on the animation controller.
        case interruptibleAnimator
        /// Alongside animations ran: in an animation block (`animated`) or at once without one.
        case alongsideAnimationsRan(animated: Bool)
        /// UIKit marked the context in flight.
        case inFlight
        /// A call of the kit (or of UIKit's percent-driven transition).
        case call(Call)
        /// A deferred finish or cancel replayed after the start (the presentation path).
        case replayed(Call)
        /// The interaction ended (`false`) or resumed (`true`): `notifyWhenInteractionChanges`.
        case interactionChanged(isInteractive: Bool)
        /// `pauseInteractiveTransition()` of the context.
        case paused
        /// `completeTransition(_:)`: the invalidation handlers.
        case invalidationHandlers
        /// `completeTransition(_:)`: the will-complete handler.
        case willComplete
        /// `presentationTransitionDidEnd(_:)` or `dismissalTransitionDidEnd(_:)`.
        case presentationControllerDidEnd(Bool)
        /// `viewDidAppear(_:)`/`viewDidDisappear(_:)` (or their reversal after a cancel).
        case appearanceDidEnd(Bool)
        /// The post-interactive completion handler (`UIPercentDrivenInteractiveTransition` lets go
        /// of its animator).
        case postInteractiveHandler
        /// `animationEnded(_:)` on the animation controller.
        case animationEnded(Bool)
        /// The transition coordinator's completion blocks.
        case coordinatorCompletions
        /// `completeTransition(_:)`: the did-complete handler.
        case didComplete
    }

    /// The kit's context of the transition (container, frames, operation): what plans are built
    /// from.
    public let transitionContext: TransitionContext
    /// The container view.
    public let container: ModelContainer
    /// The from-view controller's view (in the container at the start, unless it is a presenter
    /// the presentation controller keeps: see ``view(forKey:)``).
    public let fromView: ModelView
    /// The to-view controller's view (outside the container at the start).
    public let toView: ModelView
    /// The from- and to-views' layer state before the transition (what must be given back).
    public let initialLayers: (from: LayerState, to: LayerState)
    /// The from- and to-views' frames before the transition.
    public let initialFrames: (from: CGRect, to: CGRect)
    /// The presentation controller's dimming view, for a transition whose view controllers have a
    /// presentation controller with one the kit animates (``presentationDimming``, a card): at the
    /// bottom of the container, at alpha 0 before a presentation and at the presentation's dimming
    /// alpha before a dismissal, as `CardPresentationController` leaves it; `nil` otherwise.
    public let dimmingView: ModelView?
    /// Whether UIKit hands out the presenter's view (`shouldRemovePresentersView` of the presented
    /// screen's presentation controller): `false` for one that keeps it, like the kit's card.
    /// Ignored unless the operation is a presentation or a dismissal.
    public let handsOutPresentersView: Bool
    /// `containerView.bounds` as UIKit reports it, points: the transition context's container
    /// unless the context was made with other bounds (an unusable container, before layout).
    public let containerBounds: CGRect
    /// UIKit's final frame for the to-view controller, points, container coordinates: what
    /// `finalFrame(for: to)` reports once UIKit has set it (`hasToEndFrame`); `.zero` when UIKit
    /// does not know one.
    public let toEndFrame: CGRect
    /// Whether UIKit has set the to-view controller's final frame (`_setToEndFrame:`): a navigation
    /// controller sets it at the start, in the layout pass, after the appearance callbacks (fact 9),
    /// and `finalFrame(for: to)` reads `.zero` before; a presentation and a tab switch have it from
    /// the request.
    package private(set) var hasToEndFrame: Bool
    /// `viewController(forKey: .from)`; `nil` when UIKit has none.
    public let fromScreen: ModelScreen?
    /// `viewController(forKey: .to)`; `nil` when UIKit has none.
    public let toScreen: ModelScreen?
    /// The containers of the default screens (kept alive with the context).
    private let containers: [ModelScreen]
    /// The main run loop the transition runs on.
    public let runLoop: ModelRunLoop

    public let isAnimated: Bool
    /// `isInteractive` (UIKit's `isCurrentlyInteractive`): set from the interaction controller's
    /// `wantsInteractiveStart` when the runner attaches one.
    public internal(set) var isInteractive: Bool
    /// `initiallyInteractive`: whether the transition started interactive.
    public internal(set) var initiallyInteractive: Bool
    public private(set) var transitionWasCancelled = false
    /// `isInterruptible`: UIKit got an animator from `interruptibleAnimator(using:)` after the
    /// start.
    public internal(set) var isInterruptible = false
    /// Whether the context is in flight (set by the runner once the start has returned).
    public private(set) var isInFlight = false
    /// A finish or cancel received before the context was in flight, not yet replayed.
    package private(set) var deferredRequest: Call?
    /// `percentComplete`: the last update recorded in flight (UIKit's `_previousPercentComplete`),
    /// recorded only while the context has interactive update handlers (fact 17): a navigation
    /// transition's (its navigation bar) and an interactive presentation's; a tab switch has none,
    /// so it stays 0 there.
    public private(set) var percentComplete: CGFloat = 0
    /// The interactive update handlers' progress, in order: what the navigation bar or the
    /// presentation controller was told (each update recorded, then the last progress again at a
    /// finish, cancel or pause).
    package private(set) var interactiveUpdates: [CGFloat] = []
    /// Whether the context has interactive update handlers (`_addInteractiveUpdateHandler:`); the
    /// runner adds them for a navigation transition and a presentation or dismissal with an
    /// interaction controller. Default `false`.
    package internal(set) var hasInteractiveUpdateHandlers = false
    /// `_completionVelocity`: 1 until a finish or cancel, then the interaction controller's
    /// `completionSpeed` (1 when 0 or less), negated on a cancel (−1 when 0 or less).
    public private(set) var completionVelocity: CGFloat = 1
    /// `completionCurve` as the context records it at a finish or cancel from the interaction
    /// controller; `.easeInOut` until then.
    public private(set) var completionCurve: AnimationCurve = .easeInOut
    /// The interaction controller UIKit attached (`_interactor`), whose completion speed and curve
    /// a finish or cancel reads. Weak; the runner sets it.
    package internal(set) weak var interactor: (any RunnerInteractionController)?
    package var attachedSession: AnyObject?
    /// The transition coordinator of the view controllers (`transitionCoordinator`), from the
    /// request until the transition completes: the runner's. Weak.
    public internal(set) weak var transitionCoordinator: ModelTransitionCoordinator?

    /// Every call the kit made, in order (recorded or not).
    public private(set) var calls: [Call] = []
    /// The interactive calls UIKit did not apply: made while the context was not in flight (an
    /// update dropped, a finish or cancel only recorded), or a finish or cancel of a context no
    /// longer interactive (which takes it out of flight).
    public private(set) var unappliedCalls: [Call] = []
    /// Every step of the transition, in order.
    public private(set) var events: [Event] = []
    /// The `didComplete` of every `completeTransition(_:)` (exactly one after a correct run).
    public private(set) var completions: [Bool] = []
    /// Breaches of UIKit's rules, one sentence each.
    public private(set) var violations: [String] = []
    /// UIKit's completion work, run by the first ``completeTransition(_:)`` before it returns: the
    /// runner sets it to fact 4's order (invalidation handlers, will-complete, the completion
    /// handler with `animationEnded(_:)`, the coordinator's completion blocks, did-complete). Set
    /// it yourself to drive a controller's calls one by one without a runner.
    public var onComplete: (@MainActor (Bool) -> Void)?
    /// The transition coordinator's `notifyWhenInteractionChanges` handlers, run when the
    /// interaction ends or resumes (the runner sets it).
    public var onInteractivityChange: (@MainActor (Bool) -> Void)?

    /// A context for `transitionContext`: a from-view in the container at `fromInitialFrame` with
    /// `fromLayer`, and a to-view outside it at `toFinalFrame` with `toLayer`.
    ///
    /// - Parameters:
    ///   - transitionContext: the container size, frames and operation.
    ///   - isAnimated: UIKit's `isAnimated` (`false` for a `.custom` presentation without
    ///     animation). Default `true`.
    ///   - isInteractive: whether an interaction controller drives the transition. Default `false`
    ///     (the runner sets it from the interaction controller's `wantsInteractiveStart`).
    ///   - fromLayer: the from-view's own layer state (a card's corner radius, zPosition...).
    ///   - toLayer: the to-view's own layer state.
    ///   - handsOutPresentersView: overrides `shouldRemovePresentersView` of the presented
    ///     screen's presentation controller; default `nil` (its own: `false` for a `.custom`
    ///     presentation such as the kit's card, `true` for a full-screen one).
    ///   - containerBounds: `containerView.bounds` as UIKit reports it; default `nil`, the
    ///     transition context's. Pass an unusable one (zero, before layout) to see the kit's
    ///     immediate plan.
    ///   - from: `viewController(forKey: .from)`; with `to`, default `nil` for both: the screens
    ///     UIKit has for `transitionContext`'s operation (a presented screen, a navigation stack or
    ///     two tabs).
    ///   - to: `viewController(forKey: .to)`.
    ///   - runLoop: the main run loop (default a new one; share one between transitions to let
    ///     their queued work race).
    ///   - toEndFrame: UIKit's final frame for the to-view controller (``toEndFrame``); default
    ///     `nil`: `transitionContext`'s, as passed in (``TransitionContext/rawFrames``).
    public init(
        _ transitionContext: TransitionContext, isAnimated: Bool = true, isInteractive: Bool = false,
        fromLayer: LayerState = LayerState(), toLayer: LayerState = LayerState(), handsOutPresentersView: Bool? = nil,
        containerBounds: CGRect? = nil, from: ModelScreen? = nil, to: ModelScreen? = nil, runLoop: ModelRunLoop = ModelRunLoop(),
        toEndFrame: CGRect? = nil
    ) {
        self.transitionContext = transitionContext
        self.toEndFrame = toEndFrame ?? transitionContext.rawFrames.toFinal
        self.hasToEndFrame = transitionContext.operation != .push && transitionContext.operation != .pop
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.initiallyInteractive = isInteractive
        self.runLoop = runLoop
        self.containerBounds = containerBounds ?? transitionContext.containerBounds
        if from == nil, to == nil {
            let screens = Self.defaultScreens(for: transitionContext.operation, presentation: transitionContext.presentation)
            (fromScreen, toScreen, containers) = (screens.from, screens.to, screens.containers)
        } else {
            (fromScreen, toScreen, containers) = (from, to, [])
        }
        self.container = ModelContainer()
        self.fromView = ModelView(kind: .fromView, name: "fromView", frame: transitionContext.fromInitialFrame, layer: fromLayer)
        self.toView = ModelView(kind: .toView, name: "toView", frame: transitionContext.toFinalFrame, layer: toLayer)
        self.initialLayers = (fromLayer, toLayer)
        self.initialFrames = (fromView.frame, toView.frame)
        let operation = transitionContext.operation
        let presented = operation == .present ? toScreen : operation == .dismiss ? fromScreen : nil
        self.handsOutPresentersView = handsOutPresentersView ?? presented?.presentationController?.shouldRemovePresentersView ?? true
        if let presentation = Self.presentationDimming(from: fromScreen, to: toScreen)?.dimming {
            // The presentation controller put it there (`presentationTransitionWillBegin`), or left
            // it there after the presentation.
            let alpha = operation == .dismiss ? presentation.dimmingAlpha : 0
            let dimming = ModelView(kind: .presentationDimming, name: "dimming", frame: self.containerBounds,
                                    layer: LayerState(alpha: alpha))
            container.add(dimming)
            self.dimmingView = dimming
        } else {
            self.dimmingView = nil
        }
        if self.view(forKey: .from) != nil { container.add(fromView) }
    }

    /// The view controllers UIKit's context has for a plain transition of `operation`, as UIKit
    /// has them while it runs: a presented screen being presented (or dismissed) through its
    /// presentation controller (a card's, with `presentation`'s dimming, keeping the presenter's
    /// view; a full-screen one without), a navigation stack the pushed screen is already on top of
    /// and the popped one already removed from (`popViewController(animated:)` returns it), or two
    /// tabs of one tab bar controller in the switch's direction.
    package static func defaultScreens(
        for operation: TransitionOperation, presentation: PresentationAppearance?
    ) -> (from: ModelScreen, to: ModelScreen, containers: [ModelScreen]) {
        let from = ModelScreen("from"), to = ModelScreen("to")
        switch operation {
        case .present, .dismiss:
            let (presenter, presented) = operation == .present ? (from, to) : (to, from)
            presenter.presentedScreen = presented
            presented.presentingScreen = presenter
            presented.ownPresentationController = ModelPresentationController(
                presenting: presented, dimming: presentation, shouldRemovePresentersView: presentation == nil)
            presented.modalPresentationStyle = presentation == nil ? .fullScreen : .custom
            if operation == .present { presented.isBeingPresented = true } else { presented.isBeingDismissed = true }
            return (from, to, [])
        case .push, .pop:
            let (below, above) = operation == .push ? (from, to) : (to, from)
            let navigation = ModelNavigationController(root: below)
            if operation == .push {
                navigation.adopt(above)
                navigation.stack.append(above)
            }
            return (from, to, [navigation])
        case .tabForward, .tabBackward:
            let tabs = ModelTabBarController(tabs: operation == .tabForward ? [from, to] : [to, from])
            tabs.selectedIndex = operation == .tabForward ? 1 : 0
            return (from, to, [tabs])
        }
    }

    /// Which view ``view(forKey:)`` hands out.
    public enum ViewKey: Sendable {
        /// `UITransitionContextViewKey.from`.
        case from
        /// `UITransitionContextViewKey.to`.
        case to
    }

    /// `view(forKey:)`: the from- or to-view, or `nil` for the presenter's view of a presentation
    /// controller that keeps it (``handsOutPresentersView`` `false`): the from-view while
    /// presenting, the to-view while dismissing.
    public func view(forKey key: ViewKey) -> ModelView? {
        guard !handsOutPresentersView else { return key == .from ? fromView : toView }
        switch (key, transitionContext.operation) {
        case (.from, .present), (.to, .dismiss): return nil
        case (.from, _): return fromView
        case (.to, _): return toView
        }
    }

    /// `viewController(forKey:)`: ``fromScreen`` or ``toScreen``.
    public func viewController(forKey key: ViewKey) -> ModelScreen? {
        key == .from ? fromScreen : toScreen
    }

    /// The presentation controller whose dimming view the transition animates:
    /// `PresentationDimmingLookup` over ``viewController(forKey:)``, as the kit reads UIKit's
    /// context (`presentationDimming`); `nil` for a push, a tab switch, a full-screen presentation.
    public var presentationDimming: ModelPresentationController? {
        Self.presentationDimming(from: fromScreen, to: toScreen)
    }

    private static func presentationDimming(from: ModelScreen?, to: ModelScreen?) -> ModelPresentationController? {
        PresentationDimmingLookup.find { side in
            (side == .to ? to : from).map { screen in
                let presentation = screen.presentationController.flatMap { $0.dimming == nil ? nil : $0 }
                return PresentationDimmingLookup.Candidate(
                    isBeingPresentedOrDismissed: screen.isBeingPresented || screen.isBeingDismissed,
                    presentation: presentation, presentsThisController: presentation?.presentedScreen === screen)
            }
        }
    }

    /// The dimming view's alpha the presentation controller expects once the transition is over:
    /// its presentation's dimming alpha when the card is shown (a finished presentation, a
    /// cancelled dismissal), 0 when it is gone; `nil` without a dimming view.
    public func expectedDimmingAlpha(finished: Bool) -> CGFloat? {
        guard dimmingView != nil, let presentation = presentationDimming?.dimming else { return nil }
        let shown = (transitionContext.operation == .present) == finished
        return shown ? presentation.dimmingAlpha : 0
    }

    /// The animator UIKit got from `interruptibleAnimator(using:)` (later alongside animations are
    /// added to it).
    public private(set) var interruptibleAnimator: ModelAnimator?

    /// Records what `interruptibleAnimator(using:)` returned; a different object than before is a
    /// breach (UIKit requires the same animator for the whole transition).
    package func recordVended(_ animator: ModelAnimator) {
        if let interruptibleAnimator, interruptibleAnimator !== animator {
            violations.append("interruptibleAnimator(using:) returned a different animator")
        }
        interruptibleAnimator = animator
    }

    /// Records a breach found by the runner or a model controller.
    package func record(_ violation: String) {
        violations.append(violation)
    }

    /// Records a step of the transition.
    package func record(event: Event) {
        events.append(event)
    }

    /// Whether `completeTransition(_:)` has been called.
    public var isCompleted: Bool { !completions.isEmpty }

    // MARK: Flight

    /// UIKit sets the to-view controller's final frame (`_setToEndFrame:`; the runner calls this).
    func setToEndFrame() {
        hasToEndFrame = true
        events.append(.toEndFrameSet)
    }

    /// UIKit's navigation controller dropped the animation and interaction controllers and showed
    /// the change without animation (fact 8): the context completes without them. The runner calls
    /// this.
    func completeWithoutAnimationControllers() {
        guard !isCompleted else { return }
        events.append(.shownWithoutAnimation)
        completions.append(true)
        onComplete?(true)
    }

    /// UIKit marks the context in flight once the start has returned (the runner calls this).
    /// Returns the deferred request, if any, for the runner to replay (a presentation does; a
    /// navigation controller drops it: its conductor only marks the context in flight).
    func markInFlight() -> Call? {
        isInFlight = true
        events.append(.inFlight)
        let deferred = deferredRequest
        deferredRequest = nil
        return deferred
    }

    /// `_setPreviousPercentComplete`: what `pauseInteractiveTransition()` of UIKit's
    /// percent-driven transition records (the animator's fraction).
    func setPercentComplete(_ value: CGFloat) {
        guard value.isFinite else { return }
        percentComplete = min(max(value, 0), 1)
    }

    // MARK: SessionContext

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        calls.append(.update(percentComplete))
        events.append(.call(.update(percentComplete)))
        if isCompleted { violations.append("updateInteractiveTransition after completeTransition") }
        if !percentComplete.isFinite {
            violations.append("updateInteractiveTransition(\(percentComplete))")
        } else if percentComplete < 0 || percentComplete > 1 {
            violations.append("updateInteractiveTransition(\(percentComplete)) outside 0…1")
        }
        guard isInFlight else { return unappliedCalls.append(.update(percentComplete)) }
        // UIKit's clamp: below 0 is 0, anything not at most 1 (NaN too) is 1.
        let clamped = percentComplete < 0 ? 0 : percentComplete <= 1 ? percentComplete : 1
        guard isInteractive, hasInteractiveUpdateHandlers, clamped != self.percentComplete else { return }
        self.percentComplete = clamped
        interactiveUpdates.append(clamped)
    }

    public func finishInteractiveTransition() {
        end(.finish)
    }

    public func cancelInteractiveTransition() {
        end(.cancel)
    }

    /// `pauseInteractiveTransition()`: an interruptible context in flight that is no longer
    /// interactive becomes interactive again (the coordinator's `notifyWhenInteractionChanges`
    /// handlers run); otherwise nothing happens.
    public func pauseInteractiveTransition() {
        guard isInterruptible, isInFlight, !isInteractive, !isCompleted else { return }
        events.append(.paused)
        runInteractiveUpdateHandlers()
        setInteractive(true)
    }

    public func completeTransition(_ didComplete: Bool) {
        calls.append(.complete(didComplete))
        events.append(.call(.complete(didComplete)))
        guard !isCompleted else {
            // UIKit ignores it; the kit promises exactly one.
            violations.append("completeTransition called \(completions.count + 1) times")
            completions.append(didComplete)
            return
        }
        completions.append(didComplete)
        onComplete?(didComplete)
    }

    package func enqueue(_ body: @escaping @MainActor () -> Void) {
        runLoop.async(body)
    }

    // MARK: Private

    private func end(_ call: Call) {
        calls.append(call)
        events.append(.call(call))
        if isCompleted { violations.append("\(call == .finish ? "finish" : "cancel")InteractiveTransition after completeTransition") }
        guard isInFlight else {
            unappliedCalls.append(call)
            deferredRequest = call
            return
        }
        let cancel = call == .cancel
        transitionWasCancelled = cancel
        if let (speed, curve) = interactor?.completionSpeedAndCurve {
            let velocity = speed.isNaN || speed <= 0 ? 1 : speed
            completionVelocity = cancel ? -velocity : velocity
            completionCurve = curve
        }
        if isInteractive { runInteractiveUpdateHandlers() }
        if isInteractive || cancel {
            // A cancel tells the interaction handlers even when the context was no longer
            // interactive, and leaves it in flight (fact 15).
            setInteractive(false)
        } else {
            // A finish of a context no longer interactive: UIKit's state 0, out of flight; later
            // updates are dropped, a later finish or cancel is only recorded.
            unappliedCalls.append(call)
            isInFlight = false
        }
    }

    /// The interactive update handlers get the last recorded progress (a finish, cancel or pause).
    private func runInteractiveUpdateHandlers() {
        guard hasInteractiveUpdateHandlers else { return }
        interactiveUpdates.append(percentComplete)
    }

    private func setInteractive(_ interactive: Bool) {
        isInteractive = interactive
        events.append(.interactionChanged(isInteractive: interactive))
        onInteractivityChange?(interactive)
    }
}
