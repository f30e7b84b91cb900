import Foundation
import Testing
@testable import Transitions

@Suite struct SlideTransitionTests {
    let width = PlanFixtures.phoneBounds.width

    @Test func pushMovesContentTowardsTheLeadingEdge() {
        let plan = SlideTransition().plan(for: PlanFixtures.context(.push))
        #expect(plan.state(at: 0)[.toView]?.frame.minX == width)
        #expect(plan.state(at: 1)[.fromView]?.frame.minX == -width)
        #expect(plan.state(at: 0.5)[.toView]?.frame.minX == 0 + width / 2)
    }

    @Test func rightToLeftMirrorsThePush() {
        let plan = SlideTransition().plan(for: PlanFixtures.context(.push, layoutDirection: .rightToLeft))
        #expect(plan.state(at: 0)[.toView]?.frame.minX == -width)
        #expect(plan.state(at: 1)[.fromView]?.frame.minX == width)
    }

    @Test func popUndoesThePush() throws {
        let push = SlideTransition().plan(for: PlanFixtures.context(.push))
        let pop = SlideTransition().plan(for: PlanFixtures.context(.pop))
        // The screen that left during the push comes back along the same path, reversed.
        for progress in stride(from: 0, through: 1, by: 0.1) as StrideThrough<CGFloat> {
            let pushed = push.state(atTrackProgress: 1 - progress)
            let popped = pop.state(atTrackProgress: progress)
            #expect(try isClose(#require(popped[.toView]).frame, #require(pushed[.fromView]).frame, tolerance: 1e-9))
            #expect(try isClose(#require(popped[.fromView]).frame, #require(pushed[.toView]).frame, tolerance: 1e-9))
        }
    }

    @Test(arguments: [(ScreenEdge.top, CGFloat(844)), (.bottom, -844)] as [(ScreenEdge, CGFloat)])
    func verticalDirections(direction: ScreenEdge, toStartY: CGFloat) {
        let plan = SlideTransition(direction: direction).plan(for: PlanFixtures.context(.present))
        #expect(plan.state(at: 0)[.toView]?.frame.minY == toStartY)
        #expect(plan.state(at: 1)[.fromView]?.frame.minY == -toStartY)
    }
}
