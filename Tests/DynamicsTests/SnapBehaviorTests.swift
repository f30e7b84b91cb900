import Foundation
import Testing
@testable import Dynamics

@Suite struct SnapBehaviorTests {
    @Test(arguments: [0.1, 0.5, 1.0])
    func snapSettlesAtItsPoint(damping: Double) throws {
        let (animator, item, _) = try singleItemScene(size: CGSize(width: 80, height: 60), resistance: 0, bounds: nil)
        let snap = SnapBehavior(item: item, snapTo: CGPoint(x: 320, y: 90))
        snap.damping = damping
        animator.addBehavior(snap)
        animator.run(steps: 600)
        let c = try #require(animator.state(of: item)).center
        #expect(hypot(c.x - 320, c.y - 90) < 0.5)
    }

    @Test func movingTheSnapPointRetargets() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        let snap = SnapBehavior(item: item, snapTo: CGPoint(x: 100, y: 100))
        animator.addBehavior(snap)
        animator.run(steps: 360)
        snap.snapPoint = CGPoint(x: 300, y: 400)
        animator.run(steps: 600)
        let c = try #require(animator.state(of: item)).center
        #expect(hypot(c.x - 300, c.y - 400) < 0.5)
    }

    @Test func dampingDefaultsToHalfAndIsClamped() {
        let snap = SnapBehavior(item: DynamicItem(index: 1, generation: 0), snapTo: .zero)
        #expect(snap.damping == 0.5)
        snap.damping = 3
        #expect(snap.damping == 1)
        snap.damping = .nan
        #expect(snap.damping == 1)
    }
}
