import Dispatch
import Foundation

/// A physics scene's recording made in slices while its plan already plays: a background queue simulates
/// slice after slice, and a plan that needs a sample not made yet makes it on its own thread, or waits for
/// the slice being made (``PhysicsScene/Baking/inSlices``).
///
/// The recording is the one ``PhysicsScene/simulate()`` makes, bit for bit: the same run steps the engine
/// in the same order, whatever the slicing; only when every body comes to rest before the scene's
/// duration is the rest pose held to the end (the plan's duration is fixed before the simulation runs).
///
/// Thread-safe: the run belongs to whichever thread is making a slice (one at a time, handed over under
/// `condition`); made samples are copied into `made` under `condition` and read there.
final class PhysicsBake: @unchecked Sendable {
    /// Samples per slice: at most 0.1 s of simulated time at 60 samples per second. The first slices are
    /// shorter (one sample, then as many as are made), so that the first frames wait for little.
    static let sliceSamples = 6

    let bodyCount: Int
    /// Every sample of the recording, the first (the starting poses) included; known before it is made.
    let sampleCount: Int
    /// Seconds between samples.
    let sampleInterval: TimeInterval

    private let condition = NSCondition()
    /// The samples made so far (guarded by `condition`).
    private var made: PhysicsRecording
    /// Whether a thread is making a slice (guarded by `condition`).
    private var isMaking = false
    /// The run and its own recording: touched only by the thread making a slice; nil once every sample is made.
    private var work: (run: SimulationRun, recording: PhysicsRecording)?

    /// A bake of `run`, which must not have stepped yet. Its first sample is made at once.
    init(run: SimulationRun) {
        let recording = run.startRecording()
        bodyCount = run.items.count
        sampleCount = run.sampleLimit + 1
        sampleInterval = run.interval
        made = PhysicsRecording(bodyCount: bodyCount, sampleInterval: sampleInterval, capacity: sampleCount)
        made.appendSamples(of: recording, from: 0)
        work = (run, recording)
    }

    /// The recorded duration, seconds: `(sampleCount − 1) · sampleInterval`.
    var duration: TimeInterval { Double(max(sampleCount - 1, 0)) * sampleInterval }

    /// Makes the first slice (the second sample: what a player shows in its first 1/60 s) on this thread,
    /// then every other slice on a background queue, one after the other, until the recording is complete
    /// or nothing reads it any more.
    func makeInBackground() {
        _ = makeNextSlice(waiting: true)
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            while let bake = self, bake.makeNextSlice(waiting: true) {}
        }
    }

    /// Body `body`'s centre and rotation at sample `sample` (both clamped to the recording), made first if
    /// needed: on this thread, or by waiting for the thread making it.
    func pose(ofBody body: Int, atSample sample: Int) -> (center: CGPoint, rotation: CGFloat) {
        let k = min(max(sample, 0), sampleCount - 1)
        condition.lock()
        while made.sampleCount <= k {
            if isMaking {
                condition.wait()
            } else {
                condition.unlock()
                _ = makeNextSlice(waiting: false)
                condition.lock()
            }
        }
        let pose = made.pose(ofBody: body, atSample: k)
        condition.unlock()
        return pose
    }

    /// Makes the next slice and publishes it; false when nothing remains. With `waiting` false it returns
    /// at once (true) if another thread is making a slice.
    private func makeNextSlice(waiting: Bool) -> Bool {
        condition.lock()
        while isMaking {
            guard waiting else {
                condition.unlock()
                return true
            }
            condition.wait()
        }
        guard var current = work else {
            condition.unlock()
            return false
        }
        isMaking = true
        condition.unlock()

        let first = current.recording.sampleCount
        var ended = false
        for _ in 0..<min(Self.sliceSamples, max(1, first - 1)) where !ended {
            ended = !current.run.recordSample(into: &current.recording)
        }

        condition.lock()
        made.appendSamples(of: current.recording, from: first)
        if ended || made.sampleCount >= sampleCount {
            // Every body came to rest early: the rest pose holds to the end.
            while made.sampleCount < sampleCount { made.repeatLastSample() }
            work = nil
        } else {
            work = current
        }
        let more = work != nil
        isMaking = false
        condition.broadcast()
        condition.unlock()
        return more
    }
}
