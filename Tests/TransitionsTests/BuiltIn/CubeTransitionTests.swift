import Foundation
import Testing
@testable import Transitions

@Suite struct CubeTransitionTests {
    /// The two faces share an edge throughout: the outgoing face's trailing side and the incoming
    /// face's leading side are drawn at the same place (within the chord of the 32 samples).
    @Test(arguments: [TransitionOperation.push, .pop, .present, .tabBackward])
    func theFacesStayJoinedAtTheirSharedEdge(operation: TransitionOperation) throws {
        let plan = CubeTransition().plan(for: PlanFixtures.context(operation))
        // Content moves left going forward: the from-view's right edge meets the to-view's left edge.
        let (left, right): (ParticipantID, ParticipantID) = operation.isForward ? (.fromView, .toView) : (.toView, .fromView)
        for index in 1..<20 {
            let state = plan.state(at: CGFloat(index) / 20)
            let a = try #require(state[left]).corners, b = try #require(state[right]).corners
            #expect(isClose(a[1], b[0], tolerance: 0.2) && isClose(a[2], b[3], tolerance: 0.2), "\(operation) at \(index)")
        }
    }

    @Test func halfwayTheFacesAreMirrorImagesAndTheIncomingOneMovesInFront() throws {
        let plan = CubeTransition().plan(for: PlanFixtures.context(.push))
        let half = plan.state(atTrackProgress: 0.5)
        let from = try #require(half[.fromView]).corners, to = try #require(half[.toView]).corners
        #expect(isClose(from[1].x - from[0].x, to[1].x - to[0].x, tolerance: 1e-9))
        #expect(isClose(from[1].x, 195, tolerance: 1e-9) && isClose(to[0].x, 195, tolerance: 1e-9))
        // The shared edge is nearer the eye than the outer ones: taller.
        #expect(from[2].y - from[1].y > from[3].y - from[0].y + 20)
        #expect(plan.state(atTrackProgress: 0.49).drawingOrder.suffix(2) == [.fromView, "cube-outgoing-shade"])
        #expect(half.drawingOrder.suffix(2) == [.toView, "cube-incoming-shade"])
    }

    /// Lambert shading: a face θ away from the viewer darkens to shadeAlpha × (1 − cos θ).
    @Test func shadesFollowTheTurn() throws {
        let plan = CubeTransition(shadeAlpha: 0.8).plan(for: PlanFixtures.context(.push))
        let half = plan.state(atTrackProgress: 0.5)  // a sample: exact
        #expect(try isClose(#require(half["cube-outgoing-shade"]).alpha, 0.8 * (1 - cos(.pi / 4)), tolerance: 1e-12))
        #expect(try isClose(#require(half["cube-incoming-shade"]).alpha, 0.8 * (1 - cos(.pi / 4)), tolerance: 1e-12))
        #expect(try #require(plan.state(at: 0)["cube-outgoing-shade"]).alpha == 0 && #require(plan.state(at: 1)["cube-incoming-shade"]).alpha == 0)
        #expect(try isClose(#require(plan.state(at: 1)["cube-outgoing-shade"]).alpha, 0.8, tolerance: 1e-12))
        // Shades lie exactly over their faces.
        #expect(try #require(half["cube-outgoing-shade"]).corners == #require(half[.fromView]).corners)
    }

    @Test(arguments: [(CGFloat(5), CGFloat(1)), (-1, 0), (.nan, 0)])
    func shadeAlphaIsClamped(shade: CGFloat, expected: CGFloat) throws {
        let end = CubeTransition(shadeAlpha: shade).plan(for: PlanFixtures.context(.push)).state(at: 1)
        #expect(try isClose(#require(end["cube-outgoing-shade"]).alpha, expected, tolerance: 1e-12))
    }

    @Test(arguments: [CGFloat(10), -5, .nan, .infinity])
    func tooCloseEyesAreMovedBack(distance: CGFloat) throws {
        let plan = CubeTransition(eyeDistance: distance).plan(for: PlanFixtures.context(.push))
        let perspective = try #require(plan.state(at: 0.3)[.fromView]).transform.perspective
        #expect(perspective < 0 && perspective >= -1.0 / 390)
        #expect((0...50).allSatisfy { plan.state(at: CGFloat($0) / 50).entries.allSatisfy { $0.state.isFinite } })
    }

    /// `.top` turns the cube about a horizontal axis: content moves up, the new face comes from below.
    @Test func verticalDirectionsTurnAboutX() throws {
        let state = CubeTransition(direction: .top).plan(for: PlanFixtures.context(.push)).state(atTrackProgress: 0.5)
        #expect(try #require(state[.fromView]).transform.rotation.y == 0 && #require(state[.fromView]).transform.rotation.x != 0)
        #expect(try isClose(#require(state[.fromView]).corners[3].y, 422, tolerance: 1e-9) && isClose(#require(state[.toView]).corners[0].y, 422, tolerance: 1e-9))
        #expect(CubeTransition(direction: .top).name == "Cube (top)")
    }
}
