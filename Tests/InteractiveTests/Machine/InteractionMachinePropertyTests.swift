import Foundation
import Testing
import Transitions
@testable import Interactive

/// Random event sequences through the machine alone: its own invariants, whatever the input.
/// (The same sequences through the real driver are in `InteractionSessionPropertyTests`.)
@Suite struct InteractionMachinePropertyTests {
    @Test func invariantsHoldForRandomSequences() {
        var random = SplitMix64(seed: 0x1A2B_3C4D)
        let policies: [CompletionPolicy] = [.fastOrPastThirtyPercent, .fastOrPastThirtyPercentRawVelocity, .halfway]
        for _ in 0..<20_000 {
            var machine = InteractionMachine(policy: policies[Int(random.next() % 3)])
            var time: TimeInterval = 0
            var completionsThisInteraction = 0
            var pending: InteractionCompletion?
            for _ in 0..<Int(random.next() % 12) {
                let before = machine.state
                let event = RandomGesture.event(at: &time, using: &random)
                let command = machine.handle(event)
                #expect(machine.progress >= 0 && machine.progress <= 1)
                switch command {
                case .none:
                    break
                case let .start(progress), let .update(progress):
                    #expect(progress >= 0 && progress <= 1)
                    #expect(machine.isInteracting)
                    if case .start = command { completionsThisInteraction = 0; pending = nil }
                case let .complete(completion):
                    completionsThisInteraction += 1
                    #expect(completionsThisInteraction == 1)
                    #expect(completion.progress >= 0 && completion.progress <= 1)
                    #expect(completion.velocity.isFinite)
                    #expect(machine.state == .completing(completion))
                    pending = completion
                }
                if case .completed = before, case .began = event {} else if case .completed = before {
                    #expect(machine.state == before) // nothing but a new gesture leaves .completed
                }
                if case let .transitionDidComplete(finished) = event, case .completing = before {
                    #expect(pending != nil)
                    #expect(machine.state == .completed(finished: finished))
                }
            }
        }
    }
}
