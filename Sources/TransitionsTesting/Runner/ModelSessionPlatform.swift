import Foundation
import Transitions

/// The ``SessionPlatform`` of the model of UIKit's transition runner: plans built from the model
/// context's ``TransitionContext``, ``ViewStage``s over its ``ModelContainer`` (counted), and
/// ``ModelAnimator``s: a player whose set-up runs the plan's keyframes through the stage, as
/// UIKit runs the kit's keyframe blocks, and followers that move no view. The session and keeper
/// code running on it is the code that runs on iOS.
///
/// The model keeps no presentation layer: what a view shows while an animator plays is not
/// recorded, only what is set on it (keyframes included) and what it is left with.
@MainActor
package final class ModelSessionPlatform: SessionPlatform {
    /// The transition played.
    package let transition: any Transition
    /// The operation played, as `UIKitSessionPlatform`'s; `nil` plays the one each model context
    /// names.
    package let operation: TransitionOperation?
    /// How finely plans are sampled into keyframes (as on iOS).
    package var sampler = PlanSampler()

    /// A platform playing `transition` for `operation` (default `nil`: the operation each model
    /// context names). An interaction controller with a keeper of its own plays the operation it
    /// decided, right or wrong, as on iOS.
    package init(transition: any Transition, operation: TransitionOperation? = nil) {
        self.transition = transition
        self.operation = operation
    }

    /// The model context read as the kit reads UIKit's (``ModelTransitionContext/reading``), for
    /// ``operation`` when it is set; `nil` for any other context.
    package func reading(for context: any SessionContext) -> TransitionContextReading? {
        guard let model = context as? ModelTransitionContext else { return nil }
        var reading = model.reading
        if let operation { reading.operation = operation }
        return reading
    }

    package var reduceMotionOverride: Bool? { nil }

    /// Whether the transition is a ``ModelResolvingTransition`` (a zoom from a model view).
    package var resolvesWhenTransitionRuns: Bool { transition is any ModelResolvingTransition }

    /// Lays out the to-screen (``ModelScreen/layoutIfNeeded()``) when UIKit hands out its view and
    /// that view has a size, as `UIKitSessionPlatform` lays out UIKit's to-view.
    package func layOutToView(for context: any SessionContext) {
        guard let model = context as? ModelTransitionContext, let toView = model.view(forKey: .to), !toView.frame.isEmpty else { return }
        model.toScreen?.layoutIfNeeded()
    }

    /// The transition's plan for `reading`, through the code iOS runs
    /// (``TransitionPlan/forUIKitTransition(_:reading:reduceMotion:resolve:)``); with `resolving`, a
    /// ``ModelResolvingTransition`` completed from the model context first. A `nil` reading gives
    /// an empty zero-duration plan.
    package func plan(for reading: TransitionContextReading?, context: any SessionContext, resolving: Bool) -> TransitionPlan {
        guard let reading else { return .empty(operation: operation ?? .present) }
        let model = resolving ? context as? ModelTransitionContext : nil
        return TransitionPlan.forUIKitTransition(transition, reading: reading) { [transition] context in
            guard let model, let resolving = transition as? any ModelResolvingTransition else { return transition }
            return resolving.resolved(for: model, context: context)
        }
    }

    /// A stage over the model context's container and the views it hands out
    /// (``ModelTransitionContext/view(forKey:)``, as `ContainerStage` gets UIKit's `view(forKey:)`:
    /// no presenter's view for a card), and a card's dimming view
    /// (``ModelTransitionContext/dimmingView``, as `ContainerStage` gets the presentation
    /// controller's), reporting nothing (counted in ``ModelContainer/stagesMade``).
    package func makeStage(for context: any SessionContext) -> ViewStage<ModelContainer> {
        guard let model = context as? ModelTransitionContext else {
            return ViewStage(views: ModelContainer(), fromView: nil, toView: nil) { _ in }
        }
        model.container.stagesMade += 1
        return ViewStage(views: model.container, fromView: model.view(forKey: .from), toView: model.view(forKey: .to),
                         toFinalFrame: model.transitionContext.toFinalFrame, presentationDimming: model.dimmingView) { _ in }
    }

    /// A player of `plan`, composed as on iOS (`PlanPlayerComposition`, which `PlanPlayer` runs):
    /// the keyframes go through ``ViewStage/applyAnimatable(_:)`` in an animation block when the
    /// animator first becomes active; a plan whose z-order changes over time has its
    /// ``ZOrderFollowing`` ticked at every change of the animator's fraction (the model's display
    /// frames).
    package func makePlayer(for plan: TransitionPlan, on stage: ViewStage<ModelContainer>) -> ModelAnimator {
        let animator = PlanPlayerComposition.makePlayer(
            for: plan, on: stage, sampler: sampler,
            makeAnimator: { ModelAnimator(duration: $0, name: "player") },
            addKeyframes: { [weak stage] animator, keyframes in
                animator.addAnimations(setUp: {
                    guard let stage else { return }
                    for keyframe in keyframes { stage.applyAnimatable(keyframe.state) }
                })
            },
            followZOrder: { animator, zOrder in animator.addAnimations(present: { _ in zOrder.frame() }) })
        stage.views.register(animator)
        return animator
    }

    /// A follower lasting `duration` with one empty animation (as on iOS), registered with the
    /// model context's container.
    package func makeFollower(duration: TimeInterval, for context: any SessionContext) -> ModelAnimator {
        let animator = ModelAnimator(duration: duration, name: "follower")
        animator.addAnimations()
        (context as? ModelTransitionContext)?.container.register(animator)
        return animator
    }

    package func withoutAnimation(_ body: () -> Void) {
        body()
    }
}
