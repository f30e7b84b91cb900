import Foundation

/// The tangent shape of a Kochanek–Bartels spline.
struct CubicShape: Hashable, Sendable {
    /// Weight of the incoming chord in the outgoing tangent at a knot.
    let outgoingPrevious: CGFloat
    /// Weight of the outgoing chord in the outgoing tangent at a knot.
    let outgoingNext: CGFloat
    /// Weight of the incoming chord in the incoming tangent at a knot.
    let incomingPrevious: CGFloat
    /// Weight of the outgoing chord in the incoming tangent at a knot.
    let incomingNext: CGFloat

    /// Kochanek–Bartels weights; non-finite parameters read as 0 (Catmull-Rom).
    init(tension: CGFloat, continuity: CGFloat, bias: CGFloat) {
        let t = tension.finite(or: 0), c = continuity.finite(or: 0), b = bias.finite(or: 0)
        outgoingPrevious = (1 - t) * (1 + b) * (1 - c) / 2
        outgoingNext = (1 - t) * (1 - b) * (1 + c) / 2
        incomingPrevious = (1 - t) * (1 + b) * (1 + c) / 2
        incomingNext = (1 - t) * (1 - b) * (1 - c) / 2
    }

    /// Catmull-Rom.
    static let catmullRom = CubicShape(tension: 0, continuity: 0, bias: 0)

    /// The point at parameter `s` of the Hermite segment from `p1` to `p2` with neighbours `p0`
    /// and `p3`, as an affine combination of the four knots (weights sum to 1).
    func point<V: VectorInterpolatable>(_ p0: V, _ p1: V, _ p2: V, _ p3: V, at s: CGFloat) -> V {
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        // m1 = a(p1 − p0) + b(p2 − p1); m2 = c(p2 − p1) + d(p3 − p2).
        let a = outgoingPrevious, b = outgoingNext, c = incomingPrevious, d = incomingNext
        let weights = (
            -a * h10,
            h00 + h10 * (a - b) - c * h11,
            h01 + b * h10 + h11 * (c - d),
            d * h11
        )
        return V.combining((p0, p1, p2, p3), weights: weights)
    }
}

extension KeyframeTrack {
    /// Samples per spline segment used to measure arc length in ``KeyframeCalculationMode/cubicPaced``.
    static var cubicPacedSamples: Int { 256 }

    /// Cubic evaluation, or `nil` when `Value` is not `VectorInterpolatable`.
    func cubicValue(at progress: CGFloat, shape: CubicShape) -> Value? {
        guard let vectorType = Value.self as? any VectorInterpolatable.Type else { return nil }
        return cubicValue(at: progress, shape: shape, as: vectorType)
    }

    private func cubicValue<V: VectorInterpolatable>(at progress: CGFloat, shape: CubicShape, as _: V.Type) -> Value? {
        guard let index = Self.activeIndex(at: progress, in: keyframes[...]) else {
            return initialValue
        }
        let fraction = keyframes[index].easedFraction(at: progress)
        if fraction == 1 { return keyframes[index].value }
        guard let points = knots as? [V] else { return nil }
        // Keyframe `index` runs from knot `index` to knot `index + 1`.
        let result = Self.segmentPoint(points, segment: index, at: fraction, shape: shape)
        return result as? Value
    }

    /// The point at `s` on the spline segment from knot `segment` to `segment + 1`, with the
    /// end knots duplicated as their own neighbours.
    static func segmentPoint<V: VectorInterpolatable>(
        _ points: [V], segment: Int, at s: CGFloat, shape: CubicShape
    ) -> V {
        let last = points.count - 1
        let p0 = points[max(segment - 1, 0)]
        let p1 = points[segment]
        let p2 = points[min(segment + 1, last)]
        let p3 = points[min(segment + 2, last)]
        return shape.point(p0, p1, p2, p3, at: s)
    }

    /// Cumulative lengths for the paced modes: per knot for ``KeyframeCalculationMode/paced``,
    /// per sample for ``KeyframeCalculationMode/cubicPaced``; empty otherwise.
    static func makePacedLengths(knots: [Value], mode: KeyframeCalculationMode) -> [CGFloat] {
        guard mode == .paced || mode == .cubicPaced,
              let vectorType = Value.self as? any VectorInterpolatable.Type
        else { return [] }
        return pacedLengths(knots: knots, cubic: mode == .cubicPaced, as: vectorType)
    }

    private static func pacedLengths<V: VectorInterpolatable>(knots: [Value], cubic: Bool, as _: V.Type) -> [CGFloat] {
        guard let points = knots as? [V] else { return [] }
        var lengths: [CGFloat] = [0]
        var total: CGFloat = 0
        if !cubic {
            for (a, b) in zip(points, points.dropFirst()) {
                total = (total + a.euclideanDistance(to: b)).saturated()
                lengths.append(total)
            }
            return lengths
        }
        let samples = cubicPacedSamples
        for segment in 0..<max(points.count - 1, 0) {
            var previous = points[segment]
            for sample in 1...samples {
                let point = segmentPoint(points, segment: segment, at: CGFloat(sample) / CGFloat(samples), shape: .catmullRom)
                total = (total + previous.euclideanDistance(to: point)).saturated()
                lengths.append(total)
                previous = point
            }
        }
        return lengths
    }

    /// Paced evaluation, or `nil` when `Value` is not `VectorInterpolatable`.
    func pacedValue(at progress: CGFloat) -> Value? {
        guard let vectorType = Value.self as? any VectorInterpolatable.Type, !pacedLengths.isEmpty else {
            return nil
        }
        return pacedValue(at: progress, as: vectorType)
    }

    private func pacedValue<V: VectorInterpolatable>(at progress: CGFloat, as _: V.Type) -> Value? {
        guard let points = knots as? [V] else { return nil }
        let lengths = pacedLengths
        guard let total = lengths.last, points.count > 1 else { return initialValue }
        if progress >= 1 { return points.last as? Value }
        guard total > 0 else { return initialValue }
        let target = progress * total
        // The last table entry not beyond the target.
        var low = 0, high = lengths.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if lengths[middle] <= target { low = middle } else { high = middle }
        }
        let span = lengths[high] - lengths[low]
        let local = span > 0 ? (target - lengths[low]) / span : 0
        if calculationMode == .cubicPaced {
            let samples = Self.cubicPacedSamples
            let segment = low / samples
            let s = (CGFloat(low % samples) + local) / CGFloat(samples)
            return Self.segmentPoint(points, segment: segment, at: s, shape: .catmullRom) as? Value
        }
        return points[low].interpolated(to: points[high], fraction: local) as? Value
    }
}
