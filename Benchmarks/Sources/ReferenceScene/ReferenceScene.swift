import Dynamics
import Foundation

/// The benchmarks' reference scene: `count` boxes of 40×40 pt laid on a grid with 45 pt spacing from
/// (25, 25) in a container of 400×800 pt scaled by √(count/500) on both sides, closed by a boundary,
/// with UIKit Dynamics' default item properties.
///
/// The same description feeds the kit's engine and Box2D 2.4.1, so both simulate exactly the same
/// bodies in the same places.
///
/// The container as specified cannot hold its boxes: 400×800 pt fits at most 10×20 = 200 boxes of
/// 40 pt even packed edge to edge, and the grid needs 2.5 times that area. This scene keeps the width
/// (400·√(count/500) pt), the grid origin and spacing, and lets the container grow downwards until the
/// whole grid is inside it, with the same 5 pt margin below the last row as above the first
/// (`height = max(800·√(count/500), 25 + 45·(rows − 1) + 20 + 5)`). Boxes therefore start 5 pt apart and
/// fall into tall columns that buckle and collapse; at 500 and 2 000 boxes they are all still moving after
/// the benchmarks' 1 200 steps. Below 8 boxes the width is held at 50 pt so that one column fits.
public struct ReferenceScene: Sendable {
    /// The number of boxes; at least 0.
    public let count: Int
    /// Side of every box, points (40).
    public let boxSide: Double = 40
    /// Distance between neighbouring box centres, points (45).
    public let spacing: Double = 45
    /// Centre of the first box, points (25, 25).
    public let origin: Double = 25
    /// The container's width, points: 400·√(count/500), and at least 50 (one column) for tiny counts.
    public let width: Double
    /// The container's height, points: 800·√(count/500), or taller when the grid needs it (see above).
    public let height: Double
    /// Boxes per row of the grid.
    public let columns: Int
    /// Box centres, points, row by row from the top-left; y grows downwards.
    public let centers: [(x: Double, y: Double)]

    /// Gravity, points per second squared, pointing down (UIKit magnitude 1.0 = 1000 pt/s²).
    public let gravity: Double = 1000
    /// Item density (UIKit: mass = density·w·h/10 000 kg).
    public let density: Double = 1
    /// Coulomb friction coefficient.
    public let friction: Double = 0.2
    /// Elasticity (restitution).
    public let elasticity: Double = 0.2
    /// Linear resistance, 1/s: v *= 1/(1 + h·r) per step (UIKit and Box2D alike).
    public let resistance: Double = 0.1
    /// Angular resistance, 1/s.
    public let angularResistance: Double = 0.1
    /// Fixed step, seconds (1/120 as UIKit Dynamics).
    public let timeStep: Double = 1.0 / 120
    /// Solver velocity iterations.
    public let velocityIterations = 8
    /// Solver position iterations.
    public let positionIterations = 3
    /// Points per Box2D metre.
    public let pointsPerMeter: Double = 100
    /// UIKit's boundary from reference bounds lies 1 pt outside the bounds (the kit's
    /// `CollisionBehavior.referenceBoundsOutset`); Box2D gets its edges there too.
    public let boundaryOutset: Double = CollisionBehavior.referenceBoundsOutset

    /// Lays out `count` boxes; a negative count is read as 0.
    public init(count: Int) {
        let count = max(0, count)
        self.count = count
        let scale = (Double(max(count, 1)) / 500).squareRoot()
        // At least one column: a box and its 5 pt margins (only counts below 8 need this).
        let width = max(400 * scale, 2 * 25)
        // As many columns as fit with a 5 pt margin on both sides (the left edge of the first box is at 5).
        let columns = max(1, Int(((width - 2 * 25) / 45).rounded(.down)) + 1)
        let rows = (count + columns - 1) / columns
        let gridBottom = rows == 0 ? 0 : 25 + 45 * Double(rows - 1) + 20 + 5
        self.width = width
        self.height = max(800 * scale, gridBottom)
        self.columns = columns
        var centers: [(x: Double, y: Double)] = []
        centers.reserveCapacity(count)
        for index in 0..<count {
            centers.append((25 + 45 * Double(index % columns), 25 + 45 * Double(index / columns)))
        }
        self.centers = centers
    }

    /// The number of steps every benchmark runs (10 s of simulated time).
    public static let steps = 1_200

    /// The box counts the benchmarks compare.
    public static let counts = [100, 500, 2_000]
}
