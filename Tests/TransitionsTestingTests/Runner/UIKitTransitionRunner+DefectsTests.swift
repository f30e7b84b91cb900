import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting

/// Issue 20's defects, each driven through the completed model of UIKit's runner: UIKit's real
/// order (facts 1, 3 and 5 of docs/architecture.md) and the result a user would see.
@MainActor
@Suite struct UIKitTransitionRunnerDefectsTests {
    /// A throw-to-dismiss or a plan-driven pinch pop (the kit's display-link-driven controllers),
    /// paired with the kit's animation controller, whose finger flies off when `finishes`.
    static func displayLinkDriven(
        throwing: Bool, finishes: Bool
    ) -> (any RunnerInteractionController & ModelGestureDriven, ModelTransitionContext, UIKitTransitionRunner) {
        let animation = ModelTransitionAnimationController(throwing ? ThrowTransition() : SwingDropTransition())
        let controller: any RunnerInteractionController & ModelGestureDriven = throwing
            ? ModelThrowInteractionController(pairedWith: animation)
            : ModelPlanDrivenInteractionController(policy: .halfway, pairedWith: animation)
        (controller as? ModelThrowInteractionController)?.fingerVelocity = CGPoint(x: 0, y: finishes ? 2500 : -600)
        let context = RunnerFixtures.context(throwing ? .dismiss : .pop)
        return (controller, context, UIKitTransitionRunner(context: context, animationController: animation, interactionController: controller))
    }

    // MARK: A gesture that moves or lifts before UIKit starts the transition (fact 1)

    /// A pan that moves before UIKit starts a percent-driven dismissal: UIKit drops an update made
    /// during the start, so the kit sends the catch-up once the context is in flight, and the
    /// screen shows where the finger is.
    @Test(arguments: [TransitionOperation.dismiss, .pop])
    func aPercentDrivenCatchUpReachesUIKit(operation: TransitionOperation) throws {
        let animation = ModelTransitionAnimationController(CrossFadeTransition(duration: 0.5))
        let pan = ModelPercentDrivenInteractionController(policy: .halfway)
        let context = RunnerFixtures.context(operation)
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: pan)
        #expect(pan.gestureBegan(RunnerFixtures.sample(0, time: 0)))
        pan.gesture(.changed(RunnerFixtures.sample(0.4, velocity: 1, time: 0.05)))
        runner.start()
        #expect(context.percentComplete == 0.4, "UIKit heard the catch-up")
        let animator = try #require(context.interruptibleAnimator)
        #expect(animator.fractionComplete == 0.4, "the screen follows the finger")
        #expect(context.unappliedCalls == [])
        pan.gesture(.ended(RunnerFixtures.sample(0.6, velocity: 1, time: 0.1)))
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.completions == [true])
    }

    /// A pan that lifts before UIKit starts: the release reaches UIKit once, in flight (never
    /// deferred, so never replayed: no second finish re-timing the animator, no
    /// `continueAnimation` on a running animator); a navigation controller (which never replays a
    /// finish deferred during the start) completes too, with UIKit told the interaction ended.
    @Test(arguments: [TransitionOperation.dismiss, .pop], [true, false])
    func aPercentDrivenReleaseBeforeTheStartIsTimedOnce(operation: TransitionOperation, finishes: Bool) throws {
        let animation = ModelTransitionAnimationController(CrossFadeTransition(duration: 0.5))
        let pan = ModelPercentDrivenInteractionController(policy: .halfway)
        let context = RunnerFixtures.context(operation)
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: pan)
        var interactionChanges: [Bool] = []
        runner.coordinator.notifyWhenInteractionChanges { interactionChanges.append($0.isInteractive) }
        #expect(pan.gestureBegan(RunnerFixtures.sample(0, time: 0)))
        pan.gesture(.changed(RunnerFixtures.sample(finishes ? 0.7 : 0.2, time: 0.05)))
        pan.gesture(.ended(RunnerFixtures.sample(finishes ? 0.7 : 0.2, velocity: finishes ? 1 : -1, time: 0.1)))
        runner.start()
        #expect(context.calls.filter { $0 == .finish || $0 == .cancel }.count == 1, "UIKit hears the release once")
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.completions == [finishes])
        #expect(interactionChanges == [false], "UIKit heard the interaction end, once")
    }

    /// The plan-driven pinch and the throw, released before UIKit starts them: UIKit hears the
    /// catch-up in flight (nothing dropped or deferred), and the transition completes as decided.
    @Test(arguments: [false, true], [true, false])
    func aCustomReleaseBeforeTheStartReachesUIKitInFlight(throwing: Bool, finishes: Bool) {
        let (controller, context, runner) = Self.displayLinkDriven(throwing: throwing, finishes: finishes)
        #expect(controller.gestureBegan(RunnerFixtures.sample(0, time: 0)))
        controller.gesture(.changed(RunnerFixtures.sample(finishes ? 0.7 : 0.1, time: 0.05)))
        controller.gesture(.ended(RunnerFixtures.sample(finishes ? 0.7 : 0.1, velocity: finishes ? 3 : -2, time: 0.1)))
        runner.start()
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.completions == [finishes])
        #expect(context.calls.first == .update(finishes ? 0.7 : 0.1), "the catch-up, in flight")
    }

    /// A percent-driven controller UIKit starts while no gesture drives it finishes at once, in
    /// flight, with a completion speed UIKit can divide by (here NaN, set by the app), instead of
    /// handing UIKit a finish it defers during the start and a NaN duration factor.
    @Test(arguments: [TransitionOperation.dismiss, .pop])
    func aPercentDrivenStartWithoutAGestureFinishes(operation: TransitionOperation) {
        let animation = ModelTransitionAnimationController(CrossFadeTransition(duration: 0.5))
        let pan = ModelPercentDrivenInteractionController(policy: .halfway)
        pan.completionSpeed = .nan
        let context = RunnerFixtures.context(operation)
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: pan)
        runner.start()
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.completions == [true])
    }

    // MARK: Alongside animations under a display-link-driven interaction (fact 3)

    /// The navigation bar's alongside animation, registered before UIKit starts the plan-driven
    /// pinch or the throw, runs in an animation block and moves with the screen, instead of
    /// jumping to its end at the start.
    @Test(arguments: [false, true], [true, false])
    func alongsideAnimationsMoveWithADisplayLinkDrivenInteraction(throwing: Bool, finishes: Bool) throws {
        let (controller, _, runner) = Self.displayLinkDriven(throwing: throwing, finishes: finishes)
        #expect(controller.gestureBegan(RunnerFixtures.sample(0, time: 0)))
        let navigationBar = try #require(runner.addAlongsideAnimation())
        runner.start()
        #expect(!navigationBar.ranWithoutAnimation, "not run at once without animation")
        #expect(navigationBar.isOnAnimator)
        controller.gesture(.changed(RunnerFixtures.sample(0.3, velocity: 1, time: 0.1)))
        runner.advance(by: 0.05)
        let shown = try #require(navigationBar.fraction)
        #expect(shown > 0 && shown < 1, "moves with the screen: \(shown)")
        controller.gesture(.ended(RunnerFixtures.sample(finishes ? 0.7 : 0.1, velocity: finishes ? 3 : -2, time: 0.2)))
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(navigationBar.endPosition == (finishes ? .end : .start))
    }

    // MARK: Views UIKit does not hand out to a card (fact 5)

    nonisolated static let builtIns: [any Transition] = BuiltInTransitions.all() + BuiltInTransitions.physics()

    /// Every built-in presents and dismisses a card: UIKit hands out no presenter's view
    /// (`shouldRemovePresentersView == false`), so the stage plays without it and leaves it
    /// untouched, and the card ends where its presentation controller expects it.
    @Test(arguments: 0..<builtIns.count, [TransitionOperation.present, .dismiss])
    func everyBuiltInPlaysOnACardWithTheViewsUIKitHandsOut(index: Int, operation: TransitionOperation) {
        let transition = Self.builtIns[index]
        for finishes in [true, false] {
            let context = RunnerFixtures.context(operation, presentation: PresentationAppearance(dimmingAlpha: 0.4, cornerRadius: 16))
            #expect(context.view(forKey: operation == .present ? .from : .to) == nil)
            let animation = ModelTransitionAnimationController(transition)
            let pan = ModelPercentDrivenInteractionController(policy: .halfway)
            let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: pan)
            #expect(pan.gestureBegan(RunnerFixtures.sample(0, time: 0)))
            runner.addAlongsideAnimation()
            runner.start()
            pan.gesture(.changed(RunnerFixtures.sample(0.4, velocity: 1, time: 0.1)))
            runner.advance(by: 0.05)
            pan.gesture(.ended(RunnerFixtures.sample(finishes ? 0.7 : 0.2, velocity: finishes ? 1 : -1, time: 0.2)))
            #expect(runner.runUntilComplete(), "\(transition.name) \(operation)")
            #expect(runner.problems == [], "\(transition.name) \(operation) finishes: \(finishes)")
            #expect(context.completions == [finishes], "\(transition.name) \(operation)")
        }
    }
}
