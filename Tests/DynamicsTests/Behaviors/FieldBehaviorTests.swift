import Foundation
import Testing
@testable import Dynamics

@Suite struct FieldBehaviorTests {
    func velocityAfterOneSecond(_ field: FieldBehavior, charge: CGFloat = 0, start: Vector2D = .zero) throws -> Vector2D {
        let (animator, item, props) = try singleItemScene(bounds: nil)
        props.charge = charge
        field.addItem(item)
        animator.addBehavior(field)
        animator.updateItem(item, usingCurrentState: ItemState(center: CGPoint(x: 200, y: 200), velocity: start))
        animator.run(steps: 120)
        return try #require(animator.state(of: item)).velocity
    }

    @Test func linearGravityFieldMatchesGravityBehaviour() throws {
        let field = FieldBehavior.linearGravityField(direction: Vector2D(dx: 1, dy: 0))
        field.strength = 0.5
        let v = try velocityAfterOneSecond(field)
        #expect(isClose(Double(v.dx), 500, relative: 1e-9))
    }

    @Test func radialGravityPullsTowardsThePosition() throws {
        let field = FieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 1000))
        let v = try velocityAfterOneSecond(field)
        #expect(v.dy > 900 && abs(v.dx) < 1e-9)
    }

    @Test func regionLimitsTheField() throws {
        let field = FieldBehavior.linearGravityField(direction: Vector2D(dx: 1, dy: 0))
        field.position = CGPoint(x: 0, y: 0)
        field.region = .circle(radius: 50)
        #expect(try velocityAfterOneSecond(field) == .zero)
        let inside = FieldBehavior.linearGravityField(direction: Vector2D(dx: 1, dy: 0))
        inside.position = CGPoint(x: 200, y: 200)
        inside.region = .rectangle(size: CGSize(width: 1000, height: 1000))
        #expect(try velocityAfterOneSecond(inside).dx > 0)
    }

    @Test func falloffWeakensWithDistanceInMetres() throws {
        let near = FieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 300))
        near.falloff = 2
        let far = FieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 400))
        far.falloff = 2
        let p = Vec2(200, 200)
        let a = near.effect(at: p, velocity: .zero, mass: 1, charge: 0, time: 0).accel
        let b = far.effect(at: p, velocity: .zero, mass: 1, charge: 0, time: 0).accel
        #expect(isClose(a.y, 1000, relative: 1e-12))
        #expect(isClose(b.y, 250, relative: 1e-12))
        near.minimumRadius = 200
        #expect(isClose(near.effect(at: p, velocity: .zero, mass: 1, charge: 0, time: 0).accel.y, 250, relative: 1e-12))
    }

    @Test func electricFieldRepelsLikeChargesAndIgnoresNeutralItems() throws {
        let field = FieldBehavior.electricField()
        field.position = CGPoint(x: 100, y: 200)
        #expect(try velocityAfterOneSecond(field, charge: 1).dx > 0)
        let again = FieldBehavior.electricField()
        again.position = CGPoint(x: 100, y: 200)
        #expect(try velocityAfterOneSecond(again, charge: 0) == .zero)
    }

    @Test func magneticFieldTurnsMovingChargesWithoutChangingSpeed() throws {
        let field = FieldBehavior.magneticField()
        field.strength = 50
        let v = try velocityAfterOneSecond(field, charge: 1, start: Vector2D(dx: 100, dy: 0))
        #expect(abs(v.dy) > 10)
        #expect(isClose(Double(v.length), 100, relative: 0.02))
    }

    /// Apple's `magneticField()` page: "When the velocity of a charged item is perpendicular to the uniform
    /// magnetic field, the item feels a force normal to both the velocity and the field, resulting in a
    /// counter-clockwise rotation. Specifying a negative value for the strength of the field results in a
    /// clockwise rotation." On screen (y down), a positive charge moving right turns up.
    @Test(arguments: [1.0, -1.0])
    func magneticFieldTurnsAPositiveChargeCounterClockwise(sign: Double) throws {
        let field = FieldBehavior.magneticField()
        field.strength = 50 * sign
        let v = try velocityAfterOneSecond(field, charge: 1, start: Vector2D(dx: 100, dy: 0))
        // Counter-clockwise on screen: moving right, then up (towards −y).
        #expect(sign * Double(v.dy) < -10)
    }

    @Test func dragAndVelocityFieldsApproachTheirTargets() throws {
        let drag = FieldBehavior.dragField()
        drag.strength = 2
        #expect(try velocityAfterOneSecond(drag, start: Vector2D(dx: 100, dy: 0)).dx < 20)
        let flow = FieldBehavior.velocityField(direction: Vector2D(dx: 0, dy: 1))
        flow.strength = 80
        #expect(isClose(Double(try velocityAfterOneSecond(flow).dy), 80, relative: 0.01))
    }

    @Test func springAndVortexFields() throws {
        let spring = FieldBehavior.springField()
        spring.position = CGPoint(x: 200, y: 100)
        spring.strength = 10
        #expect(try velocityAfterOneSecond(spring).dy != 0)
        let vortex = FieldBehavior.vortexField()
        vortex.position = CGPoint(x: 100, y: 200)
        let v = try velocityAfterOneSecond(vortex)
        #expect(v.dy > 0)
    }

    @Test func noiseIsDeterministicAndBounded() {
        let field = FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 2)
        var rng = SplitMix64(seed: 3)
        var different = false
        for _ in 0..<200 {
            let p = Vec2(Double.random(in: -1000...1000, using: &rng), Double.random(in: -1000...1000, using: &rng))
            let t = Double.random(in: 0...10, using: &rng)
            let n = field.noise(p, t)
            #expect(n.x >= -1 && n.x <= 1 && n.y >= -1 && n.y <= 1)
            #expect(n == field.noise(p, t))
            if n != field.noise(p + Vec2(300, 0), t) { different = true }
        }
        #expect(different)
        let turbulence = FieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1)
        #expect(turbulence.effect(at: Vec2(1, 2), velocity: .zero, mass: 1, charge: 0, time: 0).accel == .zero)
    }

    @Test func invalidValuesAreIgnoredOrClamped() {
        let field = FieldBehavior.springField()
        field.strength = .nan
        field.falloff = -2
        field.minimumRadius = .infinity
        field.smoothness = 7
        #expect(field.strength == 1 && field.falloff == 0 && field.minimumRadius == 0 && field.smoothness == 1)
    }

    @Test func customFieldAppliesTheEvaluatedForceInNewtons() throws {
        var samples = 0
        let field = FieldBehavior.customField { sample in
            samples += 1
            #expect(sample.mass == 1)
            return Vector2D(dx: 0, dy: -1)
        }
        field.strength = 2
        let v = try velocityAfterOneSecond(field)
        // 2 N on 1 kg for 1 s: 200 pt/s upwards.
        #expect(isClose(Double(v.dy), -200, relative: 1e-9))
        #expect(samples == 120)
        let broken = FieldBehavior.customField { _ in Vector2D(dx: .nan, dy: 1) }
        #expect(try velocityAfterOneSecond(broken) == .zero)
    }
}
