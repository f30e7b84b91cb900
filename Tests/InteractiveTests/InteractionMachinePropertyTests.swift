import Foundation
import Testing
@testable import Interactive

/// Random event sequences through the machine alone: its own invariants, whatever the input.
/// (The same sequences through the real driver are in `InteractionSessionPropertyTests`.)
@Suite struct InteractionMachinePropertyTests {
    /// A value from the nasty set or an ordinary one.
    static func anyValue(using random: inout SplitMix64) -> CGFloat {
        switch random.next() % 10 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return CGFloat.random(in: -1e300...1e300, using: &random)
        case 4: return -CGFloat.random(in: 0...5, using: &random)
        default: return CGFloat.random(in: -0.2...1.2, using: &random)
        }
    }

    static func anySample(at time: inout TimeInterval, using random: inout SplitMix64) -> GestureSample {
        time += Double.random(in: -0.01...0.05, using: &random)
        let velocity: CGFloat? = random.next() % 3 == 0 ? nil : anyValue(using: &random)
        let raw: CGFloat? = random.next() % 2 == 0 ? nil : anyValue(using: &random)
        return GestureSample(progress: anyValue(using: &random), velocity: velocity, rawVelocity: raw, time: random.next() % 20 == 0 ? .nan : time)
    }

    static func anyEvent(at time: inout TimeInterval, using random: inout SplitMix64) -> InteractionEvent {
        switch random.next() % 12 {
        case 0, 1: return .began(anySample(at: &time, using: &random))
        case 2, 3, 4, 5: return .changed(anySample(at: &time, using: &random))
        case 6, 7: return .ended(anySample(at: &time, using: &random))
        case 8: return .cancelled(anySample(at: &time, using: &random))
        case 9: return .failed
        default: return .transitionDidComplete(finished: random.next() % 2 == 0)
        }
    }

    @Test func invariantsHoldForRandomSequences() {
        var random = SplitMix64(seed: 0x1A2B_3C4D)
        let policies: [CompletionPolicy] = [.foundingPinch, .foundingPinchLiteral, .halfway]
        for _ in 0..<20_000 {
            var machine = InteractionMachine(policy: policies[Int(random.next() % 3)])
            var time: TimeInterval = 0
            var completionsThisInteraction = 0
            var pending: InteractionCompletion?
            for _ in 0..<Int(random.next() % 12) {
                let before = machine.state
                let event = Self.anyEvent(at: &time, using: &random)
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
