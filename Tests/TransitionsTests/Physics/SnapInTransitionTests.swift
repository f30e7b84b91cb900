import Foundation
import Testing
@testable import Transitions

@Suite struct SnapInTransitionTests {
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func thrownInFromTheLeadingSideOvershootsAndSnapsExactlyIntoPlace(direction: LayoutDirection) throws {
        let context = PlanFixtures.context(.present, layoutDirection: direction)
        let plan = SnapInTransition().plan(for: context)
        let states = try (0...300).map { try #require(plan.state(at: CGFloat($0) / 300)[.toSnapshot]) }
        let start = try #require(states.first).drawnBox
        #expect(!start.intersects(context.containerBounds))
        #expect(direction == .leftToRight ? start.maxX < 0 : start.minX > context.containerBounds.maxX)
        let target = context.toFinalFrame.midX
        let centers = states.map { $0.projectedPoint(atUnit: CGPoint(x: 0.5, y: 0.5)).x }
        // The snap overshoots the target and comes back: UIKit's short wobble (its four springs from a
        // rectangle at the point overshoot a throw at 1200 pt/s by about 3 pt, then settle upright).
        #expect(direction == .leftToRight ? centers.max()! > target + 1 : centers.min()! < target - 1)
        #expect(try #require(states.last).transform == .identity)
        #expect(plan.duration <= 2.5)
    }

    @Test func dismissalPlaysTheSnapBackwards() throws {
        let plan = SnapInTransition().plan(for: PlanFixtures.context(.dismiss))
        #expect(try #require(plan.state(at: 0)[.fromSnapshot]).transform == .identity)
        #expect(try !#require(plan.state(at: 1)[.fromSnapshot]).drawnBox.intersects(PlanFixtures.phoneBounds))
    }
}
