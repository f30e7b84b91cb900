import Foundation
import Testing
import TransitionsTesting
@testable import Transitions

@Suite struct CascadeTransitionTests {
    static func bands(of plan: TransitionPlan) -> [TransitionParticipant] {
        plan.participants.filter { $0.id.rawValue.hasPrefix("cascade-band-") }
    }

    @Test func theDurationIsOneBandPlusTheStaggers() {
        #expect(CascadeTransition().duration == 0.4 + 7 * 0.04)
        #expect(CascadeTransition(bands: 3, stagger: 0.1, bandDuration: 0.5).plan(for: PlanFixtures.context(.push)).duration == 0.7)
    }

    /// Horizontal bands of the incoming screen, each arriving from the trailing edge `stagger`
    /// seconds after the one above it, decelerating into place.
    @Test func bandsArriveOneAfterAnother() throws {
        let cascade = CascadeTransition(bands: 4, stagger: 0.1, bandDuration: 0.4)
        let plan = cascade.plan(for: PlanFixtures.context(.push))
        let bands = Self.bands(of: plan)
        #expect(bands.map(\.kind) == (0..<4).map { .snapshotOfToViewRegion(SnapshotRegion(x: 0, y: CGFloat($0) / 4, width: 1, height: 0.25)) })
        for (index, band) in bands.enumerated() {
            let home = CGRect(x: 0, y: 211 * CGFloat(index), width: 390, height: 211)
            let start = CGFloat(index) * 0.1 / 0.7, end = start + 0.4 / 0.7
            #expect(band.frame.value(at: 0) == home.offsetBy(dx: 390, dy: 0))
            #expect(band.frame.value(at: start) == home.offsetBy(dx: 390, dy: 0))
            #expect(band.frame.value(at: start + 0.01).minX < 390)
            #expect(band.frame.value(at: end) == home)
            // Ease-out: more than half way at half time.
            #expect(band.frame.value(at: (start + end) / 2).minX < 195)
        }
        #expect(plan.timing == .curve(.linear))
        #expect(try isClose(#require(plan.state(at: 0.99)[.toView]).alpha, 0.5, tolerance: 1e-9) && #require(plan.state(at: 0.5)[.toView]).alpha == 0)
    }

    /// From the top or bottom, the bands are vertical strips arriving leading side first.
    @Test(arguments: LayoutDirection.allCases)
    func verticalMotionCutsVerticalBandsFromTheLeadingSide(direction: LayoutDirection) {
        let plan = CascadeTransition(bands: 3, edge: .top).plan(for: PlanFixtures.context(.push, layoutDirection: direction))
        let first = Self.bands(of: plan)[0]
        let expectedX: CGFloat = direction == .leftToRight ? 0 : 260
        #expect(first.frame.value(at: 1) == CGRect(x: expectedX, y: 0, width: 130, height: 844))
        #expect(first.frame.value(at: 0).minY == -844)
    }

    /// No stagger (negative or not finite): all bands move together; no travel time: the plan
    /// completes at once.
    @Test func hostileTimesAreReadAsZero() {
        for stagger in [-1, TimeInterval.nan, .infinity] {
            let cascade = CascadeTransition(bands: 5, stagger: stagger)
            #expect(cascade.duration == 0.4)
            let bands = Self.bands(of: cascade.plan(for: PlanFixtures.context(.push)))
            #expect(Set(bands.map { $0.frame.value(at: 0.5).minX }).count == 1)
        }
        let instant = CascadeTransition(stagger: .nan, bandDuration: -2)
        #expect(instant.duration == 0)
        let plan = instant.plan(for: PlanFixtures.context(.push))
        #expect(plan.duration == 0)
        #expect(plan.state(at: 1).entries.allSatisfy { $0.state.isFinite })
    }

    @MainActor
    @Test func anInstantCascadeStillFinishesCleanly() {
        let run = TransitionHarness(CascadeTransition(stagger: 0, bandDuration: 0), context: PlanFixtures.context(.pop))
        #expect(run.runToEnd() == true)
        #expect(run.problemsAfterFinish() == [])
    }

    @Test(arguments: [(0, 1), (8, 8), (1000, 64)] as [(Int, Int)])
    func bandCountsAreClamped(bands: Int, expected: Int) {
        let cascade = CascadeTransition(bands: bands)
        #expect(cascade.bandCount == expected && cascade.name == "Cascade (\(expected) bands, trailing)")
        #expect(Self.bands(of: cascade.plan(for: PlanFixtures.context(.push))).count == expected)
    }
}
