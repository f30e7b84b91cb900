import Foundation
import Testing
import Transitions
import TransitionsTesting
@testable import Interactive

/// Random gesture event sequences through the machine and the real `TransitionDriver` on the
/// headless stage: completion exactly once per transition, the end state matching the decision,
/// progress always within 0…1.
@MainActor
@Suite struct InteractionSessionPropertyTests {
    /// One transition started by a gesture of the sequence.
    final class Run {
        let harness: TransitionHarness
        var decision: CompletionDecision?
        init(harness: TransitionHarness) { self.harness = harness }
    }

    static func plans() throws -> [TransitionPlan] {
        let transitions: [(any Transition, TransitionOperation)] = [
            (CrossFadeTransition(), .dismiss),
            (SlideTransition.slide(.leading), .pop),
            (ScaleTransition.scale, .dismiss),
            (CoverTransition.cover(from: .bottom), .present),
        ]
        return try transitions.map { transition, operation in
            let context = try TransitionContext(operation: operation, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
            return transition.plan(for: context)
        }
    }

    @Test func exactlyOnceAndConsistentOverRandomSequences() throws {
        let plans = try Self.plans()
        let policies: [CompletionPolicy] = [.fastOrPastThirtyPercent, .fastOrPastThirtyPercentRawVelocity, .halfway]
        let timings = [CompletionTiming.uiKitDefault, CompletionTiming(completionSpeed: 0), CompletionTiming(completionSpeed: 3, completionCurve: .linear)]
        var random = SplitMix64(seed: 0xC0FFEE)
        var failures = 0
        var transitions = 0
        var outcomes = [0, 0] // cancelled, finished
        for sequence in 0..<100_000 {
            let plan = plans[Int(random.next() % UInt64(plans.count))]
            let machine = InteractionMachine(policy: policies[Int(random.next() % 3)], timing: timings[Int(random.next() % 3)])
            var runs: [Run] = []
            let session: InteractionSession
            if random.next() % 2 == 0 {
                let run = Run(harness: TransitionHarness(plan: plan))
                runs.append(run)
                session = InteractionSession(machine: machine, driver: run.harness.driver)
            } else {
                session = InteractionSession(machine: machine)
            }
            var time: TimeInterval = 0
            var pendingAttach = false
            var problems: [String] = []

            func attachNew() {
                let run = Run(harness: TransitionHarness(plan: plan))
                if session.attach(run.harness.driver) { runs.append(run) }
            }
            func record(_ command: InteractionCommand) {
                switch command {
                case .start:
                    // A new gesture began: the first one may already have its driver; later ones need one.
                    if session.driver == nil {
                        if random.next() % 4 == 0 { pendingAttach = true } else { attachNew() }
                    }
                case let .complete(completion):
                    if let run = runs.last, run.harness.driver === session.driver {
                        if run.decision != nil { problems.append("two decisions for one transition") }
                        run.decision = completion.decision
                    }
                default:
                    break
                }
            }

            for _ in 0..<(1 + Int(random.next() % 8)) {
                if pendingAttach { pendingAttach = false; attachNew() }
                switch random.next() % 16 {
                case 0, 1:
                    record(session.handle(.began(RandomGesture.sample(at: &time, using: &random))))
                case 2, 3, 4, 5:
                    record(session.handle(.changed(RandomGesture.sample(at: &time, using: &random))))
                case 6, 7:
                    record(session.handle(.ended(RandomGesture.sample(at: &time, using: &random))))
                case 8:
                    record(session.handle(.cancelled(RandomGesture.sample(at: &time, using: &random))))
                case 9:
                    record(session.handle(.failed))
                case 10, 11:
                    // Duplicate finish: the decision the driver already has, sent to it again directly.
                    if let run = runs.last, let decision = run.decision {
                        let velocity = RandomGesture.value(using: &random)
                        if decision == .finish { run.harness.driver.finish(velocity: velocity) } else { run.harness.driver.cancel(velocity: velocity) }
                    }
                case 12, 13, 14:
                    let step = [0.001, 1.0 / 60, 0.1, 0.5][Int(random.next() % 4)]
                    session.driver?.advance(by: step)
                default:
                    if random.next() % 4 == 0 { session.tearDown() }
                }
                let progress = session.machine.progress
                if !(progress >= 0 && progress <= 1) { problems.append("machine progress \(progress)") }
                if let driver = session.driver, !(driver.progress >= 0 && driver.progress <= 1) {
                    problems.append("driver progress \(driver.progress)")
                }
            }

            // The finger lifts, the display link plays the completion out.
            if pendingAttach { attachNew() }
            record(session.handle(.ended(GestureSample(progress: .nan, time: time + 0.1))))
            for run in runs { run.harness.driver.advance(by: 100) }

            for run in runs {
                if run.harness.driver.phase == .idle {
                    // Given up front but no gesture ever began: nothing may have happened on stage.
                    if run.harness.stage.isInstalled || !run.harness.stage.completions.isEmpty {
                        problems.append("an unstarted transition touched the stage")
                    }
                    continue
                }
                transitions += 1
                guard case let .completed(finished) = run.harness.driver.phase else {
                    problems.append("a transition did not complete: \(run.harness.driver.phase)")
                    continue
                }
                outcomes[finished ? 1 : 0] += 1
                if let decision = run.decision, decision.isFinish != finished {
                    problems.append("decided \(decision), completed finished: \(finished)")
                }
                let stageProblems = finished ? run.harness.problemsAfterFinish() : run.harness.problemsAfterCancel()
                problems += stageProblems
            }
            // The machine learns the last transition's result (unless it never saw a gesture: a
            // driver torn down before any gesture completes on its own and leaves the machine idle).
            if let last = runs.last, case let .completed(finished) = last.harness.driver.phase, session.driver === last.harness.driver,
               session.machine.state != .idle {
                if session.machine.state != .completed(finished: finished) {
                    problems.append("machine \(session.machine.state) but driver completed(finished: \(finished))")
                }
            }
            if !problems.isEmpty {
                failures += 1
                if failures <= 5 { Issue.record("sequence \(sequence): \(problems)") }
            }
        }
        #expect(failures == 0)
        // Most sequences start at least one transition, and both ends are well exercised.
        #expect(transitions > 40_000)
        #expect(outcomes.allSatisfy { $0 > 10_000 })
    }
}
