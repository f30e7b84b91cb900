import Foundation
import Transitions

/// The transition coordinator in the model of UIKit's transition runner
/// (`UIViewControllerTransitionCoordinator`, `_UIViewControllerTransitionCoordinator` in iOS 26.1
/// UIKitCore): alongside animations, their completion blocks, and `notifyWhenInteractionChanges`.
///
/// Like UIKit (fact 3 of docs/architecture.md):
/// - animations registered before the transition is in flight run inside the first animation block
///   opened during the start call (an animator the kit starts, pauses or scrubs there); if the
///   start opens none, UIKit runs them at once, without animation, right after the start;
/// - animations registered while the transition is in flight make UIKit ask the animation
///   controller's `interruptibleAnimator(using:)` again and add them to that animator; a context
///   that is not interruptible refuses them (``animate(alongsideTransition:completion:)`` returns
///   `nil`);
/// - completion blocks run inside `completeTransition(_:)`, after the completion handler and
///   before the did-complete handler, with the coordinator's state then;
/// - a refused animation is dropped, but its completion block is still registered and runs at the
///   completion (`animate(alongsideTransition:completion:)` returns `false` in UIKit, `nil` here;
///   fact 16); nothing registered after the completion runs;
/// - `notifyWhenInteractionChanges` handlers run inside `finishInteractiveTransition()` and
///   `cancelInteractiveTransition()` (the interaction ended; a cancel of a context no longer
///   interactive tells them again), after the progress handlers, `isCancelled`, the completion
///   velocity and curve are set, and inside `pauseInteractiveTransition()` (it resumed); they are
///   dropped in `completeTransition(_:)` right after the completion blocks (fact 15).
///
/// Get it from ``UIKitTransitionRunner/coordinator``.
@MainActor
public final class ModelTransitionCoordinator {
    /// What a handler is told (`UIViewControllerTransitionCoordinatorContext`).
    public struct State: Equatable, Sendable {
        /// `isInteractive`.
        public var isInteractive: Bool
        /// `initiallyInteractive`.
        public var initiallyInteractive: Bool
        /// `isCancelled`.
        public var isCancelled: Bool
        /// `isInterruptible`.
        public var isInterruptible: Bool
        /// `percentComplete`.
        public var percentComplete: CGFloat
        /// `completionVelocity`: the interaction controller's completion speed, negated on a
        /// cancel, once the interaction ended (1 before).
        public var completionVelocity: CGFloat
        /// `completionCurve`, once the interaction ended (`.easeInOut` before).
        public var completionCurve: AnimationCurve
    }

    private unowned let runner: UIKitTransitionRunner
    private var interactionHandlers: [@MainActor (State) -> Void] = []

    init(runner: UIKitTransitionRunner) {
        self.runner = runner
    }

    /// `isAnimated`: the context's ``ModelTransitionContext/isAnimated`` (`false` for a `.custom`
    /// presentation or dismissal made without animation, which still has a coordinator).
    public var isAnimated: Bool { runner.context.isAnimated }

    /// The coordinator's state now.
    public var state: State {
        let context = runner.context
        return State(
            isInteractive: context.isInteractive, initiallyInteractive: context.initiallyInteractive,
            isCancelled: context.transitionWasCancelled, isInterruptible: context.isInterruptible,
            percentComplete: context.percentComplete, completionVelocity: context.completionVelocity,
            completionCurve: context.completionCurve)
    }

    /// `animate(alongsideTransition:completion:)`: registers an animation (`animation: true`)
    /// and a completion block. Returns the registered animation, or `nil` when UIKit refuses it (the
    /// transition is over, or in flight and not interruptible, for an animation).
    @discardableResult
    public func animate(
        alongsideTransition animation: Bool = true, completion: (@MainActor (State) -> Void)? = nil
    ) -> UIKitTransitionRunner.AlongsideAnimation? {
        runner.register(animation: animation, completion: completion)
    }

    /// `notifyWhenInteractionChanges(_:)`: `handler` runs each time the interaction ends (inside a
    /// finish or cancel) or resumes (a pause), until the transition completes.
    public func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (State) -> Void) {
        guard !runner.isComplete else { return }
        interactionHandlers.append(handler)
    }

    /// The context's interaction ended or resumed.
    func interactionDidChange() {
        let handlers = interactionHandlers
        for handler in handlers { handler(state) }
    }

    /// The transition completed: the interaction handlers are dropped.
    func transitionDidComplete() {
        interactionHandlers = []
    }

    /// Whether the transition has completed (the view controllers then have no coordinator).
    var isComplete: Bool { runner.isComplete }
}

extension ModelTransitionCoordinator: TransitionEndObserving {
    /// `animate(alongsideTransition: nil, completion:)`, as the kit registers for the end.
    package func observeEnd(_ body: @escaping @MainActor (_ isCancelled: Bool) -> Void) {
        animate(alongsideTransition: false) { body($0.isCancelled) }
    }
}
