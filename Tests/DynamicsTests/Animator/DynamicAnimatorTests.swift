import Foundation
import Testing
@testable import Dynamics

@Suite struct DynamicAnimatorTests {
    @Test(arguments: [CGSize(width: 0, height: 10), CGSize(width: 10, height: 0), CGSize(width: -5, height: 5),
                      CGSize(width: CGFloat.nan, height: 5), CGSize(width: 5, height: CGFloat.infinity)])
    func zeroOrInvalidSizesAreRejected(size: CGSize) {
        let animator = DynamicAnimator()
        #expect(throws: DynamicsError.self) { try animator.addItem(center: .zero, size: size) }
        #expect(animator.items.isEmpty)
    }

    @Test func invalidGeometryAndPathsAreRejected() {
        let animator = DynamicAnimator()
        #expect(throws: DynamicsError.invalidGeometry) {
            try animator.addItem(center: CGPoint(x: CGFloat.nan, y: 0), size: CGSize(width: 10, height: 10))
        }
        #expect(throws: DynamicsError.invalidCollisionPath) {
            try animator.addItem(center: .zero, size: CGSize(width: 10, height: 10),
                                 collisionBounds: .polygon([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)]))
        }
        #expect(DynamicsError.invalidSize(width: 0, height: 1).description.contains("Invalid size"))
    }

    @Test func restPausesTheAnimatorAndAChangeResumesIt() throws {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        var log: [String] = []
        animator.didPause = { _ in log.append("pause") }
        animator.willResume = { _ in log.append("resume") }
        let box = try animator.addItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        #expect(!animator.isRunning)
        let gravity = GravityBehavior(items: [box])
        animator.addBehavior(gravity)
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        #expect(animator.isRunning)
        #expect(log == ["resume"])
        var steps = 0
        while animator.isRunning, steps < 2000 {
            animator.advance(by: 1.0 / 60)
            steps += 1
        }
        #expect(!animator.isRunning)
        #expect(log == ["resume", "pause"])
        #expect(animator.isResting(box) == true)
        // Resting: time does not advance.
        let elapsed = animator.elapsedTime
        #expect(animator.advance(by: 1) == 0)
        #expect(animator.elapsedTime == elapsed)
        // A change resumes it.
        gravity.angle = -.pi / 2
        #expect(animator.isRunning)
        #expect(log == ["resume", "pause", "resume"])
        animator.advance(by: 0.1)
        #expect(try #require(animator.state(of: box)).center.y < 177)
    }

    @Test func removingTheLastBehaviourPauses() throws {
        let animator = DynamicAnimator()
        let box = try animator.addItem(center: .zero, size: CGSize(width: 10, height: 10))
        let gravity = GravityBehavior(items: [box])
        animator.addBehavior(gravity)
        #expect(animator.isRunning)
        animator.removeBehavior(gravity)
        #expect(!animator.isRunning)
        #expect(animator.behaviors.isEmpty)
    }

    @Test func advanceUsesAFixedStepAccumulatorAndCapsGaps() throws {
        let animator = DynamicAnimator()
        let box = try animator.addItem(center: .zero, size: CGSize(width: 10, height: 10))
        animator.addBehavior(GravityBehavior(items: [box]))
        #expect(animator.advance(by: 1.0 / 60) == 2)
        #expect(animator.advance(by: 1.0 / 240) == 0)
        #expect(animator.advance(by: 1.0 / 240) == 1)
        // A 2 s gap counts as 1/60 s.
        #expect(animator.advance(by: 2) == 2)
        #expect(animator.advance(by: .nan) == 0)
        #expect(animator.advance(by: -1) == 0)
        #expect(isClose(animator.elapsedTime, 5.0 / 120, tolerance: 1e-12))
    }

    @Test func queriesFindItemsByRectangleAndKey() throws {
        let animator = DynamicAnimator()
        var items: [DynamicItem] = []
        for row in 0..<3 {
            for column in 0..<3 {
                items.append(try animator.addItem(center: CGPoint(x: 50 + 100 * column, y: 50 + 100 * row),
                                                  size: CGSize(width: 80, height: 80), key: ItemKey(section: row, item: column)))
            }
        }
        animator.addBehavior(DynamicItemBehavior(items: items))
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100)) == [items[0]])
        #expect(Set(animator.items(in: CGRect(x: 80, y: 80, width: 40, height: 40))) == Set([items[0], items[1], items[3], items[4]]))
        #expect(animator.items(in: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).isEmpty)
        #expect(animator.item(forKey: ItemKey(section: 2, item: 1)) == items[7])
        #expect(animator.key(of: items[5]) == ItemKey(section: 1, item: 2))
        animator.removeItem(items[7])
        #expect(animator.item(forKey: ItemKey(section: 2, item: 1)) == nil)
        #expect(animator.state(of: items[7]) == nil)
        #expect(!animator.contains(items[7]))
        // A new item reusing the slot gets a different handle.
        let fresh = try animator.addItem(center: .zero, size: CGSize(width: 5, height: 5))
        #expect(fresh != items[7])
        #expect(animator.state(of: items[7]) == nil)
    }

    @Test func frameOfARotatedItemIsItsBoundingBox() throws {
        let animator = DynamicAnimator()
        let item = try animator.addItem(center: CGPoint(x: 10, y: 20), size: CGSize(width: 100, height: 50), rotation: .pi / 2)
        let f = try #require(animator.frame(of: item))
        #expect(isClose(Double(f.width), 50, tolerance: 1e-9) && isClose(Double(f.height), 100, tolerance: 1e-9))
        #expect(isClose(Double(f.midX), 10, tolerance: 1e-9) && isClose(Double(f.midY), 20, tolerance: 1e-9))
    }

    @Test func updateItemReplacesPoseAndVelocityButIgnoresNonFiniteParts() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        animator.updateItem(item, usingCurrentState: ItemState(center: CGPoint(x: 5, y: CGFloat.nan), rotation: 0.3,
                                                               velocity: Vector2D(dx: 10, dy: .infinity)))
        let s = try #require(animator.state(of: item))
        #expect(s.center == CGPoint(x: 5, y: 200))
        #expect(isClose(Double(s.rotation), 0.3, tolerance: 1e-12))
        #expect(s.velocity == Vector2D(dx: 10, dy: 0))
        #expect(animator.size(of: item) == CGSize(width: 100, height: 100))
    }

    @Test func polygonItemsKeepTheirCenter() throws {
        let animator = DynamicAnimator()
        // A right triangle: its centroid is off the item's center.
        let item = try animator.addItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 60, height: 60),
                                        collisionBounds: .polygon([CGPoint(x: -30, y: -30), CGPoint(x: 30, y: 30), CGPoint(x: -30, y: 30)]))
        #expect(try #require(animator.state(of: item)).center == CGPoint(x: 100, y: 100))
        animator.updateItem(item, usingCurrentState: ItemState(center: CGPoint(x: 10, y: 10), rotation: 1))
        let s = try #require(animator.state(of: item))
        #expect(isClose(Double(s.center.x), 10, tolerance: 1e-9) && isClose(Double(s.center.y), 10, tolerance: 1e-9))
    }
}

extension DynamicAnimatorTests {
    /// UIKit's sleep rule [re]: an item pauses the animator after 0.5 s below 1 pt/s and 2°/s,
    /// not before; one moving faster keeps it running.
    @Test func aStillItemSleepsAfterHalfASecond() throws {
        let animator = DynamicAnimator()
        let box = try animator.addItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let gravity = GravityBehavior(items: [box])
        gravity.magnitude = 0
        animator.addBehavior(gravity)
        var steps = 0
        while animator.isRunning, steps < 600 {
            animator.step()
            steps += 1
        }
        // 0.5 s is 60 steps of 1/120 s; one more when the summed step times round below 0.5.
        #expect((60...61).contains(steps))
    }

    @Test func anItemAboveTheSleepSpeedKeepsTheAnimatorRunning() throws {
        let animator = DynamicAnimator()
        let box = try animator.addItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let properties = DynamicItemBehavior(items: [box])
        properties.resistance = 0
        animator.addBehavior(properties)
        properties.addLinearVelocity(Vector2D(dx: 2, dy: 0), for: box)
        for _ in 0..<240 { animator.step() }  // 2 s
        #expect(animator.isRunning)
        #expect(animator.isResting(box) == false)
    }

    // MARK: Items belong to the animator through its behaviours

    /// Apple's UIDynamicAnimator page: "To use dynamics, configure one or more dynamic behaviors—including
    /// providing each with a set of dynamic items—and then add those behaviors to a dynamic animator";
    /// UIKitCore releases an item's body with the last behaviour that holds it
    /// (`-[UIDynamicAnimator _unregisterBodyForItem:action:]`). An item taken out of its only behaviour
    /// stops where it is, and the animator, with nothing left moving, pauses.
    @Test func anItemRemovedFromItsOnlyBehaviourLeavesTheAnimator() throws {
        let animator = DynamicAnimator()
        var paused = 0
        animator.didPause = { _ in paused += 1 }
        let item = try animator.addItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let gravity = GravityBehavior(items: [item])
        animator.addBehavior(gravity)
        animator.run(steps: 30)
        let left = try #require(animator.state(of: item))
        #expect(left.velocity.dy > 200)
        gravity.removeItem(item)
        #expect(try #require(animator.state(of: item)).velocity == .zero)
        animator.run(steps: 30)
        #expect(try #require(animator.state(of: item)).center == left.center)
        #expect(!animator.isRunning && paused == 1)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 400, height: 400)).isEmpty)
    }

    /// An item still held by another behaviour stays in the animator and keeps its motion; one that joins
    /// a behaviour again starts from rest where it was left (a new body, as UIKit makes one).
    @Test func anItemInAnotherBehaviourKeepsMovingAndOneThatReturnsStartsAtRest() throws {
        let animator = DynamicAnimator()
        let item = try animator.addItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let gravity = GravityBehavior(items: [item])
        let collision = CollisionBehavior(items: [item])
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.run(steps: 30)
        gravity.removeItem(item)
        let coasting = try #require(animator.state(of: item))
        animator.run(steps: 12)
        #expect(isClose(Double(try #require(animator.state(of: item)).center.y), Double(coasting.center.y) + 0.1 * Double(coasting.velocity.dy),
                        relative: 0.01))
        animator.removeBehavior(collision)
        let stopped = try #require(animator.state(of: item)).center
        gravity.addItem(item)
        #expect(try #require(animator.state(of: item)).velocity == .zero)
        animator.step()
        #expect(isClose(Double(try #require(animator.state(of: item)).velocity.dy), 1000.0 / 120, relative: 0.02))
        #expect(try #require(animator.state(of: item)).center.y - stopped.y < 0.1)
    }

    /// An item in no behaviour touches nothing: an item resting on it falls once it leaves.
    @Test func anItemThatLeavesNoLongerCollides() throws {
        let animator = DynamicAnimator()
        let floor = try animator.addItem(ItemDefinition(center: CGPoint(x: 100, y: 200), size: CGSize(width: 200, height: 20), isAnchored: true))
        let box = try animator.addItem(center: CGPoint(x: 100, y: 170), size: CGSize(width: 40, height: 40))
        let collision = CollisionBehavior(items: [floor, box])
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [box]))
        animator.run(steps: 120)
        #expect(isClose(Double(try #require(animator.state(of: box)).center.y), 170, tolerance: 1))
        collision.removeItem(floor)
        animator.run(steps: 60)
        #expect(try #require(animator.state(of: box)).center.y > 250)
    }

    // MARK: Animators are independent

    /// Apple's UIDynamicAnimator page: "Each dynamic animator is independent of other dynamic animators
    /// you create." Handles of two animators share slot numbers, but one animator never takes the other's
    /// handle for its own item.
    @Test func anAnimatorDoesNotAnswerForAnotherAnimatorsItem() throws {
        let a = DynamicAnimator(), b = DynamicAnimator()
        let itemA = try a.addItem(center: CGPoint(x: 10, y: 10), size: CGSize(width: 10, height: 10))
        let itemB = try b.addItem(center: CGPoint(x: 500, y: 500), size: CGSize(width: 10, height: 10))
        b.addBehavior(GravityBehavior(items: [itemB]))
        #expect(itemA != itemB)
        #expect(b.state(of: itemA) == nil && b.frame(of: itemA) == nil && !b.contains(itemA))
        #expect(try #require(b.state(of: itemB)).center == CGPoint(x: 500, y: 500))
        // A velocity added through one animator's behaviour for another's item changes nothing.
        let props = DynamicItemBehavior(items: [itemB])
        b.addBehavior(props)
        props.addLinearVelocity(Vector2D(dx: 100, dy: 0), for: itemA)
        #expect(try #require(b.state(of: itemB)).velocity == .zero)
    }

    /// Using another animator's item in a behaviour is a programming error: the program stops with a
    /// message that names the item and both animators (as UIKit raises for an item it cannot take),
    /// instead of moving this animator's item that happens to share the slot.
    @Test func anotherAnimatorsItemInABehaviourStopsWithAClearMessage() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let a = DynamicAnimator(), b = DynamicAnimator()
            let itemA = try a.addItem(center: .zero, size: CGSize(width: 10, height: 10))
            _ = try b.addItem(center: .zero, size: CGSize(width: 10, height: 10))
            b.addBehavior(GravityBehavior(items: [itemA]))
        }.map { result in
            #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("belongs to another DynamicAnimator"))
        }
        await #expect(processExitsWith: .failure) {
            let a = DynamicAnimator(), b = DynamicAnimator()
            let itemA = try a.addItem(center: .zero, size: CGSize(width: 10, height: 10))
            let gravity = GravityBehavior()
            b.addBehavior(gravity)
            gravity.addItem(itemA)
        }
    }
}
