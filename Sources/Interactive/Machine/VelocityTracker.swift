import Foundation

/// Estimates the velocity of a value from timed samples: the least-squares slope of the samples
/// taken in the last ``window`` seconds.
///
/// Used by ``InteractionMachine`` for progress when the adapter supplies no velocity, and usable on
/// its own for any gesture value. Time is passed in; nothing reads a clock.
///
/// Rules, whatever the input:
/// - a sample with a non-finite value or time is ignored;
/// - a sample at the same time as the newest one replaces it;
/// - a sample older than the newest one (the clock went backwards) starts a fresh history;
/// - with fewer than two samples inside the window the velocity is 0, so a finger that stopped
///   for longer than the window before lifting releases with no velocity;
/// - the result is always finite (clamped to ±``InteractionMachine/maximumVelocity`` when the
///   values are progress; see ``velocity(at:)``).
///
/// The window length is the kit's choice (UIKit does not document how its recognizers smooth
/// velocity): 0.1 s by default, a handful of touch events at 60–120 Hz.
package struct VelocityTracker: Sendable, Equatable {
    struct Sample: Sendable, Equatable {
        var time: TimeInterval
        var value: CGFloat
    }

    /// How far back, in seconds, samples count. Default 0.1 s; non-finite or negative values read as 0.1.
    package var window: TimeInterval

    /// Most samples kept, however short their spacing.
    static let capacity = 32

    private(set) var samples: [Sample] = []

    /// Creates an empty tracker.
    ///
    /// - Parameter window: Seconds of history used for the estimate. Default 0.1.
    package init(window: TimeInterval = 0.1) {
        self.window = window
    }

    private var effectiveWindow: TimeInterval {
        window.isFinite && window >= 0 ? window : 0.1
    }

    /// The number of samples currently held.
    package var count: Int { samples.count }

    /// Records `value` at `time` (seconds). Ignored if either is NaN or ±∞.
    package mutating func add(_ value: CGFloat, at time: TimeInterval) {
        guard value.isFinite, time.isFinite else { return }
        if let last = samples.last {
            if time == last.time {
                samples[samples.count - 1].value = value
                return
            }
            if time < last.time { samples.removeAll(keepingCapacity: true) }
        }
        samples.append(Sample(time: time, value: value))
        let oldest = time - effectiveWindow
        if let keepFrom = samples.firstIndex(where: { $0.time >= oldest }), keepFrom > 0 {
            samples.removeFirst(keepFrom)
        }
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
    }

    /// Forgets every sample.
    package mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// The estimated velocity, in value units per second, at `time`: the least-squares slope of the
    /// samples taken within ``window`` seconds before `time`; 0 with fewer than two of them.
    ///
    /// A non-finite `time` reads as the newest sample's time. The result is finite and clamped to
    /// ±``InteractionMachine/maximumVelocity``.
    package func velocity(at time: TimeInterval) -> CGFloat {
        guard let newest = samples.last else { return 0 }
        let now = time.isFinite ? time : newest.time
        let oldest = now - effectiveWindow
        let recent = samples.lazy.filter { $0.time >= oldest && $0.time <= now }
        var n = 0.0, sumT = 0.0, sumV = 0.0
        for s in recent { n += 1; sumT += s.time - newest.time; sumV += Double(s.value) }
        guard n >= 2 else { return 0 }
        let meanT = sumT / n, meanV = sumV / n
        var covariance = 0.0, variance = 0.0
        for s in recent {
            let dt = s.time - newest.time - meanT
            covariance += dt * (Double(s.value) - meanV)
            variance += dt * dt
        }
        guard variance > 0 else { return 0 }
        return Clamp.velocity(CGFloat(covariance / variance)) ?? 0
    }
}
