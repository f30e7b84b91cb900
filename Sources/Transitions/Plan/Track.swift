import Foundation

/// How one animated property of a participant changes over the plan's progress.
///
/// A track is evaluated at *track progress* `p`: `0` is the start of the transition and `1` its
/// end. The plan's timing (curve or spring) maps elapsed time to track progress first, so a
/// spring plan evaluates its tracks at values slightly above 1 while it overshoots.
///
/// Kinds:
/// - ``constant(_:)``: the same value throughout;
/// - ``tween(from:to:curve:)``: from one value to another; extrapolates outside `0…1`, which is
///   how a spring's overshoot becomes visible;
/// - ``keyframes(_:)``: a ``KeyframeTrack`` with `UIView.animateKeyframes` semantics (progress
///   clamped to `0…1`);
/// - ``samples(_:fallback:)``: a list of timed samples (for example a recorded physics simulation),
///   interpolated linearly and held constant before the first and after the last sample.
///
/// Non-finite progress evaluates at 0.
public struct Track<Value: Interpolatable & Sendable>: Sendable {
    /// One timed value of a sampled track.
    public struct Sample: Sendable {
        /// Where the sample sits on the track, as track progress (`0…1` for the transition;
        /// values outside are allowed and reached only by an overshooting timing).
        public var progress: CGFloat
        /// The value at that progress.
        public var value: Value

        /// Creates a sample.
        public init(progress: CGFloat, value: Value) {
            self.progress = progress
            self.value = value
        }
    }

    enum Storage: Sendable {
        case constant(Value)
        case tween(from: Value, to: Value, curve: TimingCurve)
        case keyframes(KeyframeTrack<Value>)
        case samples([Sample])
    }

    let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// The same value for the whole transition.
    public static func constant(_ value: Value) -> Track {
        Track(.constant(value))
    }

    /// From `from` at progress 0 to `to` at progress 1, through `curve` (default `.linear`).
    ///
    /// Inside `0…1` the fraction is `curve.value(at: p)`; outside it continues linearly
    /// (`fraction = p`), so an overshooting spring timing extrapolates past `to`.
    public static func tween(from: Value, to: Value, curve: TimingCurve = .linear) -> Track {
        Track(.tween(from: from, to: to, curve: curve))
    }

    /// A keyframed track with `UIView.animateKeyframes` semantics; progress is clamped to `0…1`.
    public static func keyframes(_ track: KeyframeTrack<Value>) -> Track {
        Track(.keyframes(track))
    }

    /// A keyframed track from `initialValue` through `keyframes` (see ``KeyframeTrack``; default
    /// calculation mode `.linear`, `UIView.animateKeyframes`' default).
    public static func keyframes(
        from initialValue: Value,
        _ keyframes: [Keyframe<Value>],
        calculationMode: KeyframeCalculationMode = .linear
    ) -> Track {
        Track(.keyframes(KeyframeTrack(initialValue: initialValue, keyframes: keyframes, calculationMode: calculationMode)))
    }

    /// A track through timed samples, interpolated linearly between neighbours and held before
    /// the first and after the last.
    ///
    /// Samples are sorted by progress; samples with a non-finite progress are dropped. With no
    /// usable sample this factory cannot produce a value, so it needs a `fallback` that becomes
    /// a constant track.
    public static func samples(_ samples: [Sample], fallback: Value) -> Track {
        let usable = samples.filter { $0.progress.isFinite }.sorted { $0.progress < $1.progress }
        return usable.isEmpty ? .constant(fallback) : Track(.samples(usable))
    }

    /// The value at track progress `progress` (non-finite → 0; see the kinds for the range).
    public func value(at progress: CGFloat) -> Value {
        let p = progress.isFinite ? progress : 0
        switch storage {
        case .constant(let value):
            return value
        case .tween(let from, let to, let curve):
            let fraction = (0...1).contains(p) ? curve.value(at: p) : p
            return from.interpolated(to: to, fraction: fraction)
        case .keyframes(let track):
            return track.value(at: min(max(p, 0), 1))
        case .samples(let samples):
            return Self.interpolate(samples, at: p)
        }
    }

    /// The value at progress 0.
    public var initialValue: Value { value(at: 0) }
    /// The value at progress 1.
    public var finalValue: Value { value(at: 1) }

    /// Track progress values where this track's motion may change abruptly (keyframe and sample
    /// boundaries), which a sampler should hit exactly. Empty for constants and tweens.
    public var breakpoints: [CGFloat] {
        switch storage {
        case .constant, .tween:
            return []
        case .keyframes(let track):
            return track.keyframes.flatMap { [$0.relativeStartTime, $0.relativeEndTime] }
        case .samples(let samples):
            return samples.map(\.progress)
        }
    }

    private static func interpolate(_ samples: [Sample], at p: CGFloat) -> Value {
        guard let first = samples.first, let last = samples.last else {
            preconditionFailure("sampled tracks are created with at least one sample")
        }
        if p <= first.progress { return first.value }
        if p >= last.progress { return last.value }
        // Binary search for the last sample at or before p.
        var low = 0
        var high = samples.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if samples[mid].progress <= p { low = mid } else { high = mid }
        }
        let a = samples[low]
        let b = samples[high]
        let span = b.progress - a.progress
        guard span > 0 else { return b.value }
        return a.value.interpolated(to: b.value, fraction: (p - a.progress) / span)
    }
}
