import Foundation
import Testing
@testable import Transitions

@Suite struct ExplodeTransitionTests {
    static func tiles(of plan: TransitionPlan) -> [TransitionParticipant] {
        plan.participants.filter { $0.id.rawValue.hasPrefix("explode-tile-") }
    }

    /// At the start the tiles are the outgoing screen, cut exactly, at rest; at the end they are
    /// gone.
    @Test func tilesCutTheScreenAndFadeAway() throws {
        let plan = ExplodeTransition(tiles: 64).plan(for: PlanFixtures.context(.present))
        let tiles = Self.tiles(of: plan)
        #expect(tiles.count == 65)  // 5 × 13, the near-square grid for 64
        var area: CGFloat = 0
        let start = plan.state(at: 0), end = plan.state(at: 1)
        for tile in tiles {
            guard case .snapshotOfFromViewRegion(let region) = tile.kind else { Issue.record("\(tile.kind)"); continue }
            area += region.width * region.height
            #expect(try isClose(#require(start[tile.id]).corners[0], region.rect(in: PlanFixtures.phoneBounds).origin, tolerance: 1e-9))
            #expect(try #require(start[tile.id]).alpha == 1 && #require(end[tile.id]).alpha == 0)
        }
        #expect(isClose(area, 1, tolerance: 1e-12))
    }

    /// Every tile flies away from the origin (its sideways scatter is at most a quarter of its
    /// flight), at most 115 % of the spread (with the scatter, 4 % more).
    @Test(arguments: [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 0, y: 1), CGPoint(x: 0.3, y: 0.2)])
    func tilesFlyAwayFromTheOrigin(origin: CGPoint) throws {
        let plan = ExplodeTransition(origin: origin).plan(for: PlanFixtures.context(.present))
        let source = CGPoint(x: origin.x * 390, y: origin.y * 844)
        let end = plan.state(atTrackProgress: 1)
        for tile in Self.tiles(of: plan) {
            let frame = tile.frame.value(at: 0)
            let outward = CGPoint(x: frame.midX - source.x, y: frame.midY - source.y)
            let moved = try #require(end[tile.id]).transform.translation
            // A tile centred on the origin flies up.
            let away = hypot(outward.x, outward.y) > 1e-9 ? outward : CGPoint(x: 0, y: -1)
            #expect(moved.x * away.x + moved.y * away.y > 0, "\(tile.id)")
            #expect(hypot(moved.x, moved.y) <= 500 * 1.15 * 1.04 + 1e-9)
        }
    }

    @Test func theSeedDecidesTheScatter() {
        let context = PlanFixtures.context(.present)
        let one = ExplodeTransition(seed: 1).plan(for: context).state(at: 0.5)
        let again = ExplodeTransition(seed: 1).plan(for: context).state(at: 0.5)
        let other = ExplodeTransition(seed: 2).plan(for: context).state(at: 0.5)
        #expect(one == again)
        #expect(one != other)
    }

    /// No spread and no spin: the tiles stay where they are and only fade.
    @Test(arguments: [CGFloat(0), -10, .nan])
    func withoutSpreadTilesFadeInPlace(spread: CGFloat) throws {
        let plan = ExplodeTransition(spread: spread, spin: 0).plan(for: PlanFixtures.context(.dismiss))
        let middle = plan.state(at: 0.5)
        for tile in Self.tiles(of: plan) {
            #expect(try #require(middle[tile.id]).transform.translation == .zero && #require(middle[tile.id]).transform.rotation == .zero)
        }
    }

    @Test(arguments: [(0, 1), (64, 64), (10_000, 400)] as [(Int, Int)])
    func tileCountsAreClamped(tiles: Int, expected: Int) {
        let explode = ExplodeTransition(tiles: tiles)
        #expect(explode.tileCount == expected && explode.name == "Explode (\(expected) tiles)")
        #expect(Self.tiles(of: explode.plan(for: PlanFixtures.context(.present))).count >= expected)
    }

    /// A tile never comes closer to the eye than half the eye distance, and a non-finite origin
    /// reads as the centre.
    @Test func hostileParametersStayFinite() {
        let plan = ExplodeTransition(origin: CGPoint(x: CGFloat.nan, y: .infinity), spread: 1e9, spin: .infinity, eyeDistance: 1)
            .plan(for: PlanFixtures.context(.present))
        for index in 0...20 {
            let state = plan.state(at: CGFloat(index) / 20)
            #expect(state.entries.allSatisfy { $0.state.isFinite && $0.state.transform.translation.z <= 50 })
        }
        let centred = ExplodeTransition(origin: CGPoint(x: CGFloat.nan, y: 0.5)).plan(for: PlanFixtures.context(.present)).state(at: 1)
        #expect(centred == ExplodeTransition().plan(for: PlanFixtures.context(.present)).state(at: 1))
    }
}
