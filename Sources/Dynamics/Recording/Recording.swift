import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// The sampled trajectory of chosen items, so a transition can bake physics into its plan.
///
/// Made by ``DynamicAnimator/record(_:duration:sampleRate:)``. Frame `k` holds the states at
/// `k / sampleRate` seconds after recording started; ``state(of:at:)`` interpolates between frames.
/// ``DynamicAnimator/restore(_:of:velocities:)`` puts items back into a recorded frame to re-simulate from
/// there (a throw re-run with the finger's release velocity).
public struct Recording: Sendable {
    /// One sample: the time since recording started and the states of ``Recording/items``, in order.
    public struct Frame: Sendable, Equatable {
        /// Seconds since the recording started.
        public var time: TimeInterval
        /// The items' states, in the order of ``Recording/items`` (nil for an item that was removed).
        public var states: [ItemState?]
    }

    /// The recorded items.
    public let items: [DynamicItem]
    /// Samples per second.
    public let sampleRate: Double
    /// The samples, at 0, 1/sampleRate, 2/sampleRate … up to the duration.
    public let frames: [Frame]

    /// The recorded duration in seconds.
    public var duration: TimeInterval { frames.last?.time ?? 0 }

    /// The state of `item` at `time` seconds, interpolated linearly between frames (angles too). Times
    /// are clamped to the recording; nil for an item not recorded or an empty recording.
    public func state(of item: DynamicItem, at time: TimeInterval) -> ItemState? {
        guard let index = items.firstIndex(of: item), let first = frames.first else { return nil }
        guard frames.count > 1, time.isFinite else { return first.states[index] }
        let t = min(max(time, 0), duration)
        let position = t * sampleRate
        let k = min(Int(position.rounded(.down)), frames.count - 2)
        let f = position - Double(k)
        guard let a = frames[k].states[index], let b = frames[k + 1].states[index] else { return frames[k].states[index] }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        return ItemState(center: CGPoint(x: mix(a.center.x, b.center.x), y: mix(a.center.y, b.center.y)),
                         rotation: mix(a.rotation, b.rotation),
                         velocity: Vector2D(dx: mix(a.velocity.dx, b.velocity.dx), dy: mix(a.velocity.dy, b.velocity.dy)),
                         angularVelocity: mix(a.angularVelocity, b.angularVelocity))
    }
}

extension DynamicAnimator {
    /// Runs the simulation for `duration` seconds, sampling `items` `sampleRate` times per second
    /// (plus the initial state), and returns the recording. The animator advances by the duration (in
    /// fixed 1/120 s steps, so sample times are rounded to the nearest step); once it pauses, remaining
    /// samples repeat the resting state. `duration` is clamped to 0…3600 s and `sampleRate` to 1…1000
    /// (a non-finite rate counts as 60), and the duration is shortened to at most 100 000 samples; a
    /// non-finite duration gives a recording of the current state only.
    public func record(_ items: [DynamicItem], duration: TimeInterval, sampleRate: Double = 60) -> Recording {
        let rate = sampleRate.isFinite ? min(max(sampleRate, 1), 1000) : 60
        let total = duration.isFinite ? min(max(duration, 0), 3600, 100_000 / rate) : 0
        let count = Int((total * rate).rounded(.down))
        var frames: [Recording.Frame] = []
        frames.reserveCapacity(count + 1)
        var stepsTaken = 0
        for k in 0...count {
            let time = Double(k) / rate
            let target = Int((time / Self.timeStep).rounded())
            while stepsTaken < target {
                if isRunning { performStep() }
                stepsTaken += 1
            }
            frames.append(Recording.Frame(time: time, states: items.map { state(of: $0) }))
        }
        return Recording(items: items, sampleRate: rate, frames: frames)
    }

    /// Puts the recorded items back into `frame`'s states, optionally with new linear velocities
    /// (points per second), so the simulation continues from there. Items not in the recording keep
    /// their current state. Removed items are skipped. Resumes a paused animator.
    public func restore(_ frame: Recording.Frame, of recording: Recording, velocities: [DynamicItem: Vector2D] = [:]) {
        for (index, item) in recording.items.enumerated() where index < frame.states.count {
            guard var state = frame.states[index] else { continue }
            if let v = velocities[item] { state.velocity = v }
            updateItem(item, usingCurrentState: state)
        }
    }
}
