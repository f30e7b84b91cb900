import Foundation
import Testing
@testable import Dynamics

@Suite struct CollisionBehaviorTests {
    func kineticEnergy(_ animator: DynamicAnimator, _ item: DynamicItem) throws -> Double {
        let i = try #require(animator.bodyIndex(item))
        let v = animator.world.vel[i], m = animator.world.massData[i]
        return 0.5 * m.mass * v.v.lengthSquared + 0.5 * m.inertia * v.w * v.w
    }

    @Test(arguments: [CollisionBounds.ellipse, .rectangle])
    func elasticityOneKeepsKineticEnergyOver100WallBounces(bounds: CollisionBounds) throws {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 300, height: 200))
        let ball = try animator.addItem(center: CGPoint(x: 150, y: 100), size: CGSize(width: 30, height: 30), collisionBounds: bounds)
        let props = DynamicItemBehavior(items: [ball])
        props.elasticity = 1
        props.friction = 0
        props.resistance = 0
        props.angularResistance = 0
        animator.addBehavior(props)
        let walls = CollisionBehavior(items: [ball])
        walls.translatesReferenceBoundsIntoBoundary = true
        var bounces = 0
        walls.onContact = { _, event in
            if case .beganBoundary = event { bounces += 1 }
        }
        animator.addBehavior(walls)
        props.addLinearVelocity(Vector2D(dx: 2000, dy: 0), for: ball)
        let start = try kineticEnergy(animator, ball)
        var steps = 0
        while bounces < 100, steps < 20_000 {
            animator.step()
            steps += 1
        }
        #expect(bounces >= 100)
        #expect(isClose(try kineticEnergy(animator, ball), start, relative: 0.01))
        let c = try #require(animator.state(of: ball)).center
        #expect(c.x > 13 && c.x < 287)
    }

    @Test func contactCallbacksArriveInOrder() throws {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = try animator.addItem(center: CGPoint(x: 100, y: 200), size: CGSize(width: 40, height: 40))
        let b = try animator.addItem(center: CGPoint(x: 300, y: 200), size: CGSize(width: 40, height: 40))
        let props = DynamicItemBehavior(items: [a, b])
        props.elasticity = 1
        props.resistance = 0
        animator.addBehavior(props)
        let collision = CollisionBehavior(items: [a, b])
        collision.collisionMode = .items
        var log: [CollisionBehavior.ContactEvent] = []
        collision.onContact = { _, event in log.append(event) }
        animator.addBehavior(collision)
        props.addLinearVelocity(Vector2D(dx: 300, dy: 0), for: a)
        props.addLinearVelocity(Vector2D(dx: -300, dy: 0), for: b)
        animator.run(steps: 120)
        try #require(log.count == 2)
        guard case let .began(x, y, point) = log[0], case let .ended(u, w) = log[1] else {
            Issue.record("expected began then ended, got \(log)")
            return
        }
        #expect(Set([x, y]) == Set([a, b]) && Set([u, w]) == Set([a, b]))
        #expect(isClose(Double(point.x), 200, tolerance: 3))
        // After the elastic hit they move apart.
        #expect(try #require(animator.state(of: a)).velocity.dx < 0)
    }

    @Test func allBeganEventsOfAStepPrecedeAllEndedEvents() throws {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        var items: [DynamicItem] = []
        for k in 0..<6 {
            items.append(try animator.addItem(center: CGPoint(x: 20 + 32 * Double(k), y: 180), size: CGSize(width: 30, height: 30)))
        }
        animator.addBehavior(GravityBehavior(items: items))
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        var stepLog: [[Bool]] = []
        var current: [Bool] = []
        collision.onContact = { _, event in
            switch event {
            case .began, .beganBoundary: current.append(true)
            case .ended, .endedBoundary: current.append(false)
            }
        }
        animator.addBehavior(collision)
        let shaker = PushBehavior(items: items, mode: .instantaneous)
        for k in 0..<240 {
            if k % 40 == 0 {
                shaker.pushDirection = Vector2D(dx: 0, dy: -0.4)
                if k == 0 { animator.addBehavior(shaker) } else { shaker.active = true }
            }
            animator.step()
            stepLog.append(current)
            current = []
        }
        #expect(stepLog.contains { $0.contains(false) })
        for events in stepLog {
            if let firstEnded = events.firstIndex(of: false) {
                #expect(!events[firstEnded...].contains(true))
            }
        }
    }

    @Test func itemsOfDifferentCollisionBehavioursPassThroughEachOther() throws {
        let animator = DynamicAnimator()
        let a = try animator.addItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: 40, height: 40))
        let b = try animator.addItem(center: CGPoint(x: 100, y: 0), size: CGSize(width: 40, height: 40))
        animator.addBehavior(CollisionBehavior(items: [a]))
        animator.addBehavior(CollisionBehavior(items: [b]))
        let push = PushBehavior(items: [a], mode: .instantaneous)
        push.pushDirection = Vector2D(dx: 5, dy: 0)
        animator.addBehavior(push)
        animator.run(steps: 60)
        #expect(try #require(animator.state(of: a)).center.x > 200)
    }

    @Test func boundariesModeIgnoresOtherItems() throws {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 100, height: 300))
        let a = try animator.addItem(center: CGPoint(x: 50, y: 100), size: CGSize(width: 40, height: 40))
        let b = try animator.addItem(center: CGPoint(x: 50, y: 200), size: CGSize(width: 40, height: 40))
        animator.addBehavior(GravityBehavior(items: [a, b]))
        let collision = CollisionBehavior(items: [a, b])
        collision.collisionMode = .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.run(steps: 240)
        // Both rest on the floor, overlapping each other.
        #expect(isClose(Double(try #require(animator.state(of: a)).center.y), 281, tolerance: 1))
        #expect(isClose(Double(try #require(animator.state(of: b)).center.y), 281, tolerance: 1))
    }

    @Test func namedSegmentBoundaryStopsItemsAndReportsItsIdentifier() throws {
        let animator = DynamicAnimator()
        let ball = try animator.addItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: 20, height: 20), collisionBounds: .ellipse)
        animator.addBehavior(GravityBehavior(items: [ball]))
        let collision = CollisionBehavior(items: [ball])
        collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: -100, y: 100), to: CGPoint(x: 100, y: 100))
        var identifiers: [String?] = []
        collision.onContact = { _, event in
            if case let .beganBoundary(_, identifier, _) = event { identifiers.append(identifier) }
        }
        animator.addBehavior(collision)
        animator.run(steps: 240)
        #expect(isClose(Double(try #require(animator.state(of: ball)).center.y), 90, tolerance: 1))
        #expect(identifiers.first == "shelf")
        #expect(collision.boundaryIdentifiers == ["shelf"])
        collision.removeBoundary(withIdentifier: "shelf")
        animator.run(steps: 60)
        #expect(try #require(animator.state(of: ball)).center.y > 110)
    }

    /// A segment reaching beyond the engine's coordinate range (±10 000 000 pt) is ignored, as a
    /// zero-length or non-finite one is: the ball falls through where the shelf would be.
    @Test(arguments: [2e7, .infinity, 100.0])
    func aSegmentOutsideTheCoordinateRangeIsIgnored(farEnd: Double) throws {
        let animator = DynamicAnimator()
        let ball = try animator.addItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: 20, height: 20), collisionBounds: .ellipse)
        animator.addBehavior(GravityBehavior(items: [ball]))
        let collision = CollisionBehavior(items: [ball])
        collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: -100, y: 100), to: CGPoint(x: farEnd, y: 100))
        animator.addBehavior(collision)
        animator.run(steps: 240)
        let y = Double(try #require(animator.state(of: ball)).center.y)
        if farEnd == 100 {
            #expect(isClose(y, 90, tolerance: 1), "a shelf inside the range holds the ball")
        } else {
            #expect(y > 110, "the shelf to \(farEnd) is ignored")
        }
    }

    @Test func pathBoundaryHoldsItemsInside() throws {
        let animator = DynamicAnimator()
        let box = try animator.addItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: 20, height: 20))
        animator.addBehavior(GravityBehavior(items: [box]))
        let collision = CollisionBehavior(items: [box])
        collision.addBoundary(withIdentifier: "bowl", path: [CGPoint(x: -100, y: -100), CGPoint(x: -50, y: 100),
                                                            CGPoint(x: 50, y: 100), CGPoint(x: 100, y: -100)], closed: false)
        animator.addBehavior(collision)
        animator.run(steps: 360)
        let c = try #require(animator.state(of: box)).center
        #expect(isClose(Double(c.y), 90, tolerance: 1.5))
    }

    @Test func referenceBoundsInsetsMoveTheWalls() throws {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = try animator.addItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        animator.addBehavior(GravityBehavior(items: [box]))
        let collision = CollisionBehavior(items: [box])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: .init(top: 0, left: 0, bottom: 50, right: 0))
        animator.addBehavior(collision)
        animator.run(steps: 240)
        #expect(isClose(Double(try #require(animator.state(of: box)).center.y), 141, tolerance: 0.6))
    }

    @Test func removingAnItemEndsItsContacts() throws {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = try animator.addItem(center: CGPoint(x: 100, y: 150), size: CGSize(width: 40, height: 40))
        animator.addBehavior(GravityBehavior(items: [box]))
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        var log: [CollisionBehavior.ContactEvent] = []
        collision.onContact = { _, event in log.append(event) }
        animator.addBehavior(collision)
        animator.run(steps: 240)
        let before = log.count
        guard case .beganBoundary = log.last else {
            Issue.record("expected the box to rest on the floor, got \(log)")
            return
        }
        animator.removeItem(box)
        #expect(log.count == before + 1)
        if case let .endedBoundary(item, identifier) = log.last {
            #expect(item == box && identifier == nil)
        } else {
            Issue.record("expected an ended boundary contact, got \(log)")
        }
    }

    /// A "remove on hit, spawn debris" handler: every event names the items it is about, never an item
    /// removed earlier in the same delivery nor the fresh debris that took its slot.
    @Test func aHandlerThatRemovesAndSpawnsSeesOnlyTheRightItems() throws {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
        // Three anchored targets in a row, each hit in the same step by two balls falling side by side:
        // the second ball's event comes after the handler removed the target and spawned debris.
        var targets: [DynamicItem] = []
        var balls: [DynamicItem] = []
        for k in 0..<3 {
            let x = 60 + Double(k) * 120
            targets.append(try animator.addItem(ItemDefinition(center: CGPoint(x: x, y: 300), size: CGSize(width: 60, height: 20),
                                                               isAnchored: true)))
            balls.append(try animator.addItem(center: CGPoint(x: x - 15, y: 200), size: CGSize(width: 20, height: 20)))
            balls.append(try animator.addItem(center: CGPoint(x: x + 15, y: 200), size: CGSize(width: 20, height: 20)))
        }
        let collision = CollisionBehavior(items: targets + balls)
        collision.collisionMode = .items
        animator.addBehavior(collision)
        let gravity = GravityBehavior(items: balls)
        animator.addBehavior(gravity)
        var removed: Set<DynamicItem> = []
        var debrisOfThisStep: Set<DynamicItem> = []
        var debris = 0
        var wrong: [CollisionBehavior.ContactEvent] = []
        collision.onContact = { behavior, event in
            guard case let .began(a, b, _) = event else { return }
            // An event naming a removed item, or debris spawned during this very delivery (it has not
            // touched anything yet), is wrong.
            if removed.contains(a) || removed.contains(b) || debrisOfThisStep.contains(a) || debrisOfThisStep.contains(b) {
                wrong.append(event)
                return
            }
            guard let hit = [a, b].first(where: { targets.contains($0) }) else { return }
            animator.removeItem(hit)
            removed.insert(hit)
            if let piece = try? animator.addItem(center: CGPoint(x: 20 + 40 * Double(debris), y: 20), size: CGSize(width: 4, height: 4)) {
                debris += 1
                debrisOfThisStep.insert(piece)
                behavior.addItem(piece)
            }
        }
        for _ in 0..<120 {
            debrisOfThisStep = []
            animator.step()
        }
        #expect(wrong.isEmpty, "events naming removed items or fresh debris: \(wrong)")
        #expect(removed == Set(targets))
        #expect(debris == 3)
    }

    /// Apple's UICollisionBehaviorDelegate: a contact begins, then ends. A view sliding along a boundary
    /// segment and off its end touches it in one episode: one began, one ended, however its corner grazes
    /// the segment's end (a contact that lapses for less than a step is the same contact).
    @Test(arguments: [60.0, 150.0, 400.0, 900.0])
    func slidingOffASegmentsEndIsOneContact(speed: Double) throws {
        let animator = DynamicAnimator()
        let box = try animator.addItem(center: CGPoint(x: 100, y: 279), size: CGSize(width: 40, height: 40))
        let collision = CollisionBehavior(items: [box])
        collision.addBoundary(withIdentifier: "ledge", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 200, y: 300))
        var events: [String] = []
        collision.onContact = { _, event in
            switch event {
            case .beganBoundary: events.append("began")
            case .endedBoundary: events.append("ended")
            default: break
            }
        }
        let slide = DynamicItemBehavior(items: [box])
        slide.friction = 0
        slide.resistance = 0
        slide.addLinearVelocity(Vector2D(dx: speed, dy: 0), for: box)
        animator.addBehavior(slide)
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [box]))
        animator.run(steps: 360)
        #expect(try #require(animator.state(of: box)).center.y > 400)
        #expect(events == ["began", "ended"])
    }
}
