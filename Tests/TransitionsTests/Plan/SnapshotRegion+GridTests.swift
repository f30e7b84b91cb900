import Foundation
import Testing
@testable import Transitions

@Suite struct SnapshotRegionGridTests {
    @Test(arguments: [(1, 1, 1), (64, 5, 13), (200, 10, 20), (0, 1, 1), (-5, 1, 1)] as [(Int, Int, Int)])
    func nearSquareTilesCoverAtLeastTheRequestedCount(tiles: Int, columns: Int, rows: Int) {
        let grid = SnapshotRegion.grid(tiles: tiles, for: PlanFixtures.phoneBounds)
        #expect(grid.columns == columns && grid.rows == rows)
        #expect(grid.columns * grid.rows >= max(tiles, 1))
    }

    /// A frame with an enormous aspect ratio (or none) still gives a grid: the conversion to Int
    /// used to overflow and trap.
    @Test(arguments: [
        CGRect(x: 0, y: 0, width: 1e300, height: 1), CGRect(x: 0, y: 0, width: 1, height: 1e300),
        CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: .leastNormalMagnitude), .zero,
        CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5),
    ])
    func hostileFramesGiveAGrid(frame: CGRect) {
        let grid = SnapshotRegion.grid(tiles: 64, for: frame)
        #expect(grid.columns >= 1 && grid.rows >= 1 && grid.columns <= 64 && grid.columns * grid.rows >= 64)
    }

    @Test func tilesCutTheUnitSquare() {
        let tiles = (0..<3).flatMap { row in (0..<4).map { SnapshotRegion.tile(column: $0, row: row, columns: 4, rows: 3) } }
        #expect(tiles[5] == SnapshotRegion(x: 0.25, y: 1.0 / 3, width: 0.25, height: 1.0 / 3))
        #expect(isClose(tiles.reduce(0) { $0 + $1.width * $1.height }, 1, tolerance: 1e-12))
        #expect(SnapshotRegion.tile(column: 0, row: 0, columns: 0, rows: -1) == .whole)
    }
}
