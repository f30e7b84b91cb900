import Foundation
import Testing
@testable import Dynamics

@Suite struct RecordingTests {
    @Test func recordsFramesAtTheSampleRate() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        animator.addBehavior(GravityBehavior(items: [item]))
        let recording = animator.record([item], duration: 1, sampleRate: 30)
        #expect(recording.frames.count == 31)
        #expect(recording.frames[0].states[0]?.center == CGPoint(x: 200, y: 200))
        #expect(isClose(recording.duration, 1, tolerance: 1e-12))
        // Frame k holds the state after k·4 steps; compare with a fresh run.
        let (fresh, other, _) = try singleItemScene(bounds: nil)
        fresh.addBehavior(GravityBehavior(items: [other]))
        fresh.run(steps: 40)
        #expect(recording.frames[10].states[0] == fresh.state(of: other))
        #expect(isClose(animator.elapsedTime, 1, tolerance: 1e-9))
    }

    @Test func interpolatesBetweenFramesAndClampsTime() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        animator.addBehavior(GravityBehavior(items: [item]))
        let recording = animator.record([item], duration: 0.5, sampleRate: 10)
        let a = try #require(recording.frames[2].states[0]), b = try #require(recording.frames[3].states[0])
        let mid = try #require(recording.state(of: item, at: 0.25))
        #expect(isClose(Double(mid.center.y), Double(a.center.y + b.center.y) / 2, tolerance: 1e-9))
        #expect(recording.state(of: item, at: -5) == recording.frames[0].states[0])
        #expect(recording.state(of: item, at: 99) == recording.frames.last?.states[0])
        #expect(recording.state(of: DynamicItem(index: 99, generation: 0), at: 0) == nil)
    }

    @Test func restoringAFrameReplaysTheSameTrajectory() throws {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = try animator.addItem(center: CGPoint(x: 150, y: 50), size: CGSize(width: 40, height: 40))
        animator.addBehavior(GravityBehavior(items: [box]))
        let recording = animator.record([box], duration: 0.5, sampleRate: 60)
        animator.restore(recording.frames[12], of: recording)
        let replay = animator.record([box], duration: 0.2, sampleRate: 60)
        #expect(replay.frames.count >= 12)  // 0.2 s at 60 Hz: an empty replay must not pass
        for k in 0..<replay.frames.count {
            let original = try #require(recording.frames[12 + k].states[0]), again = try #require(replay.frames[k].states[0])
            #expect(isClose(Double(original.center.y), Double(again.center.y), tolerance: 1e-9))
        }
    }

    @Test func restoringWithANewVelocityThrows() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        let recording = animator.record([item], duration: 0, sampleRate: 60)
        #expect(recording.frames.count == 1)
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.restore(recording.frames[0], of: recording, velocities: [item: Vector2D(dx: 600, dy: -300)])
        animator.run(steps: 60)
        let s = try #require(animator.state(of: item))
        #expect(isClose(Double(s.center.x), 500, tolerance: 1e-6))
    }

    @Test func invalidParametersAreClamped() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        #expect(animator.record([item], duration: .nan, sampleRate: 60).frames.count == 1)
        #expect(animator.record([item], duration: 0.1, sampleRate: .infinity).frames.count == 7)
        #expect(animator.record([item], duration: -1, sampleRate: -5).frames.count == 1)
    }
}
