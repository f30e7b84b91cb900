import Foundation
import Testing
@testable import Interactive

@Suite struct InteractionMachineCatchUpTests {
    let pinch = try! PinchProgress(startScale: 1)

    @Test func idleAndCompletedNeedNothing() {
        var machine = InteractionMachine()
        #expect(machine.catchUpCommands.isEmpty)
        machine.handle(.began(pinch.sample(scale: 1)))
        machine.handle(.transitionDidComplete(finished: false))
        #expect(machine.catchUpCommands.isEmpty)
    }

    @Test func interactingCatchesUpToTheLiveProgress() {
        var machine = InteractionMachine()
        machine.handle(.began(pinch.sample(scale: 1)))
        machine.handle(.changed(pinch.sample(scale: 0.6)))
        #expect(machine.catchUpCommands.count == 1)
        guard case let .update(progress) = machine.catchUpCommands.first else { Issue.record("expected an update"); return }
        #expect(isClose(progress, 0.4))
    }

    @Test func releasedCatchesUpAndCompletes() throws {
        var machine = InteractionMachine()
        machine.handle(.began(pinch.sample(scale: 1)))
        let command = machine.handle(.ended(pinch.sample(scale: 0.5, velocity: -1)))
        guard case let .complete(completion) = command else { Issue.record("expected a completion"); return }
        #expect(machine.catchUpCommands == [.update(progress: completion.progress), .complete(completion)])
        #expect(completion.decision == .finish)
    }
}
