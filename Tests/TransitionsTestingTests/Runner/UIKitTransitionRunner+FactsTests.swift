import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting

/// The model itself: each of UIKit's facts (docs/architecture.md, "UIKit's runner, as a model")
/// as the model runs it, so that a change to the model that departs from UIKit's order fails here.
@MainActor
@Suite struct UIKitTransitionRunnerFactsTests {
    /// An interaction controller that tells the context what `calls` says from inside its start,
    /// as no kit controller does.
    @MainActor
    final class EagerInteraction: RunnerInteractionController {
        let calls: [ModelTransitionContext.Call]
        var wantsInteractiveStart = true

        init(_ calls: [ModelTransitionContext.Call]) {
            self.calls = calls
        }

        func startInteractiveTransition(_ context: ModelTransitionContext, animationController: any RunnerAnimationController) {
            for call in calls {
                switch call {
                case let .update(progress): context.updateInteractiveTransition(progress)
                case .finish: context.finishInteractiveTransition()
                case .cancel: context.cancelInteractiveTransition()
                case let .complete(finished): context.completeTransition(finished)
                }
            }
        }
    }

    // MARK: Fact 1: in flight only after the start returns

    /// During the start an update is dropped and a finish is only recorded; after the start a
    /// presentation replays it, a navigation controller does not.
    @Test(arguments: [TransitionOperation.dismiss, .pop])
    func requestsDuringTheStartAreDeferredAndOnlyAPresentationReplaysThem(operation: TransitionOperation) {
        let context = RunnerFixtures.context(operation)
        let eager = EagerInteraction([.update(0.5), .finish])
        let runner = UIKitTransitionRunner(
            context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition()), interactionController: eager)
        runner.start()
        #expect(context.isInFlight)
        #expect(context.percentComplete == 0, "the update was dropped")
        #expect(context.unappliedCalls == [.update(0.5), .finish])
        if operation == .dismiss {
            #expect(context.events.contains(.replayed(.finish)))
            #expect(!context.isInteractive, "the replayed finish ended the interaction")
        } else {
            #expect(!context.events.contains { if case .replayed = $0 { true } else { false } })
            #expect(context.isInteractive, "a navigation controller drops the deferred finish")
        }
        #expect(context.deferredRequest == nil)
    }

    /// A `UIPercentDrivenInteractiveTransition` finished during the start is finished again after
    /// it (the replay calls the interactor), so its animator is moved twice.
    @Test func aPercentDrivenTransitionFinishedDuringTheStartIsFinishedAgain() throws {
        final class FinishesAtStart: ModelPercentDrivenInteractiveTransition {
            override func startInteractiveTransition(_ context: ModelTransitionContext, animationController: any RunnerAnimationController) {
                super.startInteractiveTransition(context, animationController: animationController)
                finish()
            }
        }
        let context = RunnerFixtures.context(.dismiss)
        let percent = FinishesAtStart()
        let runner = UIKitTransitionRunner(
            context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition()), interactionController: percent)
        runner.start()
        #expect(context.calls == [.finish, .finish], "recorded during the start, then applied by the replay")
        #expect(try #require(context.interruptibleAnimator).isRunning)
        #expect(runner.runUntilComplete())
    }

    // MARK: Fact 2: the percent-driven finish

    /// With no timing curve and a completion speed of 1 the animator is started (its own timing);
    /// otherwise continued over `(1 − p) / speed` (finish) or `p / speed` (cancel) of its
    /// duration; the animator moves before the context hears the finish or cancel.
    @Test(arguments: [CGFloat(1), 2], [true, false])
    func thePercentDrivenFinishMovesTheAnimatorFirst(speed: CGFloat, finishes: Bool) throws {
        let context = RunnerFixtures.context(.pop)
        let swipe = ModelSystemBackSwipe()
        swipe.completionSpeed = speed
        let runner = UIKitTransitionRunner(
            context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition(duration: 0.5)),
            interactionController: swipe)
        runner.start()
        let animator = try #require(context.interruptibleAnimator)
        #expect(animator.animatorState == .active && !animator.isRunning, "paused: wantsInteractiveStart")
        swipe.update(0.4)
        #expect(context.percentComplete == 0, "applied after the commit")
        runner.endTurn()
        #expect(context.percentComplete == 0.4 && animator.fractionComplete == 0.4)
        var motionWhenTold: TimeInterval?
        context.onInteractivityChange = { _ in motionWhenTold = animator.currentMotion?.seconds }
        if finishes { swipe.finish() } else { swipe.cancel() }
        let remaining = finishes ? 0.6 : 0.4
        let expected = speed == 1 ? remaining * 0.5 : remaining / speed * 0.5
        #expect(abs(try #require(motionWhenTold) - expected) < 1e-9, "the animator moved before the context heard it")
        #expect(animator.continuations == (speed == 1 ? 0 : 1))
        swipe.update(0.9)
        runner.endTurn()
        #expect(context.percentComplete == 0.4, "updates after the interaction ended are ignored")
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.completions == [finishes])
    }

    /// `wantsInteractiveStart == false`: the context starts not interactive and the animator runs.
    @Test func aPercentDrivenTransitionThatDoesNotWantAnInteractiveStartRuns() throws {
        let context = RunnerFixtures.context(.pop)
        let swipe = ModelSystemBackSwipe()
        swipe.wantsInteractiveStart = false
        let runner = UIKitTransitionRunner(
            context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition()), interactionController: swipe)
        runner.start()
        #expect(!context.isInteractive && !context.initiallyInteractive)
        #expect(try #require(context.interruptibleAnimator).isRunning)
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
    }

    // MARK: Fact 3: alongside animations

    /// Registered before a start that opens no animation block: run at once, without animation.
    /// Registered in flight: UIKit asks for the interruptible animator again and adds them to it;
    /// a context that is not interruptible refuses them.
    @Test func alongsideAnimationsFollowUIKitsRules() throws {
        let context = RunnerFixtures.context(.dismiss)
        let eager = EagerInteraction([])
        let runner = UIKitTransitionRunner(
            context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition()), interactionController: eager)
        let early = try #require(runner.addAlongsideAnimation())
        runner.start()
        #expect(early.ranWithoutAnimation && early.fraction == 1)
        let asked = context.events.filter { $0 == .interruptibleAnimator }.count
        let late = try #require(runner.addAlongsideAnimation())
        #expect(late.isOnAnimator && late.runs == 0, "set up when the animator first runs")
        #expect(context.events.filter { $0 == .interruptibleAnimator }.count == asked + 1)

        let refusing = UIKitTransitionRunner(
            context: RunnerFixtures.context(.dismiss), animationController: ModelTransitionAnimationController(CrossFadeTransition()),
            order: .init(callsInterruptibleAnimatorAfterStart: false))
        refusing.start()
        #expect(refusing.addAlongsideAnimation() == nil, "in flight and not interruptible")
        #expect(refusing.runUntilComplete())
    }

    // MARK: Fact 4: the completion order

    /// UIKit's completion work in order, for a presentation and a navigation transition; the
    /// coordinator's completion blocks see the outcome; `notifyWhenInteractionChanges` fires inside
    /// the finish; a second `completeTransition` is ignored.
    @Test(arguments: [TransitionOperation.dismiss, .pop])
    func completionRunsInUIKitsOrder(operation: TransitionOperation) {
        let context = RunnerFixtures.context(operation)
        let swipe = ModelSystemBackSwipe()
        let runner = UIKitTransitionRunner(
            context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition()), interactionController: swipe)
        var seen: [String] = []
        runner.coordinator.notifyWhenInteractionChanges { seen.append("interaction changed, cancelled: \($0.isCancelled)") }
        runner.coordinator.animate(alongsideTransition: false) { seen.append("completion, cancelled: \($0.isCancelled)") }
        runner.start()
        swipe.cancel()
        #expect(seen == ["interaction changed, cancelled: true"])
        #expect(runner.runUntilComplete())
        #expect(seen.last == "completion, cancelled: true")
        let completion = Array(context.events.drop { $0 != .call(.complete(false)) })
        let presentation: [ModelTransitionContext.Event] = [
            .call(.complete(false)), .invalidationHandlers, .willComplete, .presentationControllerDidEnd(false),
            .appearanceDidEnd(false), .postInteractiveHandler, .animationEnded(false), .coordinatorCompletions, .didComplete,
            .animationEnded(false),
        ]
        let navigation: [ModelTransitionContext.Event] = [
            .call(.complete(false)), .invalidationHandlers, .willComplete, .appearanceDidEnd(false), .postInteractiveHandler,
            .coordinatorCompletions, .didComplete, .animationEnded(false),
        ]
        #expect(completion == (operation == .dismiss ? presentation : navigation))
        context.completeTransition(true)
        #expect(context.completions == [false, true] && context.events.filter { $0 == .didComplete }.count == 1,
                "the second call is ignored (and recorded as a breach of the kit's promise)")
    }

    // MARK: Fact 5: the views handed out to a card

    @Test func aCardIsNotHandedThePresentersView() {
        let card = PresentationAppearance(dimmingAlpha: 0.4, cornerRadius: 16)
        let presenting = RunnerFixtures.context(.present, presentation: card)
        #expect(presenting.view(forKey: .from) == nil && presenting.view(forKey: .to) === presenting.toView)
        #expect(!presenting.container.isInContainer(presenting.fromView))
        let dismissing = RunnerFixtures.context(.dismiss, presentation: card)
        #expect(dismissing.view(forKey: .to) == nil && dismissing.view(forKey: .from) === dismissing.fromView)
        let fullScreen = RunnerFixtures.context(.present)
        #expect(fullScreen.view(forKey: .from) === fullScreen.fromView && fullScreen.view(forKey: .to) === fullScreen.toView)
    }

    // MARK: Facts 6, 8, 9 and 12: the start sequences

    /// A presentation asks for the duration after the appearance callbacks (fact 6); a navigation
    /// controller at the request, then sets the to-view's frame, sends the appearance callbacks,
    /// registers its bar's animation and only then sets the to-view controller's final frame, in
    /// the layout pass (facts 8 and 9: `_startCustomTransition:`); a tab bar controller lays the
    /// to-view out and asks for the duration at the request, sends the appearance callbacks after
    /// the commit and asks for no animator after the start (fact 12).
    @Test func theStartRunsInUIKitsOrder() {
        let presented = RunnerFixtures.context(.present)
        let percent = ModelPercentDrivenInteractionController()
        let presentation = UIKitTransitionRunner(
            context: presented, animationController: ModelTransitionAnimationController(CrossFadeTransition()), interactionController: percent)
        presentation.start(endingTurn: false)
        #expect(presented.events == [
            .presentationControllerWillBegin, .appearanceWillBegin, .transitionDuration, .startInteractiveTransition,
            .transitionDuration, .interruptibleAnimator, .interruptibleAnimator, .inFlight,
        ])
        #expect(presented.isInteractive, "from wantsInteractiveStart")
        // No gesture asked for it: the kit finishes it once the start has returned.
        #expect(presentation.runUntilComplete())
        #expect(presentation.problems == [])

        let pushed = RunnerFixtures.context(.push)
        let navigation = UIKitTransitionRunner(context: pushed, animationController: ModelTransitionAnimationController(CrossFadeTransition()))
        navigation.request()
        #expect(pushed.events == [.request, .transitionDuration], "inside the push: the duration, before the frame and the appearance")
        #expect(!pushed.hasToEndFrame)
        navigation.start()
        #expect(pushed.events == [
            .request, .transitionDuration, .toViewFrameSet, .appearanceWillBegin, .toEndFrameSet, .animateTransition,
            .alongsideAnimationsRan(animated: true), .interruptibleAnimator, .inFlight, .containerDidStart,
        ])
        #expect(navigation.navigationBarAnimation?.isOnAnimator == true, "the bar moves with the kit's animator")
        #expect(!pushed.isInteractive)
        #expect(navigation.runUntilComplete())
        #expect(navigation.problems == [])

        let switched = RunnerFixtures.context(.tabForward)
        let tabs = UIKitTransitionRunner(context: switched, animationController: ModelTransitionAnimationController(CrossFadeTransition()))
        tabs.request()
        #expect(switched.events == [.request, .toViewFrameSet, .toEndFrameSet, .transitionDuration])
        tabs.start()
        #expect(switched.events == [
            .request, .toViewFrameSet, .toEndFrameSet, .transitionDuration, .appearanceWillBegin, .animateTransition, .inFlight,
        ])
        #expect(!switched.isInterruptible, "UIKit asks for no animator after a tab switch's start")
        #expect(tabs.runUntilComplete())
        #expect(tabs.problems == [])
    }

    // MARK: Fact 7: the system back swipe

    nonisolated static let builtIns: [any Transition] = BuiltInTransitions.all() + BuiltInTransitions.physics()

    /// UIKit's own interaction plays every built-in's pop: scrubbed, released, caught again
    /// mid-completion (`pauseInteractiveTransition()`), and released for good.
    @Test(arguments: 0..<builtIns.count)
    func theSystemBackSwipePlaysEveryBuiltInsPop(index: Int) throws {
        let transition = Self.builtIns[index]
        for finishes in [true, false] {
            let context = RunnerFixtures.context(.pop)
            let swipe = ModelSystemBackSwipe()
            let runner = UIKitTransitionRunner(
                context: context, animationController: ModelTransitionAnimationController(transition), interactionController: swipe)
            runner.addAlongsideAnimation()
            runner.start()
            swipe.update(0.3)
            runner.advance(by: 0.05)
            swipe.finish()
            runner.advance(by: 0.05)
            if !runner.isComplete {
                swipe.pauseInteractiveTransition()
                #expect(context.isInteractive, "\(transition.name): caught again")
                swipe.update(finishes ? 0.8 : 0.2)
                runner.endTurn()
                if finishes { swipe.finish() } else { swipe.cancel() }
            }
            #expect(runner.runUntilComplete(), "\(transition.name)")
            #expect(runner.problems == [], "\(transition.name) finishes: \(finishes)")
        }
    }

    // MARK: The release that races the next gesture

    /// A plan-driven pinch completes a pop, and the next pinch begins (and UIKit starts the next
    /// pop) before the queued release of the first has run: the release changes nothing for the
    /// second transition.
    @Test func aQueuedReleaseNeverDropsTheNextTransition() {
        let runLoop = ModelRunLoop()
        let animation = ModelTransitionAnimationController(SwingDropTransition())
        let pinch = ModelPlanDrivenInteractionController(policy: .halfway, pairedWith: animation)
        let first = RunnerFixtures.context(.pop, runLoop: runLoop)
        let firstRunner = UIKitTransitionRunner(context: first, animationController: animation, interactionController: pinch)
        #expect(pinch.gestureBegan(RunnerFixtures.sample(0, time: 0)))
        firstRunner.start()
        pinch.gesture(.ended(RunnerFixtures.sample(0.6, velocity: 2, time: 0.1)))
        #expect(firstRunner.runUntilComplete(endingTheLastTurn: false))
        #expect(pinch.core.frames.pendingReleases == 1)
        let second = RunnerFixtures.context(.pop, runLoop: runLoop)
        let secondRunner = UIKitTransitionRunner(context: second, animationController: animation, interactionController: pinch)
        #expect(pinch.gestureBegan(RunnerFixtures.sample(0, time: 1)))
        secondRunner.start()
        #expect(pinch.core.frames.pendingReleases == 0, "the first release ran in the second start's turn")
        #expect(pinch.core.session != nil && pinch.flow.isInteractionInProgress)
        pinch.gesture(.ended(RunnerFixtures.sample(0.1, velocity: -2, time: 1.1)))
        #expect(secondRunner.runUntilComplete())
        #expect(firstRunner.problems == [] && secondRunner.problems == [])
        #expect(first.completions == [true] && second.completions == [false])
        #expect(!pinch.flow.isInteractionInProgress)
    }
}
