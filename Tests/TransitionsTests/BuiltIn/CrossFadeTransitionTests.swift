import Foundation
import Testing
@testable import Transitions

@Suite struct CrossFadeTransitionTests {
    @Test func forwardFadesTheToViewInOnTop() {
        let plan = CrossFadeTransition().plan(for: PlanFixtures.context(.push))
        #expect(plan.participants.map(\.id) == [.fromView, .toView])
        #expect(plan.state(at: 0)[.toView]?.alpha == 0)
        #expect(plan.state(at: 0.5)[.toView]?.alpha == 0.5)
        #expect(plan.state(at: 0.5)[.fromView]?.alpha == 1)
        #expect(plan.duration == 0.3)
    }

    @Test func backwardFadesTheFromViewOutOnTop() {
        let plan = CrossFadeTransition().plan(for: PlanFixtures.context(.dismiss))
        #expect(plan.participants.map(\.id) == [.toView, .fromView])
        #expect(plan.state(at: 1)[.fromView]?.alpha == 0)
        #expect(plan.state(at: 0.5)[.toView]?.alpha == 1)
    }

    @Test func nothingMoves() {
        let plan = CrossFadeTransition().plan(for: PlanFixtures.context(.tabForward))
        for progress in stride(from: 0, through: 1, by: 0.1) as StrideThrough<CGFloat> {
            let entries = plan.state(at: progress).entries
            #expect(Set(entries.map(\.id)) == [.fromView, .toView])
            for entry in entries {
                #expect(entry.state.frame == PlanFixtures.phoneBounds)
                #expect(entry.state.transform == .identity)
            }
        }
    }
}
