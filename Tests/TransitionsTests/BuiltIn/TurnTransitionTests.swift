import Foundation
import Testing
@testable import Transitions

@Suite struct TurnTransitionTests {
    /// The page stays on its hinge while it lifts towards the viewer, and ends edge-on.
    @Test(arguments: [(ScreenEdge.top, LayoutDirection.leftToRight), (.leading, .leftToRight), (.leading, .rightToLeft), (.bottom, .rightToLeft)])
    func thePageTurnsOnItsHinge(edge: ScreenEdge, direction: LayoutDirection) throws {
        let plan = TurnTransition(edge: edge).plan(for: PlanFixtures.context(.push, layoutDirection: direction))
        let hinge: [Int]
        switch (edge, direction) {
        case (.top, _): hinge = [0, 1]
        case (.bottom, _): hinge = [2, 3]
        case (.leading, .leftToRight): hinge = [0, 3]
        default: hinge = [1, 2]
        }
        let rest = try #require(plan.state(at: 0)[.fromView]).corners
        for index in 1...10 {
            let corners = try #require(plan.state(at: CGFloat(index) / 10)[.fromView]).corners
            #expect(hinge.allSatisfy { isClose(corners[$0], rest[$0], tolerance: 1e-9) })
        }
        // Lifting towards the viewer: the free edge is drawn wider than the hinge.
        let lifted = try #require(plan.state(atTrackProgress: 0.3)[.fromView]).corners
        let free = [0, 1, 2, 3].filter { !hinge.contains($0) }
        #expect(hypot(lifted[free[0]].x - lifted[free[1]].x, lifted[free[0]].y - lifted[free[1]].y)
                > hypot(lifted[hinge[0]].x - lifted[hinge[1]].x, lifted[hinge[0]].y - lifted[hinge[1]].y) + 10)
        #expect(try BuiltInCompositionTests.area(of: #require(plan.state(at: 1)[.fromView]).corners) < 1e-6)
    }

    @Test func thePageShadesAsItsShadowLiftsOffTheIncomingScreen() throws {
        let plan = TurnTransition(shadeAlpha: 0.7, dimmingAlpha: 0.4).plan(for: PlanFixtures.context(.present))
        let start = plan.state(at: 0), end = plan.state(at: 1)
        #expect(try #require(start["turn-shadow"]).alpha == 0.4 && #require(end["turn-shadow"]).alpha == 0)
        #expect(try #require(start["turn-page-shade"]).alpha == 0 && #require(end["turn-page-shade"]).alpha == 0.7)
        #expect(start.drawingOrder == [.toView, "turn-shadow", .fromView, "turn-page-shade"])
        #expect(try #require(end[.toView]).transform == .identity)
    }

    /// The eye is at least twice the page's depth away, so the free edge is drawn at most twice
    /// its size.
    @Test(arguments: [(ScreenEdge.top, CGFloat(100)), (.leading, .nan), (.leading, 5000)])
    func tooCloseEyesAreMovedBack(edge: ScreenEdge, distance: CGFloat) throws {
        let plan = TurnTransition(edge: edge, eyeDistance: distance).plan(for: PlanFixtures.context(.present))
        let depth: CGFloat = edge == .top ? 844 : 390
        let perspective = try #require(plan.state(at: 0.5)[.fromView]).transform.perspective
        #expect(perspective >= -1 / (2 * depth))
        if distance == 5000 { #expect(perspective == -1.0 / 5000) }
    }
}
