import Foundation
import Interactive
import Transitions
import TransitionsTesting

/// Contexts, views and gestures shared by the tests of the model of UIKit's transition runner.
@MainActor
enum RunnerFixtures {
    /// An iPhone-14-sized container (390 × 844 pt).
    static let phoneBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// A card's own layer state: rounded, clipped, raised, slightly transparent and scaled, with
    /// its own anchor point. A transition must give all of it back.
    static let card = LayerState(
        anchorPoint: CGPoint(x: 0.5, y: 0.25), transform: Transform3D(scaleX: 0.98, y: 0.98), alpha: 0.9,
        cornerRadius: 16, masksToBounds: true, zPosition: 3)

    /// A model context for `operation` in a phone-sized container; the from- and to-views carry
    /// `fromLayer` and `toLayer` (default: a card and a plain view); with `presentation`, a card
    /// presentation's dimming view too (present and dismiss), and no presenter's view handed out;
    /// with UIKit reporting `containerBounds` for the container (default the phone's); on
    /// `runLoop` (default a new one).
    static func context(
        _ operation: TransitionOperation, isAnimated: Bool = true, interactive: Bool = false,
        fromLayer: LayerState = card, toLayer: LayerState = LayerState(), presentation: PresentationAppearance? = nil,
        containerBounds: CGRect? = nil, runLoop: ModelRunLoop = ModelRunLoop()
    ) -> ModelTransitionContext {
        // The bounds are valid, so this cannot throw.
        let transitionContext = try! TransitionContext(
            operation: operation, containerBounds: phoneBounds, isInteractive: interactive, presentation: presentation)
        return ModelTransitionContext(
            transitionContext, isAnimated: isAnimated, fromLayer: fromLayer, toLayer: toLayer, containerBounds: containerBounds, runLoop: runLoop)
    }

    /// A gesture sample at `progress` moving at `velocity` (progress per second), at `time`.
    static func sample(_ progress: CGFloat, velocity: CGFloat = 0, time: TimeInterval) -> GestureSample {
        GestureSample(progress: progress, velocity: velocity, time: time)
    }
}

extension RunnerFixtures {
    /// An app's own animation controller (not the kit's): one animator that moves nothing, puts
    /// the to-view in the container and completes the context when it ends.
    @MainActor
    final class AppAnimationController: RunnerAnimationController {
        private var animator: ModelAnimator?

        func transitionDuration(using context: ModelTransitionContext?) -> TimeInterval { 0.3 }

        func animateTransition(using context: ModelTransitionContext) {
            interruptibleAnimator(using: context).startAnimation()
        }

        var implementsInterruptibleAnimator: Bool { true }

        func interruptibleAnimator(using context: ModelTransitionContext) -> ModelAnimator {
            if let animator { return animator }
            let animator = ModelAnimator(duration: 0.3, name: "app")
            animator.addAnimations()
            if let to = context.view(forKey: .to) { context.container.add(to) }
            animator.addEndHandler { [weak context] position in
                guard let context else { return }
                let finished = position == .end && !context.transitionWasCancelled
                if !finished, let to = context.view(forKey: .to) { context.container.remove(to) }
                context.completeTransition(finished)
            }
            context.container.register(animator)
            self.animator = animator
            return animator
        }

        func animationEnded(_ transitionCompleted: Bool) {}
    }
}

/// A transition that counts how often its plan is built.
final class CountingTransition: Transition, @unchecked Sendable {
    let base: any Transition
    private let lock = NSLock()
    private var count = 0

    init(_ base: any Transition) {
        self.base = base
    }

    /// How many plans were built.
    var builds: Int { lock.withLock { count } }

    var name: String { "Counting \(base.name)" }

    func plan(for context: TransitionContext) -> TransitionPlan {
        lock.withLock { count += 1 }
        return base.plan(for: context)
    }
}
