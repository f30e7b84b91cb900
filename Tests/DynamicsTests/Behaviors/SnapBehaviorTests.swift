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

    /// The item's tilt from upright, radians, in −π…π.
    private func tilt(_ s: ItemState) -> Double { remainder(Double(s.rotation), 2 * .pi) }

    /// UISnapBehavior.h: the item snaps to the point ("damping value from 0.0 to 1.0. 1.0 is the least
    /// oscillation"); UIKitCore builds it from four 4 Hz springs between a rectangle at the point and points
    /// beyond two opposite corners of the item (`-[UISnapBehavior _associate]`), so a snapped view comes to
    /// rest at the point upright, after a short wobble, and the animator pauses soon after.
    @Test(arguments: [0.1, 0.5, 1.0])
    func aSnappedSquareSettlesUprightAndTheAnimatorPauses(damping: Double) throws {
        let animator = DynamicAnimator()
        let item = try animator.addItem(center: CGPoint(x: 60, y: 80), size: CGSize(width: 100, height: 100))
        let snap = SnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 420))
        snap.damping = damping
        animator.addBehavior(snap)
        // Settled after 1.5 s (4 s with little damping: the amplitude shrinks by e^(−2π·4·ζ·t)).
        let settled = damping < 0.2 ? 480 : 180
        animator.run(steps: settled)
        let s = try #require(animator.state(of: item))
        #expect(hypot(s.center.x - 300, s.center.y - 420) < 0.5)
        #expect(abs(tilt(s)) < 0.01)
        var steps = settled
        while animator.isRunning, steps < 1200 {
            animator.step()
            steps += 1
        }
        #expect(steps <= settled + 180)
    }

    /// A tilted, spinning item snapped comes back upright and stops turning: the springs pull the angle
    /// back and damp the spin.
    @Test func aTiltedSpinningItemComesBackUpright() throws {
        let animator = DynamicAnimator()
        let item = try animator.addItem(center: CGPoint(x: 200, y: 200), size: CGSize(width: 120, height: 60), rotation: 0.8)
        let spin = DynamicItemBehavior(items: [item])
        spin.addAngularVelocity(6, for: item)
        animator.addBehavior(spin)
        animator.addBehavior(SnapBehavior(item: item, snapTo: CGPoint(x: 200, y: 200)))
        animator.run(steps: 240)
        let s = try #require(animator.state(of: item))
        #expect(abs(tilt(s)) < 0.01)
        #expect(abs(s.angularVelocity) < 0.05)
        #expect(hypot(s.center.x - 200, s.center.y - 200) < 0.5)
    }
}
