import Foundation
import Testing
@testable import Dynamics

/// A row of touching equal elastic balls passes an impact down the row (a Newton's cradle), and the
/// stacks that stand still stand.
@Suite struct NewtonsCradleTests {
    /// What one impact did: the incoming ball's speed just before it, and each ball's velocity along the
    /// row just after, as fractions of it.
    struct Impact {
        var incoming: Double
        var after: [Double]
    }

    /// Five (or `count`) balls of 40 pt touching in a row, each hanging on a rigid 200 pt attachment,
    /// elasticity 1, friction 0, no resistance; the first pulled back by `angle` and let go. Returns the
    /// impact.
    static func cradle(count: Int = 5, angle: Double = 0.5, pulled: Int = 1) throws -> Impact {
        let animator = DynamicAnimator()
        var balls: [DynamicItem] = []
        let props = DynamicItemBehavior()
        props.elasticity = 1
        props.friction = 0
        props.resistance = 0
        props.angularResistance = 0
        for k in 0..<count {
            let anchor = CGPoint(x: 200 + 40 * Double(k), y: 200)
            let swing = k < pulled ? angle : 0
            let center = CGPoint(x: anchor.x - 200 * sin(swing), y: anchor.y + 200 * cos(swing))
            let ball = try animator.addItem(center: center, size: CGSize(width: 40, height: 40), collisionBounds: .ellipse)
            balls.append(ball)
            props.addItem(ball)
            animator.addBehavior(AttachmentBehavior(item: ball, attachedToAnchor: anchor))
        }
        animator.addBehavior(props)
        animator.addBehavior(GravityBehavior(items: balls))
        let collision = CollisionBehavior(items: balls)
        collision.collisionMode = .items
        animator.addBehavior(collision)
        var incoming = 0.0
        for _ in 0..<240 {
            animator.step()
            let v = Double(try #require(animator.state(of: balls[pulled - 1])).velocity.dx)
            if v < incoming - 1 { break }  // the first ball was stopped: the impact happened in this step
            incoming = max(incoming, v)
        }
        animator.run(steps: 2)
        let after = try balls.map { Double(try #require(animator.state(of: $0)).velocity.dx) / incoming }
        return Impact(incoming: incoming, after: after)
    }

    /// A five-ball cradle: touching balls, elasticity 1, friction 0. The last leaves with at least 0.9
    /// of the incoming speed, the others keep at most 0.1 of it (sequential impulses alone spread the impact
    /// over every touching contact: all five leave with about a third).
    @Test func theImpactPassesDownTheRow() throws {
        let impact = try Self.cradle()
        #expect(impact.incoming > 150)
        #expect(impact.after[4] >= 0.9)
        for k in 0..<4 { #expect(abs(impact.after[k]) <= 0.1) }
    }

    /// Two balls pulled back send two balls out; a longer row still passes the impact to its end.
    @Test func twoInTwoOutAndALongerRow() throws {
        let two = try Self.cradle(pulled: 2)
        #expect(two.after[3] >= 0.9 && two.after[4] >= 0.9)
        for k in 0..<3 { #expect(abs(two.after[k]) <= 0.1) }
        let long = try Self.cradle(count: 9)
        #expect(long.after[8] >= 0.9)
        for k in 0..<8 { #expect(abs(long.after[k]) <= 0.1) }
    }
}
