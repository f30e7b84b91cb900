import Foundation
import Testing
@testable import Dynamics

@Suite struct PushBehaviorTests {
    @Test func continuousMagnitudeOneAccelerates1KgAt100PointsPerSecondSquared() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        let push = PushBehavior(items: [item], mode: .continuous)
        push.pushDirection = Vector2D(dx: 1, dy: 0)
        animator.addBehavior(push)
        animator.run(steps: 120)
        let v = try #require(animator.state(of: item)).velocity
        #expect(isClose(Double(v.dx), 100, relative: 1e-9))
        #expect(v.dy == 0)
    }

    @Test func continuousPushScalesInverselyWithMass() throws {
        let (animator, item, props) = try singleItemScene(bounds: nil)
        props.density = 2
        let push = PushBehavior(items: [item], mode: .continuous)
        push.magnitude = 1
        push.angle = 0
        animator.addBehavior(push)
        animator.run(steps: 120)
        #expect(isClose(Double(try #require(animator.state(of: item)).velocity.dx), 50, relative: 1e-9))
    }

    @Test func instantaneousPushGivesDeltaV100AndDeactivates() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = Vector2D(dx: 0, dy: -1)
        animator.addBehavior(push)
        animator.run(steps: 1)
        #expect(isClose(Double(try #require(animator.state(of: item)).velocity.dy), -100, relative: 1e-9))
        #expect(push.active == false)
        animator.run(steps: 10)
        #expect(isClose(Double(try #require(animator.state(of: item)).velocity.dy), -100, relative: 1e-9))
        push.active = true
        animator.run(steps: 1)
        #expect(isClose(Double(try #require(animator.state(of: item)).velocity.dy), -200, relative: 1e-9))
    }

    @Test func offsetPushSpinsTheItem() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = Vector2D(dx: 1, dy: 0)
        push.setTargetOffsetFromCenter(CGPoint(x: 0, y: 50), for: item)
        animator.addBehavior(push)
        animator.run(steps: 1)
        // Impulse 100 at lever 50 about y: Δω = r × J / I = (0·0 − 50·100) / (1·(100²+100²)/12).
        let w = Double(try #require(animator.state(of: item)).angularVelocity)
        #expect(isClose(w, -5000 / (20_000.0 / 12), relative: 1e-9))
    }

    @Test func nonFiniteDirectionIsIgnored() {
        let push = PushBehavior(items: [], mode: .continuous)
        push.pushDirection = Vector2D(dx: .nan, dy: 1)
        push.magnitude = -.infinity
        #expect(push.pushDirection == .zero)
    }
}
