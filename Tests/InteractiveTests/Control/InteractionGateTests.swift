import Foundation
import Testing
@testable import Interactive

@Suite struct InteractionGateTests {
    @Test func gestureStartsTransitionAndDrivesItUntilCompletion() {
        var gate = InteractionGate()
        #expect(!gate.isInteractionInProgress)
        let began1 = gate.gestureBegan(transitionInFlight: false)
        #expect(began1)
        #expect(gate.isInteractionInProgress)
        #expect(gate.acceptsGestureEvents)
        #expect(!gate.isDrivingStartedTransition)
        gate.requestObserved()
        let owned2 = gate.transitionDidStart()
        #expect(owned2)
        #expect(gate.isDrivingStartedTransition)
        gate.gestureDidEnd()
        #expect(gate.isInteractionInProgress, "in progress until the transition completes")
        gate.transitionDidComplete()
        #expect(gate.phase == .idle)
        #expect(!gate.isInteractionInProgress)
        #expect(!gate.acceptsGestureEvents, "updates after completion are ignored")
    }

    @Test func gestureDuringAnotherTransitionDoesNothing() {
        var gate = InteractionGate()
        let began3 = gate.gestureBegan(transitionInFlight: true)
        #expect(!began3)
        #expect(gate.phase == .idle)
        #expect(!gate.acceptsGestureEvents)
    }

    @Test func secondGestureWhileOneRunsIsRefused() {
        var gate = InteractionGate()
        let began4 = gate.gestureBegan(transitionInFlight: false)
        #expect(began4)
        let began5 = gate.gestureBegan(transitionInFlight: false)
        #expect(!began5)
        _ = gate.transitionDidStart()
        let began6 = gate.gestureBegan(transitionInFlight: false)
        #expect(!began6)
        gate.transitionDidComplete()
        let began7 = gate.gestureBegan(transitionInFlight: false)
        #expect(began7, "the next gesture may start once it completed")
    }

    @Test func failedRequestEndsTheInteraction() {
        var gate = InteractionGate()
        _ = gate.gestureBegan(transitionInFlight: false)
        gate.requestFailed()
        #expect(gate.phase == .idle)
        #expect(!gate.isInteractionInProgress)
    }

    @Test func gestureEndingBeforeAnUnobservedStartEndsTheInteraction() {
        var gate = InteractionGate()
        _ = gate.gestureBegan(transitionInFlight: false)
        gate.gestureDidEnd()
        #expect(gate.phase == .idle)
    }

    @Test func observedRequestWaitsForTheStartAfterTheGestureEnds() {
        var gate = InteractionGate()
        _ = gate.gestureBegan(transitionInFlight: false)
        gate.requestObserved()
        gate.gestureDidEnd()
        #expect(gate.phase == .requested(observed: true))
        let owned8 = gate.transitionDidStart()
        #expect(owned8, "the start is still the gesture's: it catches up with the release")
    }

    @Test func startNobodyAskedForIsNotOwned() {
        var gate = InteractionGate()
        let owned9 = gate.transitionDidStart()
        #expect(!owned9)
        #expect(gate.phase == .started(owned: false))
        #expect(!gate.isInteractionInProgress)
        #expect(!gate.acceptsGestureEvents)
        let began10 = gate.gestureBegan(transitionInFlight: false)
        #expect(!began10, "no gesture starts while that transition runs")
        gate.transitionDidComplete()
        #expect(gate.phase == .idle)
    }

    @Test func secondStartIsNotOwned() {
        var gate = InteractionGate()
        _ = gate.gestureBegan(transitionInFlight: false)
        let owned11 = gate.transitionDidStart()
        #expect(owned11)
        let owned12 = gate.transitionDidStart()
        #expect(!owned12)
    }

    @Test func callsOutOfPhaseChangeNothing() {
        var gate = InteractionGate()
        gate.requestFailed()
        gate.requestObserved()
        gate.gestureDidEnd()
        gate.transitionDidComplete()
        #expect(gate.phase == .idle)
        _ = gate.gestureBegan(transitionInFlight: false)
        _ = gate.transitionDidStart()
        gate.requestFailed()
        gate.requestObserved()
        gate.gestureDidEnd()
        #expect(gate.phase == .started(owned: true))
    }
}
