import Foundation
import Testing
@testable import Dynamics

@Suite struct DynamicItemBehaviorTests {
    @Test(arguments: [(100.0, 100.0, 1.0), (40.0, 40.0, 1.0), (200.0, 50.0, 2.5), (10.0, 300.0, 0.1)])
    func massIsDensityTimesAreaOver10000(width: Double, height: Double, density: Double) throws {
        let (animator, item, props) = try singleItemScene(size: CGSize(width: width, height: height), bounds: nil)
        props.density = density
        let i = try #require(animator.bodyIndex(item))
        #expect(isClose(animator.world.massData[i].mass, density * width * height / 10_000, relative: 1e-12))
    }

    @Test(arguments: [0.1, 1.0, 5.0])
    func resistanceDampsByOneOverOnePlusHR(resistance: Double) throws {
        let (animator, item, props) = try singleItemScene(resistance: resistance, bounds: nil)
        props.addLinearVelocity(Vector2D(dx: 300, dy: 0), for: item)
        props.addAngularVelocity(2, for: item)
        animator.run(steps: 60)
        let s = try #require(animator.state(of: item))
        let factor = pow(1 / (1 + resistance / 120), 60)
        #expect(isClose(Double(s.velocity.dx), 300 * factor, relative: 1e-9))
        #expect(isClose(Double(s.angularVelocity), 2 * factor, relative: 1e-9))
    }

    @Test func defaultsAreTheValuesUIKitApplies() {
        let b = DynamicItemBehavior()
        #expect(b.elasticity == 0.2 && b.friction == 0.2 && b.density == 1)
        #expect(b.resistance == 0.1 && b.angularResistance == 0.1)
        #expect(b.allowsRotation && !b.isAnchored && b.charge == 0)
    }

    @Test func outOfRangeValuesAreClampedAndNaNIgnored() {
        let b = DynamicItemBehavior()
        b.elasticity = 5
        #expect(b.elasticity == 1)
        b.density = -3
        #expect(b.density == 0.000_001)
        b.friction = .nan
        #expect(b.friction == 0.2)
        b.resistance = -1
        #expect(b.resistance == 0)
    }

    @Test func anchoredItemsDoNotMoveAndLastSetterWins() throws {
        let (animator, item, props) = try singleItemScene(bounds: nil)
        animator.addBehavior(GravityBehavior(items: [item]))
        props.isAnchored = true
        animator.run(steps: 30)
        #expect(try #require(animator.state(of: item)).center == CGPoint(x: 200, y: 200))
        let other = DynamicItemBehavior(items: [item])
        other.isAnchored = false
        animator.addBehavior(other)
        animator.run(steps: 30)
        #expect(try #require(animator.state(of: item)).center.y > 200)
    }

    @Test func disallowingRotationKeepsTheAngle() throws {
        let (animator, item, props) = try singleItemScene(bounds: nil)
        props.allowsRotation = false
        props.addAngularVelocity(3, for: item)
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = Vector2D(dx: 1, dy: 0)
        push.setTargetOffsetFromCenter(CGPoint(x: 0, y: 40), for: item)
        animator.addBehavior(push)
        animator.run(steps: 30)
        #expect(try #require(animator.state(of: item)).rotation == 0)
    }

    // MARK: The behaviour tree decides

    /// The elasticity, density and resistance an item gets (`World`'s material, read through @testable).
    private func properties(_ animator: DynamicAnimator, _ item: DynamicItem) throws -> (Double, Double, Double) {
        let i = try #require(animator.bodyIndex(item))
        return (animator.world.material[i].restitution, animator.world.material[i].density, animator.world.damping[i].linear)
    }

    /// Apple's UIDynamicItemBehavior page: where item behaviours set the same property of an item, the one
    /// last in the behaviour tree wins, whenever each was set; removing a behaviour takes its values out and
    /// the defaults return.
    @Test func theLastBehaviourInTheTreeWinsAndRemovalTakesItsValuesOut() throws {
        let animator = DynamicAnimator()
        let item = try animator.addItem(center: .zero, size: CGSize(width: 100, height: 100))
        let first = DynamicItemBehavior(items: [item])
        first.elasticity = 0.9
        first.density = 3
        let second = DynamicItemBehavior(items: [item])
        second.elasticity = 0.1
        // Gravity keeps the item in the animator when no item behaviour holds it.
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.addBehavior(first)
        animator.addBehavior(second)
        #expect(try properties(animator, item) == (0.1, 3, 0.1))
        // Set later, but earlier in the tree: the later behaviour still wins.
        first.elasticity = 0.8
        #expect(try properties(animator, item).0 == 0.1)
        animator.removeBehavior(second)
        #expect(try properties(animator, item).0 == 0.8)
        animator.removeBehavior(first)
        #expect(try properties(animator, item) == (0.2, 1, 0.1))
        #expect(animator.world.massData[try #require(animator.bodyIndex(item))].mass == 1)
    }

    /// The tree's order is depth first, each behaviour before its children, children in order: a child
    /// added to a behaviour that comes first in the animator loses to a later top-level behaviour.
    @Test func childrenComeInTreeOrder() throws {
        let animator = DynamicAnimator()
        let item = try animator.addItem(center: .zero, size: CGSize(width: 100, height: 100))
        let parent = Behavior()
        let later = DynamicItemBehavior(items: [item])
        later.resistance = 5
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.addBehavior(parent)
        animator.addBehavior(later)
        let child = DynamicItemBehavior(items: [item])
        child.resistance = 2
        parent.addChildBehavior(child)
        #expect(try properties(animator, item).2 == 5)
        animator.removeBehavior(later)
        #expect(try properties(animator, item).2 == 2)
        parent.removeChildBehavior(child)
        #expect(try properties(animator, item).2 == 0.1)
    }

    /// UIDynamicItemBehavior.h, `addLinearVelocity(_:forItem:)` and `addAngularVelocity(_:forItem:)`: "If
    /// called before being associated to an animator, the behavior will accumulate values until being
    /// associated to an animator" (the founding article's throw adds its spin this way).
    @Test func velocitiesAddedBeforeTheAnimatorAccumulate() throws {
        let animator = DynamicAnimator()
        let item = try animator.addItem(center: CGPoint(x: 200, y: 200), size: CGSize(width: 100, height: 100))
        let throwing = DynamicItemBehavior(items: [item])
        throwing.resistance = 0
        throwing.angularResistance = 0
        throwing.addLinearVelocity(Vector2D(dx: 300, dy: 0), for: item)
        throwing.addLinearVelocity(Vector2D(dx: 0, dy: -50), for: item)
        throwing.addAngularVelocity(2, for: item)
        throwing.addAngularVelocity(0.5, for: item)
        #expect(throwing.linearVelocity(for: item) == Vector2D(dx: 300, dy: -50))
        #expect(throwing.angularVelocity(for: item) == 2.5)
        animator.addBehavior(throwing)
        let s = try #require(animator.state(of: item))
        #expect(s.velocity == Vector2D(dx: 300, dy: -50))
        #expect(s.angularVelocity == 2.5)
        animator.step()
        #expect(isClose(Double(try #require(animator.state(of: item)).center.x), 202.5, tolerance: 1e-9))
        // Added once: removing and adding the behaviour again adds nothing more.
        animator.removeBehavior(throwing)
        animator.addBehavior(throwing)
        #expect(try #require(animator.state(of: item)).velocity == .zero)
    }
}
