import Foundation
import Testing
@testable import Transitions

@Suite struct SwingDropTransitionTests {
    let context = PlanFixtures.context(.dismiss)
    var plan: TransitionPlan { SwingDropTransition().plan(for: context) }
    var lowerLeft: CGPoint { CGPoint(x: context.fromInitialFrame.minX, y: context.fromInitialFrame.maxY) }

    @Test func aSnapshotSwingsOverTheHiddenFromViewAndACover() {
        #expect(plan.participants.map(\.id) == [.toView, .cover, .fromView, .fromSnapshot])
        #expect(plan.participant(.fromSnapshot)?.kind == .snapshotOfFromView)
        #expect(plan.participant(.fromSnapshot)?.anchorPoint == CGPoint(x: 0, y: 1))
        #expect(plan.state(at: 0.5)[.fromView]?.alpha == 0)
        #expect(plan.timing == .curve(.linear))
    }

    /// Through the swing keyframes (0…0.65) the snapshot's lower-left corner stays exactly where
    /// the from-view's lower-left corner was, while the rest of it turns.
    @Test func pivotStaysAtTheLowerLeftCornerThroughTheSwing() throws {
        for index in 0...650 {
            let state = try #require(plan.state(at: CGFloat(index) / 1000)[.fromSnapshot])
            #expect(isClose(state.projectedPoint(atUnit: SwingDropTransition.pivot), lowerLeft, tolerance: 1e-9))
        }
        // ...and something does move: the top-right corner travels.
        let start = try #require(plan.state(at: 0)[.fromSnapshot]).corners[1]
        let swung = try #require(plan.state(at: 0.25)[.fromSnapshot]).corners[1]
        #expect(hypot(start.x - swung.x, start.y - swung.y) > 500)
    }

    @Test(arguments: [
        (0.15, 0.5), (0.25, 1.0), (0.45, 1.3), (0.65, 0.8), (1.0, 0.3),
    ] as [(CGFloat, CGFloat)])
    func keyframeAnglesAreTheDesigns(time: CGFloat, turns: CGFloat) throws {
        let angle = try #require(plan.state(at: time)[.fromSnapshot]).transform.rotation.z
        #expect(isClose(angle, turns * .pi, tolerance: 1e-9))
    }

    /// The first keyframe is a quarter turn clockwise (the seed's −1.5π read as a matrix), so
    /// half-way through it the angle is +π/4, never negative.
    @Test func firstKeyframeTurnsClockwise() throws {
        for index in 1...150 {
            #expect(try #require(plan.state(at: CGFloat(index) / 1000)[.fromSnapshot]).transform.rotation.z > 0)
        }
        #expect(try isClose(#require(plan.state(at: 0.075)[.fromSnapshot]).transform.rotation.z, .pi / 4, tolerance: 1e-9))
    }

    @Test func lastKeyframeDropsThePivotAwayAndFadesTheCover() throws {
        let end = plan.state(at: 1)
        let pivot = try #require(end[.fromSnapshot]).projectedPoint(atUnit: SwingDropTransition.pivot)
        // (180, 0) rotated by 0.3π: (105.8, 145.6) points.
        #expect(isClose(pivot, CGPoint(x: lowerLeft.x + 105.8, y: lowerLeft.y + 145.6), tolerance: 0.1))
        #expect(end[.cover]?.alpha == 0)
        #expect(plan.state(at: 0.65)[.cover]?.alpha == 0.4)
        #expect(try isClose(#require(plan.state(at: 0.825)[.cover]).alpha, 0.2, tolerance: 1e-9))
        #expect(end[.fromSnapshot]?.alpha == 0)
    }

    @Test func presentPlaysTheSwingBackwards() throws {
        let forward = SwingDropTransition().plan(for: PlanFixtures.context(.present))
        #expect(forward.participants.map(\.id) == [.fromView, .cover, .toView, .toSnapshot])
        for index in 0...100 {
            let time = CGFloat(index) / 100
            let backward = try #require(plan.state(at: 1 - time)[.fromSnapshot]).transform
            let played = try #require(forward.state(at: time)[.toSnapshot]).transform
            #expect(isClose(played.rotation.z, backward.rotation.z, tolerance: 1e-9))
            #expect(isClose(played.translation.x, backward.translation.x, tolerance: 1e-9))
        }
        #expect(forward.state(at: 1)[.cover]?.alpha == 0.4)
        #expect(forward.state(at: 1)[.toSnapshot]?.transform == .identity)
    }
}
