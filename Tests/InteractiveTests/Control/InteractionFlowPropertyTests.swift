import Foundation
import Testing
import Transitions
import TransitionsTesting
@testable import Interactive

/// Random gesture events, UIKit starts, frames and coordinator reports through the flow and the
/// real driver: whatever the order, UIKit hears finish or cancel at most once per transition and
/// before it completes, the driver completes exactly once, progress stays within 0…1, and the flow
/// is free again afterwards.
@MainActor
@Suite struct InteractionFlowPropertyTests {
    @Test(arguments: [UInt64(3), 99, 2026])
    func randomSequencesKeepUIKitsContract(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var time: TimeInterval = 0
        let plan = CrossFadeTransition().plan(for: try TransitionContext(operation: .dismiss, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844)))
        for _ in 0..<1_500 {
            let flow = InteractionFlow(policy: random.next() % 2 == 0 ? .fastOrPastThirtyPercent : .halfway)
            var harness: TransitionHarness?
            var requested = false
            var decisions = 0
            var completions = 0
            var completedBeforeDecision = false
            for _ in 0..<25 {
                let report: (InteractionCommand) -> Void = { command in
                    switch command {
                    case let .update(progress): #expect((0...1).contains(progress))
                    case let .complete(completion):
                        decisions += 1
                        #expect((0...1).contains(completion.progress) && completion.velocity.isFinite)
                    case .start: Issue.record("a start never reaches UIKit")
                    case .none: Issue.record("nothing to say is not reported")
                    }
                }
                switch random.next() % 10 {
                case 0:
                    if flow.gestureBegan(RandomGesture.sample(at: &time, using: &random), transitionInFlight: harness.map { !$0.driver.phase.isCompleted } ?? false) {
                        requested = true
                        if random.next() % 4 == 0 { flow.requestFailed(); requested = false } else { flow.requestObserved() }
                    }
                case 1, 2, 3:
                    flow.handle(RandomGesture.event(at: &time, using: &random), report: report)
                case 4, 5:
                    guard requested, harness == nil || harness!.driver.phase.isCompleted else { break }
                    requested = false
                    let h = TransitionHarness(plan: plan)
                    harness = h
                    decisions = 0
                    completions = 0
                    h.driver.addCompletion { _ in
                        completions += 1
                        if decisions == 0 { completedBeforeDecision = true }
                    }
                    if !flow.transitionDidStart(driver: h.driver, report: report) {
                        decisions = 1  // the controller finishes it on its own
                        h.driver.start()
                    }
                default:
                    harness?.advance(by: Double(random.next() % 30) / 60)
                }
                if let harness {
                    #expect(harness.driver.progress >= 0 && harness.driver.progress <= 1)
                    #expect(decisions <= 1, "finish or cancel reaches UIKit at most once per transition")
                    #expect(completions <= 1, "completeTransition exactly once")
                    if harness.driver.phase.isCompleted { #expect(decisions == 1 || completions == 1) }
                }
            }
            #expect(!completedBeforeDecision, "UIKit hears finish or cancel before completeTransition")
            if let harness, !harness.driver.phase.isCompleted, flow.machine?.isInteracting == false {
                harness.advance(by: 30)
                #expect(harness.driver.phase.isCompleted, "a released transition always completes")
                #expect(!flow.isInteractionInProgress)
            }
        }
    }
}
