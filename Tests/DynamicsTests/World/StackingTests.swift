import Foundation
import Testing
@testable import Dynamics

/// Tall stacks stand and fall asleep (the soft-step solver); free motion keeps UIKit's closed forms.
@Suite struct StackingTests {
    /// A column of `count` 40-pt boxes (density 1, friction 0.2, UIKit's default material) on the floor of
    /// a 400 pt wide container, each box nudged sideways by up to `jitter` pt (a fixed pattern), and
    /// optionally `gap` pt apart so that they drop onto each other.
    func column(_ count: Int, jitter: Double, gap: Double = 0) throws -> (DynamicAnimator, [DynamicItem], [CGPoint]) {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 1400))
        var boxes: [DynamicItem] = [], starts: [CGPoint] = []
        for k in 0..<count {
            let start = CGPoint(x: 200 + jitter * sin(Double(k) * 2.7), y: 1381 - (40 + gap) * Double(k))
            boxes.append(try animator.addItem(center: start, size: CGSize(width: 40, height: 40)))
            starts.append(start)
        }
        animator.addBehavior(GravityBehavior(items: boxes))
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        return (animator, boxes, starts)
    }

    @Test(arguments: [10, 15, 20, 25, 30], [0.0, 1.0])
    func aColumnStandsForTenSecondsAndSleeps(count: Int, gap: Double) throws {
        let (animator, boxes, starts) = try column(count, jitter: 0.5, gap: gap)
        var drift = 0.0
        for _ in 0..<1200 {
            animator.step()
            drift = max(drift, abs(Double(try #require(animator.state(of: boxes[count - 1])).center.x - starts[count - 1].x)))
        }
        #expect(drift < 1)
        #expect(!animator.isRunning)
        #expect(boxes.allSatisfy { animator.isResting($0) == true })
    }

    /// Without sleeping, a column of 10 still stands on its own for 10 s (Box2D v3.1.1's drifts 2.9 pt
    /// in the same setup).
    @Test func aColumnOfTenStandsWithoutSleeping() throws {
        let (animator, boxes, starts) = try column(10, jitter: 2)
        animator.world.allowsSleeping = false
        var drift = 0.0
        for _ in 0..<1200 {
            animator.step()
            drift = max(drift, abs(Double(try #require(animator.state(of: boxes[9])).center.x - starts[9].x)))
        }
        #expect(drift < 1)
    }

    /// A 30-row pyramid of 40-pt boxes (465 boxes) stands: its apex does not creep between 2 s and 10 s,
    /// and the pyramid falls asleep.
    @Test func aThirtyRowPyramidStandsWithoutCreep() throws {
        let rows = 30
        let (animator, boxes) = try pyramidScene(rows: rows, bounds: CGRect(x: 0, y: 0, width: 1400, height: 1400), bottomY: 1381)
        animator.run(steps: 240)
        let apex = try #require(animator.state(of: boxes[boxes.count - 1])).center
        animator.run(steps: 960)
        let later = try #require(animator.state(of: boxes[boxes.count - 1])).center
        #expect(hypot(later.x - apex.x, later.y - apex.y) < 0.5)
        #expect(abs(later.x - 700) < 1)
        // Sunk by the soft contacts' give under the load (0.03 pt per box above a contact, more low down).
        #expect(later.y - (1381 - 40 * Double(rows - 1)) < 15)
        #expect(!animator.isRunning)
    }

    @Test func freeFallCoversUIKitsSemiImplicitEulerDistanceExactly() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.run(steps: 120)
        // ½·g·h²·n(n+1) with h = 1/120, n = 120: 504.1666… pt, as one UIKit step at a time gives.
        #expect(isClose(Double(try #require(animator.state(of: item)).center.y) - 200, 500 * 121 / 120, tolerance: 1e-9))
    }

    @Test func aSlidingBoxStopsAtTheFrictionDistance() throws {
        let (animator, item, props) = try singleItemScene(bounds: CGRect(x: 0, y: 0, width: 4000, height: 800))
        props.friction = 0.2
        props.elasticity = 0
        animator.updateItem(item, usingCurrentState: ItemState(center: CGPoint(x: 200, y: 751)))
        animator.addBehavior(GravityBehavior(items: [item]))
        let floor = CollisionBehavior(items: [item])
        floor.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(floor)
        animator.run(steps: 30)
        let start = try #require(animator.state(of: item)).center.x
        props.addLinearVelocity(Vector2D(dx: 300, dy: 0), for: item)
        animator.run(steps: 600)
        // v²/(2·μ·g) = 300²/(2·0.2·1000) = 225 pt.
        #expect(isClose(Double(try #require(animator.state(of: item)).center.x - start), 225, relative: 0.01))
    }

    @Test(arguments: [0.5, 0.8])
    func aDroppedBoxBouncesToElasticitySquaredTimesItsHeight(elasticity: Double) throws {
        let (animator, item, props) = try singleItemScene(size: CGSize(width: 20, height: 20), bounds: CGRect(x: 0, y: 0, width: 400, height: 800))
        props.elasticity = CGFloat(elasticity)
        animator.updateItem(item, usingCurrentState: ItemState(center: CGPoint(x: 200, y: 391)))
        animator.addBehavior(GravityBehavior(items: [item]))
        let floor = CollisionBehavior(items: [item])
        floor.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(floor)
        var apex = Double.greatestFiniteMagnitude, bounced = false
        for _ in 0..<600 {
            animator.step()
            let s = try #require(animator.state(of: item))
            if s.velocity.dy < 0 { bounced = true }
            if bounced { apex = min(apex, Double(s.center.y)) }
            if bounced && s.velocity.dy > 0 { break }
        }
        // Dropped from 400 pt above its resting height (791): it lands at v = √(2g·400) and rises to
        // e²·400 pt, plus what UIKit's semi-implicit step adds to any rise launched at e·v (e·v·h/2: 1.9 pt
        // at e = 0.5, 3.0 pt at e = 0.8).
        let v = (2 * 1000 * 400.0).squareRoot()
        #expect(isClose(791 - apex, elasticity * elasticity * 400 + elasticity * v * DynamicAnimator.timeStep / 2, relative: 0.015))
    }
}
