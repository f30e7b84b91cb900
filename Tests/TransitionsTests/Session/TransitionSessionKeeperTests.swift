import Foundation
import Testing
import Transitions
import TransitionsTesting

/// The keeper's rules, call by call, on the model platform (the same code as on iOS).
@MainActor
@Suite struct TransitionSessionKeeperTests {
    func context(_ operation: TransitionOperation = .present, isAnimated: Bool = true) -> ModelTransitionContext {
        ModelTransitionContext(PlanFixtures.context(operation), isAnimated: isAnimated)
    }

    func keeper(_ transition: any Transition = CrossFadeTransition()) -> TransitionSessionKeeper<ModelSessionPlatform> {
        TransitionSessionKeeper(platform: ModelSessionPlatform(transition: transition))
    }

    @Test func onePlanAndOneSessionPerContext() {
        let keeper = keeper()
        let context = context()
        #expect(keeper.transitionDuration(for: context) == 0.3)
        #expect(keeper.transitionDuration(for: context) == 0.3)
        let animator = keeper.interruptibleAnimator(for: context)
        keeper.animateTransition(context)
        #expect(keeper.interruptibleAnimator(for: context) === animator)
        #expect(keeper.planBuilds == 1)
        #expect(context.container.stagesMade == 1)
        #expect(context.attachedSession === keeper.current)
    }

    /// A transition that is not animated reports no duration and completes inside
    /// `animateTransition`; a later call about it gets its finished animator.
    @Test func aCompletedContextStaysCompleted() {
        let keeper = keeper()
        let context = context(isAnimated: false)
        context.onComplete = { keeper.animationEnded($0) }
        #expect(keeper.transitionDuration(for: context) == 0)
        keeper.animateTransition(context)
        #expect(context.completions == [true])
        #expect(keeper.current == nil)
        let animator = keeper.interruptibleAnimator(for: context)
        #expect(animator.animatorState == .inactive)
        #expect(keeper.interruptibleAnimator(for: context) === animator)
        keeper.animateTransition(context)
        #expect(keeper.claimSession(for: context) == nil)
        #expect(context.container.stagesMade == 1)
        #expect(keeper.planBuilds == 1)
    }

    /// A call about a new transition ends the one still running: restored, and reported once
    /// (UIKit waits for `completeTransition(_:)` of every transition it started; one never told
    /// freezes the app). A late call about the first one sets nothing up again.
    @Test func aNewContextEndsTheRunningSessionAndReportsIt() {
        let keeper = keeper()
        let first = context()
        first.onComplete = { keeper.animationEnded($0) }   // UIKit calls animationEnded from inside
        keeper.animateTransition(first)
        let second = context()
        keeper.animateTransition(second)
        #expect(first.completions == [false])
        #expect(first.container.subviews.map(\.name) == ["fromView"])
        #expect(first.container.animators.allSatisfy { !$0.isLeftActive })
        #expect(keeper.current?.context === second)
        #expect(keeper.planBuilds == 2)
        _ = keeper.interruptibleAnimator(for: first)
        keeper.animateTransition(first)
        #expect(first.container.stagesMade == 1)
        #expect(first.completions == [false])
        #expect(keeper.current?.context === second)
    }

    /// Once a transition is over, its context keeps no session: the stage and the views it held go
    /// with the animation controller's, however long UIKit keeps its context (a
    /// `UIPercentDrivenInteractiveTransition` may hold it until its next transition). Late calls
    /// about it, from this keeper or another, still get its finished animator.
    @Test func aCompletedContextHoldsNoViews() {
        let keeper = keeper(SwingDropTransition())
        let context = context(.dismiss)
        context.onComplete = { keeper.animationEnded($0) }
        let animator = keeper.interruptibleAnimator(for: context)
        keeper.animateTransition(context)
        weak var session: AnyObject?
        session = keeper.current
        weak var stage: AnyObject?
        stage = keeper.current?.stage
        #expect(session != nil && stage != nil)
        animator.advance(by: 5)
        #expect(context.completions == [true])
        #expect(session == nil, "the session is released")
        #expect(stage == nil, "and with it the stage and its views")
        #expect(keeper.interruptibleAnimator(for: context) === animator)
        let other = self.keeper(SwingDropTransition())
        #expect(other.interruptibleAnimator(for: context) === animator, "another keeper finds the finished animator")
        #expect(other.claimSession(for: context) == nil)
        other.animateTransition(context)
        #expect(other.transitionDuration(for: context) == SwingDropTransition().plan(for: context.transitionContext).duration)
        #expect(context.container.stagesMade == 1)
        #expect(other.planBuilds == 0)
    }

    /// An interaction controller that claims a transition whose animator UIKit already has (an
    /// order UIKit does not use) gets an owner's session; the abandoned animator is left inactive.
    @Test func aClaimAfterAnAnimatorReplacesIt() throws {
        let keeper = keeper()
        let context = context(.dismiss)
        let animator = keeper.interruptibleAnimator(for: context)
        let session = try #require(keeper.claimSession(for: context))
        #expect(session.player == .owner)
        #expect(animator.animatorState == .inactive)
        #expect(keeper.claimSession(for: context) === session)
        #expect(keeper.planBuilds == 1)
    }

    /// An owner's session answers UIKit with a follower that moves no view, the same one each time,
    /// kept at the driver's time fraction.
    @Test func anOwnersSessionAnswersWithAFollower() throws {
        let keeper = keeper()
        let context = context(.dismiss)
        let session = try #require(keeper.claimSession(for: context))
        session.driver.startInteractive()
        session.driver.update(progress: 0.4)
        let follower = keeper.interruptibleAnimator(for: context)
        #expect(follower.animatorState == .active && !follower.isRunning)
        #expect(abs(follower.fractionComplete - session.driver.timeFraction) < 1e-9)
        session.driver.update(progress: 0.7)
        #expect(abs(follower.fractionComplete - session.driver.timeFraction) < 1e-9)
        #expect(keeper.interruptibleAnimator(for: context) === follower)
        session.driver.end(finished: true)
        #expect(follower.animatorState == .inactive)
        #expect(follower.endPositions == [.end])
        #expect(context.completions == [true])
    }
}
