import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting

/// Random UIKit call orders the model permits, through the kit's own session code: animated or
/// not, full screen or on a card, with no interaction controller, the kit's percent-driven one (under both readings of
/// UIKit's finish), the plan-driven pinch or the throw (paired by the router or not), UIKit
/// calling `interruptibleAnimator` after the start or not, duration queries and alongside
/// animations at any time, gestures with hostile values and frames in any order. Whatever the
/// order: one session (one stage), `completeTransition` exactly once, no animator left active, no
/// temporary view left, the right view shown, the views' own layer state given back, every
/// alongside animation ended where the transition did, the interaction controller ready for the
/// next gesture, and no session (nor its views) left on the context.
@MainActor
@Suite struct UIKitTransitionRunnerPropertyTests {
    enum Interaction: CaseIterable {
        case none, percentDriven, planDrivenPaired, planDrivenUnpaired, throwPaired, throwUnpaired
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

    /// One random transition; returns what went wrong (empty when nothing did).
    static func runOne(using random: inout SplitMix64) -> [String] {
        let transition = transitions[Int(random.next() % UInt64(transitions.count))]
        let interaction = Interaction.allCases[Int(random.next() % UInt64(Interaction.allCases.count))]
        let operation: TransitionOperation = [.present, .dismiss, .push, .pop][Int(random.next() % 4)]
        let isAnimated = interaction != .none || random.next() % 4 != 0
        let layers = [RunnerFixtures.card, LayerState(), LayerState(alpha: 0.6, cornerRadius: 8, zPosition: -2)]
        // Presentations and dismissals are sometimes a card's, with its dimming view.
        let onACard = (operation == .present || operation == .dismiss) && random.next() % 3 == 0
        let context = RunnerFixtures.context(
            operation, isAnimated: isAnimated, interactive: interaction != .none,
            fromLayer: layers[Int(random.next() % 3)], toLayer: layers[Int(random.next() % 3)],
            presentation: onACard ? PresentationAppearance(dimmingAlpha: 0.4, cornerRadius: 16) : nil)
        let animation = ModelTransitionAnimationController(transition)
        let controller: (any RunnerInteractionController & ModelGestureDriven)?
        switch interaction {
        case .none:
            controller = nil
        case .percentDriven:
            let percent = ModelPercentDrivenInteractionController(policy: random.next() % 2 == 0 ? .halfway : .foundingPinch)
            percent.completionSpeed = [1, 2, 0, -1, .nan][Int(random.next() % 5)]
            percent.completionCurve = [.easeIn, .easeOut, .linear, .easeInOut][Int(random.next() % 4)]
            controller = percent
        case .planDrivenPaired:
            controller = ModelPlanDrivenInteractionController(pairedWith: animation)
        case .planDrivenUnpaired:
            let pinch = ModelPlanDrivenInteractionController(transition: transition)
            // The wiring records the operation the gesture asked for.
            pinch.requestedOperation = operation
            controller = pinch
        case .throwPaired:
            controller = ModelThrowInteractionController(pairedWith: animation)
        case .throwUnpaired:
            let toss = ModelThrowInteractionController()
            toss.requestedOperation = operation
            controller = toss
        }
        let order = UIKitTransitionRunner.Order(
            durationQueriesBeforeStart: Int(random.next() % 4), callsInterruptibleAnimatorAfterStart: random.next() % 4 != 0)
        let runner = UIKitTransitionRunner(
            context: context, animationController: animation, interactionController: controller, order: order,
            framesPerSecond: random.next() % 2 == 0 ? 60 : 120)
        var time: TimeInterval = 0
        // Mostly a gesture asked for the transition; sometimes UIKit starts the controller alone.
        if let controller, random.next() % 8 != 0 {
            _ = controller.gestureBegan(sample(at: &time, using: &random))
        }
        if random.next() % 3 == 0 { runner.addAlongsideAnimation() }
        runner.start()
        for _ in 0..<Int(random.next() % 12) where !runner.isComplete {
            switch random.next() % 8 {
            case 0, 1, 2:
                controller?.gesture(.changed(sample(at: &time, using: &random)))
            case 3:
                setFingerVelocity(controller, using: &random)
                controller?.gesture(random.next() % 3 == 0 ? .cancelled(sample(at: &time, using: &random)) : .ended(sample(at: &time, using: &random)))
            case 4:
                runner.addAlongsideAnimation()
            case 5:
                runner.queryDuration()
            default:
                runner.advance(by: Double(random.next() % 20) / 60)
            }
        }
        if !runner.isComplete {
            setFingerVelocity(controller, using: &random)
            controller?.gesture(.ended(sample(at: &time, using: &random)))
        }
        guard runner.runUntilComplete(timeout: 60) else {
            return ["\(transition.name) \(operation) with \(interaction) did not complete"] + runner.problems
        }
        // UIKit may still ask for the duration or the animator after the end; nothing is set up.
        runner.queryDuration()
        _ = animation.interruptibleAnimator(using: context)
        var problems = runner.problems
        if context.container.stagesMade != 1 {
            problems.append("\(context.container.stagesMade) stages for one transition")
        }
        if context.attachedSession is TransitionSession<ModelSessionPlatform> {
            problems.append("the context still holds the session (and its views) after the transition")
        }
        if controller?.flow.isInteractionInProgress == true {
            problems.append("the interaction controller still reports an interaction in progress")
        }
        let card = onACard ? " on a card" : ""
        return problems.map { "\(transition.name) \(operation)\(card) \(interaction) animated: \(isAnimated) \(order): \($0)" }
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

    static func setFingerVelocity(_ controller: (any RunnerInteractionController)?, using random: inout SplitMix64) {
        guard let toss = controller as? ModelThrowInteractionController else { return }
        toss.fingerVelocity = random.next() % 4 == 0 ? nil : CGPoint(x: CGFloat(random.next() % 400) - 200, y: CGFloat(random.next() % 4000) - 1500)
    }
}
