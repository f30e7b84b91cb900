import Foundation
import Testing
@testable import Transitions

@Suite struct PortalTransitionTests {
    let plan = PortalTransition().plan(for: PlanFixtures.context(.present))

    /// The doors are the two halves of the outgoing screen, hinged at the container's sides:
    /// their outer edges never move, and they end exactly edge-on.
    @Test func theDoorsAreTheHalvesHingedAtTheSides() throws {
        let leading = plan.participant("portal-door-leading")!, trailing = plan.participant("portal-door-trailing")!
        #expect(leading.kind == .snapshotOfFromViewRegion(SnapshotRegion(x: 0, y: 0, width: 0.5, height: 1)))
        #expect(trailing.kind == .snapshotOfFromViewRegion(SnapshotRegion(x: 0.5, y: 0, width: 0.5, height: 1)))
        for index in 0...10 {
            let state = plan.state(at: CGFloat(index) / 10)
            let left = try #require(state["portal-door-leading"]).corners, right = try #require(state["portal-door-trailing"]).corners
            #expect(isClose(left[0], CGPoint(x: 0, y: 0), tolerance: 1e-9) && isClose(left[3], CGPoint(x: 0, y: 844), tolerance: 1e-9))
            #expect(isClose(right[1], CGPoint(x: 390, y: 0), tolerance: 1e-9) && isClose(right[2], CGPoint(x: 390, y: 844), tolerance: 1e-9))
        }
        let end = plan.state(at: 1)
        for id: ParticipantID in ["portal-door-leading", "portal-door-trailing"] {
            #expect(try BuiltInCompositionTests.area(of: #require(end[id]).corners) < 1e-6)
        }
        // Opening away from the viewer: the inner edge shrinks.
        let half = try #require(plan.state(atTrackProgress: 0.5)["portal-door-leading"]).corners
        #expect(half[2].y - half[1].y < 844 - 20 && half[1].x < 195)
    }

    @Test func theIncomingScreenComesUpFromBehindAsItsShadowLifts() throws {
        let start = plan.state(at: 0), end = plan.state(at: 1)
        #expect(try #require(start[.toView]).transform == .scale(0.8) && #require(end[.toView]).transform == .identity)
        #expect(try #require(start["portal-shadow"]).alpha == 0.6 && #require(end["portal-shadow"]).alpha == 0)
        #expect(try #require(start["portal-shadow"]).corners == #require(start[.toView]).corners)
        #expect(try #require(end["portal-door-leading-shade"]).alpha == 0.5)
        #expect(plan.state(at: 0).drawingOrder.last == .fromView)
    }

    @Test(arguments: [(CGFloat(0), ScaleTransition.minimumScale), (3, 1), (.nan, 0.8), (-.infinity, ScaleTransition.minimumScale)])
    func zoomScaleIsClamped(scale: CGFloat, expected: CGFloat) throws {
        let start = PortalTransition(zoomScale: scale).plan(for: PlanFixtures.context(.present)).state(at: 0)
        #expect(try #require(start[.toView]).transform.scale.x == expected)
    }

    @Test(arguments: [CGFloat(1), .nan, -300])
    func eyesCloserThanADoorsWidthAreMovedBack(distance: CGFloat) throws {
        let state = PortalTransition(eyeDistance: distance).plan(for: PlanFixtures.context(.present)).state(at: 0.4)
        let perspective = try #require(state["portal-door-leading"]).transform.perspective
        #expect(perspective < 0 && perspective >= -1.0 / 195)
    }
}
