import Foundation

/// The sampled motion of a ``PhysicsScene``'s bodies: centre and rotation of every body at a
/// fixed interval, from the start of the simulation to its end.
///
/// Stored flat (three `Double`s per body per sample, body-major within a sample), so a shatter of
/// hundreds of tiles records without an allocation per sample.
public struct PhysicsRecording: Sendable, Equatable {
    /// Why the simulation stopped.
    public enum EndReason: Sendable, Equatable {
        /// Every body came to rest (``PhysicsScene/Ending/rest``).
        case rest
        /// Every body left the container (``PhysicsScene/Ending/leavesBounds``).
        case leftBounds
        /// The requested duration elapsed (``PhysicsScene/Ending/duration(_:)``).
        case duration
        /// The hard cap (``PhysicsScene/maximumDuration``) stopped it first.
        case cap
    }

    /// How many bodies each sample holds.
    public let bodyCount: Int
    /// Seconds between samples.
    public let sampleInterval: TimeInterval
    /// Why the simulation stopped.
    public internal(set) var endReason: EndReason
    /// Engine steps taken (1/120 s each).
    public internal(set) var stepCount: Int
    var xs: [Double]
    var ys: [Double]
    var angles: [Double]

    init(bodyCount: Int, sampleInterval: TimeInterval, capacity: Int) {
        self.bodyCount = bodyCount
        self.sampleInterval = sampleInterval
        self.endReason = .cap
        self.stepCount = 0
        xs = []
        ys = []
        angles = []
        xs.reserveCapacity(capacity * bodyCount)
        ys.reserveCapacity(capacity * bodyCount)
        angles.reserveCapacity(capacity * bodyCount)
    }

    /// The number of samples (at least 1: the start).
    public var sampleCount: Int { bodyCount > 0 ? xs.count / bodyCount : 0 }

    /// The recorded duration, seconds: `(sampleCount − 1) · sampleInterval`.
    public var duration: TimeInterval { Double(max(sampleCount - 1, 0)) * sampleInterval }

    /// Body `body`'s centre (container points) and rotation (radians, clockwise) at sample
    /// `sample`. Indices are clamped to the recording; an empty recording answers the origin.
    public func pose(ofBody body: Int, atSample sample: Int) -> (center: CGPoint, rotation: CGFloat) {
        guard sampleCount > 0, bodyCount > 0 else { return (.zero, 0) }
        let i = min(max(sample, 0), sampleCount - 1) * bodyCount + min(max(body, 0), bodyCount - 1)
        return (CGPoint(x: xs[i], y: ys[i]), CGFloat(angles[i]))
    }

    mutating func append(x: Double, y: Double, angle: Double) {
        xs.append(x)
        ys.append(y)
        angles.append(angle)
    }

    /// Appends the samples of `other` (with the same body count) from sample `first` on.
    mutating func appendSamples(of other: PhysicsRecording, from first: Int) {
        let start = first * bodyCount
        guard start < other.xs.count else { return }
        xs.append(contentsOf: other.xs[start...])
        ys.append(contentsOf: other.ys[start...])
        angles.append(contentsOf: other.angles[start...])
    }

    /// Appends a copy of the last sample.
    mutating func repeatLastSample() {
        let start = xs.count - bodyCount
        guard bodyCount > 0, start >= 0 else { return }
        for k in start..<(start + bodyCount) { append(x: xs[k], y: ys[k], angle: angles[k]) }
    }

    /// Drops trailing samples that differ from the last one by at most `distance` points and
    /// `angle` radians for every body, keeping the first of them as the new end.
    mutating func trimStillTail(distance: Double, angle: Double) {
        let n = bodyCount
        var keep = sampleCount
        guard n > 0, keep > 1 else { return }
        let last = (keep - 1) * n
        while keep > 1 {
            let base = (keep - 2) * n
            var still = true
            for b in 0..<n where abs(xs[base + b] - xs[last + b]) > distance || abs(ys[base + b] - ys[last + b]) > distance
                || abs(angles[base + b] - angles[last + b]) > angle {
                still = false
                break
            }
            if !still { break }
            keep -= 1
        }
        guard keep < sampleCount else { return }
        // The last sample (the rest pose) becomes sample keep − 1.
        for b in 0..<n {
            xs[(keep - 1) * n + b] = xs[last + b]
            ys[(keep - 1) * n + b] = ys[last + b]
            angles[(keep - 1) * n + b] = angles[last + b]
        }
        xs.removeLast(xs.count - keep * n)
        ys.removeLast(ys.count - keep * n)
        angles.removeLast(angles.count - keep * n)
    }
}
