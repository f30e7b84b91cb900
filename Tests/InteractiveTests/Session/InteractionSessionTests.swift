import Foundation
import Testing
import Transitions
import TransitionsTesting
@testable import Interactive

/// Scripted gestures through a session into the real driver on the headless stage.
@MainActor
@Suite struct InteractionSessionTests {
    let pinch = try! PinchProgress(startScale: 1)

    func harness(_ transition: some Transition = .crossFade, operation: TransitionOperation = .dismiss) throws -> TransitionHarness {
        try TransitionHarness(transition, operation: operation)
    }

    /// Plays frames until the driver completes (at most 10 s of virtual time).
    func settle(_ harness: TransitionHarness) {
        harness.advance(by: 10)
    }

    @Test func pinchInFinishesOnStage() throws {
        let harness = try harness()
        let session = InteractionSession(driver: harness.driver)
        session.handle(.began(pinch.sample(scale: 1, velocity: 0, time: 0)))
        #expect(harness.driver.phase == .interactive)
        #expect(session.isInteracting)
        session.handle(.changed(pinch.sample(scale: 0.5, velocity: -1, time: 0.2)))
        #expect(harness.driver.progress == 0.5)
        session.handle(.ended(pinch.sample(scale: 0.5, velocity: -1, time: 0.25)))
        #expect(harness.driver.phase == .finishing)
        #expect(!session.isInteracting)
        settle(harness)
        #expect(harness.problemsAfterFinish().isEmpty, "\(harness.problemsAfterFinish())")
        #expect(session.machine.state == .completed(finished: true))
    }

    @Test func stopAtThirtyPercentCancelsAndRestoresTheFromView() throws {
        let harness = try harness(.slide(.leading), operation: .pop)
        let session = InteractionSession(driver: harness.driver)
        session.handle(.began(pinch.sample(scale: 1, velocity: 0, time: 0)))
        session.handle(.changed(pinch.sample(scale: 0.7, velocity: 0, time: 0.5)))
        session.handle(.ended(pinch.sample(scale: 0.7, velocity: 0, time: 0.9)))
        #expect(harness.driver.phase == .cancelling)
        settle(harness)
        #expect(harness.problemsAfterCancel().isEmpty, "\(harness.problemsAfterCancel())")
        #expect(session.machine.state == .completed(finished: false))
    }

    @Test func cancelAtZeroCompletesAtOnce() throws {
        let harness = try harness()
        let session = InteractionSession(driver: harness.driver)
        session.handle(.began(pinch.sample(scale: 1, time: 0)))
        session.handle(.ended(pinch.sample(scale: 1.2, velocity: 1, time: 0.1)))
        #expect(harness.problemsAfterCancel().isEmpty, "\(harness.problemsAfterCancel())")
        #expect(session.machine.state == .completed(finished: false))
    }

    @Test func flickCarriesItsVelocityAndTimingIntoTheDriver() throws {
        let harness = try harness()
        let timing = CompletionTiming(completionSpeed: 2, completionCurve: .linear)
        let session = InteractionSession(machine: InteractionMachine(timing: timing), driver: harness.driver)
        session.handle(.began(pinch.sample(scale: 1, time: 0)))
        session.handle(.changed(pinch.sample(scale: 0.9, velocity: -6, time: 0.03)))
        session.handle(.ended(pinch.sample(scale: 0.9, velocity: -6, time: 0.04)))
        #expect(harness.driver.phase == .finishing)
        #expect(harness.driver.velocity == 6)
        #expect(harness.driver.completionSpeed == 2)
        #expect(harness.driver.completionCurve == .linear)
        settle(harness)
        #expect(harness.problemsAfterFinish().isEmpty, "\(harness.problemsAfterFinish())")
    }

    @Test func gestureCancelledUsesTheSameDecision() throws {
        let harness = try harness()
        let session = InteractionSession(driver: harness.driver)
        session.handle(.began(pinch.sample(scale: 1, time: 0)))
        session.handle(.changed(pinch.sample(scale: 0.4, velocity: -1, time: 0.3)))
        session.handle(.cancelled(pinch.sample(scale: 0.4, velocity: -1, time: 0.35)))
        settle(harness)
        #expect(harness.problemsAfterFinish().isEmpty, "\(harness.problemsAfterFinish())")
    }

    @Test func endedTwiceAndUpdatesAfterReleaseChangeNothing() throws {
        let harness = try harness()
        let session = InteractionSession(driver: harness.driver)
        session.handle(.began(pinch.sample(scale: 1, time: 0)))
        session.handle(.changed(pinch.sample(scale: 0.8, velocity: 0, time: 0.3)))
        session.handle(.ended(pinch.sample(scale: 0.8, velocity: 0, time: 0.4)))
        #expect(harness.driver.phase == .cancelling)
        #expect(session.handle(.ended(pinch.sample(scale: 0.1, velocity: -20, time: 0.41))) == .none)
        #expect(session.handle(.changed(pinch.sample(scale: 0.1, time: 0.42))) == .none)
        #expect(harness.driver.phase == .cancelling)
        settle(harness)
        #expect(session.handle(.changed(pinch.sample(scale: 0.1, time: 5))) == .none)
        #expect(harness.problemsAfterCancel().isEmpty, "\(harness.problemsAfterCancel())")
    }

    @Test func driverAttachedLateCatchesUpWithTheInteraction() throws {
        let harness = try harness()
        let session = InteractionSession()
        session.handle(.began(pinch.sample(scale: 1, time: 0)))
        session.handle(.changed(pinch.sample(scale: 0.4, time: 0.1)))
        #expect(session.attach(harness.driver))
        #expect(harness.driver.phase == .interactive)
        #expect(isClose(harness.driver.progress, 0.6))
    }

    @Test func driverAttachedAfterReleaseCompletesAsDecided() throws {
        let harness = try harness()
        let session = InteractionSession()
        session.handle(.began(pinch.sample(scale: 1, time: 0)))
        session.handle(.ended(pinch.sample(scale: 0.2, velocity: 0, time: 0.1)))
        #expect(session.attach(harness.driver))
        #expect(harness.driver.phase == .finishing)
        settle(harness)
        #expect(harness.problemsAfterFinish().isEmpty, "\(harness.problemsAfterFinish())")
        #expect(session.machine.state == .completed(finished: true))
    }

    @Test func onlyOneLiveDriverAtATime() throws {
        let first = try harness(), second = try harness()
        let session = InteractionSession(driver: first.driver)
        session.handle(.began(pinch.sample(scale: 1, time: 0)))
        #expect(!session.attach(second.driver))
        #expect(session.driver === first.driver)
        #expect(second.driver.phase == .idle)
    }

    @Test func tearDownMidInteractionCancelsAndCompletesTheMachine() throws {
        let harness = try harness()
        let session = InteractionSession(driver: harness.driver)
        session.handle(.began(pinch.sample(scale: 1, time: 0)))
        session.handle(.changed(pinch.sample(scale: 0.3, time: 0.1)))
        session.tearDown()
        #expect(harness.problemsAfterCancel().isEmpty, "\(harness.problemsAfterCancel())")
        #expect(session.machine.state == .completed(finished: false))
        #expect(session.handle(.ended(pinch.sample(scale: 0.1, velocity: -9, time: 0.2))) == .none)
    }

    @Test func nextGestureNeedsTheNextDriver() throws {
        let first = try harness(), second = try harness()
        let session = InteractionSession(driver: first.driver)
        session.handle(.began(pinch.sample(scale: 1, time: 0)))
        session.handle(.ended(pinch.sample(scale: 1, time: 0.1)))
        #expect(first.driver.phase == .completed(finished: false))
        session.handle(.began(pinch.sample(scale: 1, time: 1)))
        #expect(session.driver == nil)
        #expect(session.attach(second.driver))
        session.handle(.changed(pinch.sample(scale: 0.5, time: 1.1)))
        session.handle(.ended(pinch.sample(scale: 0.5, velocity: 0, time: 1.2)))
        settle(second)
        #expect(second.problemsAfterFinish().isEmpty, "\(second.problemsAfterFinish())")
        #expect(first.problemsAfterCancel().isEmpty, "\(first.problemsAfterCancel())")
    }

    @Test func completionClaimedFromOutsideIsIgnored() throws {
        let harness = try harness()
        let session = InteractionSession(driver: harness.driver)
        session.handle(.began(pinch.sample(scale: 1, time: 0)))
        #expect(session.handle(.transitionDidComplete(finished: true)) == .none)
        #expect(session.isInteracting)
        #expect(harness.driver.phase == .interactive)
    }

    @Test func policyAndTimingCanBeChangedThroughTheSession() throws {
        let harness = try harness()
        let session = InteractionSession(driver: harness.driver)
        session.policy = .alwaysCancel
        session.timing = CompletionTiming(completionSpeed: 4, completionCurve: .easeOut)
        session.handle(.began(pinch.sample(scale: 1, time: 0)))
        session.handle(.ended(pinch.sample(scale: 0.1, velocity: -9, time: 0.1)))
        #expect(harness.driver.phase == .cancelling)
        #expect(isClose(harness.driver.progress, 0.9)) // the release reading is shown before letting go
        #expect(harness.driver.completionSpeed == 4)
        #expect(harness.driver.completionCurve == .easeOut)
    }
}
