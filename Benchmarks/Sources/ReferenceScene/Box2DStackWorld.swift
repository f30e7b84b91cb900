import CBox2DScene
import Foundation

/// A `StackScene` on Box2D 2.4.1 (the system's libbox2d) at the kit's settings: 1/120 s steps, 8 velocity
/// and 3 position iterations, continuous physics on, the ground a two-sided edge.
public final class Box2DStackWorld: StackWorld {
    /// "Box2D 2.4.1".
    public static let engineName = "Box2D 2.4.1"
    public let timeStep = 1.0 / 120
    private let scene: OpaquePointer

    /// Builds the scene; nil only if Box2D rejects it.
    public init?(_ stack: StackScene) {
        var parameters = B2SceneParameters(
            pointsPerMeter: 100, gravity: stack.gravity, density: stack.density, friction: stack.friction,
            restitution: stack.elasticity, linearDamping: stack.resistance, angularDamping: stack.resistance,
            timeStep: 1.0 / 120, velocityIterations: 8, positionIterations: 3,
            allowSleeping: stack.allowsSleeping ? 1 : 0, continuousPhysics: 1)
        var flat: [Double] = []
        flat.reserveCapacity(2 * stack.centers.count)
        for c in stack.centers { flat += [c.x, c.y] }
        guard let scene = flat.withUnsafeBufferPointer({ centers in
            b2scene_create_stack(&parameters, stack.groundY, stack.groundHalfWidth, stack.boxSide, centers.baseAddress,
                                 Int32(stack.centers.count))
        }) else { return nil }
        self.scene = scene
    }

    deinit { b2scene_destroy(scene) }

    public func step(_ steps: Int) { b2scene_step(scene, Int32(steps)) }

    public var awakeCount: Int { Int(b2scene_awake_count(scene)) }

    public func center(of index: Int) -> (x: Double, y: Double) {
        var x = 0.0, y = 0.0, angle = 0.0
        b2scene_box_state(scene, Int32(index), &x, &y, &angle)
        return (x, y)
    }
}
