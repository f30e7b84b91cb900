import Foundation
import Testing
@testable import Transitions

@Suite struct SnapInTransitionTests {
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func thrownInFromTheLeadingSideOvershootsAndSnapsExactlyIntoPlace(direction: LayoutDirection) {
        let context = PlanFixtures.context(.present, layoutDirection: direction)
        let plan = SnapInTransition().plan(for: context)
        let states = (0...300).map { plan.state(at: CGFloat($0) / 300)[.toSnapshot]! }
        let start = states.first!.drawnBox
        #expect(!start.intersects(context.containerBounds))
        #expect(direction == .leftToRight ? start.maxX < 0 : start.minX > context.containerBounds.maxX)
        let target = context.toFinalFrame.midX
        let centers = states.map { $0.projectedPoint(atUnit: CGPoint(x: 0.5, y: 0.5)).x }
        // The snap overshoots the target and comes back (UIKit's snap wobble).
        #expect(direction == .leftToRight ? centers.max()! > target + 20 : centers.min()! < target - 20)
        #expect(states.last!.transform == .identity)
        #expect(plan.duration <= 2.5)
    }

    @Test func dismissalPlaysTheSnapBackwards() {
        let plan = SnapInTransition().plan(for: PlanFixtures.context(.dismiss))
        #expect(plan.state(at: 0)[.fromSnapshot]!.transform == .identity)
        #expect(!plan.state(at: 1)[.fromSnapshot]!.drawnBox.intersects(PlanFixtures.phoneBounds))
    }
}
