import Foundation
import Testing
@testable import Transitions

@Suite struct DropTransitionTests {
    let context = PlanFixtures.context(.dismiss)

    func snapshotStates(_ plan: TransitionPlan) -> [ParticipantState] {
        (0...200).map { plan.state(at: CGFloat($0) / 200)[.fromSnapshot]! }
    }

    @Test func theDismissedSnapshotHopsBouncesAndLeaves() throws {
        let plan = DropTransition().plan(for: context)
        #expect(plan.participants.map(\.id) == [.toView, .fromView, .fromSnapshot])
        let states = snapshotStates(plan)
        let bottoms = states.map(\.drawnBox.maxY)
        let floor = context.fromInitialFrame.maxY
        #expect(bottoms.min()! < floor - 80)  // the hop
        // It comes down onto the bottom edge, rebounds visibly, then falls through it.
        let landing = try #require(bottoms.indices.first { $0 > 10 && bottoms[$0] > floor - 8 })
        let rebound = try #require(bottoms[landing...].indices.first { bottoms[$0] < floor - 25 })
        #expect(bottoms[rebound...].contains { $0 > floor + 100 })
        #expect(states.contains { $0.transform.rotation.z > 0.1 })  // tipped clockwise
        #expect(try #require(states.last).drawnBox.minY > context.containerBounds.maxY)  // gone
        #expect(plan.state(at: 0.5)[.fromView]?.alpha == 0)
    }

    @Test func theSettlingStyleRestsOnTheBottomEdgeAndFades() throws {
        let plan = DropTransition.dropAndSettle.plan(for: context)
        let end = try #require(plan.state(at: 1)[.fromSnapshot])
        #expect(abs(end.drawnBox.maxY - context.fromInitialFrame.maxY) < 3)
        #expect(end.alpha == 0)
        #expect(try #require(plan.state(at: 0.69)[.fromSnapshot]).alpha == 1)
        #expect(plan.duration < 3)
    }

    @Test func aPresentedScreenFallsFromAboveAndLandsExactlyInPlace() throws {
        let present = PlanFixtures.context(.present)
        let plan = DropTransition().plan(for: present)
        let states = try (0...200).map { try #require(plan.state(at: CGFloat($0) / 200)[.toSnapshot]) }
        #expect(try #require(states.first).drawnBox.maxY <= present.containerBounds.minY + 1e-9)  // starts above, out of sight
        #expect(try #require(states.last).transform == .identity)
        // It bounced: after its fall it rose again by more than 20 pt (elasticity 0.3 from 844 pt: about
        // 76 pt). The landing is where the fall turns, found from the samples: the impact happens between
        // two samples, and the sample after it already finds the snapshot on its way up.
        let tops = states.map(\.drawnBox.minY)
        let landing = try #require(tops.indices.dropLast().first { tops[$0 + 1] < tops[$0] })
        #expect(tops[landing] > -20)
        #expect(tops[landing...].contains { $0 < tops[landing] - 20 })
        #expect(states.allSatisfy { $0.transform.rotation.z == 0 })
    }
}
