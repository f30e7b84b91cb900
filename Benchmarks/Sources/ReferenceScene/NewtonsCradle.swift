import CBox2DScene
import Dynamics
import Foundation

/// A Newton's cradle, described once for every engine: `count` balls of 40 pt touching in a row, each on
/// a rigid 200 pt rod from an anchor above it, elasticity 1, friction 0, no damping, the first `pulled`
/// raised by 0.5 rad along their arcs and let go under 1000 pt/s². Each engine runs at its own step (the
/// kit at UIKit's 1/120 s, Box2D 2.4.1 at 1/120 s with 8/3 iterations, Box2D v3.1.1 at 1/60 s with 4
/// sub-steps) until the last pulled ball is stopped by the impact, then two more steps.
public struct NewtonsCradle: Sendable {
    public var count = 5
    public var pulled = 1
    public var radius = 20.0
    public var rodLength = 200.0
    public var angle = 0.5
    public var gravity = 1000.0

    public init(count: Int = 5, pulled: Int = 1) {
        self.count = count
        self.pulled = pulled
    }

    /// What one engine made of the impact: the speed the last pulled ball came in with (pt/s) and every
    /// ball's velocity along the row two steps after, as a fraction of it.
    public struct Result: Sendable {
        public var incoming: Double
        public var after: [Double]
        /// The last ball's share of the incoming speed (a real cradle: about 1).
        public var transfer: Double { after.last ?? 0 }
        /// The largest share any other ball keeps, in absolute value (a real cradle: about 0).
        public var largestOther: Double { after.dropLast(pulled).map(abs).max() ?? 0 }
        let pulled: Int
    }

    /// The kit's run.
    public func runKit() -> Result {
        let animator = DynamicAnimator()
        let props = DynamicItemBehavior()
        props.elasticity = 1
        props.friction = 0
        props.resistance = 0
        props.angularResistance = 0
        var balls: [DynamicItem] = []
        for k in 0..<count {
            let anchor = CGPoint(x: 200 + 2 * radius * Double(k), y: 200)
            let swing = k < pulled ? angle : 0
            let center = CGPoint(x: anchor.x - rodLength * sin(swing), y: anchor.y + rodLength * cos(swing))
            guard let ball = try? animator.addItem(center: center, size: CGSize(width: 2 * radius, height: 2 * radius),
                                                   collisionBounds: .ellipse) else { continue }
            balls.append(ball)
            props.addItem(ball)
            animator.addBehavior(AttachmentBehavior(item: ball, attachedToAnchor: anchor))
        }
        animator.addBehavior(props)
        let g = GravityBehavior(items: balls)
        g.magnitude = gravity / GravityBehavior.pointsPerSecondSquared
        animator.addBehavior(g)
        let collision = CollisionBehavior(items: balls)
        collision.collisionMode = .items
        animator.addBehavior(collision)
        var incoming = 0.0
        for _ in 0..<600 {
            animator.step()
            let v = Double(animator.state(of: balls[pulled - 1])?.velocity.dx ?? 0)
            if v < incoming - 1 { break }
            incoming = max(incoming, v)
        }
        animator.run(steps: 2)
        let after = balls.map { Double(animator.state(of: $0)?.velocity.dx ?? 0) / incoming }
        return Result(incoming: incoming, after: after, pulled: pulled)
    }

    /// Box2D 2.4.1's run.
    public func runBox2D() -> Result {
        var setup = CradleSetup(count: Int32(count), pulled: Int32(pulled), radius: radius, rodLength: rodLength, angle: angle,
                                gravity: gravity, pointsPerMeter: 100, timeStep: 1.0 / 120, velocityIterations: 8, positionIterations: 3)
        var after = [Double](repeating: 0, count: count)
        let incoming = after.withUnsafeMutableBufferPointer { b2scene_cradle(&setup, $0.baseAddress!) }
        return Result(incoming: incoming, after: after, pulled: pulled)
    }

    /// Box2D v3.1.1's run; nil when its library is not built.
    public func runBox2DV3() -> Result? {
        var after = [Double](repeating: 0, count: count)
        guard let incoming = Box2DV3World.cradle(count: count, pulled: pulled, radius: radius, rodLength: rodLength,
                                                  angle: angle, gravity: gravity, after: &after) else { return nil }
        return Result(incoming: incoming, after: after, pulled: pulled)
    }
}

extension DynamicAnimator {
    /// Steps `count` fixed steps.
    fileprivate func run(steps count: Int) {
        for _ in 0..<count { step() }
    }
}
