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
///   interpolated linearly and held constant before the first and after the last sample;
/// - ``computedSamples(count:progress:value:fallback:)``: the same, with values computed when first
///   needed (a simulation still being baked while the plan plays).
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
        case computedSamples(ComputedSamples)
    }

    /// Samples whose progress is known at once and whose values are computed on demand (see
    /// ``computedSamples(count:progress:value:fallback:)``).
    struct ComputedSamples: Sendable {
        let count: Int
        let progress: @Sendable (Int) -> CGFloat
        let value: @Sendable (Int) -> Value
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

    /// A track through `count` timed samples whose values are computed when they are first needed,
    /// interpolated like ``samples(_:fallback:)``: linearly between neighbours, held before the first
    /// and after the last.
    ///
    /// For a plan that starts before all its samples exist (a physics simulation baked in slices on
    /// another thread while the plan plays): `progress(k)` is sample `k`'s track progress, finite,
    /// known at once and ascending in `k`; `value(k)` is its value and may block until it has been
    /// computed. Evaluating the track reads only the one or two samples around the progress asked
    /// for. With `count` below 1 the track is the constant `fallback`.
    public static func computedSamples(count: Int, progress: @escaping @Sendable (Int) -> CGFloat,
                                       value: @escaping @Sendable (Int) -> Value, fallback: Value) -> Track {
        count < 1 ? .constant(fallback) : Track(.computedSamples(ComputedSamples(count: count, progress: progress, value: value)))
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
            return Self.interpolate(count: samples.count, progress: { samples[$0].progress }, value: { samples[$0].value }, at: p)
        case .computedSamples(let source):
            return Self.interpolate(count: source.count, progress: source.progress, value: source.value, at: p)
        }
    }

    /// The value at progress 0.
    public var initialValue: Value { value(at: 0) }
    /// The value at progress 1.
    public var finalValue: Value { value(at: 1) }

    /// Track progress values where this track's motion may change abruptly (keyframe and sample
    /// boundaries), which a sampler should hit exactly. Empty for constants and tweens.
    package var breakpoints: [CGFloat] {
        switch storage {
        case .constant, .tween:
            return []
        case .keyframes(let track):
            return track.keyframes.flatMap { [$0.relativeStartTime, $0.relativeEndTime] }
        case .samples(let samples):
            return samples.map(\.progress)
        case .computedSamples(let source):
            return (0..<source.count).map(source.progress)
        }
    }

    /// The value at `p` of `count` samples (at least one) with ascending `progress(k)` and values `value(k)`:
    /// held outside them, linear between the two around `p` (found by binary search).
    @inline(__always)
    private static func interpolate(count: Int, progress: (Int) -> CGFloat, value: (Int) -> Value, at p: CGFloat) -> Value {
        precondition(count > 0, "sampled tracks are created with at least one sample")
        if p <= progress(0) { return value(0) }
        if p >= progress(count - 1) { return value(count - 1) }
        // Binary search for the last sample at or before p.
        var low = 0
        var high = count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if progress(mid) <= p { low = mid } else { high = mid }
        }
        let a = progress(low), b = progress(high)
        let span = b - a
        guard span > 0 else { return value(high) }
        return value(low).interpolated(to: value(high), fraction: (p - a) / span)
    }
}
