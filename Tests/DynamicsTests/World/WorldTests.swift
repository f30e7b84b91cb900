import Foundation
import Testing
@testable import Dynamics

@Suite struct WorldTests {
    @Test func aStackOfTenBoxesStaysWithinOnePointForTenSeconds() throws {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
        var boxes: [DynamicItem] = []
        for k in 0..<10 {
            boxes.append(try animator.addItem(center: CGPoint(x: 200, y: 781 - 40 * Double(k)), size: CGSize(width: 40, height: 40)))
        }
        animator.addBehavior(GravityBehavior(items: boxes))
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        var worst = 0.0
        for _ in 0..<1200 {
            animator.step()
            for (k, box) in boxes.enumerated() {
                let c = try #require(animator.state(of: box)).center
                worst = max(worst, Double(hypot(c.x - 200, c.y - (781 - 40 * CGFloat(k)))))
            }
        }
        #expect(worst < 1)
        #expect(!animator.isRunning)
    }

    @Test func aWiderPyramidComesToRest() throws {
        let (animator, boxes) = try pyramidScene(rows: 8, bounds: CGRect(x: 0, y: 0, width: 600, height: 600), pitch: 42, bottomY: 580)
        animator.run(steps: 1200)
        #expect(!animator.isRunning)
        let last = try #require(boxes.last)
        let top = try #require(animator.state(of: last)).center
        #expect(isClose(Double(top.y), 581 - 7 * 40, tolerance: 2))
    }

    @Test func fallingItemsWakeTheRestingPile() throws {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let bottom = try animator.addItem(center: CGPoint(x: 100, y: 180), size: CGSize(width: 40, height: 40))
        animator.addBehavior(GravityBehavior(items: [bottom]))
        let collision = CollisionBehavior(items: [bottom])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.run(steps: 200)
        #expect(animator.isResting(bottom) == true)
        let dropped = try animator.addItem(center: CGPoint(x: 110, y: 20), size: CGSize(width: 40, height: 40))
        collision.addItem(dropped)
        (animator.behaviors[0] as? GravityBehavior)?.addItem(dropped)
        var wokeUp = false
        for _ in 0..<120 {
            animator.step()
            if animator.isResting(bottom) == false { wokeUp = true }
        }
        #expect(wokeUp)
        #expect(isClose(Double(try #require(animator.state(of: dropped)).center.y), 141, tolerance: 1))
    }

    /// After the broad phase of a step of `h`, every moving body's fattened box holds its box carried along
    /// its velocity through that step (so its sweep in continuous collision stays inside, and its pairs
    /// are its contacts), whether or not its leaf had to move.
    @Test func aMovingBodysFattenedBoxHoldsItsBoxThroughTheComingStep() throws {
        var rng = SplitMix64(seed: 11)
        let world = World()
        let h = 1.0 / 120
        for _ in 0..<60 {
            let b = world.createBody(at: Vec2(Double.random(in: 0...800, using: &rng), Double.random(in: 0...800, using: &rng)),
                                     angle: 0, shape: try ShapeGeometry.make(size: CGSize(width: 10, height: 10), bounds: .rectangle),
                                     isDynamic: true)
            world.filter[b] = Filter(itemMask: 1, boundaryMask: 1, boundaryBits: 0)
        }
        world.wakeIslands()
        world.updatePairs(step: h)
        for round in 0..<3 {
            // Speeds from a drift to a fall of 1 000–3 000 pt/s, in every direction.
            for i in 0..<world.pose.count {
                let speed = round == 0 ? Double.random(in: 0...300, using: &rng) : Double.random(in: 1_000...3_000, using: &rng)
                let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
                world.vel[i] = Velocity(v: Vec2(speed * cos(angle), speed * sin(angle)), w: 0)
            }
            world.updatePairs(step: h)
            for i in 0..<world.pose.count where world.broadPhase.proxy[i] >= 0 {
                let box = world.aabb[i], fat = world.broadPhase.fatBox[i], d = h * world.vel[i].v
                #expect(fat.minX <= box.minX + min(d.x, 0) && fat.maxX >= box.maxX + max(d.x, 0))
                #expect(fat.minY <= box.minY + min(d.y, 0) && fat.maxY >= box.maxY + max(d.y, 0))
            }
        }
    }

    /// The broad phase keeps exactly one contact for every pair whose fattened boxes overlap (so every
    /// pair whose bounding boxes overlap has one), like an all-pairs loop, also after bodies move.
    @Test func theBroadPhaseFindsEveryOverlapLikeAllPairs() throws {
        var rng = SplitMix64(seed: 7)
        let world = World()
        for _ in 0..<300 {
            let size = Double.random(in: 2...60, using: &rng)
            let g = try ShapeGeometry.make(size: CGSize(width: size, height: Double.random(in: 2...60, using: &rng)), bounds: .rectangle)
            let b = world.createBody(at: Vec2(Double.random(in: 0...800, using: &rng), Double.random(in: 0...800, using: &rng)),
                                     angle: Double.random(in: 0...6, using: &rng), shape: g, isDynamic: true)
            world.filter[b] = Filter(itemMask: 1, boundaryMask: 1, boundaryBits: 0)
        }
        let big = world.createBody(at: Vec2(400, 400), angle: 0, shape: .box(width: 5000, height: 10), isDynamic: false, isBoundary: true)
        world.filter[big] = Filter(itemMask: 0, boundaryMask: 0, boundaryBits: 1)
        world.wakeIslands()
        world.updatePairs(step: 0)
        try expectContactsMatchAllPairs(world)
        // Move a third of the bodies, some far, some a little; the pairs follow.
        for k in stride(from: 1, to: 300, by: 3) {
            let p = world.itemCenter(k)
            let jump = k % 2 == 0 ? 300.0 : 6.0
            world.setItemPose(k, center: Vec2(p.x + Double.random(in: -jump...jump, using: &rng), p.y + Double.random(in: -jump...jump, using: &rng)),
                              angle: world.pose[k].a)
        }
        world.wakeIslands()
        world.updatePairs(step: 0)
        world.updateContacts()
        try expectContactsMatchAllPairs(world)
    }

    func expectContactsMatchAllPairs(_ world: World) throws {
        var expected = Set<UInt64>(), overlapping = Set<UInt64>()
        for i in 1..<world.pose.count {
            for j in (i + 1)..<world.pose.count {
                if world.broadPhase.fatBox[i].overlaps(world.broadPhase.fatBox[j]) { expected.insert(PairTable.key(Int32(i), Int32(j))) }
                if world.aabb[i].overlaps(world.aabb[j]) { overlapping.insert(PairTable.key(Int32(i), Int32(j))) }
            }
        }
        var found = Set<UInt64>()
        for k in 0..<world.contacts.count { found.insert(PairTable.key(world.contacts[k].a, world.contacts[k].b)) }
        #expect(found == expected)
        #expect(found.count == world.contacts.count)
        #expect(overlapping.isSubset(of: found))
        #expect(overlapping.count > 100)
    }

    @Test func movingAnAnchoredItemWakesWhatRestsOnIt() throws {
        let animator = DynamicAnimator()
        let shelf = try animator.addItem(ItemDefinition(center: CGPoint(x: 100, y: 200), size: CGSize(width: 200, height: 20), isAnchored: true))
        let box = try animator.addItem(center: CGPoint(x: 100, y: 170), size: CGSize(width: 40, height: 40))
        animator.addBehavior(GravityBehavior(items: [box]))
        animator.addBehavior(CollisionBehavior(items: [shelf, box]))
        animator.run(steps: 200)
        #expect(!animator.isRunning)
        animator.updateItem(shelf, usingCurrentState: ItemState(center: CGPoint(x: 100, y: 400)))
        #expect(animator.isResting(box) == false)
        animator.run(steps: 240)
        #expect(isClose(Double(try #require(animator.state(of: box)).center.y), 370, tolerance: 1))
    }
}

/// The speed limits of a body in a contact (moved by the contact solver's substeps): a step of 1/120 s
/// moves it at most 200 pt and turns it at most ½π, each limit acting alone.
@Suite struct SolverSpeedLimitTests {
    /// A ball resting on a shelf (in a contact, so solved), then given `linear` pt/s sideways and
    /// `angular` rad/s; returns its speed and spin after one step.
    func oneStep(linear: Double, angular: Double) throws -> (speed: Double, spin: Double) {
        let animator = DynamicAnimator()
        let ball = try animator.addItem(center: CGPoint(x: 0, y: 89), size: CGSize(width: 20, height: 20), collisionBounds: .ellipse)
        animator.addBehavior(GravityBehavior(items: [ball]))
        let collision = CollisionBehavior(items: [ball])
        collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: -1e5, y: 100), to: CGPoint(x: 1e5, y: 100))
        animator.addBehavior(collision)
        let props = DynamicItemBehavior(items: [ball])
        animator.addBehavior(props)
        animator.run(steps: 60)
        props.addLinearVelocity(Vector2D(dx: linear, dy: 0), for: ball)
        props.addAngularVelocity(angular, for: ball)
        animator.step()
        let v = props.linearVelocity(for: ball)
        return (Double(hypot(v.dx, v.dy)), Double(abs(props.angularVelocity(for: ball))))
    }

    @Test func aSpinOverTheLimitIsClampedAlone() throws {
        let limit = Double.pi / 2 * 120  // ½π per 1/120 s step
        let after = try oneStep(linear: 0, angular: 3 * limit)
        #expect(after.spin <= limit * 1.001)
        #expect(after.spin > limit * 0.9)
        #expect(after.speed < 1_000)
    }

    @Test func aSpeedOverTheLimitIsClampedAlone() throws {
        let limit = 200.0 * 120  // 200 pt per 1/120 s step
        let after = try oneStep(linear: 3 * limit, angular: 0)
        #expect(after.speed <= limit * 1.001)
        #expect(after.speed > limit * 0.9)
        #expect(after.spin < 100)
    }
}
