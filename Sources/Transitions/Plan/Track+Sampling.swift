import Foundation

extension Track {
    /// A track through `function`'s values at `intervals + 1` evenly spaced progress values
    /// `0, 1/intervals, …, 1`, interpolated linearly between them and held outside `0…1` (see
    /// ``samples(_:fallback:)``).
    ///
    /// For motion that no tween can express exactly — a face turning about an axis behind the
    /// screen, whose translation follows the sine and cosine of its angle. Linear interpolation
    /// between samples replaces each arc by its chord: a point `r` points from the axis strays by
    /// at most `r · (1 − cos(Δθ / 2))` for an angle step `Δθ` between samples (0.05 pt for
    /// `r` = 400 pt and 32 intervals of a quarter turn). `intervals` is at least 1.
    static func sampled(intervals: Int, _ function: (CGFloat) -> Value) -> Track {
        let count = max(1, intervals)
        let samples = (0...count).map { index in
            let progress = CGFloat(index) / CGFloat(count)
            return Sample(progress: progress, value: function(progress))
        }
        return .samples(samples, fallback: samples[0].value)
    }
}
