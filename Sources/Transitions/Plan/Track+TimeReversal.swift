import Foundation

extension Track {
    /// The track played backwards: `timeReversed().value(at: p)` equals `value(at: 1 − p)`.
    ///
    /// Built-in transitions describe their forward motion once and play it backwards for
    /// backward operations, so a pop retraces its push exactly (see ``ScreenMotion``).
    ///
    /// - constants stay as they are;
    /// - a tween swaps its ends and plays its curve reversed (``TimingCurve/reversed``), so it
    ///   also extrapolates the mirrored way outside `0…1`;
    /// - samples (computed ones too) move to progress `1 − p`;
    /// - linear keyframes that do not overlap become the mirrored keyframes (each keyframe's
    ///   curve reversed, holds kept). At the instant of a zero-length keyframe (a jump) the
    ///   reversed track already shows the value after the jump; everywhere else it is exact.
    ///   Other keyframe tracks (overlapping keyframes, discrete, paced or cubic modes) become
    ///   ``samples(_:fallback:)`` of the mirrored values at 1/256 steps of progress, a linear
    ///   approximation between those steps.
    public func timeReversed() -> Track {
        switch storage {
        case .constant:
            return self
        case .tween(let from, let to, let curve):
            return .tween(from: to, to: from, curve: curve.reversed)
        case .samples(let samples):
            return .samples(samples.reversed().map { Sample(progress: 1 - $0.progress, value: $0.value) }, fallback: initialValue)
        case .computedSamples(let source):
            let last = source.count - 1
            return .computedSamples(count: source.count, progress: { 1 - source.progress(last - $0) },
                                    value: { source.value(last - $0) }, fallback: source.value(0))
        case .keyframes(let track):
            if let reversed = track.reversedSequentialKeyframes() { return .keyframes(reversed) }
            let steps = 256
            return .samples((0...steps).map { step in
                let progress = CGFloat(step) / CGFloat(steps)
                return Sample(progress: progress, value: value(at: 1 - progress))
            }, fallback: value(at: 1))
        }
    }
}

extension KeyframeTrack {
    /// The mirrored track when the keyframes are linear and follow one another without
    /// overlapping; nil otherwise.
    func reversedSequentialKeyframes() -> KeyframeTrack? {
        guard calculationMode == .linear else { return nil }
        for (previous, next) in zip(keyframes, keyframes.dropFirst()) where next.relativeStartTime < previous.relativeEndTime {
            return nil
        }
        let mirrored = zip(keyframes, startValues).reversed().map { keyframe, start in
            Keyframe(
                relativeStartTime: 1 - keyframe.relativeEndTime, relativeDuration: keyframe.relativeDuration,
                value: start, timingCurve: keyframe.timingCurve.reversed
            )
        }
        return KeyframeTrack(initialValue: value(at: 1), keyframes: mirrored, calculationMode: .linear)
    }
}
