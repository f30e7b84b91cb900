import Foundation
import Transitions

/// UIKit's transition context in the model of UIKit's transition runner: the container with the
/// from-view in it and the to-view outside, the flags UIKit keeps, and a record of every call the
/// kit makes, with UIKit's rules checked (``violations``).
///
/// Like UIKit:
/// - ``completeTransition(_:)`` calls the animation controller's `animationEnded(_:)` before it
///   returns (the runner wires that up);
/// - `finishInteractiveTransition()`/`cancelInteractiveTransition()` end the interactive phase
///   (``isInteractive`` becomes `false`) and set ``transitionWasCancelled``;
/// - a second `completeTransition(_:)`, or an interactive call after completion, is a breach.
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

    /// The kit's context of the transition (container, frames, operation): what plans are built
    /// from.
    public let transitionContext: TransitionContext
    /// The container view.
    public let container: ModelContainer
    /// The view UIKit hands out as the from-view (in the container at the start).
    public let fromView: ModelView
    /// The view UIKit hands out as the to-view (outside the container at the start).
    public let toView: ModelView
    /// The from- and to-views' layer state before the transition (what must be given back).
    public let initialLayers: (from: LayerState, to: LayerState)
    /// The presentation controller's dimming view, for a presentation or dismissal whose
    /// ``TransitionContext/presentation`` has one (a card): at the bottom of the container, at
    /// alpha 0 before a presentation and at the presentation's dimming alpha before a dismissal,
    /// as `CardPresentationController` leaves it; `nil` otherwise.
    public let dimmingView: ModelView?

    public let isAnimated: Bool
    public internal(set) var isInteractive: Bool
    public private(set) var transitionWasCancelled = false
    public var attachedSession: AnyObject?

    /// Every call the kit made, in order.
    public private(set) var calls: [Call] = []
    /// The `didComplete` of every `completeTransition(_:)` (exactly one after a correct run).
    public private(set) var completions: [Bool] = []
    /// Breaches of UIKit's rules, one sentence each.
    public private(set) var violations: [String] = []
    /// Called from the first ``completeTransition(_:)`` before it returns: ``UIKitTransitionRunner``
    /// calls the animation controller's `animationEnded(_:)` there, as UIKit does. Set it yourself
    /// to drive a controller's calls one by one without a runner.
    public var onComplete: (@MainActor (Bool) -> Void)?

    /// A context for `transitionContext`: a from-view in the container at `fromInitialFrame` with
    /// `fromLayer`, and a to-view outside it at `toFinalFrame` with `toLayer`.
    ///
    /// - Parameters:
    ///   - transitionContext: the container size, frames and operation.
    ///   - isAnimated: UIKit's `isAnimated` (`false` for a `.custom` presentation without
    ///     animation). Default `true`.
    ///   - isInteractive: whether an interaction controller drives the transition. Default `false`
    ///     (the runner sets it when it starts an interaction controller).
    ///   - fromLayer: the from-view's own layer state (a card's corner radius, zPosition...).
    ///   - toLayer: the to-view's own layer state.
    public init(
        _ transitionContext: TransitionContext, isAnimated: Bool = true, isInteractive: Bool = false,
        fromLayer: LayerState = LayerState(), toLayer: LayerState = LayerState()
    ) {
        self.transitionContext = transitionContext
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.container = ModelContainer()
        self.fromView = ModelView(kind: .fromView, name: "fromView", frame: transitionContext.fromInitialFrame, layer: fromLayer)
        self.toView = ModelView(kind: .toView, name: "toView", frame: transitionContext.toFinalFrame, layer: toLayer)
        self.initialLayers = (fromLayer, toLayer)
        if let presentation = transitionContext.presentation, transitionContext.presentedScreen != nil {
            let alpha = transitionContext.operation == .dismiss ? presentation.dimmingAlpha : 0
            let dimming = ModelView(kind: .presentationDimming, name: "dimming", frame: transitionContext.containerBounds,
                                    layer: LayerState(alpha: alpha))
            container.add(dimming)
            self.dimmingView = dimming
        } else {
            self.dimmingView = nil
        }
        container.add(fromView)
    }

    /// The dimming view's alpha the presentation controller expects once the transition is over:
    /// its presentation's dimming alpha when the card is shown (a finished presentation, a
    /// cancelled dismissal), 0 when it is gone; `nil` without a dimming view.
    public func expectedDimmingAlpha(finished: Bool) -> CGFloat? {
        guard dimmingView != nil, let presentation = transitionContext.presentation else { return nil }
        let shown = (transitionContext.operation == .present) == finished
        return shown ? presentation.dimmingAlpha : 0
    }

    /// The animator UIKit got from `interruptibleAnimator(using:)` (the context is then
    /// interruptible, and later alongside animations are added to it).
    public private(set) var interruptibleAnimator: ModelAnimator?

    /// Records what `interruptibleAnimator(using:)` returned; a different object than before is a
    /// breach (UIKit requires the same animator for the whole transition).
    public func recordVended(_ animator: ModelAnimator) {
        if let interruptibleAnimator, interruptibleAnimator !== animator {
            violations.append("interruptibleAnimator(using:) returned a different animator")
        }
        interruptibleAnimator = animator
    }

    /// Records a breach found by the runner or a model controller.
    public func record(_ violation: String) {
        violations.append(violation)
    }

    /// Whether `completeTransition(_:)` has been called.
    public var isCompleted: Bool { !completions.isEmpty }

    // MARK: SessionContext

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        calls.append(.update(percentComplete))
        if isCompleted { violations.append("updateInteractiveTransition after completeTransition") }
        if !percentComplete.isFinite || percentComplete < 0 || percentComplete > 1 {
            violations.append("updateInteractiveTransition(\(percentComplete)) outside 0…1")
        }
    }

    public func finishInteractiveTransition() {
        calls.append(.finish)
        if isCompleted { violations.append("finishInteractiveTransition after completeTransition") }
        isInteractive = false
        transitionWasCancelled = false
    }

    public func cancelInteractiveTransition() {
        calls.append(.cancel)
        if isCompleted { violations.append("cancelInteractiveTransition after completeTransition") }
        isInteractive = false
        transitionWasCancelled = true
    }

    public func completeTransition(_ didComplete: Bool) {
        calls.append(.complete(didComplete))
        if isCompleted { violations.append("completeTransition called \(completions.count + 1) times") }
        completions.append(didComplete)
        if completions.count == 1 { onComplete?(didComplete) }
    }
}
