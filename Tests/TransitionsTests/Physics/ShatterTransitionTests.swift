import Foundation
import Testing
import TransitionsTesting
@testable import Transitions

@Suite struct ShatterTransitionTests {
    let context = PlanFixtures.context(.dismiss)

    @Test(arguments: [(1, 1, 1), (200, 10, 20), (400, 14, 29), (0, 1, 1), (5000, 30, 67)] as [(Int, Int, Int)])
    func theGridIsNearSquareWithAtLeastTheRequestedTiles(tiles: Int, columns: Int, rows: Int) {
        let grid = ShatterTransition(tiles: tiles).grid(for: PlanFixtures.phoneBounds)
        #expect(grid.columns == columns && grid.rows == rows)
    }

    /// 200 tiles: region snapshots that cut the from-view exactly, burst apart, tumble, and fall
    /// out of the bottom, all within the plan.
    @Test func twoHundredTilesCutTheScreenAndFallAway() throws {
        let shatter = ShatterTransition(tiles: 200)
        let plan = shatter.plan(for: context)
        let tiles = plan.participants.filter { $0.id.rawValue.hasPrefix("tile-") }
        #expect(tiles.count == 200)
        var area: CGFloat = 0
        for tile in tiles {
            guard case .snapshotOfFromViewRegion(let region) = tile.kind else {
                Issue.record("\(tile.id) is \(tile.kind)")
                continue
            }
            #expect(isClose(tile.frame.value(at: 0), region.rect(in: context.fromInitialFrame), tolerance: 1e-9))
            area += region.width * region.height
        }
        #expect(isClose(area, 1, tolerance: 1e-9))
        let start = plan.state(at: 0)
        #expect(tiles.allSatisfy { start[$0.id]!.transform == .identity && start[$0.id]!.alpha == 1 })
        let end = plan.state(at: 1)
        #expect(tiles.allSatisfy { end[$0.id]!.alpha == 0 })
        let middle = plan.state(at: 0.5)
        #expect(tiles.filter { abs(middle[$0.id]!.transform.rotation.z) > 0.05 }.count > 40)  // tumbling
        #expect(tiles.filter { !end[$0.id]!.drawnBox.intersects(context.containerBounds) }.count > 150)  // fell out
        #expect(plan.duration == 1.4)
        // The plan's size: one transform sample per tile per 1/60 s.
        #expect(tiles.allSatisfy { $0.transform.breakpoints.count == 85 })
    }

    @Test func tilesNeverLeaveThroughTheSides() throws {
        let scene = ShatterTransition(tiles: 48).scene(for: context)
        let recording = try scene.simulate()
        for k in 0..<recording.sampleCount {
            for b in 0..<recording.bodyCount {
                let x = recording.pose(ofBody: b, atSample: k).center.x
                #expect(x > context.containerBounds.minX && x < context.containerBounds.maxX)
            }
        }
    }

    @Test func presentAssemblesTheToViewFromTiles() throws {
        let present = PlanFixtures.context(.present)
        let plan = ShatterTransition(tiles: 24).plan(for: present)
        let tiles = plan.participants.filter { $0.id.rawValue.hasPrefix("tile-") }
        #expect(tiles.allSatisfy { if case .snapshotOfToViewRegion = $0.kind { true } else { false } })
        let end = plan.state(at: 1)
        #expect(tiles.allSatisfy { end[$0.id]!.transform == .identity && end[$0.id]!.alpha == 1 })
        #expect(plan.state(at: 0.5)[.toView]?.alpha == 0)
    }

    @Test func theScatterIsSeeded() {
        let a = ShatterTransition(tiles: 12, seed: 1).plan(for: context)
        let b = ShatterTransition(tiles: 12, seed: 2).plan(for: context)
        #expect(a.state(at: 0.5) != b.state(at: 0.5))
        #expect(a.state(at: 0.5) == ShatterTransition(tiles: 12, seed: 1).plan(for: context).state(at: 0.5))
    }
}
