import Foundation
import Testing
@testable import Transitions
import TransitionsTesting

/// The player's z-order changes over time (issue 20), on model views: what `ZOrderFollower` sets
/// on each display frame from the animator's fraction, and when it stops.
@MainActor
@Suite struct ZOrderFollowingTests {
    /// Where the animation is (`nil`: the animator is gone).
    @MainActor
    final class FractionSource {
        var fraction: CGFloat?
        init(_ fraction: CGFloat?) { self.fraction = fraction }
    }

    let context = PlanFixtures.context(.push)
    let container = ModelContainer()
    let fromView = ModelView(kind: .fromView, name: "fromView", frame: PlanFixtures.phoneBounds)
    let toView = ModelView(kind: .toView, name: "toView", frame: PlanFixtures.phoneBounds)

    func installedFlip() -> (TransitionPlan, ViewStage<ModelContainer>) {
        container.add(fromView)
        let plan = FlipTransition().plan(for: context)
        let stage = ViewStage(views: container, fromView: fromView, toView: toView, toFinalFrame: context.toFinalFrame) { _ in }
        stage.install(plan)
        return (plan, stage)
    }

    /// The flip's incoming view comes forward half way: the follower sets it as the fraction
    /// passes, both ways (scrubbing back), and stops without touching a view once the animation is
    /// gone or the transition completed.
    @Test func followsTheFractionAndStops() throws {
        let (plan, stage) = installedFlip()
        let source = FractionSource(0.25)
        let follower = try #require(ZOrderFollowing(plan: plan, stage: stage) { source.fraction })
        #expect(follower.participants == [.toView])
        #expect(follower.frame())
        #expect(toView.layer.zPosition == 0)
        source.fraction = 0.75
        #expect(follower.frame())
        #expect(toView.layer.zPosition == 1)
        source.fraction = 0.1
        #expect(follower.frame())
        #expect(toView.layer.zPosition == 0, "scrubbing back puts it back")
        source.fraction = .nan
        #expect(follower.frame())
        #expect(toView.layer.zPosition == 0, "NaN reads as 0")
        source.fraction = nil
        #expect(!follower.frame(), "the animator is gone")
        source.fraction = 0.9
        #expect(!follower.frame(), "stopped for good")
        #expect(toView.layer.zPosition == 0)
    }

    @Test func stopsOnceTheTransitionCompleted() throws {
        let (plan, stage) = installedFlip()
        let follower = try #require(ZOrderFollowing(plan: plan, stage: stage) { 0.9 })
        stage.transitionDidComplete(finished: false)
        let restored = toView.layer.zPosition
        #expect(!follower.frame())
        #expect(toView.layer.zPosition == restored, "a late frame never undoes the end state")
    }

    @Test func nothingToFollowWithoutAChange() {
        let plan = PlanFixtures.fadePlan()
        let stage = ViewStage(views: container, fromView: fromView, toView: toView) { _ in }
        #expect(ZOrderFollowing(plan: plan, stage: stage) { 0.5 } == nil)
    }

    /// Under the model of UIKit's runner the player follows the z-order too: a flip's incoming
    /// view is behind until the animator passes half way, in front after, and its own zPosition is
    /// given back when the transition completes.
    @Test func thePlayerFollowsTheZOrderUnderTheRunner() throws {
        let transitionContext = try TransitionContext(operation: .push, containerBounds: PlanFixtures.phoneBounds)
        let context = ModelTransitionContext(transitionContext, toLayer: LayerState(zPosition: 7))
        let runner = UIKitTransitionRunner(context: context, animationController: ModelTransitionAnimationController(FlipTransition()))
        runner.start()
        let duration = FlipTransition().plan(for: transitionContext).duration
        runner.advance(by: duration * 0.3)
        #expect(context.toView.layer.zPosition == 0)
        runner.advance(by: duration * 0.4)
        #expect(context.toView.layer.zPosition == 1)
        #expect(runner.runUntilComplete())
        #expect(context.toView.layer.zPosition == 7, "its own zPosition back")
        #expect(runner.problems.isEmpty, "\(runner.problems)")
    }
}
