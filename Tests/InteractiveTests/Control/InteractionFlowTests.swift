import Foundation
import Testing
import Transitions
import TransitionsTesting
@testable import Interactive

/// The flow as the UIKit controllers run it, with the real driver on the headless stage standing
/// in for UIKit's context: `log` records what UIKit would be told, and when it completes.
@MainActor
@Suite struct InteractionFlowTests {
    let pinch = try! PinchProgress(startScale: 1)

    /// A flow plus a log of the UIKit calls it causes.
    @MainActor
    final class Recorder {
        var log: [String] = []

        func report(_ command: InteractionCommand) {
            switch command {
            case .none: log.append("none")
            case let .start(progress): log.append("start \(progress)")
            case let .update(progress): log.append("update \(progress)")
            case let .complete(completion): log.append(completion.decision == .finish ? "finish" : "cancel")
            }
        }

        func watch(_ driver: TransitionDriver) {
            driver.addCompletion { [weak self] finished in self?.log.append("complete \(finished)") }
        }
    }

    func harness() throws -> TransitionHarness {
        try TransitionHarness(.slide(.leading), operation: .pop)
    }

    @Test func gestureThenStartThenReleaseFinishes() throws {
        let flow = InteractionFlow()
        let harness = try harness()
        let recorder = Recorder()
        recorder.watch(harness.driver)

        let began = flow.gestureBegan(pinch.sample(scale: 1), transitionInFlight: false)
        #expect(began)
        flow.requestObserved()
        #expect(flow.isInteractionInProgress)
        let owned = flow.transitionDidStart(driver: harness.driver, report: recorder.report)
        #expect(owned)
        #expect(harness.driver.phase == .interactive)
        flow.handle(.changed(pinch.sample(scale: 0.6, velocity: -0.5)), report: recorder.report)
        #expect(isClose(harness.driver.progress, 0.4))
        flow.handle(.ended(pinch.sample(scale: 0.6, velocity: -0.5)), report: recorder.report)
        #expect(flow.isInteractionInProgress, "in progress until the transition completes")
        harness.advance(by: 5)
        #expect(recorder.log == ["update 0.0", "update 0.4", "finish", "complete true"])
        #expect(!flow.isInteractionInProgress)
        #expect(harness.problemsAfterFinish().isEmpty, "\(harness.problemsAfterFinish())")
    }

    @Test func releaseBeforeUIKitStartsIsCaughtUpBeforeCompletion() throws {
        let flow = InteractionFlow()
        let harness = try harness()
        let recorder = Recorder()
        recorder.watch(harness.driver)

        _ = flow.gestureBegan(pinch.sample(scale: 1), transitionInFlight: false)
        flow.requestObserved()
        // The finger moves and lifts before UIKit calls startInteractiveTransition.
        flow.handle(.changed(pinch.sample(scale: 1.4)), report: recorder.report)
        flow.handle(.ended(pinch.sample(scale: 1.4, velocity: 2)), report: recorder.report)
        #expect(recorder.log.isEmpty, "nothing reaches UIKit before it started the transition")
        #expect(flow.isInteractionInProgress, "observed: waits for UIKit's start")
        flow.transitionDidStart(driver: harness.driver, report: recorder.report)
        // A cancel at 0 completes at once: UIKit must hear cancel first.
        #expect(recorder.log == ["update 0.0", "cancel", "complete false"])
        #expect(!flow.isInteractionInProgress)
        #expect(harness.problemsAfterCancel().isEmpty, "\(harness.problemsAfterCancel())")
    }

    @Test func releaseAtTheEndReportsFinishBeforeTheDriverCompletes() throws {
        let flow = InteractionFlow()
        let harness = try harness()
        let recorder = Recorder()
        recorder.watch(harness.driver)
        _ = flow.gestureBegan(pinch.sample(scale: 1), transitionInFlight: false)
        flow.transitionDidStart(driver: harness.driver, report: recorder.report)
        flow.handle(.changed(pinch.sample(scale: 0)), report: recorder.report)
        flow.handle(.ended(pinch.sample(scale: 0, velocity: -3)), report: recorder.report)
        #expect(recorder.log == ["update 0.0", "update 1.0", "finish", "complete true"])
    }

    @Test func gestureWhileAnotherTransitionRunsDoesNothing() {
        let flow = InteractionFlow()
        let began = flow.gestureBegan(pinch.sample(scale: 1), transitionInFlight: true)
        #expect(!began)
        #expect(!flow.isInteractionInProgress)
        #expect(flow.session == nil)
        let recorder = Recorder()
        flow.handle(.changed(pinch.sample(scale: 0.5)), report: recorder.report)
        #expect(recorder.log.isEmpty)
    }

    @Test func secondGestureNeverStartsASecondTransition() throws {
        let flow = InteractionFlow()
        let harness = try harness()
        _ = flow.gestureBegan(pinch.sample(scale: 1), transitionInFlight: false)
        flow.transitionDidStart(driver: harness.driver) { _ in }
        let session = flow.session
        let again = flow.gestureBegan(pinch.sample(scale: 1), transitionInFlight: false)
        #expect(!again)
        #expect(flow.session === session)
    }

    @Test func requestThatStartsNothingEndsTheInteraction() {
        let flow = InteractionFlow()
        _ = flow.gestureBegan(pinch.sample(scale: 1), transitionInFlight: false)
        flow.requestFailed()
        #expect(!flow.isInteractionInProgress)
        #expect(flow.session == nil)
        let next = flow.gestureBegan(pinch.sample(scale: 1), transitionInFlight: false)
        #expect(next)
    }

    @Test func unobservedRequestEndsWithTheGesture() {
        let flow = InteractionFlow()
        _ = flow.gestureBegan(pinch.sample(scale: 1), transitionInFlight: false)
        flow.handle(.ended(pinch.sample(scale: 0.5)), report: { _ in })
        #expect(!flow.isInteractionInProgress)
        #expect(flow.session == nil)
    }

    @Test func startNobodyAskedForIsLeftToTheCaller() throws {
        let flow = InteractionFlow()
        let harness = try harness()
        let recorder = Recorder()
        let owned = flow.transitionDidStart(driver: harness.driver, report: recorder.report)
        #expect(!owned)
        #expect(recorder.log.isEmpty)
        #expect(harness.driver.phase == .idle, "the driver is untouched; the controller plays it")
        #expect(!flow.isInteractionInProgress)
        flow.transitionDidComplete(finished: true)
        let next = flow.gestureBegan(pinch.sample(scale: 1), transitionInFlight: false)
        #expect(next)
    }

    @Test func updatesAfterCompletionAreIgnored() throws {
        let flow = InteractionFlow()
        let harness = try harness()
        let recorder = Recorder()
        _ = flow.gestureBegan(pinch.sample(scale: 1), transitionInFlight: false)
        flow.transitionDidStart(driver: harness.driver, report: recorder.report)
        flow.handle(.ended(pinch.sample(scale: 0.2, velocity: -9)), report: recorder.report)
        harness.advance(by: 5)
        let logged = recorder.log
        flow.handle(.changed(pinch.sample(scale: 0.9)), report: recorder.report)
        flow.handle(.ended(pinch.sample(scale: 0.9)), report: recorder.report)
        #expect(recorder.log == logged)
        #expect(harness.driver.phase == .completed(finished: true))
    }

    @Test func policyAndTimingAreReadAtRelease() throws {
        let flow = InteractionFlow()
        let harness = try harness()
        _ = flow.gestureBegan(pinch.sample(scale: 1), transitionInFlight: false)
        flow.transitionDidStart(driver: harness.driver) { _ in }
        flow.policy = .alwaysCancel
        flow.timing = CompletionTiming(completionSpeed: 4, completionCurve: .linear)
        flow.handle(.ended(pinch.sample(scale: 0.1, velocity: -20)), report: { _ in })
        #expect(harness.driver.phase == .cancelling)
        #expect(harness.driver.completionSpeed == 4)
        #expect(harness.driver.completionCurve == .linear)
    }

    @Test func releaseForgetsOnlyFinishedInteractions() throws {
        let flow = InteractionFlow()
        let harness = try harness()
        _ = flow.gestureBegan(pinch.sample(scale: 1), transitionInFlight: false)
        flow.transitionDidStart(driver: harness.driver) { _ in }
        flow.releaseCompletedInteraction()
        #expect(flow.session != nil, "still running")
        flow.handle(.ended(pinch.sample(scale: 0.2, velocity: -9)), report: { _ in })
        harness.advance(by: 5)
        flow.releaseCompletedInteraction()
        #expect(flow.session == nil)
    }
}
