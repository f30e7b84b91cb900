import Foundation
import Testing
@testable import Transitions

@Suite struct ZoomTransitionTests {
    let source = CGRect(x: 40, y: 300, width: 120, height: 90)

    @Test func presentStartsExactlyOverTheSourceRectangle() throws {
        let plan = ZoomTransition(sourceRect: source).plan(for: PlanFixtures.context(.present))
        let start = try #require(plan.state(at: 0)[.toView])
        let corners = start.corners
        #expect(isClose(corners[0], CGPoint(x: 40, y: 300), tolerance: 1e-9))
        #expect(isClose(corners[2], CGPoint(x: 160, y: 390), tolerance: 1e-9))
        #expect(start.cornerRadius == 40)
        #expect(plan.state(at: 1)[.toView]?.cornerRadius == 0)
    }

    @Test func dismissEndsOverTheSourceRectangle() throws {
        let plan = ZoomTransition(sourceRect: source).plan(for: PlanFixtures.context(.dismiss))
        let corners = try #require(plan.state(at: 1)[.fromView]).corners
        #expect(isClose(corners[0], CGPoint(x: 40, y: 300), tolerance: 1e-9))
        #expect(isClose(corners[2], CGPoint(x: 160, y: 390), tolerance: 1e-9))
        #expect(plan.participants.map(\.id) == [.toView, .fromView])
    }

    @Test(arguments: [CGRect.zero, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)])
    func unusableSourceZoomsFromTheCentre(rect: CGRect) throws {
        let plan = ZoomTransition(sourceRect: rect).plan(for: PlanFixtures.context(.present))
        let start = try #require(plan.state(at: 0)[.toView])
        #expect(start.isFinite)
        #expect(isClose(start.corners[0], CGPoint(x: 195, y: 422), tolerance: 0.5))
        #expect(start.transform.scale.x == ScaleTransition.minimumScale)
    }
}
