import Foundation
import Testing
@testable import Transitions

@Suite struct CardStackTransitionTests {
    @Test func theCardSlidesUpAsTheScreenBeneathShrinksRoundsAndDarkens() {
        let plan = CardStackTransition().plan(for: PlanFixtures.context(.present))
        let start = plan.state(at: 0), end = plan.state(at: 1)
        #expect(start[.toView]!.frame == PlanFixtures.phoneBounds.offsetBy(dx: 0, dy: 844))
        #expect(start[.toView]!.cornerRadius == 12 && end[.toView]!.cornerRadius == 0)
        #expect(plan.state(atTrackProgress: 0.8)[.toView]!.cornerRadius == 12)
        #expect(end[.fromView]!.transform == .scale(0.92) && end[.fromView]!.cornerRadius == 12)
        #expect(start["card-stack-dimming"]!.alpha == 0 && isClose(end["card-stack-dimming"]!.alpha, 0.4, tolerance: 1e-12))
        #expect(start.drawingOrder == [.fromView, "card-stack-dimming", .toView])
        let half = plan.state(atTrackProgress: 0.5)
        #expect(half[.toView]!.frame.minY == 422 && isClose(half[.fromView]!.transform.scale.x, 0.96, tolerance: 1e-12))
    }

    /// Going back, the card slides back down and the screen beneath comes forward again.
    @Test func dismissingSlidesTheCardBackDown() {
        let plan = CardStackTransition().plan(for: PlanFixtures.context(.dismiss))
        let start = plan.state(at: 0), end = plan.state(at: 1)
        #expect(start[.fromView]!.frame == PlanFixtures.phoneBounds && end[.fromView]!.frame.minY == 844)
        #expect(start[.toView]!.transform == .scale(0.92) && end[.toView]!.transform == .identity)
        #expect(start.drawingOrder == [.toView, "card-stack-dimming", .fromView])
    }

    @Test func aLeadingEdgeIsTheRightOneInRightToLeftLayouts() {
        let ltr = CardStackTransition(edge: .leading).plan(for: PlanFixtures.context(.present)).state(at: 0)
        let rtl = CardStackTransition(edge: .leading).plan(for: PlanFixtures.context(.present, layoutDirection: .rightToLeft)).state(at: 0)
        #expect(ltr[.toView]!.frame.minX == -390 && rtl[.toView]!.frame.minX == 390)
    }

    @Test(arguments: [(CGFloat.nan, CGFloat(-3), CGFloat(0.92), CGFloat(0)), (0, .infinity, ScaleTransition.minimumScale, 0), (2, 30, 1, 30)])
    func hostileValuesAreClamped(scale: CGFloat, radius: CGFloat, expectedScale: CGFloat, expectedRadius: CGFloat) {
        let end = CardStackTransition(backgroundScale: scale, cornerRadius: radius).plan(for: PlanFixtures.context(.present)).state(at: 1)
        #expect(end[.fromView]!.transform.scale.x == expectedScale && end[.fromView]!.cornerRadius == expectedRadius)
    }
}
