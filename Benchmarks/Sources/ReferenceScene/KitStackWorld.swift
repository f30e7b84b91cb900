@_spi(Benchmarking) import Dynamics
import Foundation

/// A `StackScene` on the kit's engine, built with its public API: the boxes, one gravity, one collision
/// behaviour whose boundary is the ground segment, one item behaviour with the scene's material. Steps
/// are UIKit's 1/120 s with the scene's `kitVelocityIterations` and `allowsSleeping`, other solver
/// settings at their defaults.
public final class KitStackWorld: StackWorld {
    /// "Kit".
    public static let engineName = "Kit"
    public let timeStep = DynamicAnimator.timeStep
    private let animator: DynamicAnimator
    private let items: [DynamicItem]

    /// Builds the scene; nil if the engine rejects a box (it never does for `StackScene`).
    public init?(_ scene: StackScene) {
        let animator = DynamicAnimator()
        animator.allowsSleeping = scene.allowsSleeping
        animator.velocityIterations = scene.kitVelocityIterations
        var items: [DynamicItem] = []
        items.reserveCapacity(scene.centers.count)
        let size = CGSize(width: scene.boxSide, height: scene.boxSide)
        for c in scene.centers {
            guard let item = try? animator.addItem(center: CGPoint(x: c.x, y: c.y), size: size) else { return nil }
            items.append(item)
        }
        let gravity = GravityBehavior(items: items)
        gravity.magnitude = scene.gravity / GravityBehavior.pointsPerSecondSquared
        animator.addBehavior(gravity)
        let collision = CollisionBehavior(items: items)
        collision.addBoundary(withIdentifier: "ground", from: CGPoint(x: -scene.groundHalfWidth, y: scene.groundY),
                              to: CGPoint(x: scene.groundHalfWidth, y: scene.groundY))
        animator.addBehavior(collision)
        animator.addBehavior(DynamicItemBehavior.material(for: items, density: scene.density, friction: scene.friction, elasticity: scene.elasticity,
                                       resistance: scene.resistance, angularResistance: scene.resistance))
        self.animator = animator
        self.items = items
    }

    public func step(_ steps: Int) {
        for _ in 0..<steps { animator.step() }
    }

    /// The engine's per-stage counters since the scene was built (see `StepCounters`).
    @_spi(Benchmarking) public var engineCounters: StepCounters { animator.engineCounters }

    /// Whether the engine times its stages into `engineCounters` (default false).
    @_spi(Benchmarking) public var timesEngineStages: Bool {
        get { animator.timesEngineStages }
        set { animator.timesEngineStages = newValue }
    }

    public var awakeCount: Int { items.reduce(0) { $0 + (animator.isResting($1) == false ? 1 : 0) } }

    public func center(of index: Int) -> (x: Double, y: Double) {
        guard let s = animator.state(of: items[index]) else { return (0, 0) }
        return (s.center.x, s.center.y)
    }
}
