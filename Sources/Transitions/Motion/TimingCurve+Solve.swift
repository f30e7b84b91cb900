import Foundation

extension TimingCurve {
    /// The largest error in x accepted when solving for the curve parameter.
    static let solveTolerance: CGFloat = 1e-7

    /// The progress (y) of the curve at `time` (x), both as fractions of the whole animation.
    ///
    /// `time` is clamped to `0…1`; NaN reads as 0. The curve parameter s with x(s) = time is found
    /// to 1e-7 by Newton's method, falling back to bisection where the slope is too flat (the way
    /// WebKit and Core Animation solve it). Returns exactly 0 at time 0 and 1 at time 1; between,
    /// the result may leave `0…1` if a control point's y does. Always finite (a curve whose
    /// control-point y is near `greatestFiniteMagnitude` saturates rather than overflowing).
    public func value(at time: CGFloat) -> CGFloat {
        let x = time.isNaN ? 0 : min(max(time, 0), 1)
        if isLinear { return x }
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        // Saturate: absurdly large control-point y values may overflow, never into NaN/∞.
        return Self.bezier(parameter(forX: x), y1, y2).saturated(nanValue: x)
    }

    /// The slope dy/dx of the curve at `time`: the instantaneous speed of progress relative to a
    /// linear curve (1 = linear speed). Useful to carry velocity into a completion animation.
    ///
    /// `time` is clamped to `0…1`, NaN reads as 0. Where x′(s) vanishes (a control point at an
    /// end with x = 0 or 1), the slope is taken as the limit y′/x′ along the curve; the result is
    /// always finite (saturating at `±CGFloat.greatestFiniteMagnitude` for a vertical tangent).
    package func slope(at time: CGFloat) -> CGFloat {
        let x = time.isNaN ? 0 : min(max(time, 0), 1)
        if isLinear { return 1 }
        var s = parameter(forX: x)
        var dx = Self.bezierDerivative(s, x1, x2)
        var dy = Self.bezierDerivative(s, y1, y2)
        if abs(dx) < 1e-9 {
            // Step a hair along the curve to take the limit of the ratio.
            s = s < 0.5 ? s + 1e-6 : s - 1e-6
            dx = Self.bezierDerivative(s, x1, x2)
            dy = Self.bezierDerivative(s, y1, y2)
        }
        return (dy / dx).saturated(nanValue: 0)
    }

    /// Solves x(s) = x for s in `0…1` (x already in `0…1`).
    func parameter(forX x: CGFloat) -> CGFloat {
        // Newton from s = x, a good first guess because x(s) ≈ s for gentle curves.
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < Self.solveTolerance { return s }
            let derivative = Self.bezierDerivative(s, x1, x2)
            if abs(derivative) < 1e-6 { break }
            s -= error / derivative
            if !(0...1).contains(s) { break }
        }
        // Bisection: x(s) is non-decreasing on 0…1 because both x control values lie in 0…1.
        var low: CGFloat = 0
        var high: CGFloat = 1
        s = x
        for _ in 0..<64 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < Self.solveTolerance { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the cubic Bézier with end values 0 and 1 and inner values `p1`, `p2`,
    /// at parameter `s`, in polynomial (Horner) form.
    static func bezier(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    /// The derivative with respect to `s` of ``bezier(_:_:_:)``.
    static func bezierDerivative(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }
}
