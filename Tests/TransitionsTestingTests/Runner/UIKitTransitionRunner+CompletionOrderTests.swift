import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting

/// What UIKit runs from inside `completeTransition(_:)` (the animation controller's
/// `animationEnded(_:)`, then the navigation controller's `didShow`, a presentation's or
/// dismissal's completion) sees the interaction as over: the router wires the route gestures to
/// the screen now shown in `didShow` and refuses to move a gesture that is still in progress, and
/// a transition started from a completion must not be handed an interaction controller whose
/// gesture has ended.
@MainActor
@Suite struct UIKitTransitionRunnerCompletionOrderTests {
    enum Kind: CaseIterable {
        case planDriven, throwing, percentDriven
    }

    @Test(arguments: Kind.allCases, [true, false])
    func theInteractionIsOverWhenUIKitHearsTheCompletion(kind: Kind, finishes: Bool) {
        let transition: any Transition = kind == .throwing ? ThrowTransition() : SwingDropTransition()
        let animation = ModelTransitionAnimationController(transition)
        let controller: any RunnerInteractionController & ModelGestureDriven = switch kind {
        case .planDriven: ModelPlanDrivenInteractionController(policy: .halfway, pairedWith: animation)
        case .throwing: ModelThrowInteractionController(pairedWith: animation)
        case .percentDriven: ModelPercentDrivenInteractionController(policy: .halfway)
        }
        let context = RunnerFixtures.context(kind == .planDriven ? .pop : .dismiss)
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: controller)
        // UIKit's own completion work, after `animationEnded(_:)`, inside `completeTransition(_:)`.
        var inProgressWhenUIKitCompletes: [Bool] = []
        let uiKit = context.onComplete
        context.onComplete = { completed in
            uiKit?(completed)
            inProgressWhenUIKitCompletes.append(controller.flow.isInteractionInProgress)
        }
        // Where a navigation controller's `didShow` runs (inside the completion handler, before the
        // coordinator's completion blocks, which end the interaction anyway): the router wires the
        // next screen's gestures there.
        var inProgressAtDidShow: [Bool] = []
        runner.containerCompletion = { _ in inProgressAtDidShow.append(controller.flow.isInteractionInProgress) }
        #expect(controller.gestureBegan(RunnerFixtures.sample(0, time: 0)))
        runner.start()
        controller.gesture(.changed(RunnerFixtures.sample(0.3, velocity: 1, time: 0.1)))
        runner.advance(by: 0.1)
        (controller as? ModelThrowInteractionController)?.fingerVelocity = CGPoint(x: 0, y: finishes ? 2500 : -600)
        controller.gesture(.ended(RunnerFixtures.sample(finishes ? 0.7 : 0.1, velocity: finishes ? 3 : -2, time: 0.2)))
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.completions == [finishes])
        #expect(inProgressWhenUIKitCompletes == [false], "the gesture's interaction is over when UIKit hears the completion")
        #expect(inProgressAtDidShow == [false], "and already where didShow runs, inside completeTransition")
        #expect(!controller.flow.isInteractionInProgress, "ready for the next gesture")
    }

    /// With an app's own animation controller only UIKit times the rest of a percent-driven
    /// release: `UIPercentDrivenInteractiveTransition.finish()` reads `timingCurve` when it is
    /// called (fact 2), so the kit's controller must set the velocity-matched curve before, not
    /// after (the kit's own animator is re-timed afterwards and would hide the order).
    @Test(arguments: [true, false])
    func theVelocityMatchedCurveReachesAnAppsOwnAnimator(finishes: Bool) throws {
        let context = RunnerFixtures.context(.dismiss)
        let controller = ModelPercentDrivenInteractionController(gesture: .pan(.down), policy: .halfway)
        let runner = UIKitTransitionRunner(context: context, animationController: RunnerFixtures.AppAnimationController(), interactionController: controller)
        #expect(controller.gestureBegan(RunnerFixtures.sample(0, time: 0)))
        runner.start()
        controller.gesture(.changed(RunnerFixtures.sample(0.4, velocity: finishes ? 2 : -2, time: 0.1)))
        runner.endTurn()
        controller.gesture(.ended(RunnerFixtures.sample(0.4, velocity: finishes ? 3 : -3, time: 0.15)))
        let animator = try #require(context.interruptibleAnimator)
        let curve = try #require(controller.timingCurve, "a flick towards the chosen end has a velocity-matched curve")
        #expect(animator.continuations == 1, "continued with the timing curve, not started with UIKit's own timing")
        #expect(animator.currentMotion?.curve == curve)
        #expect(runner.runUntilComplete())
        #expect(context.completions == [finishes])
        #expect(runner.problems == [])
    }
}
