import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting

/// The issue-11 defects, each driven through the model of UIKit's transition runner with the
/// kit's own session code: the scenario UIKit's real call order produces, and the result a user
/// would see.
@MainActor
@Suite struct UIKitTransitionRunnerTests {
    // MARK: Defect 1: one session under a custom interaction controller

    /// A plan-driven pinch pops a swing-drop (a snapshot and a black cover): UIKit starts the
    /// pinch, then asks the animation controller for its interruptible animator. One stage, one set
    /// of snapshots, the card's own layer state back, a late alongside animation that runs.
    @Test(arguments: [true, false])
    func planDrivenPinchPlaysOneSession(finishes: Bool) {
        let transition = CountingTransition(SwingDropTransition())
        let animation = ModelTransitionAnimationController(transition)
        let pinch = ModelPlanDrivenInteractionController(pairedWith: animation)
        let context = RunnerFixtures.context(.pop)
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: pinch)
        #expect(pinch.gestureBegan(RunnerFixtures.sample(0, time: 0)))
        runner.start()
        pinch.gesture(.changed(RunnerFixtures.sample(0.3, velocity: 1, time: 0.1)))
        runner.advance(by: 0.1)
        runner.addAlongsideAnimation()
        let release: CGFloat = finishes ? 0.6 : 0.1
        pinch.gesture(.ended(RunnerFixtures.sample(release, velocity: finishes ? 2 : -2, time: 0.2)))
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.completions == [finishes])
        #expect(context.container.stagesMade == 1, "one stage: no second, frozen copy")
        #expect(context.container.snapshotRequests == 1, "the from-view is snapshotted once")
        #expect(transition.builds == 1, "one plan per transition")
        #expect(runner.alongsideAnimations.filter(\.hasAnimation).allSatisfy { $0.isOnAnimator })
    }

    /// Throw-to-dismiss with a paired throw animation controller: one stage for the scrubbed plan
    /// (the re-simulation continues on the same views), one snapshot, one completion.
    @Test(arguments: [true, false])
    func throwPlaysOneSession(flies: Bool) {
        let transition = CountingTransition(ThrowTransition())
        let animation = ModelTransitionAnimationController(transition)
        let toss = ModelThrowInteractionController(pairedWith: animation)
        let context = RunnerFixtures.context(.dismiss)
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: toss)
        #expect(toss.gestureBegan(RunnerFixtures.sample(0, time: 0)))
        runner.start()
        runner.addAlongsideAnimation()
        toss.gesture(.changed(RunnerFixtures.sample(0.2, velocity: 1, time: 0.1)))
        runner.advance(by: 0.1)
        toss.fingerVelocity = CGPoint(x: 0, y: flies ? 2500 : -600)
        toss.gesture(.ended(RunnerFixtures.sample(flies ? 0.3 : 0.1, velocity: flies ? 3 : -1, time: 0.15)))
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.completions == [flies])
        #expect(context.container.stagesMade == 1)
        #expect(context.container.snapshotRequests == 1, "the snapshot on screen is handed over, not taken again")
        // The played plan is built once, at the start. UIKit asked for the duration before it
        // attached the interaction controller (fact 6), so the context read `isInteractive == false`
        // then: the plan that answered is not the one the interactive start reads, and is not played.
        #expect(transition.builds == 2)
        #expect(animation.sessions.planBuilds == 2)
    }

    /// The same without the router's pairing: the pinch brings a keeper of its own, and the kit's
    /// animation controller UIKit asks afterwards answers for that session (found on the context).
    @Test func unpairedPinchStillPlaysOneSession() {
        let animation = ModelTransitionAnimationController(SwingDropTransition())
        let pinch = ModelPlanDrivenInteractionController(transition: SwingDropTransition())
        let context = RunnerFixtures.context(.pop)
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: pinch)
        #expect(pinch.gestureBegan(RunnerFixtures.sample(0, time: 0), asking: .pop))
        runner.start()
        pinch.gesture(.ended(RunnerFixtures.sample(0.5, velocity: 2, time: 0.1)))
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.container.stagesMade == 1)
    }

    // MARK: Defect 2: completed inside animateTransition

    /// A `.custom` presentation without animation completes inside `animateTransition`; UIKit's
    /// following `interruptibleAnimator` call gets the finished animator and sets nothing up again.
    @Test(arguments: [false, true])
    func nonAnimatedPresentationIsNotSetUpAgain(zeroDuration: Bool) {
        let transition = CountingTransition(CoverTransition(duration: zeroDuration ? 0 : 0.4))
        let animation = ModelTransitionAnimationController(transition)
        let context = RunnerFixtures.context(.present, isAnimated: zeroDuration)
        let runner = UIKitTransitionRunner(context: context, animationController: animation)
        runner.addAlongsideAnimation()
        runner.start()
        #expect(runner.isComplete, "completed before animateTransition returned")
        #expect(runner.problems == [])
        #expect(context.completions == [true])
        #expect(context.container.stagesMade == 1)
        #expect(transition.builds == 1)
        #expect(context.container.subviews.map(\.name) == ["fromView", "toView"] || context.container.subviews.map(\.name) == ["toView"])
        #expect(context.interruptibleAnimator?.animatorState == .inactive)
    }

    // MARK: Defect 6: the views' own layer state

    /// A scale dismissal of a card: during the transition the card keeps its own corner radius
    /// (the plan does not round it); afterwards its alpha, transform, anchor point and zPosition
    /// are its own again, and the to-view's too.
    @Test(arguments: [true, false])
    func ownLayerStateSurvives(finishes: Bool) {
        let animation = ModelTransitionAnimationController(ScaleTransition())
        let percent = ModelPercentDrivenInteractionController(policy: .halfway)
        let context = RunnerFixtures.context(.dismiss, toLayer: LayerState(alpha: 0.5, cornerRadius: 4, zPosition: -1))
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: percent)
        #expect(percent.gestureBegan(RunnerFixtures.sample(0, time: 0)))
        runner.start()
        percent.gesture(.changed(RunnerFixtures.sample(0.4, velocity: 0.5, time: 0.1)))
        #expect(context.fromView.layer.cornerRadius == 16, "the card keeps its own corners during the transition")
        #expect(!context.fromView.propertiesSet.contains(.cornerRadius))
        percent.gesture(.ended(RunnerFixtures.sample(finishes ? 0.7 : 0.2, velocity: finishes ? 1 : -1, time: 0.2)))
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.completions == [finishes])
    }

    // MARK: Defect 9: the completion curve that plays

    /// A percent-driven release with the kit's animation controller plays the completion curve the
    /// controller promises over `(1 − p) · duration / speed`, although UIKit's percent-driven
    /// transition would start the animator with its own timing.
    @Test(arguments: [AnimationCurve.easeIn, .linear, .easeOut], [CGFloat(1), 2])
    func percentDrivenCompletionPlaysThePromisedCurve(curve: AnimationCurve, speed: CGFloat) throws {
        let animation = ModelTransitionAnimationController(CrossFadeTransition(duration: 0.5))
        let percent = ModelPercentDrivenInteractionController(policy: .halfway)
        percent.completionCurve = curve
        percent.completionSpeed = speed
        let context = RunnerFixtures.context(.dismiss)
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: percent)
        #expect(percent.gestureBegan(RunnerFixtures.sample(0, time: 0)))
        runner.start()
        percent.gesture(.changed(RunnerFixtures.sample(0.6, time: 0.1)))
        percent.gesture(.ended(RunnerFixtures.sample(0.6, velocity: 0, time: 0.2)))
        let motion = try #require(context.interruptibleAnimator?.currentMotion)
        #expect(motion.curve == TimingCurve(curve))
        #expect(abs(motion.seconds - 0.4 * 0.5 / speed) < 1e-9)
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
    }

    /// With a flick towards the end, the rest starts at the finger's speed
    /// (``CompletionTiming/velocityMatchingCurve(velocity:decision:duration:)``).
    @Test func percentDrivenFlickPlaysTheVelocityMatchedCurve() throws {
        let animation = ModelTransitionAnimationController(CrossFadeTransition(duration: 0.5))
        let percent = ModelPercentDrivenInteractionController(policy: .halfway)
        let context = RunnerFixtures.context(.dismiss)
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: percent)
        #expect(percent.gestureBegan(RunnerFixtures.sample(0, time: 0)))
        runner.start()
        percent.gesture(.ended(RunnerFixtures.sample(0.5, velocity: 4, time: 0.1)))
        let expected = try #require(CompletionTiming().velocityMatchingCurve(velocity: 4, decision: .finish, duration: 0.5))
        let motion = try #require(context.interruptibleAnimator?.currentMotion)
        #expect(motion.curve == expected)
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
    }

    // MARK: Defect 5: the shatter's start

    /// A 200-tile shatter: one plan build, one render for all 200 tiles, and keyframes that set
    /// each tile's transform and alpha only.
    @Test func shatterStartRendersOnce() {
        let transition = CountingTransition(ShatterTransition())
        let animation = ModelTransitionAnimationController(transition)
        let context = RunnerFixtures.context(.dismiss)
        let runner = UIKitTransitionRunner(context: context, animationController: animation, order: .init(durationQueriesBeforeStart: 2))
        runner.start()
        #expect(transition.builds == 1)
        #expect(context.container.snapshotRequests == 1)
        #expect(context.container.tilesMade == 200)
        // Keyframes set what changes: each tile's transform and alpha, nothing else.
        let plan = ShatterTransition().plan(for: context.transitionContext)
        let keyframes = PlanSampler().samples(of: plan).count - 1
        let tiles = plan.participants.filter { if case .snapshotOfFromViewRegion = $0.kind { true } else { false } }
        #expect(tiles.allSatisfy { $0.changingProperties == [.transform, .alpha] })
        let changing = plan.participants.map { $0.changingProperties.intersection(.animatableInBlocks) }
        let writesPerKeyframe = changing.map { [ParticipantProperties.frame, .transform, .alpha, .cornerRadius].filter($0.contains).count }.reduce(0, +)
        #expect(context.container.propertyWritesInAnimationBlocks == keyframes * writesPerKeyframe)
        #expect(writesPerKeyframe <= 2 * 200 + 4)
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(transition.builds == 1)
    }
}

/// Every built-in, keyframed and physics-backed, under the model of UIKit's runner: one session,
/// one completion, nothing left behind, and each view that has slices (`SnapshotRegion`
/// participants: fold, portal, explode, cascade, shatter) rendered once for all of them.
@MainActor
@Suite struct BuiltInsUnderTheRunnerTests {
    nonisolated static let transitions: [any Transition] = BuiltInTransitions.all() + BuiltInTransitions.physics()

    @Test(arguments: 0..<transitions.count, [TransitionOperation.present, .dismiss])
    func playsCleanlyWithOneRenderPerSlicedView(index: Int, operation: TransitionOperation) {
        let transition = Self.transitions[index]
        let context = RunnerFixtures.context(operation)
        let plan = transition.plan(for: context.transitionContext)
        let kinds = plan.participants.map(\.kind)
        let wholeSnapshots = kinds.filter { $0 == .snapshotOfFromView || $0 == .snapshotOfToView }.count
        let slicedViews = [
            kinds.contains { if case .snapshotOfFromViewRegion = $0 { true } else { false } },
            kinds.contains { if case .snapshotOfToViewRegion = $0 { true } else { false } },
        ].filter { $0 }.count
        let runner = UIKitTransitionRunner(context: context, animationController: ModelTransitionAnimationController(transition))
        runner.addAlongsideAnimation()
        runner.start()
        #expect(runner.runUntilComplete(), "\(transition.name)")
        #expect(runner.problems == [], "\(transition.name)")
        #expect(context.container.stagesMade == 1)
        #expect(context.container.snapshotCalls == wholeSnapshots, "\(transition.name)")
        #expect(context.container.renderCalls == slicedViews, "\(transition.name)")
    }
}

/// Issue 14's slice built-ins, named one by one: each cuts a screen into many slices and the stage
/// renders that screen once for all of them (never one snapshot per slice), in every operation.
@MainActor
@Suite struct SliceBuiltInsUnderTheRunnerTests {
    nonisolated static let slicers: [any Transition] = [
        FoldTransition(), PortalTransition(), ExplodeTransition(), CascadeTransition(),
    ]

    @Test(arguments: 0..<slicers.count, TransitionOperation.allCases)
    func manySlicesOneRender(index: Int, operation: TransitionOperation) {
        let transition = Self.slicers[index]
        let context = RunnerFixtures.context(operation)
        let slices = transition.plan(for: context.transitionContext).participants.filter {
            switch $0.kind {
            case .snapshotOfFromViewRegion, .snapshotOfToViewRegion: true
            default: false
            }
        }
        #expect(slices.count >= 2, "\(transition.name) \(operation) cuts its screen into slices")
        let runner = UIKitTransitionRunner(context: context, animationController: ModelTransitionAnimationController(transition))
        runner.start()
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.container.renderCalls == 1, "\(transition.name) \(operation): one render for \(slices.count) slices")
    }
}
