import Foundation
import Testing
@testable import Transitions

@Suite struct CardStackTransitionTests {
    @Test func theCardSlidesUpAsTheScreenBeneathShrinksRoundsAndDarkens() throws {
        let plan = CardStackTransition().plan(for: PlanFixtures.context(.present))
        let start = plan.state(at: 0), end = plan.state(at: 1)
        #expect(try #require(start[.toView]).frame == PlanFixtures.phoneBounds.offsetBy(dx: 0, dy: 844))
        #expect(try #require(start[.toView]).cornerRadius == 12 && #require(end[.toView]).cornerRadius == 0)
        #expect(try #require(plan.state(atTrackProgress: 0.8)[.toView]).cornerRadius == 12)
        #expect(try #require(end[.fromView]).transform == .scale(0.92) && #require(end[.fromView]).cornerRadius == 12)
        #expect(try #require(start["card-stack-dimming"]).alpha == 0 && isClose(#require(end["card-stack-dimming"]).alpha, 0.4, tolerance: 1e-12))
        #expect(start.drawingOrder == [.fromView, "card-stack-dimming", .toView])
        let half = plan.state(atTrackProgress: 0.5)
        #expect(try #require(half[.toView]).frame.minY == 422 && isClose(#require(half[.fromView]).transform.scale.x, 0.96, tolerance: 1e-12))
    }

    /// Going back, the card slides back down and the screen beneath comes forward again.
    @Test func dismissingSlidesTheCardBackDown() throws {
        let plan = CardStackTransition().plan(for: PlanFixtures.context(.dismiss))
        let start = plan.state(at: 0), end = plan.state(at: 1)
        #expect(try #require(start[.fromView]).frame == PlanFixtures.phoneBounds && #require(end[.fromView]).frame.minY == 844)
        #expect(try #require(start[.toView]).transform == .scale(0.92) && #require(end[.toView]).transform == .identity)
        #expect(start.drawingOrder == [.toView, "card-stack-dimming", .fromView])
    }

    @Test func aLeadingEdgeIsTheRightOneInRightToLeftLayouts() throws {
        let ltr = CardStackTransition(edge: .leading).plan(for: PlanFixtures.context(.present)).state(at: 0)
        let rtl = CardStackTransition(edge: .leading).plan(for: PlanFixtures.context(.present, layoutDirection: .rightToLeft)).state(at: 0)
        #expect(try #require(ltr[.toView]).frame.minX == -390 && #require(rtl[.toView]).frame.minX == 390)
    }

    @Test(arguments: [(CGFloat.nan, CGFloat(-3), CGFloat(0.92), CGFloat(0)), (0, .infinity, ScaleTransition.minimumScale, 0), (2, 30, 1, 30)])
    func hostileValuesAreClamped(scale: CGFloat, radius: CGFloat, expectedScale: CGFloat, expectedRadius: CGFloat) throws {
        let end = CardStackTransition(backgroundScale: scale, cornerRadius: radius).plan(for: PlanFixtures.context(.present)).state(at: 1)
        #expect(try #require(end[.fromView]).transform.scale.x == expectedScale && #require(end[.fromView]).cornerRadius == expectedRadius)
    }
}
