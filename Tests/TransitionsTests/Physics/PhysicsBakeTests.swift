import Dispatch
import Foundation
import Testing
@testable import Transitions

/// Physics plans baked in slices while they play (`PhysicsScene.Baking.inSlices`) are the plans baked up
/// front, bit for bit, whatever order and thread they are read in.
@Suite struct PhysicsBakeTests {
    let dismiss = try! TransitionContext(operation: .dismiss, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    let present = try! TransitionContext(operation: .present, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// The shatter's scene for `context` baked `baking`.
    func plan(_ context: TransitionContext, baking: PhysicsScene.Baking, tiles: Int = 60) -> TransitionPlan {
        var scene = ShatterTransition(tiles: tiles).scene(for: context)
        scene.baking = baking
        return scene.plan(for: context)
    }

    /// 65 progress values from 0 to 1.
    let progresses = (0...64).map { CGFloat($0) / 64 }

    @Test(arguments: [false, true])
    func aPlanBakedInSlicesIsThePlanBakedUpFrontBitForBit(presenting: Bool) {
        let context = presenting ? present : dismiss
        let upFront = plan(context, baking: .upFront), inSlices = plan(context, baking: .inSlices)
        #expect(inSlices.duration == upFront.duration)
        #expect(inSlices.breakpoints == upFront.breakpoints)
        for progress in progresses { #expect(inSlices.state(at: progress) == upFront.state(at: progress)) }
    }

    /// Scrubbing to the end at once, then back to the start, then halfway: every sample asked for is made
    /// on demand (or waited for), and it is the same.
    @Test func scrubbingPastWhatIsBakedMakesItOnDemand() {
        let upFront = plan(dismiss, baking: .upFront)
        let inSlices = plan(dismiss, baking: .inSlices)
        for progress in [1, 0, 0.5, 0.99, 0.01] as [CGFloat] {
            #expect(inSlices.state(at: progress) == upFront.state(at: progress))
        }
    }

    /// Eight threads reading the same plan in different orders while it is baked all see the up-front plan.
    @Test func readersOnManyThreadsSeeThePlanBakedUpFront() {
        let upFront = plan(dismiss, baking: .upFront)
        let inSlices = plan(dismiss, baking: .inSlices)
        let expected = progresses.map { upFront.state(at: $0) }
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: 8) { reader in
            for n in 0..<progresses.count {
                let k = reader % 2 == 0 ? n : progresses.count - 1 - n
                if inSlices.state(at: progresses[k]) != expected[k] { mismatches.add() }
            }
        }
        #expect(mismatches.count == 0)
    }

    /// A scene whose every body rests before its duration holds the rest pose to the end (the plan's
    /// duration is fixed before the simulation runs); up to then it is the up-front plan.
    @Test func aSceneAtRestBeforeItsDurationHoldsItsRestPose() throws {
        let frame = CGRect(x: 145, y: 700, width: 100, height: 100)
        var scene = PhysicsScene(bounds: dismiss.containerBounds,
                                 bodies: [PhysicsBody(id: .fromSnapshot, kind: .snapshotOfFromView, frame: frame)])
        scene.boundary = .floor(y: 810)
        scene.ending = .duration(3)
        scene.baking = .inSlices
        let inSlices = scene.plan(for: dismiss)
        scene.baking = .upFront
        let recording = try scene.simulate()
        let upFront = scene.plan(for: dismiss, recording: recording)
        #expect(recording.endReason == .rest)
        #expect(upFront.duration < 2)
        #expect(inSlices.duration == 3)
        let rest = upFront.state(at: 1)
        #expect(inSlices.state(at: 1) == rest)
        #expect(inSlices.state(atTime: upFront.duration)[.fromSnapshot] == rest[.fromSnapshot])
        // Before the rest: the same motion at the same times (progress differs with the duration, so the
        // interpolation rounds differently: equal within 1e-9).
        for k in 0...8 {
            let seconds = upFront.duration * Double(k) / 8
            let a = try #require(inSlices.state(atTime: seconds)[.fromSnapshot]), b = try #require(upFront.state(atTime: seconds)[.fromSnapshot])
            #expect(isClose(a.transform.translation, b.transform.translation) && isClose(a.transform.rotation, b.transform.rotation))
        }
    }
}

/// A thread-safe counter.
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.lock(); value += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
}
