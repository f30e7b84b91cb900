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
}
