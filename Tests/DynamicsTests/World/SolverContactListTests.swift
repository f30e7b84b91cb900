import Foundation
import Testing
@_spi(Benchmarking) @testable import Dynamics

/// The contacts the solver and the impacts get each step (``World/solverContacts``), which the narrow phase
/// lists as it goes: every touching contact with an awake body, in contact order (the order the solver's
/// results depend on), also when contacts end during the narrow phase and when a pile it skipped asleep
/// wakes after it.
@Suite struct SolverContactListTests {
    /// What a pass over every contact lists: the touching contacts with an awake body, in contact order.
    func scanned(_ world: World) -> [Int32] {
        var list: [Int32] = []
        for k in 0..<world.contacts.count {
            let c = world.contacts[k]
            guard c.touching, world.flags[Int(c.a)].contains(.awake) || world.flags[Int(c.b)].contains(.awake) else { continue }
            list.append(Int32(k))
        }
        return list
    }

    @Test func theNarrowPhaseListsEveryTouchingAwakeContactInContactOrder() throws {
        // A pyramid on the floor of tall bounds, and a rain of boxes high above it that lands after the pyramid
        // fell asleep: while they fall the narrow phase skips the pile's contacts; the first landing wakes the
        // pile after the narrow phase, whose contacts must then be listed too; boxes tumbling off the pile
        // end contacts during the narrow phase.
        let height = 12_000.0
        let (animator, pile) = try pyramidScene(rows: 6, bounds: CGRect(x: 0, y: 0, width: 400, height: height), bottomY: height - 20)
        let world = animator.world
        for k in 0..<12 {
            let box = try animator.addItem(center: CGPoint(x: 110 + Double(k * 37 % 180), y: 40 + 45 * Double(k)),
                                           size: CGSize(width: 24, height: 24))
            (animator.behaviors[0] as? GravityBehavior)?.addItem(box)
            (animator.behaviors[1] as? CollisionBehavior)?.addItem(box)
        }
        var steps = 0
        while pile.contains(where: { animator.isResting($0) != true }) && steps < 400 {
            animator.step()
            steps += 1
        }
        #expect(steps < 400, "the pile falls asleep before the rain lands")
        var wakeSteps = 0, listedMost = 0
        let destroyedBefore = world.counters.contactsDestroyed
        for _ in 0..<600 {
            // The step's first phases, as ``World/step(_:)`` runs them up to the impacts.
            world.updatePairs(step: DynamicAnimator.timeStep)
            world.updateContacts()
            let listedByNarrowPhase = world.solverContacts.count
            world.wakeIslands()
            if world.solverContacts.count > listedByNarrowPhase { wakeSteps += 1 }
            let listed = (0..<world.solverContacts.count).map { world.solverContacts[$0] }
            #expect(listed == scanned(world))
            listedMost = max(listedMost, listed.count)
            animator.step()
        }
        #expect(wakeSteps >= 1, "a landing woke the pile after the narrow phase")
        #expect(listedMost > pile.count)
        #expect(world.counters.contactsDestroyed > destroyedBefore, "contacts ended during the narrow phase")
    }
}
