import Foundation

/// A property's keyframes over normalised progress `0…1`, evaluated exactly as
/// `UIView.animateKeyframes(withDuration:delay:options:animations:)` plays them.
///
/// ```swift
/// let swing = KeyframeTrack(
///     initialValue: CGFloat(0),
///     keyframes: [
///         Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: 1),
///         Keyframe(relativeStartTime: 0.75, relativeDuration: 0.25, value: 0),
///     ]
/// )
/// swing.value(at: 0.25)  // 0.5
/// swing.value(at: 0.6)   // 1 (holding between keyframes)
/// ```
///
/// Keyframes are ordered by start time (stably, so equal starts keep their given order). When
/// keyframes overlap, the later-starting one takes over when it starts, from the value in force
/// at that moment (in cubic modes, from the previous keyframe's value).
public struct KeyframeTrack<Value: Interpolatable> {
    /// The value before any keyframe starts.
    public let initialValue: Value
    /// The keyframes, ordered by ``Keyframe/relativeStartTime``.
    public let keyframes: [Keyframe<Value>]
    /// How values between keyframes are computed.
    public let calculationMode: KeyframeCalculationMode
    /// For each keyframe, the value in force when it starts (linear and discrete modes).
    let startValues: [Value]
    /// The knots of the paced and cubic paths: the initial value, then every keyframe value.
    let knots: [Value]
    /// Cumulative path lengths for the paced modes (empty otherwise, or for values that are not
    /// `VectorInterpolatable`).
    let pacedLengths: [CGFloat]

    /// Creates a track. `calculationMode` defaults to ``KeyframeCalculationMode/linear``; the
    /// paced and cubic modes fall back to linear for values that are not
    /// `VectorInterpolatable`. An empty `keyframes` array gives a constant track.
    public init(
        initialValue: Value,
        keyframes: [Keyframe<Value>],
        calculationMode: KeyframeCalculationMode = .linear
    ) {
        let ordered = keyframes.enumerated()
            .sorted { ($0.element.relativeStartTime, $0.offset) < ($1.element.relativeStartTime, $1.offset) }
            .map(\.element)
        self.initialValue = initialValue
        self.keyframes = ordered
        self.calculationMode = calculationMode

        var startValues: [Value] = []
        startValues.reserveCapacity(ordered.count)
        for keyframe in ordered {
            let inForce = Self.evaluateSequential(
                at: keyframe.relativeStartTime, initialValue: initialValue,
                keyframes: ordered[..<startValues.count], startValues: startValues,
                discrete: calculationMode == .discrete
            )
            startValues.append(inForce)
        }
        self.startValues = startValues
        let knots = [initialValue] + ordered.map(\.value)
        self.knots = knots
        self.pacedLengths = Self.makePacedLengths(knots: knots, mode: calculationMode)
    }

    /// The value at `progress` (fraction `0…1` of the whole animation).
    ///
    /// `progress` is clamped to `0…1`; NaN returns ``initialValue``.
    public func value(at progress: CGFloat) -> Value {
        guard !progress.isNaN else { return initialValue }
        let progress = min(max(progress, 0), 1)
        switch calculationMode {
        case .linear:
            break
        case .discrete:
            return Self.evaluateSequential(
                at: progress, initialValue: initialValue, keyframes: keyframes[...],
                startValues: startValues, discrete: true
            )
        case .paced, .cubicPaced:
            if let value = pacedValue(at: progress) { return value }
        case .cubic(let tension, let continuity, let bias):
            let shape = CubicShape(tension: tension, continuity: continuity, bias: bias)
            if let value = cubicValue(at: progress, shape: shape) { return value }
        }
        return Self.evaluateSequential(
            at: progress, initialValue: initialValue, keyframes: keyframes[...],
            startValues: startValues, discrete: false
        )
    }

    /// The index of the last keyframe started at `progress` (one starting exactly at
    /// `progress` counts), or `nil` before the first.
    static func activeIndex(at progress: CGFloat, in keyframes: ArraySlice<Keyframe<Value>>) -> Int? {
        // Binary search for the first keyframe that has not started.
        var low = keyframes.startIndex, high = keyframes.endIndex
        while low < high {
            let middle = (low + high) / 2
            let start = keyframes[middle].relativeStartTime
            if start <= progress { low = middle + 1 } else { high = middle }
        }
        return low == keyframes.startIndex ? nil : low - 1
    }

    /// Linear or discrete evaluation over a prefix of the keyframes.
    static func evaluateSequential(
        at progress: CGFloat,
        initialValue: Value,
        keyframes: ArraySlice<Keyframe<Value>>,
        startValues: [Value],
        discrete: Bool
    ) -> Value {
        guard let index = activeIndex(at: progress, in: keyframes) else {
            return initialValue
        }
        let keyframe = keyframes[index]
        let from = startValues[index]
        if discrete {
            let done = keyframe.relativeDuration == 0 || progress >= keyframe.relativeEndTime
            return done ? keyframe.value : from
        }
        let fraction = keyframe.easedFraction(at: progress)
        if fraction == 1 { return keyframe.value }
        return from.interpolated(to: keyframe.value, fraction: fraction)
    }
}

extension KeyframeTrack: Equatable where Value: Equatable {}
extension KeyframeTrack: Sendable where Value: Sendable {}
