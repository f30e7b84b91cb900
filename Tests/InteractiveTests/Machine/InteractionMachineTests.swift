import Foundation
import Testing
import Transitions
@testable import Interactive

/// Scripted gesture sequences through the machine, with the founding pinch policy unless stated.
@Suite struct InteractionMachineTests {
    /// One pinch reading: scale, UIKit velocity (scale/s), time (s).
    typealias Reading = (scale: CGFloat, velocity: CGFloat, time: TimeInterval)

    let pinch = try! PinchProgress(startScale: 1)

    /// Runs began(first) → changed(middle…) → ended(last) and returns the commands.
    func run(_ readings: [Reading], machine: inout InteractionMachine, end: (GestureSample) -> InteractionEvent = { .ended($0) }) -> [InteractionCommand] {
        var commands: [InteractionCommand] = []
        for (index, r) in readings.enumerated() {
            let sample = pinch.sample(scale: r.scale, velocity: r.velocity, time: r.time)
            let event: InteractionEvent = index == 0 ? .began(sample) : index == readings.count - 1 ? end(sample) : .changed(sample)
            commands.append(machine.handle(event))
        }
        return commands
    }

    func updated(_ command: InteractionCommand) -> CGFloat? {
        if case let .update(progress) = command { return progress }
        return nil
    }

    func completion(_ command: InteractionCommand?) -> InteractionCompletion? {
        if case let .complete(completion) = command { return completion }
        return nil
    }

    @Test func pinchInFinishes() throws {
        var machine = InteractionMachine()
        let commands = run([(1, 0, 0), (0.8, -1, 0.1), (0.5, -1.5, 0.2), (0.4, -1, 0.3), (0.4, -1, 0.35)], machine: &machine)
        #expect(commands[0] == .start(progress: 0))
        #expect(updated(commands[1]).map { isClose($0, 0.2) } == true)
        #expect(updated(commands[3]).map { isClose($0, 0.6) } == true)
        let done = try #require(completion(commands.last))
        #expect(done.decision == .finish)
        #expect(isClose(done.progress, 0.6))
        #expect(isClose(done.velocity, 1)) // −(−1 scale/s) / start scale 1
        #expect(machine.state == .completing(done))
        #expect(!machine.isInteracting)
    }

    @Test func pinchOutPastTheStartNeverGoesNegativeAndCancels() throws {
        var machine = InteractionMachine()
        let commands = run([(1, 0, 0), (1.3, 2, 0.1), (2.5, 4, 0.2), (2.5, 4, 0.25)], machine: &machine)
        // Progress stays at 0, so no update is even emitted.
        #expect(commands[1] == .none)
        #expect(commands[2] == .none)
        let done = try #require(completion(commands.last))
        #expect(done.progress == 0)
        #expect(done.decision == .cancel) // progress velocity −4/s: moving away, never "fast"
    }

    @Test func fastPinchOutAtZeroFinishesOnlyWithTheLiteralRule() throws {
        var machine = InteractionMachine(policy: .fastOrPastThirtyPercentRawVelocity)
        let commands = run([(1, 0, 0), (1.5, 6, 0.1), (1.6, 6, 0.12)], machine: &machine)
        let done = try #require(completion(commands.last))
        #expect(done.release.rawVelocity == 6)
        #expect(done.decision == .finish) // the founding code's signed comparison: 6 ≥ 5
    }

    @Test func stopAtThirtyPercentCancels() throws {
        var machine = InteractionMachine()
        let commands = run([(1, 0, 0), (0.85, -1, 0.1), (0.7, -0.5, 0.2), (0.7, 0, 0.6)], machine: &machine)
        let done = try #require(completion(commands.last))
        #expect(isClose(done.progress, 0.3, within: 1e-12))
        // 1 − 0.7 is 0.30000000000000004 in binary: the policy's rounding allowance makes it 30 %.
        #expect(done.progress > 0.3)
        #expect(done.decision == .cancel)
    }

    @Test(arguments: [(CGFloat(0.3), CompletionDecision.cancel), (0.2999, .cancel), (0.3 + 1e-12, .cancel), (0.3001, .finish), (0.31, .finish), (0.9, .finish)])
    func thresholdAtThirtyPercentIsInclusive(progress: CGFloat, expected: CompletionDecision) {
        var machine = InteractionMachine()
        machine.handle(.began(GestureSample(progress: 0)))
        let command = machine.handle(.ended(GestureSample(progress: progress, velocity: 0)))
        #expect(completion(command)?.decision == expected)
    }

    @Test func flickAtTenPercentFinishes() throws {
        var machine = InteractionMachine()
        let commands = run([(1, 0, 0), (0.95, -3, 0.02), (0.9, -6, 0.04), (0.9, -6, 0.05)], machine: &machine)
        let done = try #require(completion(commands.last))
        #expect(isClose(done.progress, 0.1))
        #expect(isClose(done.velocity, 6))
        #expect(done.decision == .finish)
    }

    @Test func slowReleaseAtTenPercentCancels() throws {
        var machine = InteractionMachine()
        let commands = run([(1, 0, 0), (0.9, -1, 0.2), (0.9, -1, 0.3)], machine: &machine)
        #expect(completion(commands.last)?.decision == .cancel)
    }

    @Test func cancelAtZeroCancels() throws {
        var machine = InteractionMachine()
        let commands = run([(1, 0, 0), (1, 0, 0.1)], machine: &machine)
        let done = try #require(completion(commands.last))
        #expect(done.progress == 0)
        #expect(done.decision == .cancel)
        #expect(done.remainingDuration(forTransitionDuration: 0.4) == 0)
    }

    @Test func gestureCancelledIsDecidedLikeEnded() throws {
        for script: [Reading] in [[(1, 0, 0), (0.5, -1, 0.2), (0.5, -1, 0.3)], [(1, 0, 0), (0.8, -1, 0.2), (0.8, -1, 0.3)]] {
            var ended = InteractionMachine(), cancelled = InteractionMachine()
            let a = try #require(completion(run(script, machine: &ended).last))
            let b = try #require(completion(run(script, machine: &cancelled, end: { .cancelled($0) }).last))
            #expect(a.decision == b.decision)
            #expect(a.progress == b.progress)
            #expect(b.release.reason == .cancelled)
        }
    }

    @Test func endedTwiceCompletesOnce() throws {
        var machine = InteractionMachine()
        let commands = run([(1, 0, 0), (0.4, -1, 0.2), (0.4, -1, 0.3)], machine: &machine)
        let first = try #require(completion(commands.last))
        let again = machine.handle(.ended(pinch.sample(scale: 1, velocity: 9, time: 0.4)))
        #expect(again == .none)
        #expect(machine.state == .completing(first))
        #expect(machine.handle(.cancelled(pinch.sample(scale: 1))) == .none)
        #expect(machine.handle(.failed) == .none)
        #expect(machine.state == .completing(first))
    }

    @Test func updatesAfterCompletionAreIgnored() {
        var machine = InteractionMachine()
        _ = run([(1, 0, 0), (0.4, -1, 0.2), (0.4, -1, 0.3)], machine: &machine)
        #expect(machine.handle(.changed(pinch.sample(scale: 0.1, time: 0.35))) == .none)
        #expect(machine.handle(.transitionDidComplete(finished: true)) == .none)
        #expect(machine.state == .completed(finished: true))
        #expect(machine.handle(.changed(pinch.sample(scale: 0.9, time: 0.5))) == .none)
        #expect(machine.handle(.ended(pinch.sample(scale: 0.9, time: 0.5))) == .none)
        #expect(machine.handle(.transitionDidComplete(finished: false)) == .none)
        #expect(machine.state == .completed(finished: true))
        #expect(machine.progress == 1)
    }

    @Test func eventsBeforeBeganAreIgnored() {
        var machine = InteractionMachine()
        #expect(machine.handle(.changed(GestureSample(progress: 0.5))) == .none)
        #expect(machine.handle(.ended(GestureSample(progress: 0.5))) == .none)
        #expect(machine.handle(.cancelled(GestureSample(progress: 0.5))) == .none)
        #expect(machine.handle(.failed) == .none)
        #expect(machine.handle(.transitionDidComplete(finished: true)) == .none)
        #expect(machine.state == .idle)
    }

    @Test func secondBeganWhileInteractingOrCompletingIsIgnored() {
        var machine = InteractionMachine()
        machine.handle(.began(GestureSample(progress: 0)))
        machine.handle(.changed(GestureSample(progress: 0.4)))
        #expect(machine.handle(.began(GestureSample(progress: 0))) == .none)
        #expect(machine.state == .interacting(progress: 0.4))
        machine.handle(.ended(GestureSample(progress: 0.4, velocity: 0)))
        #expect(machine.handle(.began(GestureSample(progress: 0))) == .none)
        #expect(machine.progress == 0.4)
    }

    @Test func nextGestureAfterCompletionStartsAFreshInteraction() {
        var machine = InteractionMachine()
        machine.handle(.began(GestureSample(progress: 0)))
        machine.handle(.ended(GestureSample(progress: 0.2, velocity: 0)))
        machine.handle(.transitionDidComplete(finished: false))
        #expect(machine.handle(.began(GestureSample(progress: 0.05))) == .start(progress: 0.05))
        #expect(machine.isInteracting)
    }

    @Test func failedMidInteractionCancels() throws {
        var machine = InteractionMachine(policy: .alwaysFinish)
        machine.handle(.began(GestureSample(progress: 0)))
        machine.handle(.changed(GestureSample(progress: 0.9)))
        let done = try #require(completion(machine.handle(.failed)))
        #expect(done.decision == .cancel)
        #expect(done.release.reason == .failed)
        #expect(done.progress == 0.9)
    }

    @Test func transitionEndingMidInteractionCompletesTheMachine() {
        var machine = InteractionMachine()
        machine.handle(.began(GestureSample(progress: 0)))
        machine.handle(.transitionDidComplete(finished: false))
        #expect(machine.state == .completed(finished: false))
        #expect(machine.handle(.ended(GestureSample(progress: 0.9))) == .none)
    }

    @Test func nonFiniteAndOutOfRangeProgressIsIgnoredOrClamped() {
        var machine = InteractionMachine()
        #expect(machine.handle(.began(GestureSample(progress: .nan))) == .start(progress: 0))
        #expect(machine.handle(.changed(GestureSample(progress: 0.25))) == .update(progress: 0.25))
        #expect(machine.handle(.changed(GestureSample(progress: .nan))) == .none)
        #expect(machine.handle(.changed(GestureSample(progress: .infinity))) == .none)
        #expect(machine.handle(.changed(GestureSample(progress: -.infinity))) == .none)
        #expect(machine.state == .interacting(progress: 0.25))
        #expect(machine.handle(.changed(GestureSample(progress: -3))) == .update(progress: 0))
        #expect(machine.handle(.changed(GestureSample(progress: 1e300))) == .update(progress: 1))
    }

    @Test func nonFiniteReleaseKeepsLastProgressAndFiniteVelocity() throws {
        var machine = InteractionMachine()
        machine.handle(.began(GestureSample(progress: 0, time: 0)))
        machine.handle(.changed(GestureSample(progress: 0.5, time: 0.05)))
        let done = try #require(completion(machine.handle(.ended(GestureSample(progress: .nan, velocity: .infinity, rawVelocity: .nan, time: .nan)))))
        #expect(done.progress == 0.5)
        #expect(done.velocity.isFinite)
        #expect(done.release.rawVelocity == nil)
    }

    @Test func velocityIsEstimatedWhenTheAdapterGivesNone() throws {
        var machine = InteractionMachine()
        machine.handle(.began(GestureSample(progress: 0, time: 1.00)))
        machine.handle(.changed(GestureSample(progress: 0.06, time: 1.01)))
        machine.handle(.changed(GestureSample(progress: 0.12, time: 1.02)))
        let done = try #require(completion(machine.handle(.ended(GestureSample(progress: 0.18, time: 1.03)))))
        #expect(isClose(done.velocity, 6, within: 1e-6))
        #expect(done.decision == .finish) // 6/s ≥ 5/s although progress is only 18 %
    }

    @Test func hugeVelocityIsClamped() throws {
        var machine = InteractionMachine(policy: .halfway)
        machine.handle(.began(GestureSample(progress: 0)))
        let done = try #require(completion(machine.handle(.ended(GestureSample(progress: 0.1, velocity: 1e300)))))
        #expect(done.velocity == InteractionMachine.maximumVelocity)
        #expect(done.decision == .finish)
    }

    @Test func timingIsHandedOutWithTheCompletion() throws {
        var machine = InteractionMachine(timing: CompletionTiming(completionSpeed: 2, completionCurve: .linear))
        machine.handle(.began(GestureSample(progress: 0)))
        let done = try #require(completion(machine.handle(.ended(GestureSample(progress: 0.6, velocity: 0)))))
        #expect(done.timing.completionCurve == .linear)
        #expect(isClose(done.remainingDuration(forTransitionDuration: 1), 0.2))
    }
}
