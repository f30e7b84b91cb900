import Foundation
import Interactive
import Testing
import Transitions
@testable import TransitionsTesting

/// The last of issue 20's UIKit decisions, driven through the model of UIKit's runner: the model's
/// gestures go through the shipped `GestureInteractionCore` (no twin of its begin), the
/// interaction controllers learn the end from the transition coordinator, an unpaired controller
/// reads the operation from UIKit's context, and the readings of UIKit's context (the dimming
/// lookup, the immediate plan of an unusable container) run on the model's view controllers.
@MainActor
@Suite struct UIKitTransitionRunnerReadingTests {
    // MARK: The gesture's begin is the shipped core's (no twin in the model)

    /// A sample-driven begin makes the same decisions as a recognizer's: the operation asked for is
    /// noted, a gesture while a transition is in flight or while its own completes is refused, and
    /// the rest of a refused gesture never reaches UIKit.
    @Test func aSampleDrivenBeginIsTheCoresBegin() {
        let pinch = ModelPercentDrivenInteractionController()
        #expect(!pinch.gestureBegan(RunnerFixtures.sample(0, time: 0), transitionInFlight: true), "refused: a transition is in flight")
        #expect(!pinch.flow.isInteractionInProgress)
        #expect(pinch.gestureBegan(RunnerFixtures.sample(0, time: 0), asking: .pop))
        #expect(pinch.gestureCore.requestedOperation == .pop)
        #expect(pinch.gestureCore.hostAction == .pop)

        let context = RunnerFixtures.context(.pop)
        let runner = UIKitTransitionRunner(
            context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition()), interactionController: pinch)
        runner.start()
        pinch.gesture(.ended(RunnerFixtures.sample(0.6, velocity: 2, time: 0.2)))
        let callsAtRelease = context.calls
        // A second pinch while the first one's transition completes.
        #expect(!pinch.gestureBegan(RunnerFixtures.sample(0, time: 0.3), asking: .dismiss), "refused: its own transition runs")
        #expect(pinch.gestureCore.requestedOperation == .pop, "the refused gesture changes nothing")
        pinch.gesture(.changed(RunnerFixtures.sample(0.2, velocity: -1, time: 0.35)))
        pinch.gesture(.cancelled(RunnerFixtures.sample(0.1, velocity: -1, time: 0.4)))
        #expect(context.calls == callsAtRelease, "nothing of the refused gesture reaches UIKit")
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.completions == [true])
        #expect(!pinch.flow.isInteractionInProgress)
    }

    /// UIKit may start the transition inside the gesture's request (`popViewController` returns
    /// with the transition started): the interaction exists then, and the start is the gesture's.
    @Test(arguments: [false, true])
    func aStartInsideTheRequestIsTheGestures(planDriven: Bool) {
        let animation = ModelTransitionAnimationController(CrossFadeTransition())
        let controller: any RunnerInteractionController & ModelGestureDriven = planDriven
            ? ModelPlanDrivenInteractionController(pairedWith: animation) : ModelPercentDrivenInteractionController()
        let context = RunnerFixtures.context(.pop)
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: controller)
        #expect(controller.gestureBegan(RunnerFixtures.sample(0, time: 0), asking: .pop) { runner.start() })
        #expect(runner.isStarted)
        controller.gesture(.changed(RunnerFixtures.sample(0.4, velocity: 1, time: 0.1)))
        runner.endTurn()
        controller.gesture(.ended(RunnerFixtures.sample(0.6, velocity: 2, time: 0.2)))
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.completions == [true])
        #expect(context.calls.contains(.update(0.4)), "UIKit heard the gesture's progress")
    }

    /// A percent-driven pinch with the app's own animation controller (no kit session to report
    /// the end): the transition coordinator tells the gesture that the transition is over, as
    /// `observeCoordinator(of:)` does on iOS, so the next pinch can start another. Fails on
    /// today's main: the model's controllers observed no coordinator, and the gesture stayed "in
    /// progress" for good.
    @Test(arguments: [true, false])
    func aPercentDrivenGestureLearnsTheEndFromTheCoordinator(finishes: Bool) {
        let pinch = ModelPercentDrivenInteractionController(policy: .halfway)
        let context = RunnerFixtures.context(.pop)
        let runner = UIKitTransitionRunner(context: context, animationController: RunnerFixtures.AppAnimationController(), interactionController: pinch)
        #expect(pinch.gestureBegan(RunnerFixtures.sample(0, time: 0)))
        runner.start()
        pinch.gesture(.changed(RunnerFixtures.sample(finishes ? 0.7 : 0.2, time: 0.1)))
        pinch.gesture(.ended(RunnerFixtures.sample(finishes ? 0.7 : 0.2, velocity: finishes ? 1 : -1, time: 0.2)))
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.completions == [finishes])
        #expect(!pinch.flow.isInteractionInProgress, "the coordinator's end freed the gesture")
        #expect(pinch.gestureBegan(RunnerFixtures.sample(0, time: 1)), "the next pinch starts")
    }

    // MARK: An unpaired controller plays the operation UIKit's context shows

    nonisolated static let operations: [TransitionOperation] = [.present, .dismiss, .push, .pop, .tabForward, .tabBackward]

    /// The plan-driven pinch and the throw, with no animation controller paired and started by
    /// UIKit without a gesture, play the operation UIKit runs (read from its view controllers),
    /// not a dismissal: a card's presentation ends with its dimming view shown. Fails on today's
    /// main for every operation but `.dismiss` (the unpaired default was `.dismiss`).
    @Test(arguments: [false, true], operations)
    func anUnpairedControllerPlaysTheOperationUIKitRuns(throwing: Bool, operation: TransitionOperation) throws {
        let isModal = operation == .present || operation == .dismiss
        let context = RunnerFixtures.context(
            operation, presentation: isModal ? PresentationAppearance(dimmingAlpha: 0.4, cornerRadius: 16) : nil)
        #expect(context.operationReading.operation == operation)
        let controller: any RunnerInteractionController = throwing
            ? ModelThrowInteractionController() : ModelPlanDrivenInteractionController(transition: SlideTransition())
        let runner = UIKitTransitionRunner(
            context: context, animationController: ModelTransitionAnimationController(CrossFadeTransition()), interactionController: controller)
        runner.start(endingTurn: false)
        let played = (controller as? ModelThrowInteractionController)?.core.session?.plan
            ?? (controller as? ModelPlanDrivenInteractionController)?.core.session?.plan
        #expect(try #require(played).context.operation == operation)
        #expect(runner.runUntilComplete())
        #expect(runner.problems == [])
        #expect(context.completions == [true])
    }

    /// The operation is UIKit's even after a gesture of the same controller asked for another one:
    /// a start no gesture asked for does not replay the last gesture's request.
    @Test func anEarlierGesturesRequestIsNotReplayed() throws {
        let pinch = ModelPlanDrivenInteractionController()
        let first = RunnerFixtures.context(.pop)
        let firstRunner = UIKitTransitionRunner(
            context: first, animationController: ModelTransitionAnimationController(CrossFadeTransition()), interactionController: pinch)
        #expect(pinch.gestureBegan(RunnerFixtures.sample(0, time: 0), asking: .pop))
        firstRunner.start()
        pinch.gesture(.ended(RunnerFixtures.sample(0.8, velocity: 2, time: 0.1)))
        #expect(firstRunner.runUntilComplete())
        #expect(pinch.gestureCore.requestedOperation == .pop)

        let second = RunnerFixtures.context(.push)
        let secondRunner = UIKitTransitionRunner(
            context: second, animationController: ModelTransitionAnimationController(CrossFadeTransition()), interactionController: pinch)
        secondRunner.start(endingTurn: false)
        #expect(try #require(pinch.core.session).plan.context.operation == .push)
        #expect(secondRunner.runUntilComplete())
        #expect(secondRunner.problems == [])
    }

    /// What `TransitionOperationReading` decides from UIKit's reads, whatever the timing of the
    /// navigation stack's change.
    @Test func theOperationReading() {
        #expect(TransitionOperationReading(toIsBeingPresented: true, fromIsBeingDismissed: true).operation == .present)
        #expect(TransitionOperationReading(fromIsBeingDismissed: true).operation == .dismiss)
        #expect(TransitionOperationReading(fromTabIndex: 2, toTabIndex: 0).operation == .tabBackward)
        #expect(TransitionOperationReading(fromTabIndex: 1, toTabIndex: 1).operation == nil)
        #expect(TransitionOperationReading(fromNavigationIndex: 0, toNavigationIndex: 1).operation == .push)
        #expect(TransitionOperationReading(fromNavigationIndex: 0).operation == .push, "the pushed screen not on the stack yet")
        #expect(TransitionOperationReading(fromNavigationIndex: 2, toNavigationIndex: 1).operation == .pop)
        #expect(TransitionOperationReading(toNavigationIndex: 1).operation == .pop, "the popped screen already off the stack")
        #expect(TransitionOperationReading().operation == nil)
    }

    // MARK: Reading UIKit's context under the model

    /// `PresentationDimmingLookup` on the model's view controllers: a card's presentation and
    /// dismissal find its presentation controller (the presented screen's own, being presented or
    /// dismissed); a push inside a card-presented navigation controller, a full-screen
    /// presentation over a card, and a plain push find none, and leave the card's dimming alone.
    @Test func theDimmingLookupRunsOnTheModelsViewControllers() throws {
        let window = ModelWindow()
        let home = ModelScreen("home")
        let router = ModelRouter()
        router.core.modalPresentation = .card()
        let list = ModelScreen("list")
        let sheet = ModelNavigationController("sheet", root: list)
        router.install(onPresented: sheet, in: window)
        #expect(sheet.modalPresentationStyle == .custom)

        #expect(window.present(sheet, from: home))
        let presenting = try #require(window.runner?.context)
        #expect(presenting.presentationDimming === sheet.ownPresentationController)
        #expect(presenting.reading.presentation == CardLayout().appearance)
        #expect(presenting.dimmingView != nil)
        #expect(presenting.view(forKey: .from) == nil, "the card keeps the presenter's view")
        #expect(window.runUntilIdle())
        #expect(window.runner?.problems == [])

        // A push inside the card: the pushed screen's presentation controller is the card's, but
        // it presents the navigation controller and nothing is being presented.
        #expect(window.push(ModelScreen("detail"), on: sheet))
        let pushing = try #require(window.runner?.context)
        #expect(pushing.toScreen?.presentationController === sheet.ownPresentationController)
        #expect(pushing.presentationDimming == nil)
        #expect(pushing.reading.presentation == nil)
        #expect(pushing.dimmingView == nil)
        #expect(window.runUntilIdle())
        #expect(window.runner?.problems == [])

        // A full-screen presentation over the card.
        let photo = ModelScreen("photo")
        #expect(window.present(photo, from: sheet))
        let overCard = try #require(window.runner?.context)
        #expect(overCard.presentationDimming == nil)
        #expect(overCard.view(forKey: .from) != nil, "a full-screen presentation hands out the presenter's view")
        #expect(window.runUntilIdle())
        #expect(window.dismiss(photo))
        #expect(window.runUntilIdle())

        // The card's dismissal finds the card's presentation controller on the from side.
        #expect(window.dismiss(sheet))
        let dismissing = try #require(window.runner?.context)
        #expect(dismissing.presentationDimming === sheet.ownPresentationController)
        #expect(dismissing.view(forKey: .to) == nil)
        #expect(window.runUntilIdle())
        #expect(window.runner?.problems == [])
        #expect(home.presentedScreen == nil)
    }

    /// A card presented from a card: the lookup asks the to-side first, so the new card's dimming
    /// view is the one animated, not the presenter's.
    @Test func aCardOverACardAnimatesTheNewCardsDimming() throws {
        let window = ModelWindow()
        let home = ModelScreen("home"), first = ModelScreen("first"), second = ModelScreen("second")
        for card in [first, second] {
            let router = ModelRouter()
            router.core.modalPresentation = .card()
            router.install(onPresented: card, in: window)
        }
        #expect(window.present(first, from: home, animated: false))
        #expect(window.runUntilIdle())
        #expect(window.present(second, from: first))
        let context = try #require(window.runner?.context)
        #expect(context.presentationDimming === second.ownPresentationController)
        #expect(window.runUntilIdle())
        #expect(window.runner?.problems == [])
    }

    /// UIKit runs a transition in a container it has not laid out yet (zero bounds): the kit plays
    /// its immediate plan (``TransitionPlan/immediate(reading:)``), completing at once with the
    /// to-view at UIKit's final frame, or its own frame, with or without an interaction
    /// controller.
    @Test(arguments: [TransitionOperation.present, .dismiss, .push, .pop, .tabForward], [false, true])
    func anUnusableContainerPlaysTheImmediatePlan(operation: TransitionOperation, interactive: Bool) throws {
        let layout = try TransitionContext(
            operation: operation, containerBounds: RunnerFixtures.phoneBounds, toFinalFrame: CGRect(x: 0, y: 40, width: 390, height: 700))
        let context = ModelTransitionContext(layout, containerBounds: .zero)
        let animation = ModelTransitionAnimationController(SwingDropTransition())
        let pan = ModelPercentDrivenInteractionController(policy: .halfway)
        let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: interactive ? pan : nil)
        if interactive { #expect(pan.gestureBegan(RunnerFixtures.sample(0, time: 0))) }
        runner.start()
        if interactive { pan.gesture(.ended(RunnerFixtures.sample(0.8, velocity: 1, time: 0.1))) }
        #expect(runner.runUntilComplete(timeout: 1))
        #expect(runner.problems == [])
        #expect(context.completions == [true])
        #expect(context.toView.frame == CGRect(x: 0, y: 40, width: 390, height: 700))
        #expect(runner.elapsed < 0.1, "nothing to animate: it completes at once")
    }

    /// Through the containers: a screen not laid out yet (zero size) still gets its transition,
    /// the router's, which completes at once. Fails on today's main: the model window skipped
    /// the transition (no delegate asked, no context, nothing run).
    @Test func aWindowNotLaidOutStillRunsTheRoutersTransition() throws {
        let window = ModelWindow()
        let root = ModelScreen("root", viewSize: .zero), detail = ModelScreen("detail", viewSize: .zero)
        let navigation = ModelNavigationController(root: root)
        navigation.viewSize = .zero
        let router = ModelRouter()
        router.updateRoutes(in: window) { $0.add(.push, transition: SwingDropTransition()) }
        router.install(on: navigation, in: window)
        #expect(window.push(detail, on: navigation))
        #expect(window.runUntilIdle())
        #expect(window.records.last == ModelWindow.Record(operation: .push, routed: true, interactive: false, finished: true))
        let runner = try #require(window.runner)
        #expect(runner.context.containerBounds == .zero)
        #expect(runner.problems == [])
        #expect(navigation.stack.map(\.name) == ["root", "detail"])
    }
}
