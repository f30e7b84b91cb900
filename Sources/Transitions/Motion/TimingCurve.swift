import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), the model of Core Animation's
/// `CAMediaTimingFunction` and UIKit's `UICubicTimingParameters`.
///
/// The curve maps the elapsed fraction of an animation's duration (x, "time") to the fraction of
/// its change (y, "progress"). Its two control points have x in `0…1` so that time only moves
/// forwards; their y is unrestricted, which lets a curve anticipate (y < 0) or overshoot (y > 1).
///
/// ```swift
/// let curve = TimingCurve.easeInOut
/// curve.value(at: 0.25)  // ≈ 0.129
/// ```
public struct TimingCurve: Hashable, Sendable {
    /// x of the first control point, `0…1`.
    let x1: CGFloat
    /// y of the first control point, finite.
    let y1: CGFloat
    /// x of the second control point, `0…1`.
    let x2: CGFloat
    /// y of the second control point, finite.
    let y2: CGFloat

    /// Why a pair of control points does not make a valid timing curve.
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        /// A coordinate is NaN or infinite.
        case nonFiniteControlPoint(CGPoint)
        /// A control point's x is outside `0…1`, which would make time run backwards.
        case controlPointXOutOfRange(CGPoint)

        /// A sentence naming the offending control point.
        public var description: String {
            switch self {
            case .nonFiniteControlPoint(let point):
                return "Timing curve control point (\(point.x), \(point.y)) is not finite."
            case .controlPointXOutOfRange(let point):
                return "Timing curve control point x \(point.x) is outside 0…1; time must move forwards."
            }
        }
    }

    /// Creates a curve from its two inner control points, like
    /// `CAMediaTimingFunction(controlPoints:)` and `UICubicTimingParameters(controlPoint1:controlPoint2:)`.
    ///
    /// - Throws: a ``TimingCurve/Error``: ``Error/nonFiniteControlPoint(_:)`` if a coordinate is NaN or ±∞;
    ///   ``Error/controlPointXOutOfRange(_:)`` if an x lies outside `0…1` (Core Animation clamps
    ///   silently; the kit reports it instead). y may be any finite value.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) throws {
        for point in [controlPoint1, controlPoint2] {
            guard point.x.isFinite, point.y.isFinite else { throw Error.nonFiniteControlPoint(point) }
            guard (0...1).contains(point.x) else { throw Error.controlPointXOutOfRange(point) }
        }
        self.init(uncheckedX1: controlPoint1.x, y1: controlPoint1.y, x2: controlPoint2.x, y2: controlPoint2.y)
    }

    /// Creates the curve UIKit uses for one of its named animation curves.
    ///
    /// `easeInOut` → ``easeInOut``, `easeIn` → ``easeIn``, `easeOut` → ``easeOut``,
    /// `linear` → ``linear``.
    public init(_ curve: AnimationCurve) {
        switch curve {
        case .easeInOut: self = .easeInOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        }
    }

    /// Memberwise creation for values already known to be valid.
    init(uncheckedX1 x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The first inner control point (x in `0…1`).
    public var controlPoint1: CGPoint { CGPoint(x: x1, y: y1) }

    /// The second inner control point (x in `0…1`).
    public var controlPoint2: CGPoint { CGPoint(x: x2, y: y2) }

    /// `true` when the curve is the identity (both control points on the diagonal).
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The curve played backwards in time: `reversed.value(at: t) == 1 − value(at: 1 − t)`.
    /// Its control points are (1 − x2, 1 − y2) and (1 − x1, 1 − y1), so `easeIn` and `easeOut`
    /// swap and `easeInOut` and `linear` are their own reverse.
    public var reversed: TimingCurve {
        TimingCurve(uncheckedX1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
    }
}

extension TimingCurve {
    /// Constant speed, control points (0, 0) (1, 1) (`kCAMediaTimingFunctionLinear`).
    public static let linear = TimingCurve(uncheckedX1: 0, y1: 0, x2: 1, y2: 1)
    /// Slow start, control points (0.42, 0) (1, 1) (`kCAMediaTimingFunctionEaseIn`).
    public static let easeIn = TimingCurve(uncheckedX1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Slow end, control points (0, 0) (0.58, 1) (`kCAMediaTimingFunctionEaseOut`).
    public static let easeOut = TimingCurve(uncheckedX1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Slow start and end, control points (0.42, 0) (0.58, 1)
    /// (`kCAMediaTimingFunctionEaseInEaseOut`, UIKit's default `UIView` animation curve).
    public static let easeInOut = TimingCurve(uncheckedX1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's "default" curve, control points (0.25, 0.1) (0.25, 1)
    /// (`kCAMediaTimingFunctionDefault`, used by implicit layer animations).
    public static let systemDefault = TimingCurve(uncheckedX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
}
