import Foundation
import Testing
@testable import Transitions

@Suite struct PhysicalSwingDropTransitionTests {
    let context = PlanFixtures.context(.dismiss)
    var lowerLeft: CGPoint { CGPoint(x: context.fromInitialFrame.minX, y: context.fromInitialFrame.maxY) }

    @Test func toppleClockwiseSwingPastTheBottomBackAndFallAway() throws {
        let plan = PhysicalSwingDropTransition().plan(for: context)
        #expect(plan.participants.map(\.id) == [.toView, .cover, .fromView, .fromSnapshot])
        let states = try (0...400).map { try #require(plan.state(at: CGFloat($0) / 400)[.fromSnapshot]) }
        let angles = states.map(\.transform.rotation.z)
        // Hanging straight down is where the centre is below the pin: 0.5π + atan(h / w), for a
        // 390 × 844 screen 0.862π. It topples clockwise, swings past that, and turns back.
        let hanging = CGFloat.pi / 2 + atan2(context.fromInitialFrame.height, context.fromInitialFrame.width)
        #expect(angles[1...20].allSatisfy { $0 > 0 })
        let peak = try #require(angles.indices.max { angles[$0] < angles[$1] })
        #expect(angles[peak] > hanging + 0.3)
        #expect(angles[peak...].min()! < hanging)  // swung back through the bottom
        // The pin holds the lower-left corner through the swing (a soft joint: within a few points
        // at eight times gravity).
        let pinned = states.prefix(peak).map { $0.projectedPoint(atUnit: SwingDropTransition.pivot) }
        #expect(pinned.allSatisfy { hypot($0.x - lowerLeft.x, $0.y - lowerLeft.y) < 5 })
        // Released at the bottom of the back swing, still turning anticlockwise, out of sight.
        let end = try #require(states.last)
        #expect(end.transform.rotation.z < states[states.count - 2].transform.rotation.z)
        #expect(!end.drawnBox.intersects(context.containerBounds))
        #expect(plan.state(at: 1)[.cover]?.alpha == 0)
        #expect(plan.duration < 2.5)
    }

    @Test func presentPlaysTheSimulationBackwards() throws {
        let dismissal = PhysicalSwingDropTransition().plan(for: context)
        let forward = PhysicalSwingDropTransition().plan(for: PlanFixtures.context(.present))
        #expect(forward.participants.map(\.id) == [.fromView, .cover, .toView, .toSnapshot])
        #expect(forward.duration == dismissal.duration)
        for index in 0...50 {
            let time = CGFloat(index) / 50
            let played = try #require(forward.state(at: time)[.toSnapshot]).transform
            let backward = try #require(dismissal.state(at: 1 - time)[.fromSnapshot]).transform
            #expect(isClose(played.translation, backward.translation, tolerance: 1e-6) && isClose(played.rotation, backward.rotation, tolerance: 1e-9))
        }
        #expect(forward.state(at: 1)[.cover]?.alpha == 0.4)
    }
}
