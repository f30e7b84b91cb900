import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting

/// Random UIKit call orders the model permits, through the kit's own session code: animated or
/// not, full screen or on a card (with no presenter's view handed out), with no interaction
/// controller, the kit's percent-driven one, the plan-driven pinch or the throw (paired by the
/// router or not), or UIKit's own percent-driven transition (a system back swipe, caught again
/// mid-completion, or a finish or cancel during the start that a presentation replays); UIKit
/// calling `interruptibleAnimator` after the start or not; gestures that move or lift before UIKit
/// starts, during the start's turn or later; duration queries, alongside animations (with and
/// without completion blocks) before, during and after the start; hostile gesture values; frames
/// and run-loop turns in any order; and sometimes the next gesture and transition on the same
/// controller before the first one's queued release has run.
///
/// Whatever the order: one session (one stage), `completeTransition` exactly once, no animator
/// left active, no interactive call UIKit would drop or defer, no temporary view left, the right
/// view shown, the views' own layer state given back, no view UIKit does not hand out touched,
/// every alongside animation run exactly once in an animation block and ended where the
/// transition did, every completion block run once, the interaction controller ready for the next
/// gesture and no session (nor its views) left on the context.
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
        let operation: TransitionOperation = [.present, .dismiss, .push, .pop][Int(random.next() % 4)]
        // Presentations and dismissals are sometimes a card's, with its dimming view.
        let onACard = (operation == .present || operation == .dismiss) && random.next() % 3 == 0
        let runLoop = ModelRunLoop()
        let animation = ModelTransitionAnimationController(transition)
        let controller = makeController(interaction, transition: transition, animation: animation, operation: operation, using: &random)
        let label = "\(transition.name) \(operation)\(onACard ? " on a card" : "") \(interaction)"
        var problems = play(
            transition: transition, operation: operation, onACard: onACard, animation: animation, controller: controller,
            runLoop: runLoop, racesNext: true, using: &random
        ).map { "\(label): \($0)" }
        // The next gesture on the same controller, sometimes before the first release has run.
        if let controller, controller is ModelGestureDriven, random.next() % 3 == 0 {
            let next = ModelTransitionAnimationController(transition)
            (controller as? ModelPlanDrivenInteractionController)?.animationController = next
            (controller as? ModelThrowInteractionController)?.animationController = next
            problems += play(
                transition: transition, operation: operation, onACard: onACard, animation: next, controller: controller,
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
            let percent = ModelPercentDrivenInteractionController(policy: random.next() % 2 == 0 ? .halfway : .foundingPinch)
            percent.completionSpeed = [1, 2, 0, -1, .nan][Int(random.next() % 5)]
            percent.completionCurve = [.easeIn, .easeOut, .linear, .easeInOut][Int(random.next() % 4)]
            return percent
        case .planDrivenPaired:
            return ModelPlanDrivenInteractionController(pairedWith: animation)
        case .planDrivenUnpaired:
            let pinch = ModelPlanDrivenInteractionController(transition: transition)
            // The wiring records the operation the gesture asked for.
            pinch.requestedOperation = operation
            return pinch
        case .throwPaired:
            return ModelThrowInteractionController(pairedWith: animation)
        case .throwUnpaired:
            let toss = ModelThrowInteractionController()
            toss.requestedOperation = operation
            return toss
        case .uiKitPercentDriven:
            let swipe = ModelSystemBackSwipe()
            swipe.completionSpeed = [1, 2, 0.5][Int(random.next() % 3)]
            swipe.timingCurve = random.next() % 3 == 0 ? TimingCurve(.easeOut) : nil
            return swipe
        }
    }

    /// One transition with `controller`; returns its problems. `racesNext`: the frame that
    /// completes it may leave its turn (and the controller's release) for the next gesture.
    static func play(
        transition: any Transition, operation: TransitionOperation, onACard: Bool, animation: ModelTransitionAnimationController,
        controller: (any RunnerInteractionController)?, runLoop: ModelRunLoop, racesNext: Bool, using random: inout SplitMix64
    ) -> [String] {
        let isAnimated = controller != nil || random.next() % 4 != 0
        let layers = [RunnerFixtures.card, LayerState(), LayerState(alpha: 0.6, cornerRadius: 8, zPosition: -2)]
        let context = RunnerFixtures.context(
            operation, isAnimated: isAnimated, interactive: controller != nil,
            fromLayer: layers[Int(random.next() % 3)], toLayer: layers[Int(random.next() % 3)],
            presentation: onACard ? PresentationAppearance(dimmingAlpha: 0.4, cornerRadius: 16) : nil, runLoop: runLoop)
        let order = UIKitTransitionRunner.Order(
            durationQueriesBeforeStart: Int(random.next() % 4), callsInterruptibleAnimatorAfterStart: random.next() % 4 != 0)
        let runner = UIKitTransitionRunner(
            context: context, animationController: animation, interactionController: controller, order: order,
            framesPerSecond: random.next() % 2 == 0 ? 60 : 120)
        let gestures = controller as? (any RunnerInteractionController & ModelGestureDriven)
        let uiKit = controller as? ModelSystemBackSwipe
        var time: TimeInterval = 0
        // Mostly a gesture asked for the transition; sometimes UIKit starts the controller alone.
        if let gestures, random.next() % 8 != 0 {
            _ = gestures.gestureBegan(sample(at: &time, using: &random))
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
        _ = animation.interruptibleAnimator(using: context)
        var problems = runner.problems
        if let requestDuringStart, context.unappliedCalls == [requestDuringStart] {
            // The app's own request during the start (a presentation replays it), not the kit's.
            problems.removeAll { $0.hasPrefix("interactive calls UIKit did not apply") }
        }
        if context.container.stagesMade != 1 {
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
