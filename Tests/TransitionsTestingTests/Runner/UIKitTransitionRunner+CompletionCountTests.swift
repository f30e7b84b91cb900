import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting

/// Fact 13 (UIKitCore 26.1, `-[_UIViewControllerTransitionContext completeTransition:]` calls
/// `animationEnded:` on the animator it had when the call began, after the did-complete handler;
/// `UIPresentationController`'s and `UITabBarController`'s completion handlers call it first):
/// `animationEnded(_:)` comes twice for a presentation, a dismissal and a tab switch, once for a
/// navigation transition. Every `animationEnded(_:)` of the kit is idempotent: the second call
/// ends nothing, not even a transition started in between with the same animation controller.
@MainActor
@Suite struct UIKitTransitionRunnerCompletionCountTests {
    /// An animation controller that counts UIKit's `animationEnded(_:)` calls.
    @MainActor
    final class Counting: RunnerAnimationController {
        let kit = ModelTransitionAnimationController(CrossFadeTransition())
        var ended: [Bool] = []

        func transitionDuration(using context: ModelTransitionContext?) -> TimeInterval { kit.transitionDuration(using: context) }
        func animateTransition(using context: ModelTransitionContext) { kit.animateTransition(using: context) }
        var implementsInterruptibleAnimator: Bool { true }
        func interruptibleAnimator(using context: ModelTransitionContext) -> ModelAnimator { kit.interruptibleAnimator(using: context) }
        func animationEnded(_ transitionCompleted: Bool) {
            ended.append(transitionCompleted)
            kit.animationEnded(transitionCompleted)
        }
    }

    @Test(arguments: TransitionOperation.allCases)
    func animationEndedComesTwiceExceptForNavigation(operation: TransitionOperation) {
        let counting = Counting()
        let runner = UIKitTransitionRunner(context: RunnerFixtures.context(operation), animationController: counting)
        runner.start()
        #expect(runner.runUntilComplete())
        let navigation = operation == .push || operation == .pop
        #expect(counting.ended == (navigation ? [true] : [true, true]))
        let events = runner.context.events
        // Navigation: last, after did-complete. The others: in the completion handler, before the
        // coordinator's completion blocks, and again after did-complete.
        #expect(events.last == .animationEnded(true))
        if let first = events.firstIndex(of: .animationEnded(true)), let blocks = events.firstIndex(of: .coordinatorCompletions) {
            #expect((first < blocks) == !navigation)
        }
        #expect(runner.problems == [])
    }

    /// The second `animationEnded(_:)` of a presentation comes after the coordinator's completion
    /// blocks, which may start the next transition with the same animation controller (an app
    /// presenting again from a completion): it must not end that one.
    @Test(arguments: [TransitionOperation.present, .dismiss, .tabForward])
    func theSecondAnimationEndedLeavesTheNextTransitionAlone(operation: TransitionOperation) throws {
        let animation = ModelTransitionAnimationController(CrossFadeTransition())
        let runLoop = ModelRunLoop()
        let first = UIKitTransitionRunner(context: RunnerFixtures.context(operation, runLoop: runLoop), animationController: animation)
        let second = UIKitTransitionRunner(context: RunnerFixtures.context(operation, runLoop: runLoop), animationController: animation)
        first.coordinator.animate(alongsideTransition: false) { _ in second.start(endingTurn: false) }
        first.start()
        #expect(first.runUntilComplete())
        #expect(second.isStarted)
        #expect(!second.isComplete, "the first transition's second animationEnded left the second one running")
        #expect(second.runUntilComplete())
        #expect(first.problems == [])
        #expect(second.problems == [])
        #expect(second.context.completions == [true])
    }
}
