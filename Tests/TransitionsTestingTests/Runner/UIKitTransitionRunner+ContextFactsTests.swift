import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting

/// Facts 15–17 of the `Transitions` article UIKitCallOrder, as the model's context and coordinator
/// keep them (UIKitCore 26.1, `_UIViewControllerTransitionContext` `finishInteractiveTransition`,
/// `cancelInteractiveTransition`, `updateInteractiveTransition:`, `_interactivityDidChange:`,
/// `completeTransition:`; `_UIViewControllerTransitionCoordinator`).
@MainActor
@Suite struct UIKitTransitionRunnerContextFactsTests {
    // MARK: Fact 15: when the interaction handlers run

    /// A cancel of a context in flight that is no longer interactive tells the interaction
    /// handlers again, with `isCancelled`, and leaves the context in flight; a finish of such a
    /// context takes it out of flight and tells nobody.
    @Test func aCancelOfANonInteractiveContextStaysInFlightAndTellsTheHandlers() {
        let context = RunnerFixtures.context(.dismiss)
        let runner = UIKitTransitionRunner(context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition()))
        var seen: [Bool] = []
        runner.coordinator.notifyWhenInteractionChanges { seen.append($0.isCancelled) }
        runner.start()
        #expect(!context.isInteractive && context.isInFlight)
        context.cancelInteractiveTransition()
        #expect(seen == [true])
        #expect(context.isInFlight, "still in flight")
        #expect(context.transitionWasCancelled)
        #expect(context.unappliedCalls == [], "UIKit applied the cancel")

        let other = RunnerFixtures.context(.dismiss)
        let otherRunner = UIKitTransitionRunner(context: other, animationController: ModelTransitionAnimationController(CrossFadeTransition()))
        var heard = 0
        otherRunner.coordinator.notifyWhenInteractionChanges { _ in heard += 1 }
        otherRunner.start()
        other.finishInteractiveTransition()
        #expect(heard == 0)
        #expect(!other.isInFlight, "a finish takes a context no longer interactive out of flight")
    }

    /// The handlers run after UIKit's percent-driven transition moved the animator, with
    /// `isCancelled`, the completion velocity (the completion speed, negated on a cancel) and the
    /// completion curve already set.
    @Test(arguments: [true, false])
    func theHandlersSeeTheCompletionVelocityAndTheMovedAnimator(cancels: Bool) throws {
        let context = RunnerFixtures.context(.dismiss)
        let percent = ModelPercentDrivenInteractiveTransition()
        percent.completionSpeed = 2
        percent.completionCurve = .easeOut
        let runner = UIKitTransitionRunner(
            context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition()), interactionController: percent)
        var seen: [ModelTransitionCoordinator.State] = []
        var animatorRunning: [Bool] = []
        runner.coordinator.notifyWhenInteractionChanges { state in
            seen.append(state)
            animatorRunning.append(context.interruptibleAnimator?.isRunning ?? false)
        }
        runner.start()
        percent.update(0.4)
        runner.endTurn()
        #expect(context.percentComplete == 0.4)
        if cancels { percent.cancel() } else { percent.finish() }
        let state = try #require(seen.first)
        #expect(seen.count == 1)
        #expect(state.isCancelled == cancels)
        #expect(state.completionVelocity == (cancels ? -2 : 2))
        #expect(state.completionCurve == .easeOut)
        #expect(state.percentComplete == 0.4)
        #expect(animatorRunning == [true], "the animator was already moving")
        #expect(context.interactiveUpdates == [0.4, 0.4], "the update, then the last progress again at the end")
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
    }

    /// The interaction handlers are dropped right after the completion blocks: one registered from
    /// a completion block never runs.
    @Test func handlersAreDroppedWithTheCompletion() {
        let context = RunnerFixtures.context(.dismiss)
        let runner = UIKitTransitionRunner(context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition()))
        var late = 0
        runner.coordinator.animate(alongsideTransition: false) { _ in
            runner.coordinator.notifyWhenInteractionChanges { _ in late += 1 }
        }
        runner.start()
        #expect(runner.runUntilComplete())
        context.cancelInteractiveTransition()
        #expect(late == 0)
    }

    // MARK: Fact 16: alongside animations in flight

    /// In flight, a context that is not interruptible refuses an animation, yet the completion
    /// registered with it runs at the completion, once.
    @Test func aRefusedAlongsideAnimationStillRunsItsCompletion() {
        let context = RunnerFixtures.context(.dismiss)
        let runner = UIKitTransitionRunner(
            context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition()),
            order: .init(callsInterruptibleAnimatorAfterStart: false))
        runner.start()
        #expect(!context.isInterruptible && context.isInFlight)
        var completions: [Bool] = []
        #expect(runner.coordinator.animate(alongsideTransition: true) { completions.append($0.isCancelled) } == nil, "refused")
        #expect(runner.runUntilComplete())
        #expect(completions == [false])
        #expect(runner.problems == [])
        #expect(runner.coordinator.animate(alongsideTransition: false) { completions.append($0.isCancelled) } == nil)
        #expect(completions == [false], "nothing registered after the completion runs")
    }

    // MARK: Fact 17: progress bookkeeping

    /// The context records progress only with interactive update handlers: a navigation
    /// transition (its bar follows) and an interactive presentation have them, a tab switch has
    /// none, so a `UIPercentDrivenInteractiveTransition` reads 0 there.
    @Test(arguments: [TransitionOperation.push, .dismiss, .tabForward])
    func progressIsRecordedOnlyWithInteractiveUpdateHandlers(operation: TransitionOperation) {
        let context = RunnerFixtures.context(operation)
        let percent = ModelPercentDrivenInteractiveTransition()
        let runner = UIKitTransitionRunner(
            context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition()), interactionController: percent)
        runner.start()
        percent.update(0.5)
        runner.endTurn()
        let tab = operation == .tabForward
        #expect(context.hasInteractiveUpdateHandlers == !tab)
        #expect(context.percentComplete == (tab ? 0 : 0.5))
        #expect(percent.percentComplete == context.percentComplete)
        percent.finish()
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
    }

    /// UIKit clamps every update to 0…1, NaN to 1 (the kit's promise to send neither is a breach
    /// the model records).
    @Test func updatesAreClampedAsUIKitClampsThem() {
        let context = RunnerFixtures.context(.push)
        let percent = ModelPercentDrivenInteractiveTransition()
        let runner = UIKitTransitionRunner(
            context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition()), interactionController: percent)
        runner.start()
        context.updateInteractiveTransition(-1)
        #expect(context.percentComplete == 0)
        context.updateInteractiveTransition(.nan)
        #expect(context.percentComplete == 1)
        context.updateInteractiveTransition(0.25)
        #expect(context.percentComplete == 0.25)
        #expect(context.violations.count == 2)
    }
}
