import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting

/// Random UIKit call orders the model permits, through the kit's own session code: every
/// operation (presentations, navigation, tabs), animated or not, full screen or on a card (with no
/// presenter's view handed out), sometimes in a container UIKit has not laid out (the immediate
/// plan), with no interaction controller, the kit's percent-driven one, the plan-driven pinch or
/// the throw (paired by the router or not, the unpaired ones reading the operation from UIKit's
/// context), or UIKit's own percent-driven transition (a system back swipe, caught again
/// mid-completion, or a finish or cancel during the start that a presentation replays), with the
/// kit's animation controller or, for percent-driven interactions, the app's own; UIKit calling
/// `interruptibleAnimator` after the start or not; gestures through the kit's gesture core that
/// move or lift before UIKit starts, whose request UIKit starts the transition inside, or that
/// come during the start's turn or later; calls during the start (duration queries, alongside
/// animations, UIKit's own finish or cancel); alongside animations (with and without completion
/// blocks) before, during and after the start; hostile gesture values; frames and run-loop turns
/// in any order; and sometimes the next gesture and transition on the same controller before the
/// first one's queued release has run.
///
/// Whatever the order: one session (one stage), `completeTransition` exactly once, no animator
/// left active, no interactive call UIKit would drop or defer, no temporary view left, the right
/// view shown, the views' own layer state given back, no view UIKit does not hand out touched, a
/// card's dimming view where its presentation controller expects it, every alongside animation
/// run exactly once in an animation block and ended where and when the transition did (animated
/// with the motion, never jumping to its end), every completion block run once, the interaction
/// controller ready for the next gesture and no session (nor its views) left on the context.
@MainActor
@Suite struct UIKitTransitionRunnerPropertyTests {
    enum Interaction: CaseIterable {
        case none, percentDriven, planDrivenPaired, planDrivenUnpaired, throwPaired, throwUnpaired, uiKitPercentDriven
    }

    static let transitions: [any Transition] = [
        CrossFadeTransition(), CrossFadeTransition(duration: 0), SwingDropTransition(), CoverTransition(),
        ScaleTransition(), ZoomTransition(sourceRect: CGRect(x: 20, y: 100, width: 120, height: 90)),
        ShatterTransition(tiles: 12, duration: 0.4), ThrowTransition(), FoldTransition(), PortalTransition(),
        ExplodeTransition(tiles: 16), CascadeTransition(), CardStackTransition(),
    ]

    @Test(arguments: [UInt64(11), 2024, 77_777])
    func randomCallOrdersKeepOneSessionAndOneCompletion(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for iteration in 0..<200 {
            let problems = Self.runOne(using: &random)
            #expect(problems == [], "seed \(seed), iteration \(iteration)")
            if !problems.isEmpty { return }
        }
    }

    /// One random scenario (one transition, sometimes a second one on the same interaction
    /// controller racing the first one's release); returns what went wrong.
    static func runOne(using random: inout SplitMix64) -> [String] {
        let transition = transitions[Int(random.next() % UInt64(transitions.count))]
        let interaction = Interaction.allCases[Int(random.next() % UInt64(Interaction.allCases.count))]
        let operations: [TransitionOperation] = [.present, .dismiss, .push, .pop, .tabForward, .tabBackward]
        let operation = operations[Int(random.next() % UInt64(operations.count))]
        // Presentations and dismissals are sometimes a card's, with its dimming view.
        let onACard = (operation == .present || operation == .dismiss) && random.next() % 3 == 0
        // Sometimes UIKit has not laid the container out (not on a card: its presentation
        // controller's own fade, which the model leaves out, would put the dimming right).
        let unlaidOut = !onACard && random.next() % 10 == 0
        let runLoop = ModelRunLoop()
        let animation = ModelTransitionAnimationController(transition)
        let controller = makeController(interaction, transition: transition, animation: animation, operation: operation, using: &random)
        // Percent-driven interactions and UIKit's own animation work with the app's animation
        // controller too (the gesture then learns the end from the coordinator).
        let appAnimates = !onACard && !(controller is ModelPlanDrivenInteractionController || controller is ModelThrowInteractionController)
            && random.next() % 5 == 0
        let label = "\(transition.name) \(operation)\(onACard ? " on a card" : "")\(unlaidOut ? " not laid out" : "")"
            + " \(interaction)\(appAnimates ? " with the app's animation controller" : "")"
        let scenario = Scenario(operation: operation, onACard: onACard, unlaidOut: unlaidOut, appAnimates: appAnimates)
        var problems = play(
            transition: transition, scenario: scenario, animation: animation, controller: controller,
            runLoop: runLoop, racesNext: true, using: &random
        ).map { "\(label): \($0)" }
        // The next gesture on the same controller, sometimes before the first release has run.
        if let controller, controller is ModelGestureDriven, random.next() % 3 == 0 {
            let next = ModelTransitionAnimationController(transition)
            (controller as? ModelPlanDrivenInteractionController)?.animationController = next
            (controller as? ModelThrowInteractionController)?.animationController = next
            problems += play(
                transition: transition, scenario: scenario, animation: next, controller: controller,
                runLoop: runLoop, racesNext: false, using: &random
            ).map { "\(label), the next transition: \($0)" }
        }
        return problems
    }

    static func makeController(
        _ interaction: Interaction, transition: any Transition, animation: ModelTransitionAnimationController,
        operation: TransitionOperation, using random: inout SplitMix64
    ) -> (any RunnerInteractionController)? {
        switch interaction {
        case .none:
            return nil
        case .percentDriven:
            let percent = ModelPercentDrivenInteractionController(policy: random.next() % 2 == 0 ? .halfway : .fastOrPastThirtyPercent)
            percent.completionSpeed = [1, 2, 0, -1, .nan][Int(random.next() % 5)]
            percent.completionCurve = [.easeIn, .easeOut, .linear, .easeInOut][Int(random.next() % 4)]
            return percent
        case .planDrivenPaired:
            return ModelPlanDrivenInteractionController(pairedWith: animation)
        case .planDrivenUnpaired:
            // The operation is the one UIKit's context shows.
            return ModelPlanDrivenInteractionController(transition: transition)
        case .throwPaired:
            return ModelThrowInteractionController(pairedWith: animation)
        case .throwUnpaired:
            return ModelThrowInteractionController()
        case .uiKitPercentDriven:
            let swipe = ModelSystemBackSwipe()
            swipe.completionSpeed = [1, 2, 0.5][Int(random.next() % 3)]
            swipe.timingCurve = random.next() % 3 == 0 ? TimingCurve(.easeOut) : nil
            return swipe
        }
    }

    /// What a scenario's transitions are: the operation, on a card or not, in a container UIKit
    /// has not laid out or not, animated by the app's own animation controller or the kit's.
    struct Scenario {
        var operation: TransitionOperation
        var onACard: Bool
        var unlaidOut: Bool
        var appAnimates: Bool
    }

    /// One transition with `controller`; returns its problems. `racesNext`: the frame that
    /// completes it may leave its turn (and the controller's release) for the next gesture.
    static func play(
        transition: any Transition, scenario: Scenario, animation: ModelTransitionAnimationController,
        controller: (any RunnerInteractionController)?, runLoop: ModelRunLoop, racesNext: Bool, using random: inout SplitMix64
    ) -> [String] {
        let operation = scenario.operation
        let isAnimated = controller != nil || random.next() % 4 != 0
        let layers = [RunnerFixtures.card, LayerState(), LayerState(alpha: 0.6, cornerRadius: 8, zPosition: -2)]
        let context = RunnerFixtures.context(
            operation, isAnimated: isAnimated, interactive: controller != nil,
            fromLayer: layers[Int(random.next() % 3)], toLayer: layers[Int(random.next() % 3)],
            presentation: scenario.onACard ? PresentationAppearance(dimmingAlpha: 0.4, cornerRadius: 16) : nil,
            containerBounds: scenario.unlaidOut ? .zero : nil, runLoop: runLoop)
        let order = UIKitTransitionRunner.Order(
            durationQueriesBeforeStart: Int(random.next() % 4), callsInterruptibleAnimatorAfterStart: random.next() % 4 != 0)
        let animationController: any RunnerAnimationController = scenario.appAnimates ? RunnerFixtures.AppAnimationController() : animation
        let runner = UIKitTransitionRunner(
            context: context, animationController: animationController, interactionController: controller, order: order,
            framesPerSecond: random.next() % 2 == 0 ? 60 : 120)
        let gestures = controller as? (any RunnerInteractionController & ModelGestureDriven)
        let uiKit = controller as? ModelSystemBackSwipe
        var time: TimeInterval = 0
        // Mostly a gesture asked for the transition (sometimes UIKit starts it inside the
        // gesture's request); sometimes UIKit starts the controller alone.
        if let gestures, random.next() % 8 != 0 {
            let began = sample(at: &time, using: &random)
            if random.next() % 4 == 0 {
                gestures.gestureBegan(began) { @MainActor in runner.start() }
            } else {
                gestures.gestureBegan(began)
            }
            // The finger may move, or lift, before UIKit starts the transition.
            for _ in 0..<Int(random.next() % 3) { gestureStep(gestures, at: &time, using: &random) }
        }
        for _ in 0..<Int(random.next() % 3) { addAlongside(runner, using: &random) }
        // Calls during the start: registrations, queries, and a finish or cancel that a
        // presentation replays (UIKit's percent-driven transition only: the kit never sends one).
        let duringStart = random.next() % 4
        var bodyDuringStart: [@MainActor () -> Void] = []
        var requestDuringStart: ModelTransitionContext.Call?
        if duringStart == 1 { bodyDuringStart.append { runner.addAlongsideAnimation() } }
        if duringStart == 2 { bodyDuringStart.append { runner.queryDuration() } }
        if duringStart == 3, let uiKit, operation == .present || operation == .dismiss {
            let cancels = random.next() % 2 == 0
            requestDuringStart = cancels ? .cancel : .finish
            bodyDuringStart.append { if cancels { uiKit.cancel() } else { uiKit.finish() } }
        }
        runner.duringStart = { for body in bodyDuringStart { body() } }
        runner.start(endingTurn: random.next() % 3 != 0)
        for _ in 0..<Int(random.next() % 12) where !runner.isComplete {
            switch random.next() % 9 {
            case 0, 1, 2:
                if let gestures { gestureStep(gestures, at: &time, using: &random) }
                if let uiKit { uiKitStep(uiKit, context: context, using: &random) }
            case 3:
                if let gestures { release(gestures, at: &time, using: &random) }
            case 4:
                addAlongside(runner, using: &random)
            case 5:
                runner.queryDuration()
            case 6:
                runner.endTurn()
            default:
                runner.advance(by: Double(random.next() % 20) / 60)
            }
        }
        if !runner.isComplete, let gestures { release(gestures, at: &time, using: &random) }
        if !runner.isComplete, let uiKit {
            runner.endTurn()
            if context.isInFlight, !context.isInteractive, context.isInterruptible { uiKit.pauseInteractiveTransition() }
            if context.isInteractive { uiKit.finish() }
        }
        guard runner.runUntilComplete(timeout: 60, endingTheLastTurn: !racesNext || random.next() % 2 == 0) else {
            return ["did not complete"] + runner.problems
        }
        // UIKit may still ask for the duration or the animator after the end; nothing is set up.
        runner.queryDuration()
        _ = animationController.interruptibleAnimator(using: context)
        var problems = runner.problems
        if let requestDuringStart, context.unappliedCalls == [requestDuringStart] {
            // The app's own request during the start (a presentation replays it), not the kit's.
            problems.removeAll { $0.hasPrefix("interactive calls UIKit did not apply") }
        }
        if !scenario.appAnimates, context.container.stagesMade != 1 {
            problems.append("\(context.container.stagesMade) stages for one transition")
        }
        if context.attachedSession is TransitionSession<ModelSessionPlatform> {
            problems.append("the context still holds the session (and its views) after the transition")
        }
        if gestures?.flow.isInteractionInProgress == true {
            problems.append("the interaction controller still reports an interaction in progress")
        }
        return problems.map { "animated: \(isAnimated) \(order): \($0)" }
    }

    static func gestureStep(_ gestures: any ModelGestureDriven, at time: inout TimeInterval, using random: inout SplitMix64) {
        if random.next() % 4 == 0 {
            release(gestures, at: &time, using: &random)
        } else {
            gestures.gesture(.changed(sample(at: &time, using: &random)))
        }
    }

    static func release(_ gestures: any ModelGestureDriven, at time: inout TimeInterval, using random: inout SplitMix64) {
        setFingerVelocity(gestures, using: &random)
        let event: InteractionEvent = random.next() % 3 == 0
            ? .cancelled(sample(at: &time, using: &random)) : .ended(sample(at: &time, using: &random))
        gestures.gesture(event)
    }

    /// What a system back swipe does next: move, lift, or catch the transition again.
    static func uiKitStep(_ swipe: ModelSystemBackSwipe, context: ModelTransitionContext, using random: inout SplitMix64) {
        guard context.isInFlight else { return }
        switch random.next() % 4 {
        case 0 where context.isInteractive:
            if random.next() % 2 == 0 { swipe.finish() } else { swipe.cancel() }
        case 1 where !context.isInteractive && context.isInterruptible:
            swipe.pauseInteractiveTransition()
        default:
            swipe.update(CGFloat(random.next() % 1000) / 1000)
        }
    }

    static func addAlongside(_ runner: UIKitTransitionRunner, using random: inout SplitMix64) {
        if random.next() % 2 == 0 {
            runner.addAlongsideAnimation()
        } else {
            runner.coordinator.animate(alongsideTransition: random.next() % 3 != 0) { _ in }
        }
    }

    /// A sample with any progress, sometimes hostile (NaN, ±∞, out of range), at a time that
    /// mostly moves forwards.
    static func sample(at time: inout TimeInterval, using random: inout SplitMix64) -> GestureSample {
        time += Double(random.next() % 50) / 1000
        let values: [CGFloat] = [.nan, .infinity, -.infinity, -3, 1e9]
        func value() -> CGFloat {
            random.next() % 8 == 0 ? values[Int(random.next() % UInt64(values.count))] : CGFloat(random.next() % 1200) / 1000 - 0.1
        }
        return GestureSample(progress: value(), velocity: random.next() % 3 == 0 ? nil : value() * 5, time: time)
    }

    static func setFingerVelocity(_ controller: (any ModelGestureDriven)?, using random: inout SplitMix64) {
        guard let toss = controller as? ModelThrowInteractionController else { return }
        toss.fingerVelocity = random.next() % 4 == 0 ? nil : CGPoint(x: CGFloat(random.next() % 400) - 200, y: CGFloat(random.next() % 4000) - 1500)
    }
}
