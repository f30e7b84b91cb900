import Foundation
import Testing
@testable import Transitions

@Suite struct NatGeoTransitionTests {
    /// The cover swings about the leading edge (the right edge right-to-left), towards the viewer,
    /// and is edge-on from 65 % of the time.
    @Test(arguments: LayoutDirection.allCases)
    func theCoverSwingsOpenAboutTheLeadingEdge(direction: LayoutDirection) throws {
        let plan = NatGeoTransition().plan(for: PlanFixtures.context(.present, layoutDirection: direction))
        let hinge = direction == .leftToRight ? [0, 3] : [1, 2]
        let rest = try #require(plan.state(at: 0)[.fromView]).corners
        for index in 1...10 {
            let corners = try #require(plan.state(at: CGFloat(index) / 10)[.fromView]).corners
            #expect(hinge.allSatisfy { isClose(corners[$0], rest[$0], tolerance: 1e-9) })
        }
        let swinging = try #require(plan.state(atTrackProgress: 0.3)[.fromView]).corners
        let free = [0, 1, 2, 3].filter { !hinge.contains($0) }
        #expect(swinging[free[1]].y - swinging[free[0]].y > 844 + 20)  // towards the viewer: drawn taller
        #expect(try BuiltInCompositionTests.area(of: #require(plan.state(atTrackProgress: 0.65)[.fromView]).corners) < 1e-6)
    }

    @Test func theIncomingScreenSettlesFromATilt() throws {
        let plan = NatGeoTransition(incomingTilt: 0.5).plan(for: PlanFixtures.context(.present))
        let start = try #require(plan.state(at: 0)[.toView]).transform
        #expect(start.rotation.y == 0.5 && start.translation.z == -78)
        #expect(try #require(plan.state(atTrackProgress: 0.25)[.toView]).transform == start)
        #expect(try #require(plan.state(at: 1)[.toView]).transform.rotation == .zero)
        #expect(try #require(plan.state(at: 0)["natgeo-shadow"]).alpha == 0.6 && #require(plan.state(at: 1)["natgeo-shadow"]).alpha == 0)
    }

    @Test(arguments: [(CGFloat.nan, CGFloat.pi / 7), (-1, 0), (4, CGFloat.pi / 2)] as [(CGFloat, CGFloat)])
    func incomingTiltIsClamped(tilt: CGFloat, expected: CGFloat) throws {
        let start = NatGeoTransition(incomingTilt: tilt).plan(for: PlanFixtures.context(.present)).state(at: 0)
        #expect(try #require(start[.toView]).transform.rotation.y == expected)
    }
}
