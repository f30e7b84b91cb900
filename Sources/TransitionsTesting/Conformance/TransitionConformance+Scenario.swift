import Foundation
import Interactive
import Transitions

extension TransitionConformance {
    /// One scenario: one or two transitions run under the model of UIKit's runner, checked frame
    /// by frame and at the end. Problems collect in ``problems``.
    @MainActor
    final class Scenario {
        let name: String
        let environment: Environment
        let subject: Subject
        let options: Options
        private(set) var problems: [ConformanceProblem] = []

        init(name: String, environment: Environment, subject: Subject, options: Options) {
            self.name = name
            self.environment = environment
            self.subject = subject
            self.options = options
        }

        // MARK: Scripts

        /// Starts with no interaction and plays to the end; with `resizingAfter`, the container
        /// turns to landscape after that share of the transition's duration.
        func runToEnd(resizingAfter share: Double? = nil) {
            guard let run = makeRun(interactive: false, animation: makeAnimationController()) else { return }
            run.runner.start()
            run.inspectFrame()
            if let share {
                let duration = run.runner.queryDuration()
                let frames = Int((duration * share / run.runner.frameInterval).rounded(.down))
                for _ in 0..<frames where !run.runner.isComplete { run.frame() }
                let turned = CGSize(width: environment.device.size.height, height: environment.device.size.width)
                run.resize(to: turned, cardFrame: environment.cardFrame(in: turned))
            }
            finish(run, expecting: true)
        }

        /// A gesture drives the transition through `progresses`, one display frame apart, then
        /// lets go at the last one moving at `release` (progress per second) and the transition
        /// must end as `finishes` says. `decides` picks the controller's policy: `true` always
        /// finishes, `false` always cancels, `nil` projects the release half way (the pan's
        /// default). UIKit starts the transition inside the gesture's request when
        /// `startsInsideRequest`, else on the next run-loop turn (it does either). After the first
        /// move the app adds an animation alongside, the transition in flight (UIKit asks for the
        /// interruptible animator again).
        func drive(to progresses: [CGFloat], release: CGFloat, finishes: Bool, decides: Bool?, via driver: Driver, startsInsideRequest: Bool = false) {
            let animation = makeAnimationController()
            let interaction = Interaction(driver, animation: animation, finishes: decides)
            guard let interaction, let run = makeRun(interactive: true, animation: animation, interaction: interaction.controller) else {
                return skipped(driver)
            }
            guard interaction.begin(at: run, asking: environment.action, startingInside: startsInsideRequest) else {
                return report(.wrongOutcome, "the gesture's interaction controller refused to start the transition")
            }
            if !run.runner.isStarted { run.runner.start() }
            run.inspectFrame()
            for (index, progress) in progresses.enumerated() {
                run.frame()
                interaction.move(to: progress, at: run)
                if index == 0 { run.runner.coordinator.animate(alongsideTransition: true) }
                run.inspectFrame()
            }
            run.frame()
            interaction.release(at: progresses.last ?? 0, velocity: release, finishes: finishes, on: run)
            run.inspectFrame()
            finish(run, expecting: finishes)
        }

        /// A transition cancelled as soon as it starts (a gesture at once must not start another
        /// over it), then, once it is over, the next one started by a second gesture on the same
        /// interaction controller and finished. UIKit starts the first on the run-loop turn after
        /// the request, the second inside it.
        func rapidRestart(via driver: Driver) {
            let first = makeAnimationController()
            guard let interaction = Interaction(driver, animation: first, finishes: nil),
                  let run = makeRun(interactive: true, animation: first, interaction: interaction.controller) else { return skipped(driver) }
            guard interaction.begin(at: run, asking: environment.action, startingInside: false) else {
                return report(.wrongOutcome, "the first gesture's interaction controller refused to start the transition")
            }
            run.runner.start()
            interaction.release(at: 0, velocity: -1, finishes: false, on: run)
            // A gesture at once, while the first transition may still be unwinding: it must not
            // start a second transition over the first, even on a screen that does not tell (the
            // controller's own state refuses it).
            if !run.runner.isComplete, interaction.isGestureDriven,
               interaction.begin(at: run, asking: environment.action, startingInside: false) {
                report(.wrongOutcome, "a second gesture started a transition while the first was still running")
            }
            finish(run, expecting: false, label: "first transition")

            let second = makeAnimationController()
            interaction.pair(with: second)
            guard let next = makeRun(interactive: true, animation: second, interaction: interaction.controller) else { return }
            guard interaction.begin(at: next, asking: environment.action, startingInside: true) else {
                return report(.wrongOutcome, "after a cancelled transition, the next gesture could not start a transition")
            }
            if !next.runner.isStarted { next.runner.start() }
            for progress: CGFloat in [0.4, 0.7] {
                next.frame()
                interaction.move(to: progress, at: next)
            }
            next.frame()
            interaction.release(at: 0.7, velocity: 2, finishes: true, on: next)
            finish(next, expecting: true, label: "second transition")
        }

        // MARK: Runs

        private func makeAnimationController() -> any RunnerAnimationController {
            switch subject {
            case .transition(let cache):
                let controller = ModelTransitionAnimationController(cache)
                controller.sessions.platform.sampler = TransitionConformance.keyframes
                return controller
            case .controller(let make):
                return make()
            }
        }

        private func makeRun(
            interactive: Bool, animation: any RunnerAnimationController, interaction: (any RunnerInteractionController)? = nil
        ) -> Run? {
            guard let transitionContext = try? environment.transitionContext(isInteractive: interactive) else { return nil }
            let presented = environment.cardFrame != nil ? (environment.operation == .present ? "to" : "from") : nil
            let card = environment.presentation
            var cardLayer = Run.ownLayer
            if case .card(let layout) = card {
                cardLayer = LayerState(alpha: Run.ownLayer.alpha, cornerRadius: layout.appearance.cornerRadius, masksToBounds: true)
            }
            let context = ModelTransitionContext(
                transitionContext, fromLayer: presented == "from" ? cardLayer : Run.ownLayer,
                toLayer: presented == "to" ? cardLayer : Run.ownLayer)
            let runner = UIKitTransitionRunner(context: context, animationController: animation, interactionController: interaction,
                                               framesPerSecond: options.framesPerSecond)
            let run = Run(runner: runner) { [weak self] kind, detail in self?.report(kind, detail) }
            run.observeCoordinator(interactive: interactive)
            return run
        }

        /// Plays `run` to its completion (or the timeout) frame by frame, then checks it ended as
        /// `finished` says, with everything where it belongs.
        private func finish(_ run: Run, expecting finished: Bool, label: String? = nil) {
            let limit = run.runner.elapsed + options.timeout
            while !run.runner.isComplete, run.runner.elapsed < limit { run.frame() }
            let before = problems.count
            run.checkEnd(expecting: finished, label: label)
            // What only the runner model sees (its own wording), when nothing else was found.
            if problems.count == before {
                for problem in run.runner.problems { report(.uikitRuleBroken, (label.map { "\($0): " } ?? "") + problem) }
            }
        }

        private func skipped(_ driver: Driver) {
            // A controller of the user's without an interruptible animator cannot be driven by
            // UIKit's percent-driven transition: the interactive scripts do not apply to it.
            guard driver != .uiKitPercentDriven else { return }
            report(.uikitRuleBroken, "the scenario could not be set up")
        }

        fileprivate func report(_ kind: ConformanceProblem.Kind, _ detail: String) {
            problems.append(ConformanceProblem(kind, scenario: name, detail: detail))
        }
    }
}
