import Foundation
import Testing
@testable import Dynamics

/// Fast items never pass through what they collide with (continuous collision), whatever their speed.
@Suite struct ContinuousCollisionTests {
    /// The kinds of things a thrown item can hit.
    enum Obstacle: String, CaseIterable, Sendable {
        /// The reference bounds as a boundary (thick walls 1 pt outside the bounds).
        case referenceBounds
        /// A named segment boundary.
        case segment
        /// A named polyline boundary.
        case path
        /// An anchored (static) item, 4 pt thick.
        case anchoredItem
    }

    /// A 10×10 pt item at (200, 300) thrown right at `speed` towards an obstacle whose surface is the
    /// vertical line x = 400 (the item's right face must stay left of it), no gravity, no resistance.
    func thrownBox(at speed: Double, against obstacle: Obstacle) throws -> (DynamicAnimator, DynamicItem) {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 399, height: 600))
        let box = try animator.addItem(center: CGPoint(x: 200, y: 300), size: CGSize(width: 10, height: 10))
        var collided = [box]
        let collision = CollisionBehavior(items: [])
        switch obstacle {
        case .referenceBounds:
            collision.translatesReferenceBoundsIntoBoundary = true
        case .segment:
            collision.addBoundary(withIdentifier: "wall", from: CGPoint(x: 400, y: 0), to: CGPoint(x: 400, y: 600))
        case .path:
            collision.addBoundary(withIdentifier: "zigzag", path: [CGPoint(x: 300, y: 0), CGPoint(x: 400, y: 100),
                                                                    CGPoint(x: 400, y: 500), CGPoint(x: 300, y: 600)], closed: false)
        case .anchoredItem:
            let wall = try animator.addItem(ItemDefinition(center: CGPoint(x: 402, y: 300), size: CGSize(width: 4, height: 400),
                                                           isAnchored: true))
            collided.append(wall)
        }
        for item in collided { collision.addItem(item) }
        animator.addBehavior(collision)
        let props = DynamicItemBehavior(items: [box])
        props.resistance = 0
        props.angularResistance = 0
        animator.addBehavior(props)
        props.addLinearVelocity(Vector2D(dx: speed, dy: 0), for: box)
        return (animator, box)
    }

    @Test(arguments: [1000.0, 2000.0, 4000.0, 8000.0], Obstacle.allCases)
    func aThrownBoxNeverCrossesNorSinksMoreThanOnePointIntoWhatItHits(speed: Double, obstacle: Obstacle) throws {
        try expectThrownBoxStopped(at: speed, against: obstacle, sweepsItemsAgainstItems: true)
    }

    /// Turning item-against-item sweeps off (debris) keeps every wall: boundaries and anchored items
    /// are swept against either way.
    @Test(arguments: [2000.0, 8000.0], Obstacle.allCases)
    func withoutItemSweepsAThrownBoxStillNeverCrossesWhatItHits(speed: Double, obstacle: Obstacle) throws {
        try expectThrownBoxStopped(at: speed, against: obstacle, sweepsItemsAgainstItems: false)
    }

    func expectThrownBoxStopped(at speed: Double, against obstacle: Obstacle, sweepsItemsAgainstItems: Bool) throws {
        let (animator, box) = try thrownBox(at: speed, against: obstacle)
        animator.sweepsFastItemsAgainstItems = sweepsItemsAgainstItems
        var hit = false
        for _ in 0..<240 {
            animator.step()
            let frame = try #require(animator.frame(of: box))
            // Never on the other side, and never more than 1 pt into the surface at x = 400.
            #expect(frame.midX < 400)
            #expect(frame.maxX <= 401)
            if try #require(animator.state(of: box)).velocity.dx < 0 { hit = true }
        }
        // It hit the obstacle and came back (elasticity 0.2).
        #expect(hit)
    }

    /// An item fired at a resting item of the same collision behaviour pushes it instead of passing
    /// through: a bullet at any speed, any item once it moves more than half its width per step (a 40-pt
    /// box from 2 400 pt/s). Continuous collision leaves them at most 1 pt into each other.
    @Test(arguments: [(10.0, true, 2000.0), (10.0, true, 8000.0), (40.0, false, 4000.0), (40.0, false, 8000.0)])
    func aFastItemNeverPassesThroughAnotherItem(side: Double, bullet: Bool, speed: Double) throws {
        let (animator, shot, target) = try shot(side: side, bullet: bullet, speed: speed, sweepsItemsAgainstItems: true)
        try expectShotStopped(animator, shot, target)
    }

    /// With item-against-item sweeps off, a bullet is still swept against items.
    @Test(arguments: [2000.0, 8000.0])
    func withoutItemSweepsABulletStillNeverPassesThroughAnotherItem(speed: Double) throws {
        let (animator, shot, target) = try shot(side: 10, bullet: true, speed: speed, sweepsItemsAgainstItems: false)
        try expectShotStopped(animator, shot, target)
    }

    /// With item-against-item sweeps off, a fast non-bullet item meets other items only through its
    /// contacts: a 40-pt box at 8 000 pt/s (67 pt per step) passes a 10-pt item, as documented.
    @Test func withoutItemSweepsAFastItemCanPassThroughAnotherItem() throws {
        let (animator, shot, target) = try shot(side: 40, bullet: false, speed: 8000, sweepsItemsAgainstItems: false)
        for _ in 0..<60 { animator.step() }
        #expect(try #require(animator.frame(of: shot)).midX > (try #require(animator.frame(of: target))).midX)
    }

    /// A `side`-pt item at the origin fired right at `speed` towards a resting 10-pt item at x = 300.
    func shot(side: Double, bullet: Bool, speed: Double, sweepsItemsAgainstItems: Bool) throws -> (DynamicAnimator, DynamicItem, DynamicItem) {
        let animator = DynamicAnimator()
        animator.sweepsFastItemsAgainstItems = sweepsItemsAgainstItems
        let shot = try animator.addItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: side, height: side))
        let target = try animator.addItem(center: CGPoint(x: 300, y: 0), size: CGSize(width: 10, height: 10))
        animator.addBehavior(CollisionBehavior(items: [shot, target]))
        let props = DynamicItemBehavior(items: [shot, target])
        props.resistance = 0
        props.elasticity = 0
        props.isBullet = bullet
        animator.addBehavior(props)
        props.addLinearVelocity(Vector2D(dx: speed, dy: 0), for: shot)
        return (animator, shot, target)
    }

    func expectShotStopped(_ animator: DynamicAnimator, _ shot: DynamicItem, _ target: DynamicItem) throws {
        for _ in 0..<60 {
            animator.step()
            let a = try #require(animator.frame(of: shot)), b = try #require(animator.frame(of: target))
            #expect(a.midX < b.midX)
            #expect(a.maxX <= b.minX + 1)
        }
        // The target was hit and moves on.
        #expect(try #require(animator.state(of: target)).velocity.dx > 100)
    }

    /// Below that speed a non-bullet item relies on its speculative contacts: it may overlap for a step
    /// but never passes through.
    @Test func aSlowerItemStillNeverPassesThroughAnotherItem() throws {
        let animator = DynamicAnimator()
        let shot = try animator.addItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: 40, height: 40))
        let target = try animator.addItem(center: CGPoint(x: 300, y: 0), size: CGSize(width: 10, height: 10))
        animator.addBehavior(CollisionBehavior(items: [shot, target]))
        let props = DynamicItemBehavior(items: [shot, target])
        props.resistance = 0
        props.elasticity = 0
        animator.addBehavior(props)
        props.addLinearVelocity(Vector2D(dx: 2000, dy: 0), for: shot)
        for _ in 0..<60 {
            animator.step()
            #expect(try #require(animator.frame(of: shot)).midX < (try #require(animator.frame(of: target))).midX)
        }
    }

    @Test func timeOfImpactStopsATranslatingBoxAtTheTargetGap() throws {
        let box = try ShapeGeometry.make(size: CGSize(width: 10, height: 10), bounds: .rectangle)
        let world = World()
        let i = world.createBody(at: Vec2(0, 0), angle: 0, shape: box, isDynamic: true)
        let wall = world.createBody(at: Vec2(100, 0), angle: 0, shape: .segment(Vec2(100, -50), Vec2(100, 50)), isDynamic: false)
        let start = Pose(c: Vec2(0, 0), a: 0, q: .identity), end = Pose(c: Vec2(200, 0), a: 0, q: .identity)
        let t = try #require(Collide.timeOfImpact(world.shapeView(i), Sweep(from: start, to: end), world.shapeView(wall),
                                                  Sweep(at: world.pose[wall]), target: 0.5, tolerance: 0.125))
        // The right face (x = 5) comes within 0.5 pt of x = 100 at x = 94.5, i.e. fraction 94.5/200.
        #expect(isClose(t, 94.5 / 200, tolerance: 0.125 / 200))
        // Moving away is no impact; starting within the target gap is one at 0.
        let away = Pose(c: Vec2(-200, 0), a: 0, q: .identity), touching = Pose(c: Vec2(94.8, 0), a: 0, q: .identity)
        #expect(Collide.timeOfImpact(world.shapeView(i), Sweep(from: start, to: away), world.shapeView(wall),
                                     Sweep(at: world.pose[wall]), target: 0.5, tolerance: 0.125) == nil)
        #expect(Collide.timeOfImpact(world.shapeView(i), Sweep(from: touching, to: end), world.shapeView(wall),
                                     Sweep(at: world.pose[wall]), target: 0.5, tolerance: 0.125) == 0)
    }

    @Test func aSpinningPlankCannotSweepThroughASegment() throws {
        let animator = DynamicAnimator()
        let plank = try animator.addItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: 200, height: 4))
        let collision = CollisionBehavior(items: [plank])
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: -500, y: 60), to: CGPoint(x: 500, y: 60))
        animator.addBehavior(collision)
        let props = DynamicItemBehavior(items: [plank])
        props.resistance = 0
        props.angularResistance = 0
        animator.addBehavior(props)
        props.addLinearVelocity(Vector2D(dx: 0, dy: 8000), for: plank)
        props.addAngularVelocity(60, for: plank)
        for _ in 0..<120 {
            animator.step()
            #expect(try #require(animator.state(of: plank)).center.y < 60)
        }
    }
}
