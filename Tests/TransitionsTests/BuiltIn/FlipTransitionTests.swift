import Foundation
import Testing
@testable import Transitions

@Suite struct FlipTransitionTests {
    @Test func screensTurnEdgeOnInTurnWithPerspective() throws {
        let plan = FlipTransition().plan(for: PlanFixtures.context(.push))
        let quarter = plan.state(atTrackProgress: 0.25)
        #expect(try isClose(#require(quarter[.fromView]).transform.rotation.y, .pi / 4, tolerance: 1e-12))
        #expect(try #require(quarter[.fromView]).transform.perspective == -1.0 / 1000)
        #expect(try isClose(#require(quarter[.toView]).transform.rotation.y, -.pi / 2, tolerance: 1e-12))
        #expect(quarter.drawingOrder == [.toView, .fromView])
        let threeQuarters = plan.state(atTrackProgress: 0.75)
        #expect(try isClose(#require(threeQuarters[.toView]).transform.rotation.y, -.pi / 4, tolerance: 1e-12))
        #expect(threeQuarters.drawingOrder == [.fromView, .toView])
    }

    @Test func perspectiveMakesTheNearEdgeTaller() throws {
        let plan = FlipTransition().plan(for: PlanFixtures.context(.push))
        let corners = try #require(plan.state(atTrackProgress: 0.25)[.fromView]).corners
        let leftHeight = corners[3].y - corners[0].y
        let rightHeight = corners[2].y - corners[1].y
        #expect(abs(leftHeight - rightHeight) > 10)
        #expect(corners.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test func backwardAndRightToLeftTurnTheOtherWay() throws {
        let push = FlipTransition().plan(for: PlanFixtures.context(.push)).state(atTrackProgress: 0.25)
        let pop = FlipTransition().plan(for: PlanFixtures.context(.pop)).state(atTrackProgress: 0.25)
        let rtl = FlipTransition().plan(for: PlanFixtures.context(.push, layoutDirection: .rightToLeft)).state(atTrackProgress: 0.25)
        #expect(try #require(pop[.fromView]).transform.rotation.y == -#require(push[.fromView]).transform.rotation.y)
        #expect(try #require(rtl[.fromView]).transform.rotation.y == -#require(push[.fromView]).transform.rotation.y)
    }

    @Test(arguments: [CGFloat(10), -5, .nan, .infinity])
    func tooCloseEyesAreMovedBack(distance: CGFloat) throws {
        let plan = FlipTransition(eyeDistance: distance).plan(for: PlanFixtures.context(.push))
        let perspective = try #require(plan.state(at: 0.2)[.fromView]).transform.perspective
        #expect(perspective < 0 && perspective >= -1.0 / 390)
        for index in 0...100 {
            #expect(plan.state(at: CGFloat(index) / 100).entries.allSatisfy { $0.state.corners.allSatisfy { $0.x.isFinite && $0.y.isFinite } })
        }
    }

    @Test func horizontalAxisTurnsAboutX() throws {
        let state = FlipTransition(axis: .horizontal).plan(for: PlanFixtures.context(.present)).state(atTrackProgress: 0.25)
        #expect(try isClose(#require(state[.fromView]).transform.rotation.x, .pi / 4, tolerance: 1e-12))
        #expect(try #require(state[.fromView]).transform.rotation.y == 0)
        #expect(try #require(state[.fromView]).transform.perspective == -1.0 / 1000)
    }
}
