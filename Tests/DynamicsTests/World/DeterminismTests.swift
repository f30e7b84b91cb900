import Foundation
import Testing
@testable import Dynamics

@Suite struct DeterminismTests {
    /// FNV-1a over the bit patterns of every body's pose and velocity.
    func stateHash(_ world: World) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ d: Double) {
            var bits = d.bitPattern
            for _ in 0..<8 {
                h ^= bits & 0xFF
                h = h &* 0x100_0000_01B3
                bits >>= 8
            }
        }
        for i in 0..<world.pose.count {
            let p = world.pose[i], v = world.vel[i]
            mix(p.c.x); mix(p.c.y); mix(p.a); mix(v.v.x); mix(v.v.y); mix(v.w)
        }
        return h
    }

    func run() throws -> UInt64 {
        let (animator, items) = try referenceScene(boxes: 120)
        let ball = try animator.addItem(center: CGPoint(x: 60, y: 10), size: CGSize(width: 30, height: 30), collisionBounds: .ellipse)
        (animator.behaviors[1] as? CollisionBehavior)?.addItem(ball)
        animator.addBehavior(AttachmentBehavior(item: items[3], attachedTo: items[40]))
        animator.addBehavior(FieldBehavior.noiseField(smoothness: 0.3, animationSpeed: 1))
        for _ in 0..<1200 { animator.step() }
        return stateHash(animator.world)
    }

    @Test func theSameInputsGiveBitIdenticalStatesAfter1200Steps() throws {
        let first = try run()
        let second = try run()
        #expect(first == second)
    }

    @Test func theHashSeesADifference() throws {
        let (a, _) = try referenceScene(boxes: 20)
        let (b, itemsB) = try referenceScene(boxes: 20)
        let s = try #require(b.state(of: itemsB[5]))
        b.updateItem(itemsB[5], usingCurrentState: ItemState(center: CGPoint(x: s.center.x + 1e-9, y: s.center.y)))
        a.run(steps: 100)
        b.run(steps: 100)
        #expect(stateHash(a.world) != stateHash(b.world))
    }
}
