import Foundation

/// A clock that only moves when told to, ticking at a fixed frame rate like a display link.
///
/// Use it to drive a `TransitionDriver` deterministically in tests: every
/// ``tick()`` is one frame of ``frameInterval`` seconds.
public struct VirtualClock: Hashable, Sendable {
    /// Seconds since the clock was created.
    public private(set) var now: TimeInterval = 0
    /// Seconds per frame (1/60 by default).
    public let frameInterval: TimeInterval

    /// Creates a clock at time 0 ticking at `framesPerSecond` (default 60; non-finite or
    /// non-positive values fall back to 60).
    public init(framesPerSecond: Double = 60) {
        let rate = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        self.frameInterval = 1 / rate
    }

    /// Moves time forward by one frame and returns the frame's length in seconds.
    @discardableResult
    public mutating func tick() -> TimeInterval {
        now += frameInterval
        return frameInterval
    }

    /// Moves time forward by `seconds` (ignored when negative or non-finite).
    public mutating func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }
}
