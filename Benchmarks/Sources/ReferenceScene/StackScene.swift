import Foundation

/// A stacking benchmark scene shared by the three engines: square boxes resting on a ground line, which
/// must stand (the top box may not end 1 pt or more sideways of its start; its largest drift during the
/// run is reported beside it, see `traceDrift`) while the engines are timed.
///
/// Coordinates are the kit's: points, y down, the ground's top surface at `groundY`.
public struct StackScene: Sendable {
    /// The scene's name in the report ("column 20", "pyramid 30", "large_pyramid").
    public var name: String
    /// Side of every box, points.
    public let boxSide: Double
    /// Box centres, points, bottom row first.
    public let centers: [(x: Double, y: Double)]
    /// The ground's top surface, points.
    public let groundY: Double = 1_000
    /// Half the ground's length, points.
    public let groundHalfWidth: Double
    /// Material of the boxes (and the ground, for Box2D).
    public let density: Double
    public let friction: Double
    public let elasticity: Double
    public let resistance: Double
    /// Whether bodies may sleep (Box2D v3's large_pyramid turns sleeping off).
    public let allowsSleeping: Bool
    /// Simulated seconds per run.
    public let seconds: Double
    /// Gravity, pt/s² down.
    public let gravity: Double = 1_000
    /// The kit's `velocityIterations` (8 by default: 4 substeps per 1/120 s step, 480 per second).
    public var kitVelocityIterations = 8
    /// Run on the kit only (a variant of a scene the Box2D engines already ran).
    public var kitOnly = false

    /// The index of the box whose sideways drift decides whether the stack stands (the top one).
    public var top: Int { centers.count - 1 }

    /// A column of `count` 40-pt boxes with UIKit's default material (friction 0.2, elasticity 0.2,
    /// resistance 0.1), each nudged sideways by up to 0.5 pt in a fixed pattern; sleeping allowed; 10 s.
    public static func column(_ count: Int) -> StackScene {
        var centers: [(x: Double, y: Double)] = []
        for k in 0..<count {
            let x: Double = 0.5 * sin(Double(k) * 2.7)
            let y: Double = 980 - 40 * Double(k)
            centers.append((x: x, y: y))
        }
        return StackScene(name: "column \(count)", boxSide: 40, centers: centers, groundHalfWidth: 400, density: 1,
                          friction: 0.2, elasticity: 0.2, resistance: 0.1, allowsSleeping: true, seconds: 10)
    }

    /// A pyramid of `rows` rows of 40-pt boxes side by side, UIKit's default material, sleeping allowed; 10 s.
    public static func pyramid(_ rows: Int) -> StackScene {
        var centers: [(x: Double, y: Double)] = []
        for row in 0..<rows {
            for column in 0..<(rows - row) {
                let x: Double = 20 - 20 * Double(rows - row) + 40 * Double(column)
                let y: Double = 980 - 40 * Double(row)
                centers.append((x: x, y: y))
            }
        }
        return StackScene(name: "pyramid \(rows)", boxSide: 40, centers: centers, groundHalfWidth: 2_000, density: 1,
                          friction: 0.2, elasticity: 0.2, resistance: 0.1, allowsSleeping: true, seconds: 10)
    }

    /// Box2D v3.1.1's own `large_pyramid` benchmark (shared/benchmarks.c): 100 rows, 5 050 boxes of 1 m
    /// (100 pt), friction 0.6, restitution 0, no damping, on a 200 m ground, sleeping off; its first 2 s.
    public static let largePyramid: StackScene = {
        let base = 100, h = 50.0
        var centers: [(x: Double, y: Double)] = []
        for i in 0..<base {
            let up = (2 * Double(i) + 1) * h
            for j in i..<base {
                let x: Double = (Double(i) + 1) * h + 2 * Double(j - i) * h - h * Double(base)
                centers.append((x: x, y: 1_000 - up))
            }
        }
        return StackScene(name: "large_pyramid", boxSide: 100, centers: centers, groundHalfWidth: 10_000, density: 1,
                          friction: 0.6, elasticity: 0, resistance: 0, allowsSleeping: false, seconds: 2)
    }()

    /// `largePyramid` with the kit at Box2D v3's substep rate: `velocityIterations` 4, so 2 substeps per
    /// 1/120 s step (240 per second, as Box2D v3's 4 per 1/60 s); kit only.
    public static let largePyramidAtV3Rate: StackScene = {
        var scene = largePyramid
        scene.kitVelocityIterations = 4
        scene.kitOnly = true
        scene.name = "large_pyramid, kit at 240 substeps/s"
        return scene
    }()

    /// Many small bodies and few contacts (the per-body and broad-phase costs): 4 000 boxes of 10 pt,
    /// 80 across and 50 up, 50 pt apart, falling for 2 s, UIKit's default material, sleeping allowed.
    /// They fall together without touching; the lowest rows reach the ground at the end.
    public static let sparse: StackScene = {
        var centers: [(x: Double, y: Double)] = []
        for row in 0..<50 {
            for column in 0..<80 {
                centers.append((x: -1_975 + 50 * Double(column), y: 1_000 - 2_000 - 50 * Double(row)))
            }
        }
        return StackScene(name: "sparse", boxSide: 10, centers: centers, groundHalfWidth: 2_500, density: 1,
                          friction: 0.2, elasticity: 0.2, resistance: 0.1, allowsSleeping: true, seconds: 2)
    }()

    /// Rain: 3 000 boxes of 10 pt dropped one above the other at scattered places over 2 000 pt, landing
    /// on the ground one after another for 3 s and gathering there (a few contacts each), UIKit's
    /// default material, sleeping allowed.
    public static let rain: StackScene = {
        var centers: [(x: Double, y: Double)] = []
        for k in 0..<3_000 {
            // A fixed scatter (golden-ratio steps), 1.5 pt higher for each drop.
            let x = 2_000 * ((Double(k) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1) - 0.5)
            centers.append((x: x, y: 1_000 - 5 - 1.5 * Double(k)))
        }
        return StackScene(name: "rain", boxSide: 10, centers: centers, groundHalfWidth: 1_200, density: 1,
                          friction: 0.2, elasticity: 0.2, resistance: 0.1, allowsSleeping: true, seconds: 3)
    }()

    /// The scenes `physics-compare` runs.
    public static let all: [StackScene] = [.column(20), .column(30), .pyramid(30), .largePyramid, .largePyramidAtV3Rate, .sparse, .rain]
}

/// A world holding a `StackScene`, whichever engine simulates it.
public protocol StackWorld: AnyObject {
    /// The engine's name in the report.
    static var engineName: String { get }
    /// Simulated seconds per step.
    var timeStep: Double { get }
    /// Advances `steps` steps.
    func step(_ steps: Int)
    /// Boxes awake.
    var awakeCount: Int { get }
    /// Centre (points) of box `index`.
    func center(of index: Int) -> (x: Double, y: Double)
}

/// How far a box moved sideways from its starting x over a run, read after every step.
public struct DriftTrace: Sendable, Equatable {
    /// The largest |x − starting x| after any step, points (at least `end`).
    public var largest: Double
    /// |x − starting x| after the last step, points.
    public var end: Double

    public init(largest: Double, end: Double) {
        self.largest = largest
        self.end = end
    }
}

extension StackWorld {
    /// Steps covering `scene.seconds` at this world's step.
    public func steps(for scene: StackScene) -> Int { Int((scene.seconds / timeStep).rounded()) }

    /// Advances `steps` steps one at a time and reads box `index`'s centre after each (one body's
    /// position per step): its largest sideways drift from where it was before the first step, and its
    /// drift after the last. Not for timing: `physics-compare` times plain `step(_:)` runs and traces a
    /// separate, untimed run of the same scene.
    public func traceDrift(of index: Int, steps: Int) -> DriftTrace {
        let x0 = center(of: index).x
        var largest = 0.0, drift = 0.0
        for _ in 0..<steps {
            step(1)
            drift = abs(center(of: index).x - x0)
            // `!(drift <= largest)` also keeps a NaN (a box that left the world) as the largest.
            if !(drift <= largest) { largest = drift }
        }
        return DriftTrace(largest: largest, end: drift)
    }
}
