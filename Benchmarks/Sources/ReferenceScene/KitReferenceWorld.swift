import Dynamics
import Foundation

/// The reference scene simulated by the kit's `Dynamics` engine, built with its public,
/// UIKit-Dynamics-shaped API: an animator whose reference bounds are the container, one gravity,
/// one collision behaviour (reference bounds as boundary, which the kit puts 1 pt outside as UIKit does) and one item
/// behaviour with the scene's material.
public final class KitReferenceWorld: ReferenceWorld {
    /// "Kit (Dynamics)".
    public static let engineName = "Kit"

    /// The scene this world was built from.
    public let reference: ReferenceScene
    private let animator: DynamicAnimator
    private let items: [DynamicItem]

    /// Builds the world; nil only if the engine rejects a box (it never does for `ReferenceScene`).
    public init?(_ reference: ReferenceScene) {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: reference.width, height: reference.height))
        animator.velocityIterations = reference.velocityIterations
        animator.positionIterations = reference.positionIterations
        var items: [DynamicItem] = []
        items.reserveCapacity(reference.count)
        let size = CGSize(width: reference.boxSide, height: reference.boxSide)
        for center in reference.centers {
            guard let item = try? animator.addItem(center: CGPoint(x: center.x, y: center.y), size: size) else { return nil }
            items.append(item)
        }
        let gravity = GravityBehavior(items: items)
        gravity.magnitude = reference.gravity / GravityBehavior.pointsPerSecondSquared
        animator.addBehavior(gravity)
        let collision = CollisionBehavior(items: items)
        // The kit, like UIKit, puts this boundary `CollisionBehavior.referenceBoundsOutset` (1 pt) outside
        // the bounds; Box2D's edges are placed there too.
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(DynamicItemBehavior.material(for: items, density: reference.density, friction: reference.friction,
                                       elasticity: reference.elasticity, resistance: reference.resistance,
                                       angularResistance: reference.angularResistance))
        self.reference = reference
        self.animator = animator
        self.items = items
    }

    /// Advances `steps` fixed steps of 1/120 s; a paused animator (everything asleep) does not step.
    public func step(_ steps: Int) {
        for _ in 0..<steps { animator.step() }
    }

    /// How many boxes are awake.
    public var awakeCount: Int {
        items.reduce(0) { $0 + (animator.isResting($1) == false ? 1 : 0) }
    }

    /// Centre (points) and rotation (radians) of box `index`.
    public func state(of index: Int) -> (x: Double, y: Double, angle: Double) {
        guard items.indices.contains(index), let state = animator.state(of: items[index]) else { return (0, 0, 0) }
        return (state.center.x, state.center.y, state.rotation)
    }
}
