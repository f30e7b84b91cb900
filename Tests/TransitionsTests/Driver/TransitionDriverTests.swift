import Foundation
import Testing
import TransitionsTesting
@testable import Transitions

@MainActor
@Suite struct TransitionDriverTests {
    func harness(duration: TimeInterval = 1, timing: TransitionTiming = .curve(.linear)) -> TransitionHarness {
        TransitionHarness(plan: PlanFixtures.fadePlan(duration: duration, timing: timing))
    }

    @Test func animatedRunFinishesOnceInTheFinalState() {
        let run = harness()
        #expect(run.driver.phase == .idle)
        run.perform(.start)
        #expect(run.driver.phase == .running)
        #expect(run.stage.subviews == [.fromView, .dimming, .toView])
        run.advance(by: 0.5)
        #expect(isClose(run.driver.progress, 0.5, tolerance: 0.02))
        #expect(run.runToEnd() == true)
        #expect(run.problemsAfterFinish() == [])
        #expect(run.stage.state(of: .fromView)?.transform == .identity)   // reset for reuse
    }

    @Test func zeroDurationCompletesOnStart() {
        let run = harness(duration: 0)
        run.perform(.start)
        #expect(run.driver.phase == .completed(finished: true))
        #expect(run.problemsAfterFinish() == [])
    }

    @Test func interactiveProgressScrubsTracksLinearlyAndIsClamped() {
        let run = harness(timing: .curve(.easeIn))
        run.perform([.begin, .update(0.5)])
        #expect(run.driver.phase == .interactive)
        #expect(run.stage.state(of: .toView)?.alpha == 0.5)
        run.perform(.update(1.7))
        #expect(run.driver.progress == 1)
        run.perform(.update(-2))
        #expect(run.driver.progress == 0)
        run.perform([.update(0.3), .update(.nan), .update(.infinity), .update(-.infinity)])
        #expect(run.driver.progress == 0.3)
        #expect(run.stage.violations == [])
    }

    @Test func cancelAtZeroCompletesAtOnceAndRestoresTheFromView() {
        let run = harness()
        run.perform([.begin, .cancel()])
        #expect(run.driver.phase == .completed(finished: false))
        #expect(run.problemsAfterCancel() == [])
    }

    @Test(arguments: [0.5, 0.99])
    func cancelTakesTheRemainingTimeAndRestores(progress: CGFloat) {
        let run = harness(duration: 1)
        run.perform([.begin, .update(progress), .cancel(velocity: 0)])
        #expect(run.driver.phase == .cancelling)
        run.driver.advance(by: Double(progress) - 0.01)
        #expect(run.driver.phase == .cancelling)
        run.driver.advance(by: 0.02)
        #expect(run.problemsAfterCancel() == [])
    }

    @Test func completionSpeedShortensTheRemainingTime() {
        let run = harness(duration: 1)
        run.driver.completionSpeed = 2
        run.perform([.begin, .update(0.5), .finish(velocity: 0)])
        run.driver.advance(by: 0.24)
        #expect(run.driver.phase == .finishing)
        run.driver.advance(by: 0.02)
        #expect(run.problemsAfterFinish() == [])
    }

    @Test(arguments: [0, -1, CGFloat.nan, CGFloat.infinity])
    func nonPositiveCompletionSpeedReadsAsOne(speed: CGFloat) {
        let run = harness()
        run.driver.completionSpeed = speed
        #expect(run.driver.completionSpeed == 1)
    }

    @Test func secondFinishAndLateCallsAreIgnored() {
        let run = harness()
        run.perform([.begin, .update(0.8), .finish(), .finish(velocity: 5), .cancel(velocity: nil)])
        #expect(run.driver.phase == .cancelling)   // a cancel after finish reverses, like UIKit
        run.perform([.finish(), .runToEnd])
        #expect(run.problemsAfterFinish() == [])
        run.perform([.update(0.2), .cancel(), .finish(), .tearDown, .begin, .start, .wait(1)])
        #expect(run.problemsAfterFinish() == [])
    }

    @Test func velocityCarriesIntoTheCompletion() {
        let run = harness(duration: 1)
        run.perform([.begin, .update(0.5), .finish(velocity: 3)])
        run.driver.advance(by: 0.001)
        let speed = (run.driver.progress - 0.5) / 0.001
        #expect(isClose(speed, 3, tolerance: 0.1))
    }

    @Test func velocityIsMeasuredFromTimedUpdates() {
        let run = harness(duration: 1)
        run.perform([.begin, .update(0.2)])
        run.driver.advance(by: 0.1)
        run.perform(.update(0.4))
        #expect(isClose(run.driver.velocity, 2))
        run.perform(.finish())
        run.driver.advance(by: 0.0005)
        #expect(isClose((run.driver.progress - 0.4) / 0.0005, 2, tolerance: 0.1))
    }

    @Test func pausingARunningTransitionMakesItInteractive() {
        let run = harness(duration: 1)
        run.perform([.start, .wait(0.5), .pause])
        #expect(run.driver.phase == .interactive)
        let paused = run.driver.progress
        run.perform(.wait(1))
        #expect(run.driver.progress == paused)
        run.perform([.update(0.1), .cancel(), .runToEnd])
        #expect(run.problemsAfterCancel() == [])
    }

    @Test func grabbingAFinishingTransitionInterruptsIt() {
        let run = harness()
        run.perform([.begin, .update(0.6), .finish(), .wait(0.1), .update(0.3)])
        #expect(run.driver.phase == .interactive)
        #expect(run.driver.progress == 0.3)
        run.perform([.cancel(), .runToEnd])
        #expect(run.problemsAfterCancel() == [])
    }

    @Test func cancellingARunningTransitionReversesIt() {
        let run = harness(duration: 1)
        run.perform([.start, .wait(0.3), .cancel()])
        #expect(run.driver.phase == .cancelling)
        #expect(run.runToEnd() == false)
        #expect(run.problemsAfterCancel() == [])
    }

    @Test func tearDownCompletesTowardsWhereItWasHeading() {
        let idle = harness()
        idle.perform(.tearDown)
        #expect(idle.problemsAfterCancel() == [])
        let running = harness()
        running.perform([.start, .wait(0.2), .tearDown])
        #expect(running.problemsAfterFinish() == [])
        let interactive = harness()
        interactive.perform([.begin, .update(0.9), .tearDown])
        #expect(interactive.problemsAfterCancel() == [])
        let cancelling = harness()
        cancelling.perform([.begin, .update(0.9), .cancel(), .tearDown])
        #expect(cancelling.problemsAfterCancel() == [])
    }

    /// `end(finished:)` takes the outcome someone else decided, from every phase, exactly once.
    @Test(arguments: [true, false])
    func endCompletesWithTheGivenOutcomeFromEveryPhase(finished: Bool) {
        let scripts: [[InteractionStep]] = [
            [], [.start], [.start, .wait(0.3)], [.begin, .update(0.6)],
            [.begin, .update(0.6), .finish()], [.begin, .update(0.6), .cancel()],
        ]
        for script in scripts {
            let run = harness()
            run.perform(script)
            run.driver.end(finished: finished)
            #expect(run.driver.phase == .completed(finished: finished))
            #expect(run.completionResults == [finished])
            #expect((finished ? run.problemsAfterFinish() : run.problemsAfterCancel()) == [])
            run.driver.end(finished: !finished)
            run.driver.tearDown()
            #expect(run.completionResults == [finished])
        }
    }

    @Test func finishingBeforeStartingCompletesAtOnce() {
        let run = harness()
        run.perform(.finish())
        #expect(run.problemsAfterFinish() == [])
    }

    @Test func completionHandlerAddedLateRunsImmediately() {
        let run = harness(duration: 0)
        run.perform(.start)
        var results: [Bool] = []
        run.driver.addCompletion { results.append($0) }
        #expect(results == [true])
    }

    @Test func invalidTimeIsIgnored() {
        let run = harness()
        run.perform(.start)
        for dt in [-1, .nan, .infinity, 0] as [TimeInterval] { run.driver.advance(by: dt) }
        #expect(run.driver.progress == 0)
        #expect(run.driver.elapsedTime == 0)
    }


    @Test func springOvershootIsShownButProgressStaysClamped() {
        let run = harness(duration: 0.5, timing: .uiKitSpring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0))
        run.perform(.start)
        var overshoot: CGFloat = 0
        while !run.driver.phase.isCompleted {
            run.tick()
            overshoot = max(overshoot, run.driver.currentState.progress)
            #expect((0...1).contains(run.driver.progress))
        }
        #expect(overshoot > 1.05)
        #expect(run.problemsAfterFinish() == [])
    }

    /// Random event sequences: completion exactly once after a final tear-down, progress always in
    /// 0…1, no stage-contract breach, and the end state matching the completion result.
    @Test func randomEventSequencesKeepEveryRule() {
        var random = SplitMix64(seed: 2024)
        for _ in 0..<3000 {
            let run = harness(duration: Double.random(in: 0...1, using: &random))
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                let steps: [InteractionStep] = [
                    .begin, .start, .update(random.hostileCGFloat()), .wait(Double.random(in: 0...0.3, using: &random)),
                    .pause, .finish(velocity: random.hostileCGFloat()), .cancel(velocity: random.hostileCGFloat()),
                    .finish(velocity: nil), .cancel(velocity: nil),
                ]
                run.perform(steps[Int.random(in: 0..<steps.count, using: &random)])
                run.driver.completionSpeed = random.hostileCGFloat()
                #expect((0...1).contains(run.driver.progress))
            }
            run.perform(.tearDown)
            #expect(run.stage.completions.count == 1)
            #expect(run.completionResults == run.stage.completions)
            #expect(run.stage.isInstalled)
            if run.stage.completions == [true] {
                #expect(run.problemsAfterFinish() == [])
            } else if run.stage.completions == [false] {
                #expect(run.problemsAfterCancel() == [])
            }
        }
    }
}

extension TransitionDriverTests {
    @Test func timeFractionFollowsThePhase() {
        let run = harness(duration: 1, timing: .curve(.easeIn))
        run.perform([.start, .wait(0.25)])
        #expect(isClose(run.driver.timeFraction, 0.25, tolerance: 1e-9))
        run.perform(.pause)
        #expect(isClose(run.driver.plan.trackProgress(atTimeFraction: run.driver.timeFraction), run.driver.progress, tolerance: 1e-9))
        run.perform([.cancel(), .runToEnd])
        #expect(run.driver.timeFraction == 0)
    }
}
