import Foundation
import Testing
@testable import Interactive
import Transitions

/// Random interleavings of gestures, UIKit starts and completions through the gate and a machine,
/// the way the UIKit controllers combine them.
@Suite struct InteractionGatePropertyTests {
    /// The UIKit side of a controller, reduced to its decisions.
    struct Simulation {
        var gate = InteractionGate()
        var machine = InteractionMachine()
        var transitionsRunning = 0
        var commandsSentToUIKit: [InteractionCommand] = []
        var completionsSent = 0

        mutating func send(_ commands: [InteractionCommand]) {
            for command in commands {
                if case .complete = command { completionsSent += 1 }
                commandsSentToUIKit.append(command)
            }
        }
    }

    @Test(arguments: [UInt64(1), 7, 42, 2026])
    func invariantsHoldForRandomInterleavings(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var time: TimeInterval = 0
        for _ in 0..<2_000 {
            var sim = Simulation()
            for _ in 0..<30 {
                switch random.next() % 9 {
                case 0:  // gesture began
                    let inFlight = sim.transitionsRunning > 0
                    if sim.gate.gestureBegan(transitionInFlight: inFlight) {
                        #expect(!inFlight)
                        sim.machine = InteractionMachine()
                        sim.machine.handle(.began(RandomGesture.sample(at: &time, using: &random)))
                        switch random.next() % 3 {
                        case 0: sim.gate.requestFailed(); sim.machine.handle(.transitionDidComplete(finished: false))
                        case 1: sim.gate.requestObserved(); sim.transitionsRunning += 1
                        default: sim.transitionsRunning += 1
                        }
                    }
                case 1, 2:  // gesture changed
                    guard sim.gate.acceptsGestureEvents else { break }
                    let command = sim.machine.handle(.changed(RandomGesture.sample(at: &time, using: &random)))
                    if sim.gate.isDrivingStartedTransition { sim.send([command]) }
                case 3:  // gesture ended
                    guard sim.gate.acceptsGestureEvents else { break }
                    let command = sim.machine.handle(.ended(RandomGesture.sample(at: &time, using: &random)))
                    if sim.gate.isDrivingStartedTransition { sim.send([command]) }
                    sim.gate.gestureDidEnd()
                case 4, 5:  // UIKit starts the transition
                    guard sim.transitionsRunning > 0, !(sim.gate.phase == .started(owned: true)) else { break }
                    if sim.gate.transitionDidStart() {
                        sim.completionsSent = 0
                        sim.send(sim.machine.catchUpCommands)
                    }
                default:  // the transition completes
                    guard sim.transitionsRunning > 0, case .started = sim.gate.phase else { break }
                    sim.transitionsRunning -= 1
                    sim.gate.transitionDidComplete()
                    sim.machine.handle(.transitionDidComplete(finished: true))
                }
                #expect(sim.transitionsRunning <= 1, "never two transitions at once")
                #expect(sim.completionsSent <= 1, "at most one finish or cancel reaches UIKit per transition")
                if sim.transitionsRunning == 0, case .started = sim.gate.phase { Issue.record("started without a transition") }
                for command in sim.commandsSentToUIKit {
                    switch command {
                    case let .update(progress), let .start(progress): #expect(progress.isFinite && (0...1).contains(progress))
                    case let .complete(completion): #expect((0...1).contains(completion.progress) && completion.velocity.isFinite)
                    case .none: break
                    }
                }
                sim.commandsSentToUIKit.removeAll()
            }
        }
    }
}
