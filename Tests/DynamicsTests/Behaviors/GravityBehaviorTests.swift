import Foundation
import Testing
@testable import Dynamics

@Suite struct GravityBehaviorTests {
    @Test func freeFallUnderMagnitudeOneCovers500PointsInOneSecond() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.run(steps: 120)
        let s = try #require(animator.state(of: item))
        // ½·1000·1² = 500 pt; semi-implicit Euler at 1/120 s gives 504.2 (within 0.5 % + one step's drift).
        #expect(isClose(Double(s.center.y) - 200, 500, relative: 0.01))
        #expect(isClose(Double(s.velocity.dy), 1000, relative: 0.005))
        #expect(s.center.x == 200)
    }

    @Test func fallDistanceMatchesTheContinuousLawWithinHalfAPercentAtTheSampleMidpoint() throws {
        // Semi-implicit Euler's position after n steps is ½·g·h²·n(n+1); compare the mean of the
        // positions before and after the step crossing 1 s to ½·g·t².
        let (animator, item, _) = try singleItemScene(bounds: nil)
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.run(steps: 119)
        let before = Double(try #require(animator.state(of: item)).center.y)
        animator.run(steps: 1)
        let after = Double(try #require(animator.state(of: item)).center.y)
        #expect(isClose((before + after) / 2 - 200, 500, relative: 0.005))
    }

    @Test func magnitudeZeroGivesNoAcceleration() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        let g = GravityBehavior(items: [item])
        g.magnitude = 0
        animator.addBehavior(g)
        animator.run(steps: 60)
        #expect(try #require(animator.state(of: item)).center == CGPoint(x: 200, y: 200))
    }

    /// Apple's UIGravityBehavior `magnitude` page: "Setting the value of this property to 0.0 creates the
    /// vector (0.0, 0.0) and resets the angle property to 0.0 radians."
    @Test(arguments: [2.5, -2.0, 1.0, .pi / 2])
    func magnitudeZeroResetsTheAngle(angle: Double) {
        let g = GravityBehavior()
        g.angle = angle
        g.magnitude = 0
        #expect(g.angle == 0)
        #expect(g.gravityDirection == .zero)
        g.magnitude = 1
        #expect(g.gravityDirection == Vector2D(dx: 1, dy: 0))
        g.setAngle(angle, magnitude: 0)
        #expect(g.angle == 0)
    }

    @Test func defaultsMirrorUIKit() {
        let g = GravityBehavior()
        #expect(g.gravityDirection == Vector2D(dx: 0, dy: 1))
        #expect(g.magnitude == 1)
        #expect(isClose(Double(g.angle), .pi / 2, tolerance: 1e-12))
    }

    @Test(arguments: [0.0, 0.5, 1.0, 2.5, -1.0])
    func angleAndMagnitudeSetTheDirection(angle: Double) {
        let g = GravityBehavior()
        g.setAngle(angle, magnitude: 2)
        #expect(isClose(Double(g.gravityDirection.dx), 2 * cos(angle), tolerance: 1e-12))
        #expect(isClose(Double(g.gravityDirection.dy), 2 * sin(angle), tolerance: 1e-12))
        #expect(isClose(Double(g.magnitude), 2, tolerance: 1e-12))
    }

    @Test func nonFiniteValuesAreIgnored() {
        let g = GravityBehavior()
        g.gravityDirection = Vector2D(dx: .nan, dy: 3)
        g.magnitude = .infinity
        g.angle = .nan
        #expect(g.gravityDirection == Vector2D(dx: 0, dy: 1))
    }

    @Test func accelerationIsIndependentOfMass() throws {
        let animator = DynamicAnimator()
        let light = try animator.addItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: 10, height: 10))
        let heavy = try animator.addItem(center: CGPoint(x: 100, y: 0), size: CGSize(width: 300, height: 300))
        let props = DynamicItemBehavior(items: [light, heavy])
        props.resistance = 0
        animator.addBehavior(props)
        animator.addBehavior(GravityBehavior(items: [light, heavy]))
        animator.run(steps: 60)
        #expect(try #require(animator.state(of: light)).velocity == (try #require(animator.state(of: heavy))).velocity)
    }
}
