import Foundation
import Transitions

/// A card presentation played in UIKit's order on the pure ``CardPresentationModel``, with the
/// presented view's frame and the dimming view's alpha as a screen would show them: the card's
/// decisions checked against the order UIKit calls them in, on Linux.
///
/// ```swift
/// var script = CardPresentationScript(layout: .sheet(detents: [.medium, .large]), environment: phone)
/// script.present(viewWillAppear: { $0.keyboard(frame: keyboardFrame) })   // a text field focused in viewWillAppear
/// script.cardFrame            // above the keyboard
/// ```
///
/// UIKit's order, as played here (facts 5 and 6 of the `Transitions` article UIKitCallOrder):
/// - **Presentation.** `presentationTransitionWillBegin()` → the presented `viewWillAppear(_:)` (a
///   text field focused there raises the keyboard) → the animation controller reads
///   `frameOfPresentedViewInContainerView` and plans to it → `completeTransition(true)` →
///   `presentationTransitionDidEnd(true)` (UIKitCore 26.1
///   `-[UIPresentationController _initViewHierarchyForPresentationSuperview:inWindow:]`).
/// - **Dismissal.** `dismissalTransitionWillBegin()` → `viewWillDisappear(_:)` → planned from the
///   card's frame now → finished or, cancelled, the card put back exactly where the plan started →
///   `completeTransition(_:)` → `dismissalTransitionDidEnd(_:)`.
/// - **Layout.** `containerViewWillLayoutSubviews()` on each layout, never while dismissing
///   (`-[UIPresentationController _containerViewWillLayoutSubviews]` returns early); a rotation
///   calls `viewWillTransition(to:with:)` first (`…viewWillTransitionToSize:withTransitionCoordinator:`).
///   The controller reads the container at each call, as `CardPresentationController` does.
/// - **The transition** runs under ``UIKitTransitionRunner`` with the kit's animation controller
///   (``transition``), the views UIKit hands a card and its dimming view; a cancel is UIKit's
///   percent-driven interaction cancelling. The runner's findings are in ``problems``.
@MainActor
public struct CardPresentationScript {
    /// A delegate callback the presentation controller sent.
    public enum DelegateCall: Sendable, Hashable {
        case didAttemptToDismiss, willDismiss, didDismiss
    }

    /// The model, as the presentation controller holds it.
    public private(set) var model: CardPresentationModel
    /// The container as it is (what a layout would read), which the model learns at UIKit's calls.
    public private(set) var container: CardEnvironment
    /// The presented view's frame as the screen shows it; `nil` before the presentation and after
    /// a finished dismissal.
    public private(set) var cardFrame: CGRect?
    /// The dimming view's alpha; `nil` while it is not in the container.
    public private(set) var dimmingAlpha: CGFloat?
    /// The delegate callbacks sent, in order.
    public private(set) var delegateCalls: [DelegateCall] = []
    /// The selection changes the app heard, in order.
    public private(set) var selectionChanges: [CardDetent.Identifier] = []
    /// How many times the controller ended editing in the presented view (`endEditing(true)`).
    public private(set) var endEditingCount = 0
    /// The progress of a drag's interactive dismissal as the finger moves it, in order.
    public private(set) var interactiveProgress: [CGFloat] = []
    /// A drag's interactive dismissal in progress: its runner, the interaction the finger moves and
    /// the card's frame when it began.
    private var interactiveDismissal: (runner: UIKitTransitionRunner, interaction: ModelPercentDrivenInteractiveTransition, start: CGRect?)?
    /// Whether the display link is running.
    public private(set) var clockRunning = false
    /// Every step, in order (UIKit's calls and what the controller did), for failure messages.
    public private(set) var log: [String] = []
    /// The presented controller's `isModalInPresentation`.
    public var isModalInPresentation = false
    /// The delegate's `presentationControllerShouldDismiss(_:)` answer; `nil`: not implemented.
    public var delegateShouldDismiss: Bool?
    /// Whether a dismissal transition is running (UIKit's `dismissing`).
    public private(set) var isDismissing = false
    /// The transition the kit's animation controller plays for the card (both ways). Default a
    /// cross-fade.
    public var transition: any Transition = CrossFadeTransition()
    /// The runner of the last presentation or dismissal, `nil` before the first.
    public private(set) var runner: UIKitTransitionRunner?
    /// What the runners found wrong (UIKit's rules broken, views UIKit does not hand out touched,
    /// a completion missing), for every transition so far.
    public private(set) var problems: [String] = []

    /// Whether a drag's dismissal is running under the finger.
    public var isDismissingInteractively: Bool { interactiveDismissal != nil }

    /// A card laid out by `layout` in `environment` (the container it will be presented in),
    /// not yet presented.
    public init(layout: CardLayout, environment: CardEnvironment, drag: CardDrag = CardDrag()) {
        self.model = CardPresentationModel(layout: layout, drag: drag)
        self.container = environment
    }

    private var veto: CardPresentationModel.Veto {
        let modal = isModalInPresentation, answer = delegateShouldDismiss
        return CardPresentationModel.Veto(isModalInPresentation: { modal }, delegateAllows: { answer })
    }

    // MARK: UIKit's calls

    /// Presents the card: will-begin, `viewWillAppear` (`viewWillAppear` runs there), the
    /// animation controller reads the final frame, the animation runs (`duringAnimation` runs
    /// while it does), then the transition completes (`completed`) and did-end.
    public mutating func present(
        viewWillAppear: (inout CardPresentationScript) -> Void = { _ in }, duringAnimation: (inout CardPresentationScript) -> Void = { _ in },
        completed: Bool = true
    ) {
        send(.presentationWillBegin, "presentationTransitionWillBegin")
        dimmingAlpha = model.presentation.hasDimmingView ? 0 : nil
        log.append("viewWillAppear")
        viewWillAppear(&self)
        readContainer()
        let planned = model.cardFrame
        log.append("animation controller plans the card to \(planned)")
        let shown = run(.present, cardFrame: planned, duringAnimation: duringAnimation, completes: completed)
        if completed {
            cardFrame = shown ?? planned
            dimmingAlpha = model.appearance.dimmingAlpha
        }
        send(.presentationDidEnd(completed: completed), "presentationTransitionDidEnd(\(completed))")
        if !completed { cardFrame = nil; dimmingAlpha = nil }
    }

    /// Dismisses the card (the app's `dismiss(animated: true)`, or one the model asked for): will-
    /// begin, `viewWillDisappear`, the animation controller plans from the card's frame, the
    /// animation runs or pauses (`duringAnimation`), then the transition completes (`finished`:
    /// the card is gone; cancelled: the driver restores the card to its planned start) and
    /// did-end.
    public mutating func dismiss(duringAnimation: (inout CardPresentationScript) -> Void = { _ in }, finished: Bool = true) {
        guard model.phase == .presented else {
            log.append("dismiss: nothing to dismiss")
            return
        }
        isDismissing = true
        send(.dismissalWillBegin, "dismissalTransitionWillBegin")
        log.append("viewWillDisappear")
        let start = cardFrame
        log.append("animation controller plans from \(String(describing: start))")
        let shown = run(.dismiss, cardFrame: start ?? model.cardFrame, duringAnimation: duringAnimation, completes: finished)
        if !finished, let shown, let start, shown != start {
            problems.append("a cancelled dismissal left the card at \(shown), not \(start)")
        }
        endDismissal(finished: finished, start: start)
    }

    /// The dismissal's transition completed: the card gone (finished) or back at `start`
    /// (cancelled: the driver restores the card where its plan started), then did-end.
    private mutating func endDismissal(finished: Bool, start: CGRect?) {
        if finished {
            cardFrame = nil
            dimmingAlpha = 0
        } else {
            cardFrame = start
            dimmingAlpha = model.appearance.dimmingAlpha
        }
        isDismissing = false
        send(.dismissalDidEnd(completed: finished), "dismissalTransitionDidEnd(\(finished))")
        if finished { dimmingAlpha = nil }
    }

    /// The container changes to `environment` without a rotation (a split-view resize, a new
    /// content height): UIKit lays the container out, except while dismissing.
    public mutating func layout(_ environment: CardEnvironment) {
        container = environment
        guard !isDismissing else {
            log.append("container changed; no layout call while dismissing")
            return
        }
        send(.environmentChanged(environment), "containerViewWillLayoutSubviews")
    }

    /// A rotation to `environment`: `viewWillTransition(to:with:)` (the controller reads the new
    /// size), then a layout (except while dismissing).
    public mutating func rotate(to environment: CardEnvironment) {
        container = environment
        send(.environmentChanged(environment), "viewWillTransition(to: \(environment.containerBounds.size))")
        guard !isDismissing else { return }
        send(.environmentChanged(environment), "containerViewWillLayoutSubviews")
    }

    /// `keyboardWillChangeFrameNotification` with its end frame, screen coordinates (`nil`: the
    /// keyboard hides, `keyboardWillHideNotification`).
    public mutating func keyboard(frame: CGRect?) {
        readContainer()
        send(.keyboardChanged(screenFrame: frame), "keyboard to \(String(describing: frame))")
    }

    /// Any other event of the model (the finger, the app, VoiceOver, a tap), with this script's
    /// veto.
    public mutating func send(_ event: CardPresentationModel.Event) {
        if case .tick = event {} else { readContainer() }
        send(event, "\(event)")
    }

    /// Ticks the clock at 60 Hz until the card rests (at most `limit` seconds); returns the
    /// heights shown after each tick.
    @discardableResult
    public mutating func settle(limit: TimeInterval = 10) -> [CGFloat] {
        var heights: [CGFloat] = []
        var elapsed: TimeInterval = 0
        while clockRunning, elapsed < limit {
            send(.tick(1.0 / 60), "tick")
            elapsed += 1.0 / 60
            if let height = model.shownHeight { heights.append(height) }
        }
        return heights
    }

    // MARK: The transition under the runner

    /// Runs the card's transition under the model of UIKit's runner: the start, `duringAnimation`
    /// while it runs, then (for one that does not complete) UIKit's percent-driven interaction
    /// cancels it, and it plays to its end. Returns the card's frame at the end (the to-view's
    /// when presenting, the from-view's when dismissing), `nil` when the container is unusable.
    private mutating func run(
        _ operation: TransitionOperation, cardFrame: CGRect, duringAnimation: (inout CardPresentationScript) -> Void, completes: Bool
    ) -> CGRect? {
        let interaction = completes ? nil : ModelPercentDrivenInteractiveTransition()
        guard let runner = makeRunner(operation, cardFrame: cardFrame, interaction: interaction) else {
            duringAnimation(&self)
            return nil
        }
        runner.start()
        duringAnimation(&self)
        if let interaction {
            interaction.update(0.3)
            interaction.cancel()
        }
        return finish(runner, operation)
    }

    /// A runner for the card's transition, or `nil` (with a problem noted) in an unusable container.
    private mutating func makeRunner(_ operation: TransitionOperation, cardFrame: CGRect, interaction: ModelPercentDrivenInteractiveTransition?) -> UIKitTransitionRunner? {
        guard let context = try? TransitionContext(
            operation: operation, containerBounds: container.containerBounds,
            fromInitialFrame: operation == .dismiss ? cardFrame : .zero, toFinalFrame: operation == .present ? cardFrame : .zero,
            layoutDirection: container.layoutDirection, presentation: model.appearance)
        else {
            problems.append("\(operation): unusable container \(container.containerBounds)")
            return nil
        }
        let runner = UIKitTransitionRunner(
            context: ModelTransitionContext(context), animationController: ModelTransitionAnimationController(transition),
            interactionController: interaction)
        self.runner = runner
        return runner
    }

    /// Runs `runner` to its end and returns the card's frame there.
    private mutating func finish(_ runner: UIKitTransitionRunner, _ operation: TransitionOperation) -> CGRect? {
        if !runner.runUntilComplete() { problems.append("\(operation) never completed") }
        problems += runner.problems.map { "\(operation): \($0)" }
        let card = operation == .present ? runner.context.toView : runner.context.fromView
        return card.frame
    }

    /// The model asked for the dismissal under the finger: will-begin, `viewWillDisappear`, the
    /// transition starts paused at `progress`.
    private mutating func beginInteractiveDismissal(progress: CGFloat) {
        guard model.phase == .presented else {
            log.append("dismiss: nothing to dismiss")
            send(.dismissalDidNotStart, "dismissal did not start")
            return
        }
        isDismissing = true
        send(.dismissalWillBegin, "dismissalTransitionWillBegin")
        log.append("viewWillDisappear")
        let interaction = ModelPercentDrivenInteractiveTransition()
        guard let runner = makeRunner(.dismiss, cardFrame: cardFrame ?? model.cardFrame, interaction: interaction) else { return }
        runner.start()
        interaction.update(progress)
        interactiveProgress.append(progress)
        interactiveDismissal = (runner, interaction, cardFrame)
    }

    /// The finger let go: the interaction finishes or cancels, the transition plays to its end,
    /// then did-end.
    private mutating func endInteractiveDismissal(finished: Bool) {
        guard let (runner, interaction, start) = interactiveDismissal else { return }
        interactiveDismissal = nil
        if finished { interaction.finish() } else { interaction.cancel() }
        _ = finish(runner, .dismiss)
        endDismissal(finished: finished, start: start)
    }

    // MARK: Applying the model

    private mutating func readContainer() {
        if model.environment != container { _ = model.handle(.environmentChanged(container)) }
    }

    private mutating func send(_ event: CardPresentationModel.Event, _ name: String) {
        if case .tick = event {} else { log.append(name) }
        if case .environmentChanged = event {} else { readContainer() }
        apply(model.handle(event, veto: veto))
    }

    private mutating func apply(_ effects: [CardPresentationModel.Effect]) {
        for effect in effects {
            switch effect {
            case .placeCard(let frame, _): cardFrame = frame
            case .setDimmingAlpha(let alpha): dimmingAlpha = alpha
            case .selectedDetentChanged(let identifier, _): selectionChanges.append(identifier)
            case .startClock: clockRunning = true
            case .stopClock: clockRunning = false
            case .didAttemptToDismiss: delegateCalls.append(.didAttemptToDismiss)
            case .willDismiss: delegateCalls.append(.willDismiss)
            case .didDismiss: delegateCalls.append(.didDismiss)
            case .dismiss:
                log.append("dismiss(animated: true)")
                dismiss()
            case .beginInteractiveDismissal(let progress):
                log.append("dismiss(animated: true) under the finger at \(progress)")
                beginInteractiveDismissal(progress: progress)
            case .updateInteractiveDismissal(let progress):
                interactiveProgress.append(progress)
                interactiveDismissal?.interaction.update(progress)
            case .finishInteractiveDismissal:
                log.append("finishInteractiveTransition")
                endInteractiveDismissal(finished: true)
            case .cancelInteractiveDismissal:
                log.append("cancelInteractiveTransition")
                endInteractiveDismissal(finished: false)
            case .endEditing:
                log.append("endEditing(true)")
                endEditingCount += 1
            }
        }
    }
}
