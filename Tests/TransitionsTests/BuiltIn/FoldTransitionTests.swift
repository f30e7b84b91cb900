import Foundation
import Testing
@testable import Transitions

@Suite struct FoldTransitionTests {
    static func strips(of plan: TransitionPlan) -> [TransitionParticipant] {
        plan.participants.filter { $0.id.rawValue.hasPrefix("fold-strip-") && !$0.id.rawValue.hasSuffix("-shade") }
    }

    /// The strips are region snapshots that cut the outgoing screen exactly, from the fold edge.
    @Test(arguments: [TransitionOperation.present, .dismiss])
    func stripsCutTheOutgoingScreen(operation: TransitionOperation) {
        let plan = FoldTransition(strips: 6).plan(for: PlanFixtures.context(operation))
        let strips = Self.strips(of: plan)
        #expect(strips.count == 6)
        var left: CGFloat = 0
        for strip in strips {
            let region: SnapshotRegion
            switch strip.kind {
            case .snapshotOfFromViewRegion(let r) where operation.isForward: region = r
            case .snapshotOfToViewRegion(let r) where !operation.isForward: region = r
            default: Issue.record("\(strip.id) is \(strip.kind)"); continue
            }
            #expect(isClose(region.x, left, tolerance: 1e-12) && isClose(region.width, 1.0 / 6, tolerance: 1e-12) && region.height == 1)
            #expect(isClose(strip.frame.value(at: 0), region.rect(in: PlanFixtures.phoneBounds), tolerance: 1e-9))
            left += region.width
        }
        #expect(isClose(left, 1, tolerance: 1e-12))
    }

    /// Neighbouring strips stay hinged: each strip's far side is drawn where the next strip's
    /// near side is, and the first strip stays on the fold edge.
    @Test(arguments: [ScreenEdge.leading, .bottom])
    func seamsMeetAndTheFirstStripStaysOnTheEdge(edge: ScreenEdge) throws {
        let plan = FoldTransition(strips: 5, edge: edge).plan(for: PlanFixtures.context(.present))
        let ids = Self.strips(of: plan).map(\.id)
        for index in 1..<10 {
            let state = plan.state(at: CGFloat(index) / 10)
            for (near, far) in zip(ids, ids.dropFirst()) {
                let a = try #require(state[near]).corners, b = try #require(state[far]).corners
                // Leading (left): far side = right corners; bottom: far side = top corners.
                let (a1, a2, b1, b2) = edge == .leading ? (a[1], a[2], b[0], b[3]) : (a[0], a[1], b[3], b[2])
                #expect(isClose(a1, b1, tolerance: 0.2) && isClose(a2, b2, tolerance: 0.2), "\(edge) \(near) at \(index)")
            }
            // Within the chord of the samples: the hinge is 195 (or 422) points from the eye.
            let first = try #require(state[ids[0]]).corners
            if edge == .leading {
                #expect(isClose(first[0].x, 0, tolerance: 0.07) && isClose(first[3].x, 0, tolerance: 0.07))
            } else {
                #expect(isClose(first[2].y, 844, tolerance: 0.15) && isClose(first[3].y, 844, tolerance: 0.15))
            }
        }
    }

    /// The paper narrows towards the edge, its strips darkening and then fading out as they turn
    /// edge-on; the shadow over the incoming screen lifts.
    @Test func thePaperNarrowsDarkensAndFades() throws {
        let plan = FoldTransition(strips: 6, shadeAlpha: 0.9, dimmingAlpha: 0.5).plan(for: PlanFixtures.context(.present))
        let ids = Self.strips(of: plan).map(\.id)
        var previousWidth = CGFloat.infinity
        for index in 0...10 {
            let state = plan.state(atTrackProgress: CGFloat(index) / 10)
            let width = try ids.flatMap { try #require(state[$0]).corners.map(\.x) }.max()!
            #expect(width < previousWidth + 1e-9)
            previousWidth = width
        }
        #expect(previousWidth < 30)
        let half = plan.state(atTrackProgress: 0.5)
        #expect(try isClose(#require(half["fold-strip-1-shade"]).alpha, 0.9 * sin(.pi / 4), tolerance: 1e-12))
        #expect(try isClose(#require(half["fold-strip-0-shade"]).alpha, 0.3 * sin(.pi / 4), tolerance: 1e-12))
        #expect(try isClose(#require(half["fold-shadow"]).alpha, 0.25, tolerance: 1e-12))
        let end = plan.state(at: 1)
        #expect(ids.allSatisfy { end[$0]!.alpha == 0 && end[ParticipantID($0.rawValue + "-shade")]!.alpha == 0 })
    }

    @Test(arguments: [(1, 2), (6, 6), (500, 40), (Int.min, 2)] as [(Int, Int)])
    func stripCountsAreClamped(strips: Int, expected: Int) {
        let fold = FoldTransition(strips: strips)
        #expect(fold.stripCount == expected)
        #expect(Self.strips(of: fold.plan(for: PlanFixtures.context(.push))).count == expected)
        #expect(fold.name == "Fold (\(expected) strips, leading)")
    }
}
