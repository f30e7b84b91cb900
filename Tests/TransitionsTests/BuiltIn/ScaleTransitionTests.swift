import Foundation
import Testing
@testable import Transitions

@Suite struct ScaleTransitionTests {
    @Test func presentGrowsTheToViewOverTheFromViewIn04Seconds() throws {
        let plan = ScaleTransition().plan(for: PlanFixtures.context(.present))
        #expect(plan.duration == 0.4)
        #expect(plan.participants.map(\.id) == [.fromView, .toView])
        #expect(plan.state(at: 0)[.toView]?.transform == .scale(ScaleTransition.minimumScale))
        #expect(plan.state(at: 1)[.toView]?.transform == .identity)
        let half = try #require(plan.state(at: 0.5)[.toView])
        #expect(isClose(half.transform.scale.x, 0.5, tolerance: 0.001))   // ease-in-out is symmetric
        #expect(isClose(half.corners[0], CGPoint(x: 97.5, y: 211), tolerance: 0.5)) // about the centre
    }

    @Test(arguments: [TransitionOperation.dismiss, .pop, .tabBackward])
    func backwardShrinksTheFromViewOverTheToView(operation: TransitionOperation) {
        let plan = ScaleTransition().plan(for: PlanFixtures.context(operation))
        #expect(plan.participants.map(\.id) == [.toView, .fromView])
        #expect(plan.state(at: 0)[.fromView]?.transform == .identity)
        #expect(plan.state(at: 1)[.fromView]?.transform == .scale(ScaleTransition.minimumScale))
        #expect(plan.state(at: 1)[.toView] == ParticipantState(frame: PlanFixtures.phoneBounds))
    }
}
