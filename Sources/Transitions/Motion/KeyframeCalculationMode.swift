import Foundation

/// How a ``KeyframeTrack`` computes values between keyframes, mirroring the calculation modes of
/// `CAKeyframeAnimation` and `UIView.KeyframeAnimationOptions` (`calculationModeLinear`,
/// `…Discrete`, `…Paced`, `…Cubic`, `…CubicPaced`).
public enum KeyframeCalculationMode: Hashable, Sendable {
    /// Each keyframe moves in a straight line from the value in force at its start to its value,
    /// over its own time span and with its own timing curve; values hold between keyframes.
    /// UIKit's default.
    case linear
    /// No interpolation: the value in force jumps to a keyframe's value when that keyframe ends
    /// (UIKit turns a keyframe into the key times start → end, and discrete mode shows a key
    /// time's value from that time on; the kit's reading of that behaviour).
    case discrete
    /// Key times and timing curves are ignored: the value travels through the initial value and
    /// every keyframe value, in order, at constant speed over the whole animation. Needs a
    /// `VectorInterpolatable` value (to measure distance); other values use ``linear``.
    case paced
    /// Like ``linear`` in timing, but the path between values is a Kochanek–Bartels cubic spline
    /// through the initial value and every keyframe value, so the motion has no corners.
    /// `tension`, `continuity` and `bias` (each typically −1…1, default 0 = Catmull-Rom) shape
    /// the tangents like `CAKeyframeAnimation`'s `tensionValues`, `continuityValues` and
    /// `biasValues`. Non-finite parameters read as 0. Needs a `VectorInterpolatable` value;
    /// other values use ``linear``.
    case cubic(tension: CGFloat = 0, continuity: CGFloat = 0, bias: CGFloat = 0)
    /// The Catmull-Rom spline of ``cubic(tension:continuity:bias:)`` travelled at constant speed
    /// over the whole animation, ignoring key times and timing curves. Needs a
    /// `VectorInterpolatable` value; other values use ``linear``.
    case cubicPaced

    /// Catmull-Rom: ``cubic(tension:continuity:bias:)`` with all parameters 0.
    public static let catmullRom = KeyframeCalculationMode.cubic()
}
